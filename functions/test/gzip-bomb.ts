// A compressed body that inflates to `inflatedMb` MB of zeros: one gzip member of 1 MB repeated
// (gunzip reads concatenated members as one body), about 1 KB of gzip per inflated MB, built in
// milliseconds without ever holding the inflated bytes.
import { gzipSync } from 'node:zlib';

const MB = 1024 * 1024;

export function gzipBomb(inflatedMb: number) {
  const member = gzipSync(Buffer.alloc(MB), { level: 9 });
  return Buffer.concat(Array.from({ length: inflatedMb }, () => member));
}
