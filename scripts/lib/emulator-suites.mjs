// Runs inside `firebase emulators:exec` (scripts/test.mjs starts one per emulator suite): this suite's
// share of the rules tests (all of them or none, then their coverage check), emulator test files and
// browser test files, one vitest run each, then browser files from the queue its instant's suites share
// until it is empty. Each vitest run writes a JSON report for the summary. VIBECHART_SUITE_PLAN (JSON):
// { name, rules: boolean, emulator: [files], e2e: [files], queue?: { dir, suites, files, checks? },
//   e2eTags?: filter }.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';
import { claimChecks, claimFromQueue, isolatedFiles } from './test-files.mjs';

const RESULTS = join(ROOT, '.cache', 'test-results');
/** About the requests a page with thumbnails sends the api function at once. */
const WARM_WORKERS = 8;
const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
const plan = JSON.parse(process.env.VIBECHART_SUITE_PLAN ?? '{}');
if (!plan.name) {
  console.error('emulator-suites: VIBECHART_SUITE_PLAN is not set (scripts/test.mjs sets it)');
  process.exit(2);
}
let ok = true;

function run(label, cmd, args) {
  console.log(`\n[${plan.name}] ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  console.log(`[${plan.name}] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds(started)} s)`);
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const report = (project, run = plan.name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS, `${run}.${project}.json`)}`,
];

// The rules tests first and all in this suite: the coverage check reads what they evaluated in this
// Firestore emulator, before any other test's client SDK traffic adds to it.
if (plan.rules) {
  run('rules tests', vitest, ['run', '--project', 'rules', ...report('rules')]);
  writeFileSync(join(RESULTS, 'rule-coverage.done'), '');
  if (run('rules coverage', process.execPath, ['scripts/check-rules-coverage.mjs']))
    writeFileSync(join(RESULTS, 'rule-coverage.ok'), '');
}
// The files that need modules of their own (vitest.config.mts) first, while the emulator is fresh: it
// slows as a suite's files fill it (docs/performance.md); then those that share them.
const isolated = new Set(isolatedFiles('emulator'));
const alone = (plan.emulator ?? []).filter((file) => isolated.has(file));
const shared = (plan.emulator ?? []).filter((file) => !isolated.has(file));
if (alone.length)
  run('emulator tests (own modules)', vitest, [
    'run',
    '--project',
    'emulator-isolated',
    ...alone,
    ...report('emulator-isolated'),
  ]);
if (shared.length) run('emulator tests', vitest, ['run', '--project', 'emulator', ...shared, ...report('emulator')]);
// At an awkward instant only the browser tests tagged with the calendar they read (vitest.config.mts).
const e2eTags = plan.e2eTags ? ['--tags-filter', plan.e2eTags] : [];
let warmed = false;
const warm = async () => {
  if (!warmed) await warmFunctionWorkers(WARM_WORKERS);
  warmed = true;
};
if (plan.e2e?.length) {
  await warm();
  run('browser tests', vitest, ['run', '--project', 'e2e', ...e2eTags, ...plan.e2e, ...report('e2e')]);
}
// The first suite of its instant to get here takes the unit tests when they follow a suite (more suites
// than cores): npm test runs them once this suite has ended, beside the others emptying the queue.
const tookChecks = Boolean(plan.queue) && claimChecks(plan.queue);
if (tookChecks) {
  writeFileSync(join(RESULTS, `${plan.name}.checks`), '');
  console.log(`\n[${plan.name}] takes the unit tests (run once this suite has ended), no file from the queue`);
}
for (let taken = 1, files; plan.queue && !tookChecks && (files = claimFromQueue(plan.queue)).length; taken++) {
  await warm();
  const args = ['run', '--project', 'e2e', ...e2eTags, ...files, ...report('e2e', `${plan.name}-queue-${taken}`)];
  run(`browser tests from the shared queue: ${files.join(', ')}`, vitest, args);
}
// That this script ran to its end: an emulators:exec stopped before or during it can still exit 0.
writeFileSync(join(RESULTS, `${plan.name}.ended`), ok ? 'ok\n' : 'failed\n');
process.exit(ok ? 0 : 1);

/**
 * The functions emulator starts a worker per concurrent request (a deployed function serves many on
 * one instance), and a page asks for several thumbnails at once: on a crowded machine a new worker
 * can take longer than a navigation may wait. Start them before the browser files; the tests judge.
 */
async function warmFunctionWorkers(count) {
  const url = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT ?? 5000}/api/health`;
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(url, { signal: AbortSignal.timeout(180_000) }).then(
        (res) => res.status,
        () => 'no answer',
      ),
    ),
  );
  console.log(`\n[${plan.name}] ${count} api function workers started: ${statuses.join(', ')} (${seconds(started)} s)`);
}
