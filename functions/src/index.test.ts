import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS } from '../build.mjs';

const OUTFILE = fileURLToPath(new URL('../../.cache/cold-start/index.js', import.meta.url));

describe('a cold start of the functions', () => {
  it('loads no image, e-mail or AI library, and no package whole where single functions serve', async () => {
    await build({ ...BUNDLE_OPTIONS, outfile: OUTFILE, logLevel: 'silent' });
    // What a fresh instance has loaded once the bundle is in (Cloud Functions loads it before a request).
    const probe = `require(${JSON.stringify(OUTFILE)}); console.log(JSON.stringify(Object.keys(require.cache)))`;
    const loaded = JSON.parse(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })) as string[];
    const from = (pkg: string) => loaded.filter((file) => file.includes(`/node_modules/${pkg}/`));

    expect(from('express').length).toBeGreaterThan(0);
    expect(from('sharp')).toEqual([]);
    expect(from('nodemailer')).toEqual([]);
    expect(from('@google/genai')).toEqual([]);
    expect(from('date-fns').filter((file) => file.endsWith('/date-fns/index.cjs'))).toEqual([]);
    expect(from('firebase-functions').filter((file) => /\/lib\/(v2\/)?index\.js$/.test(file))).toEqual([]);
  });
});
