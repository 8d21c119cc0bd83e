// Runs an operator script (scripts/<name>.ts) as `npm run <name>` does, through tsx, but in one Node
// process: npx and tsx's command line would each start another.
import type { SpawnSyncReturns } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '../..');

/** `scripts/<script>.ts` with `args`, from the repository's root; waits for it and returns its output. */
export function runScript(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'scripts', `${script}.ts`), ...args], {
    cwd: REPO,
    env,
    encoding: 'utf8',
  });
}
