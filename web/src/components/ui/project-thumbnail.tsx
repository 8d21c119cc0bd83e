// A project's square thumbnail: the 160 px WebP for small displays and the 800 px one for large
// (srcset), explicit width/height so nothing shifts, lazy unless `priority`; 'NO IMG' without one.
import { thumbnail } from 'styled-system/recipes';
import { thumbnailSources } from '../../lib/thumbnail-sources';

export { safeImageSrc, thumbnailSources } from '../../lib/thumbnail-sources';

/** The square sizes: the lists' (56 on phones, their own on desktop), the project page's, a fixed 64. */
export type ThumbnailSize = 'chart' | 'list64' | 'list72' | 'page' | 'small';

const SIZES: Record<ThumbnailSize, { image: string; missing: string; px: number }> = {
  chart: { image: thumbnail({ size: 'chart' }), missing: thumbnail({ size: 'chart', missing: true }), px: 72 },
  list64: { image: thumbnail({ size: 'list64' }), missing: thumbnail({ size: 'list64', missing: true }), px: 64 },
  list72: { image: thumbnail({ size: 'list72' }), missing: thumbnail({ size: 'list72', missing: true }), px: 72 },
  page: { image: thumbnail({ size: 'page' }), missing: thumbnail({ size: 'page', missing: true }), px: 200 },
  small: { image: thumbnail({ size: 'small' }), missing: thumbnail({ size: 'small', missing: true }), px: 64 },
};

export interface ProjectThumbnailProps {
  project: { projectName: string; thumbnailUrl: string | null; thumbnailSmallUrl: string | null };
  size: ThumbnailSize;
  /** Above the fold: load eagerly with high fetch priority (the first rows of a list). */
  priority?: boolean;
}

export function ProjectThumbnail({ project, size, priority = false }: ProjectThumbnailProps) {
  const { image, missing, px } = SIZES[size];
  const sources = thumbnailSources(project, px);
  if (!sources) {
    return (
      <div className={missing} aria-hidden="true">
        NO IMG
      </div>
    );
  }
  return (
    <img
      className={image}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt=""
      width={px}
      height={px}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
