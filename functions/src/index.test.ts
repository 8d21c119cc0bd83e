import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS } from '../bundle-options.mjs';

// Its own file per process, inside the repository so that Node finds the workspace's packages.
const OUTFILE = fileURLToPath(new URL(`../../.cache/cold-start/index-${process.pid}.js`, import.meta.url));

describe('a cold start of the functions', () => {
  it('loads no image, e-mail or AI library, and no package whole where single functions serve', async () => {
    await build({ ...BUNDLE_OPTIONS, outfile: OUTFILE, logLevel: 'silent' });
    // What a fresh instance has loaded once the bundle is in (Cloud Functions loads it before a request).
    const probe = `require(${JSON.stringify(OUTFILE)}); console.log(JSON.stringify(Object.keys(require.cache)))`;
    let loaded: string[];
    try {
      loaded = JSON.parse(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })) as string[];
    } finally {
      rmSync(OUTFILE, { force: true });
    }
    const from = (pkg: string) => loaded.filter((file) => file.includes(`/node_modules/${pkg}/`));

    expect(from('express').length).toBeGreaterThan(0);
    expect(from('sharp')).toEqual([]);
    expect(from('nodemailer')).toEqual([]);
    expect(from('@google/genai')).toEqual([]);
    expect(from('date-fns').filter((file) => file.endsWith('/date-fns/index.cjs'))).toEqual([]);
    expect(from('firebase-functions').filter((file) => /\/lib\/(v2\/)?index\.js$/.test(file))).toEqual([]);
  });
});
