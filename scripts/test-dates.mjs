#!/usr/bin/env node
// `npm run test:dates`: the date-sensitive suites (unit, emulator, the chart-related browser tests)
// at each instant where a weekly chart breaks, one `npm test --suites …` run per instant with
// VIBECHART_NOW set. Ends with "N passed, N failed" over all of them. (Every `npm test` runs them at
// one of these instants, chosen by the commit.)
import { spawnSync } from 'node:child_process';
import { AWKWARD_INSTANTS, DATE_E2E } from './lib/instants.mjs';
import { ROOT } from './lib/emulator-env.mjs';
import { countTests, readReports } from './lib/test-results.mjs';

const INSTANTS = [...AWKWARD_INSTANTS, ['today', null]];

if (process.argv.includes('--help')) {
  console.log(`Usage: npm run test:dates [-- --only N[,N…]] [-- --offsets A,B,C]

Runs the unit and emulator suites and the browser tests ${DATE_E2E.join(', ')} once per instant, the whole
stack (app, emulated function, seed, jobs, browser) set to it with VIBECHART_NOW:
${INSTANTS.map(([label, at], i) => `  ${i + 1}. ${at ?? 'the current time'}  ${label}`).join('\n')}
--only 2,5 runs just those. Each instant's files are shared among 3 emulator suites side by side
(npm test's without an awkward instant, see npm test -- --help; --offsets gives their 3 ports).
Stop \`npm start\` first.`);
  process.exit(0);
}

const onlyAt = process.argv.indexOf('--only');
const picked = onlyAt < 0 ? INSTANTS.map((_, i) => i) : process.argv[onlyAt + 1].split(',').map((n) => Number(n) - 1);
const offsetsAt = process.argv.indexOf('--offsets');
const passOn = offsetsAt < 0 ? [] : ['--offsets', process.argv[offsetsAt + 1]];
const rows = [];
let first = true;
for (const index of picked) {
  const [label, at] = INSTANTS[index] ?? [];
  if (!label) {
    console.error(`test:dates: no instant ${index + 1} (1–${INSTANTS.length})`);
    process.exit(2);
  }
  const now = at ?? new Date().toISOString();
  console.log(`\n[test:dates] ${index + 1}/${INSTANTS.length} ${now} — ${label}`);
  const args = ['scripts/test.mjs', '--suites', 'unit,emulator,e2e', '--e2e', DATE_E2E.join(','), ...passOn];
  // The first run builds; the others reuse its build (nothing in it depends on the date).
  if (!first) args.push('--no-build');
  first = false;
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VIBECHART_NOW: now },
  });
  const reports = readReports();
  const counts = countTests(reports);
  // A suite without a report did not run through.
  for (const project of ['unit', 'emulator', 'e2e']) if (!reports.some((r) => r.project === project)) counts.failed++;
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  rows.push({ now, label, ...counts });
}

console.log('\n[test:dates] instant                       passed  failed');
for (const row of rows) {
  console.log(
    `[test:dates] ${row.now.padEnd(29)} ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${row.label}`,
  );
}
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
