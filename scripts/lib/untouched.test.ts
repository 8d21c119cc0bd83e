// npm test's check that no test wrote inside node_modules: it finds a folder a test added to a
// dependency, a file it rewrote, and leaves the tools' caches alone.
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedSince } from './untouched.mjs';

let root: string;

/** The file system's clock (Date may be set to the run's instant, VIBECHART_NOW): a new file's mtime. */
function fsNow(): number {
  const probe = join(tmpdir(), `vibechart-untouched-now-${process.pid}`);
  writeFileSync(probe, '');
  const at = statSync(probe).mtimeMs;
  rmSync(probe, { force: true });
  return at;
}
const HOUR_AGO = (fsNow() - 3_600_000) / 1000;

/** Writes `path` (and its folders) under root, dated an hour ago. */
function old(path: string, text = '') {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  for (let at = file; at.length > root.length; at = join(at, '..')) utimesSync(at, HOUR_AGO, HOUR_AGO);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vibechart-untouched-'));
  old('node_modules/@chakra-ui/react/package.json', '{}');
  old('node_modules/@chakra-ui/react/dist/index.js', 'export {}');
  old('web/node_modules/vite/package.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('changedSince', () => {
  it('finds nothing when the tests only read', () => {
    expect(changedSince(root, ['node_modules', 'web/node_modules'], fsNow() - 60_000)).toEqual([]);
  });

  it('names a folder a test added inside a dependency, and the file it rewrote', () => {
    const since = fsNow() - 60_000;
    mkdirSync(join(root, 'node_modules/@chakra-ui/react/patched'));
    writeFileSync(join(root, 'node_modules/@chakra-ui/react/patched/system.js'), '');
    writeFileSync(join(root, 'web/node_modules/vite/package.json'), '{"patched":true}');
    expect(changedSince(root, ['node_modules', 'web/node_modules'], since)).toEqual([
      'node_modules/@chakra-ui/react',
      'node_modules/@chakra-ui/react/patched',
      'node_modules/@chakra-ui/react/patched/system.js',
      'web/node_modules/vite/package.json',
    ]);
  });

  it('allows the caches Vite and Vitest keep in node_modules', () => {
    const since = fsNow() - 60_000;
    mkdirSync(join(root, 'node_modules/.vite/vitest'), { recursive: true });
    writeFileSync(join(root, 'node_modules/.vite/vitest/results.json'), '{}');
    mkdirSync(join(root, 'node_modules/.vite-temp'));
    utimesSync(join(root, 'node_modules'), HOUR_AGO, HOUR_AGO);
    expect(changedSince(root, ['node_modules'], since)).toEqual([]);
  });
});
