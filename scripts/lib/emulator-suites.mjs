// Runs inside `firebase emulators:exec` (scripts/test.mjs): rules tests and their coverage check,
// emulator integration tests, browser tests. Each writes a vitest JSON report for the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';

const RESULTS = join(ROOT, '.cache', 'test-results');
const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
let ok = true;

function run(label, cmd, args) {
  console.log(`\n[emulator-suites] ${label}`);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

const report = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS, `${name}.json`)}`,
];

// VIBECHART_SUITES (scripts/test.mjs --suites) picks suites; VIBECHART_E2E_FILES browser test files.
const suites = (process.env.VIBECHART_SUITES || 'rules,emulator,e2e').split(',');
const e2eFiles = (process.env.VIBECHART_E2E_FILES || '')
  .split(',')
  .filter(Boolean)
  .map((f) => `e2e/${f}.test.ts`);

if (suites.includes('rules')) {
  run('rules tests', vitest, ['run', '--project', 'rules', ...report('rules')]);
  writeFileSync(join(RESULTS, 'rule-coverage.done'), '');
  if (run('rules coverage', 'node', ['scripts/check-rules-coverage.mjs']))
    writeFileSync(join(RESULTS, 'rule-coverage.ok'), '');
}
if (suites.includes('emulator')) run('emulator tests', vitest, ['run', '--project', 'emulator', ...report('emulator')]);
if (suites.includes('e2e') && existsSync(join(ROOT, 'e2e')))
  run('browser tests', vitest, ['run', '--project', 'e2e', ...e2eFiles, ...report('e2e')]);
// Every query the emulator and browser suites made the server run has its index in production.
if (process.env.VIBECHART_QUERY_SHAPES && (suites.includes('emulator') || suites.includes('e2e'))) {
  writeFileSync(join(RESULTS, 'query-indexes.done'), '');
  if (run('query indexes', join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/check-query-indexes.ts']))
    writeFileSync(join(RESULTS, 'query-indexes.ok'), '');
}
process.exit(ok ? 0 : 1);
