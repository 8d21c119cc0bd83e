// Square demo thumbnails drawn locally: an SVG (gradient, two shapes, initials) rendered by sharp and
// re-encoded to WebP at 800 and 160 px, like the submit route does, then stored through the blob store.
// Rendered once per drawing and sharp version: later seeds (every browser test file seeds) read
// .cache/seed-thumbnails/ (docs/performance.md, 2026-12-03).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { THUMBNAIL_SIZES } from '../../../functions/src/domain/constants';
import type { BlobStore } from '../../../functions/src/infra/blob-store';

export interface ThumbnailSpec {
  submissionId: string;
  initials: string;
  hue: number;
  /** 0..2: which decoration is drawn behind the initials. */
  pattern: number;
}

export interface ThumbnailUrls {
  thumbnailUrl: string;
  thumbnailSmallUrl: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function thumbnailSvg(spec: ThumbnailSpec, size: number): string {
  const h1 = Math.round(spec.hue) % 360;
  const h2 = (h1 + 50) % 360;
  const decorations = [
    '<circle cx="640" cy="150" r="230" fill="#fff" fill-opacity="0.14"/><circle cx="110" cy="700" r="170" fill="#000" fill-opacity="0.12"/>',
    '<rect x="470" y="-90" width="420" height="420" rx="90" transform="rotate(18 680 120)" fill="#fff" fill-opacity="0.13"/><rect x="-80" y="560" width="360" height="360" rx="80" fill="#000" fill-opacity="0.1"/>',
    '<path d="M0 610 Q200 520 400 610 T800 610 V800 H0 Z" fill="#fff" fill-opacity="0.15"/><path d="M0 690 Q200 610 400 690 T800 690 V800 H0 Z" fill="#000" fill-opacity="0.1"/>',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},72%,58%)"/><stop offset="1" stop-color="hsl(${h2},70%,32%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${decorations[spec.pattern % decorations.length]}
<text x="400" y="400" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="300" fill="#fff">${escapeXml(spec.initials)}</text>
</svg>`;
}

export const THUMBNAIL_CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../.cache/seed-thumbnails');

/** Where one drawing's WebP is kept, for this sharp and libvips. */
export function thumbnailCacheFile(svg: string): string {
  const key = createHash('sha256').update(`${sharp.versions.sharp} ${sharp.versions.vips}\0webp q78 e0\0${svg}`);
  return join(THUMBNAIL_CACHE_DIR, `${key.digest('hex')}.webp`);
}

/** One drawing as WebP, from the cache when this sharp has drawn it before. */
async function renderWebp(svg: string): Promise<Buffer> {
  const file = thumbnailCacheFile(svg);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const bytes = await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 78, effort: 0 }).toBuffer();
  // Written aside, then renamed: seeds running side by side never read half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await mkdir(THUMBNAIL_CACHE_DIR, { recursive: true });
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}

/** WebP at each size of THUMBNAIL_SIZES (largest first), drawn straight at that size. */
export async function renderThumbnail(spec: ThumbnailSpec): Promise<Buffer[]> {
  return Promise.all(THUMBNAIL_SIZES.map((size) => renderWebp(thumbnailSvg(spec, size))));
}

export function thumbnailPath(submissionId: string, size: number): string {
  return `thumbnails/${submissionId}/${size}.webp`;
}

/** Renders and stores every thumbnail, `concurrency` at a time; answers the URLs per submission. */
export async function storeThumbnails(
  specs: readonly ThumbnailSpec[],
  store: BlobStore,
  concurrency = 4,
): Promise<Map<string, ThumbnailUrls>> {
  const urls = new Map<string, ThumbnailUrls>();
  let next = 0;
  async function worker(): Promise<void> {
    while (next < specs.length) {
      const spec = specs[next++]!;
      const [large, small] = await renderThumbnail(spec);
      const [thumbnailUrl, thumbnailSmallUrl] = await Promise.all([
        store.put(thumbnailPath(spec.submissionId, THUMBNAIL_SIZES[0]), large!, 'image/webp'),
        store.put(thumbnailPath(spec.submissionId, THUMBNAIL_SIZES[1]), small!, 'image/webp'),
      ]);
      urls.set(spec.submissionId, { thumbnailUrl, thumbnailSmallUrl });
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return urls;
}
