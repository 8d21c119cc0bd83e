// A project's square thumbnail: the 160 px WebP for small displays and the 800 px one for large
// (srcset), explicit width/height so nothing shifts, lazy unless `priority`; 'NO IMG' without one.
import { css, cx } from 'styled-system/css';
import { thumbnailSources } from '../../lib/thumbnail-sources';

export { safeImageSrc, thumbnailSources } from '../../lib/thumbnail-sources';

/** The square sizes: the lists' (56 on phones, their own on desktop), the project page's, a fixed 64. */
export type ThumbnailSize = 'chart' | 'list64' | 'list72' | 'page' | 'small';

const BOX = css({ flexShrink: 0, rounded: 'md', bg: 'bg.muted' });
const SIZES: Record<ThumbnailSize, { className: string; px: { base: number; md: number } }> = {
  chart: {
    className: css({ w: { base: '56px', md: '72px' }, h: { base: '56px', md: '72px' } }),
    px: { base: 56, md: 72 },
  },
  list64: {
    className: css({ w: { base: '56px', md: '64px' }, h: { base: '56px', md: '64px' } }),
    px: { base: 56, md: 64 },
  },
  list72: {
    className: css({ w: { base: '56px', md: '72px' }, h: { base: '56px', md: '72px' } }),
    px: { base: 56, md: 72 },
  },
  page: {
    className: css({ w: { base: '160px', md: '200px' }, h: { base: '160px', md: '200px' } }),
    px: { base: 160, md: 200 },
  },
  small: { className: css({ w: '64px', h: '64px' }), px: { base: 64, md: 64 } },
};
const IMAGE = css({ objectFit: 'cover' });
const MISSING = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '2xs',
  fontWeight: 'bold',
  color: 'fg.muted',
});

export interface ProjectThumbnailProps {
  project: { projectName: string; thumbnailUrl: string | null; thumbnailSmallUrl: string | null };
  size: ThumbnailSize;
  /** Above the fold: load eagerly with high fetch priority (the first rows of a list). */
  priority?: boolean;
}

export function ProjectThumbnail({ project, size, priority = false }: ProjectThumbnailProps) {
  const { className, px } = SIZES[size];
  const side = Math.max(px.base, px.md);
  const sources = thumbnailSources(project, side);
  if (!sources) {
    return (
      <div className={cx(BOX, className, MISSING)} aria-hidden="true">
        NO IMG
      </div>
    );
  }
  return (
    <img
      className={cx(BOX, className, IMAGE)}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt=""
      width={side}
      height={side}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
