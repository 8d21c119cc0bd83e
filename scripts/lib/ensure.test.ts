// `npm start` and `npm test` install dependencies only when node_modules was not installed from the
// package-lock.json as it is now: after a manual `npm ci` (npm's `prepare` marks it) they go straight on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installedFromLock, markInstalled } from './ensure.mjs';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vibechart-ensure-'));
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(root, 'node_modules', '.bin', 'firebase'), '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('installedFromLock', () => {
  it('is false until an install marks node_modules, then true', () => {
    expect(installedFromLock(root)).toBe(false);
    markInstalled(root);
    expect(installedFromLock(root)).toBe(true);
  });

  it('is false again once package-lock.json changes (a pulled dependency update)', () => {
    markInstalled(root);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"node_modules/zod":{}}}\n');
    expect(installedFromLock(root)).toBe(false);
  });

  it('is false when the install is incomplete (no firebase CLI)', () => {
    markInstalled(root);
    rmSync(join(root, 'node_modules', '.bin', 'firebase'));
    expect(installedFromLock(root)).toBe(false);
  });
});
