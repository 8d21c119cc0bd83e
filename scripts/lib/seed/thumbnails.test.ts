import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { THUMBNAIL_SIZES } from '../../../functions/src/domain/constants';
import { renderThumbnail, thumbnailCacheFile, thumbnailSvg } from './thumbnails';

describe('seed thumbnails', () => {
  it('draws a WebP per size once; a later seed reads it from the cache, and draws it again if gone', async () => {
    // Initials no earlier run drew, so the first render draws.
    const spec = { submissionId: 's1', initials: randomUUID().slice(0, 6), hue: 200, pattern: 1 };
    const files = THUMBNAIL_SIZES.map((size) => thumbnailCacheFile(thumbnailSvg(spec, size)));
    onTestFinished(() => Promise.all(files.map((file) => rm(file, { force: true }))).then(() => undefined));
    const first = await renderThumbnail(spec);
    for (const [i, bytes] of first.entries()) {
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels]).toEqual([
        'webp',
        THUMBNAIL_SIZES[i],
        THUMBNAIL_SIZES[i],
        3,
      ]);
      expect(await readFile(files[i]!)).toEqual(bytes);
    }

    // What the cache holds is what a later render answers (a marker, to tell it from a new drawing).
    await writeFile(files[1]!, first[0]!);
    expect(await renderThumbnail({ ...spec, submissionId: 's2' })).toEqual([first[0], first[0]]);

    await Promise.all(files.map((file) => rm(file)));
    expect(await renderThumbnail(spec)).toEqual(first);
  });
});
