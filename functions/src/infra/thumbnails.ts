// Thumbnails: the uploaded bytes (never the declared type or file name) must be a JPEG or PNG that
// sharp can decode; they are re-encoded to square WebP renditions, which also drops all metadata.
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_SIZES } from '../domain/constants';
import { FORMATS } from '../domain/messages';
import { DomainError } from '../domain/errors';

export type ThumbnailFormat = 'jpeg' | 'png';
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

/** Decompression-bomb guard: a small file may still declare a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format named by the file's first bytes, or null when it is neither JPEG nor PNG. */
export function sniffImageFormat(bytes: Buffer): ThumbnailFormat | null {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  return null;
}

/**
 * HTML/script a browser would run if it ever sniffed the file as a page: the payload of an image
 * polyglot. Patterns are long enough (and case-folded) that compressed pixel data does not match by
 * chance. Only the re-encoded WebP is ever served, so this is defence in depth: such a file is not
 * "a JPEG or PNG", it is something else that also decodes as one.
 */
const EMBEDDED_MARKUP =
  /<(script|iframe|object|embed)[\s/>]|<html[\s>]|<!doctype\s+html|<\?php\s|<svg(?=[\s/])[^>]{0,200}?(xmlns|[\s/]on[a-z]+\s*=)|javascript:/i;

export function hasEmbeddedMarkup(bytes: Buffer): boolean {
  return EMBEDDED_MARKUP.test(bytes.toString('latin1'));
}

/** A PNG is its chunks up to IEND and nothing after them (a ZIP or page appended makes a polyglot). */
export function pngHasTrailingData(bytes: Buffer): boolean {
  let offset = PNG_MAGIC.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset !== bytes.length;
  }
  // No IEND: truncated; the decoder refuses it.
  return false;
}

export interface Rendition {
  size: ThumbnailSize;
  bytes: Buffer;
  contentType: 'image/webp';
}

/**
 * Checks and re-encodes one upload: magic bytes, a full decode by sharp (format must agree with the
 * magic), EXIF rotation, centre cover-crop to a square, WebP at every THUMBNAIL_SIZES width.
 * Throws a DomainError (thumbnail_*) with the spec's message for anything unacceptable.
 */
export async function renderThumbnails(bytes: Buffer): Promise<Rendition[]> {
  if (bytes.length === 0) throw new DomainError('thumbnail_required');
  if (bytes.length > THUMBNAIL_MAX_BYTES) throw new DomainError('thumbnail_too_large');
  const format = sniffImageFormat(bytes);
  if (!format) throw new DomainError('thumbnail_format');
  if (hasEmbeddedMarkup(bytes) || (format === 'png' && pngHasTrailingData(bytes))) {
    throw new DomainError('thumbnail_format');
  }

  // sharp loads with the first upload, not with every cold start of the functions.
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only (no pixels are decoded), so the pixel limit is checked below with a clear message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new DomainError('thumbnail_format');
    ({ width, height } = meta);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('thumbnail_format');
  }
  if (!width || !height) throw new DomainError('thumbnail_format');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new DomainError('thumbnail_format', FORMATS.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
  }

  try {
    // One decode: the upload is decoded (rotated upright by EXIF) and cut to the largest square once;
    // every smaller size is scaled from those raw pixels, never from the upload again.
    const [largest, ...smaller] = [...THUMBNAIL_SIZES].sort((a, b) => b - a) as ThumbnailSize[];
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(largest, largest, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const encode = async (size: ThumbnailSize): Promise<Rendition> => ({
      size,
      contentType: 'image/webp',
      bytes: await sharp(data, raw)
        .resize(size, size, { fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    });
    const byWidth = new Map(
      await Promise.all([largest!, ...smaller].map(async (size) => [size, await encode(size)] as const)),
    );
    return THUMBNAIL_SIZES.map((size) => byWidth.get(size)!);
  } catch {
    // A valid header followed by corrupt data only fails here, when the pixels are decoded.
    throw new DomainError('thumbnail_format');
  }
}

/** Where a submission's rendition lives in the blob store. */
export function thumbnailPath(submissionId: string, size: ThumbnailSize): string {
  return `${thumbnailFolder(submissionId)}/${size}.webp`;
}

export function thumbnailFolder(submissionId: string): string {
  return `thumbnails/${submissionId}`;
}
