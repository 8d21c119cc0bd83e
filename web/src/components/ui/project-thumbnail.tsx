// A project's square thumbnail: the 160 px WebP for small displays and the 800 px one for large
// (srcset), explicit width/height so nothing shifts, lazy unless `priority`; 'NO IMG' without one.
import { Box } from '@chakra-ui/react';
import { thumbnailSources } from '../../lib/thumbnail-sources';

/** Re-exported for existing importers; the rule lives in lib/thumbnail-sources.ts. */
export { safeImageSrc, thumbnailSources } from '../../lib/thumbnail-sources';

export interface ProjectThumbnailProps {
  project: { projectName: string; thumbnailUrl: string | null; thumbnailSmallUrl: string | null };
  /** Displayed size in CSS pixels (square). Default 64. */
  size?: number | { base: number; md: number };
  /** Above the fold: load eagerly with high fetch priority (the first rows of a list). */
  priority?: boolean;
}

export function ProjectThumbnail({ project, size = 64, priority = false }: ProjectThumbnailProps) {
  const base = typeof size === 'number' ? size : size.base;
  const md = typeof size === 'number' ? size : size.md;
  const boxSize = base === md ? `${base}px` : { base: `${base}px`, md: `${md}px` };
  const sources = thumbnailSources(project, Math.max(base, md));
  if (!sources) {
    return (
      <Box
        w={boxSize}
        h={boxSize}
        flexShrink={0}
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="bg.muted"
        rounded="md"
        fontSize="2xs"
        fontWeight="bold"
        color="fg.muted"
        aria-hidden="true"
      >
        NO IMG
      </Box>
    );
  }
  return (
    <Box asChild w={boxSize} h={boxSize} flexShrink={0} rounded="md" bg="bg.muted" objectFit="cover">
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.sizes}
        alt=""
        width={Math.max(base, md)}
        height={Math.max(base, md)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </Box>
  );
}
