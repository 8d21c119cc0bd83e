// A project's square thumbnail: the 160 px WebP for small displays and the 800 px one for large
// (srcset), explicit width/height so nothing shifts, lazy unless `priority`; 'NO IMG' without one.
// Fixed styles (fixed-style.ts): every list row has one.
import type { SystemStyleObject } from '@chakra-ui/react';
import { thumbnailSources } from '../../lib/thumbnail-sources';
import { fixedStyle, fixedStyleFamily, useFixedStyles } from './fixed-style';

/** Re-exported for existing importers; the rule lives in lib/thumbnail-sources.ts. */
export { safeImageSrc, thumbnailSources } from '../../lib/thumbnail-sources';

export interface ProjectThumbnailProps {
  project: { projectName: string; thumbnailUrl: string | null; thumbnailSmallUrl: string | null };
  /** Displayed size in CSS pixels (square). Default 64. */
  size?: number | { base: number; md: number };
  /** Above the fold: load eagerly with high fetch priority (the first rows of a list). */
  priority?: boolean;
}

/** The square of a 'base/md' size pair (one style per pair a page uses). */
function square(sizes: string): SystemStyleObject {
  const [base, md] = sizes.split('/');
  const side = base === md ? `${base}px` : { base: `${base}px`, md: `${md}px` };
  return { w: side, h: side, flexShrink: 0, rounded: 'md', bg: 'bg.muted' };
}
const imageStyle = fixedStyleFamily((sizes: string) => fixedStyle(square(sizes), { objectFit: 'cover' }));
const missingStyle = fixedStyleFamily((sizes: string) =>
  fixedStyle(square(sizes), {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '2xs',
    fontWeight: 'bold',
    color: 'fg.muted',
  }),
);

export function ProjectThumbnail({ project, size = 64, priority = false }: ProjectThumbnailProps) {
  const cls = useFixedStyles();
  const base = typeof size === 'number' ? size : size.base;
  const md = typeof size === 'number' ? size : size.md;
  const sizes = `${base}/${md}`;
  const sources = thumbnailSources(project, Math.max(base, md));
  if (!sources) {
    return (
      <div className={cls(missingStyle(sizes))} aria-hidden="true">
        NO IMG
      </div>
    );
  }
  return (
    <img
      className={cls(imageStyle(sizes))}
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
  );
}
