// A project's square thumbnail: the 160 px WebP for small displays and the 800 px one for large
// (srcset), explicit width/height so nothing shifts, lazy unless `priority`; 'NO IMG' without one.
// Fixed styles (fixed-style.ts): every list row has one.
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

/** The square's size and look, per 'base/md' size pair; `missing`: the 'NO IMG' box. */
const squareStyle = fixedStyleFamily((key: string) => {
  const [base, md, missing] = key.split('/');
  const side = base === md ? `${base}px` : { base: `${base}px`, md: `${md}px` };
  const square = { w: side, h: side, flexShrink: 0, rounded: 'md', bg: 'bg.muted' } as const;
  return missing
    ? fixedStyle(square, {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: '2xs',
        fontWeight: 'bold',
        color: 'fg.muted',
      })
    : fixedStyle(square, { objectFit: 'cover' });
});

export function ProjectThumbnail({ project, size = 64, priority = false }: ProjectThumbnailProps) {
  const cls = useFixedStyles();
  const base = typeof size === 'number' ? size : size.base;
  const md = typeof size === 'number' ? size : size.md;
  const sources = thumbnailSources(project, Math.max(base, md));
  if (!sources) {
    return (
      <div className={cls(squareStyle(`${base}/${md}/missing`))} aria-hidden="true">
        NO IMG
      </div>
    );
  }
  return (
    <img
      className={cls(squareStyle(`${base}/${md}`))}
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
