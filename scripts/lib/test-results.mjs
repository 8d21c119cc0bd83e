// The vitest JSON reports of a test run (.cache/test-results/<run>.<project>.json, one per vitest
// run: scripts/test.mjs and scripts/lib/emulator-suites.mjs write them) and their sums.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';

export const RESULTS = join(ROOT, '.cache', 'test-results');

/** Every report: { file, run (e.g. "now-1"), project, report }. */
export function readReports(dir = RESULTS) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[\w-]+\.(unit|rules|emulator|e2e)\.json$/.test(name))
    .sort()
    .map((name) => {
      const [run, project] = name.split('.');
      return { file: name, run, project, report: JSON.parse(readFileSync(join(dir, name), 'utf8')) };
    });
}

/** Passed, failed and skipped tests over `reports`. */
export function countTests(reports) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const { report } of reports) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  return counts;
}
