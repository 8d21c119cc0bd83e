// What bench:pages and bench:votes share on the command line: a whole-number option, and running the
// script again inside a private emulator suite (scripts/dev-suite.mjs) when it is not in one already.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/** `raw` as a whole number in min..max; otherwise says so as `command` and exits 2. */
export function wholeNumber(command: string, name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${command}: --${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return n;
}

/** A dev-suite's variables (FIRESTORE_EMULATOR_HOST, VIBECHART_HOSTING_PORT) mean we are inside one. */
export function insidePrivateSuite(insideFlag: boolean): boolean {
  return insideFlag || Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.VIBECHART_HOSTING_PORT);
}

/**
 * Starts a private suite on the default ports + offset*10 and runs `script` (repository-relative) in
 * it with `--inside` and this call's other arguments, then exits with its status. A web build for
 * those ports is reused when there is one (Hosting only needs its folder).
 */
export function runInPrivateSuite(script: string, offset: number): never {
  const built = existsSync(join(ROOT, 'web', `dist-${offset}-ssr`, 'template.html'));
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--offset' && all[i - 1] !== '--offset');
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts', 'dev-suite.mjs'),
      '--offset',
      String(offset),
      ...(built ? ['--no-web-build'] : []),
      '--',
      'npx',
      'tsx',
      script,
      '--inside',
      ...args,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}
