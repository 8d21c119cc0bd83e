// A project's thumbnail sources (docs/product.md#data): safe image URLs, srcset of the 160 px and 800 px WebP.
import { safeHttpUrl } from '@domain/url';

export interface ThumbnailFields {
  thumbnailUrl: string | null;
  thumbnailSmallUrl: string | null;
}

/** An image source we render: an http(s) URL or a same-origin path (/api/blobs/…); never data:, javascript:, //host. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return safeHttpUrl(trimmed);
}

/** src, srcset and sizes for a display size: 160w and 800w candidates when both exist. */
export function thumbnailSources(
  project: ThumbnailFields,
  displayPx: number,
): { src: string; srcSet?: string; sizes?: string } | null {
  const small = safeImageSrc(project.thumbnailSmallUrl);
  const large = safeImageSrc(project.thumbnailUrl);
  const src = small ?? large;
  if (!src) return null;
  if (small && large && small !== large)
    return { src, srcSet: `${small} 160w, ${large} 800w`, sizes: `${displayPx}px` };
  return { src };
}
