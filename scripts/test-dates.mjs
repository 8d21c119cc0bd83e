#!/usr/bin/env node
// `npm run test:dates`: the date-sensitive suites (unit, emulator, the chart-related browser tests)
// at each instant where a weekly chart breaks, one `npm test --suites …` run per instant with
// VIBECHART_NOW set. Ends with "N passed, N failed" over all of them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/emulator-env.mjs';

/** Copenhagen local times, written with their UTC offset. */
export const INSTANTS = [
  ['Monday 00:00:30, a new chart week', '2026-11-23T00:00:30+01:00'],
  ['Sunday 23:59:50, the last seconds of a week', '2026-11-29T23:59:50+01:00'],
  ['the March DST Sunday, before 02:00 jumps to 03:00', '2026-03-29T00:30:00+01:00'],
  ['the October DST Sunday, the second 02:30', '2026-10-25T02:30:00+01:00'],
  ['31 December 23:30, a year end inside a week', '2026-12-31T23:30:00+01:00'],
  ['today', null],
];
const E2E = ['chart', 'lists', 'signed-in'];

if (process.argv.includes('--help')) {
  console.log(`Usage: npm run test:dates [-- --only N[,N…]]

Runs the unit and emulator suites and the browser tests ${E2E.join(', ')} once per instant, the whole
stack (app, emulated function, seed, jobs, browser) set to it with VIBECHART_NOW:
${INSTANTS.map(([label, at], i) => `  ${i + 1}. ${at ?? 'the current time'}  ${label}`).join('\n')}
--only 2,5 runs just those. About 8 minutes an instant on 2 cores. Stop \`npm start\` first.`);
  process.exit(0);
}

const onlyAt = process.argv.indexOf('--only');
const picked = onlyAt < 0 ? INSTANTS.map((_, i) => i) : process.argv[onlyAt + 1].split(',').map((n) => Number(n) - 1);
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
  const args = ['scripts/test.mjs', '--suites', 'unit,emulator,e2e', '--e2e', E2E.join(',')];
  // The first run builds; the others reuse its build (nothing in it depends on the date).
  if (!first) args.push('--no-build');
  first = false;
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VIBECHART_NOW: now },
  });
  const counts = { passed: 0, failed: 0 };
  for (const suite of ['unit', 'emulator', 'e2e']) {
    try {
      const report = JSON.parse(readFileSync(join(ROOT, '.cache', 'test-results', `${suite}.json`), 'utf8'));
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
    } catch {
      counts.failed++; // a suite without a report did not run through
    }
  }
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
