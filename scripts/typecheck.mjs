// `npm run typecheck`: the three TypeScript projects (functions, web, the scripts and tests around
// them) checked by TypeScript 7, the native compiler, one thread each: on a busy machine the CPU it
// saves matters more than its threads. TypeScript 5.9 stays installed for typescript-eslint's parser,
// which needs the JavaScript compiler API that TypeScript 7 no longer has.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/emulator-env.mjs';

const tsc = join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');
for (const project of ['functions', 'web', 'tsconfig.tools.json']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit', '--singleThreaded'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
