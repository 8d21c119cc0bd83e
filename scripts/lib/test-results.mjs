// The vitest JSON reports of a test run (.cache/test-results/<run>.<project>.json, one per vitest
// run: scripts/test.mjs and scripts/lib/emulator-suites.mjs write them) and their sums.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './emulator-env.mjs';

export const RESULTS = join(ROOT, '.cache', 'test-results');

/** Every report: { file, run (e.g. "now-1"), project, report }. */
export function readReports(dir = RESULTS) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[\w-]+\.(unit|rules|emulator|emulator-isolated|e2e)\.json$/.test(name))
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

/**
 * Each failed test over `reports` as "run project: file › title", with its message's first line, the test
 * file's line that failed and what a Playwright call was waiting for (a CI log's tail says which step).
 */
export function failedTests(reports) {
  const failed = [];
  for (const { run, project, report } of reports) {
    for (const file of report.testResults ?? []) {
      const name = relative(ROOT, file.name);
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (!tests.length && file.status === 'failed')
        failed.push({ at: `${run} ${project}: ${name}`, message: failureSummary(file.message) });
      for (const t of tests)
        failed.push({
          at: `${run} ${project}: ${name} › ${t.fullName ?? t.title}`,
          message: failureSummary(t.failureMessages?.[0]),
        });
    }
  }
  return failed;
}

/** The firebase CLI's words when it dies (an uncaught error, or one of its emulators exiting). */
const CLI_DIED = /An unexpected error has occurred|Fatal error occurred/;
/** What the CLI logged as going wrong, in the lines before it died. */
const CLI_ERROR = /\b(Error|error|failed|exited)\b/;

/**
 * For each suite log (<dir>/suite-*.log) in which the firebase CLI died before its script ended:
 * "suite <name>: the emulators stopped mid-run: <the error before it> → <its last words>".
 */
export function emulatorStops(dir) {
  if (!existsSync(dir)) return [];
  const stops = [];
  for (const name of readdirSync(dir)
    .filter((n) => /^suite-.+\.log$/.test(n))
    .sort()) {
    const lines = readFileSync(join(dir, name), 'utf8').replace(ANSI_COLOUR, '').split('\n');
    const died = lines.findIndex((l) => CLI_DIED.test(l));
    if (died < 0) continue;
    const before = lines.slice(Math.max(0, died - 8), died).findLast((l) => CLI_ERROR.test(l) && !CLI_DIED.test(l));
    // "Fatal error occurred:" says what exited on the line after it.
    const last = lines[died].trim().endsWith(':')
      ? `${lines[died].trim()} ${lines[died + 1]?.trim() ?? ''}`
      : lines[died].trim();
    const why = [before?.trim(), last].filter(Boolean).join(' → ');
    stops.push(`suite ${name.slice('suite-'.length, -'.log'.length)}: the emulators stopped mid-run: ${why}`);
  }
  return stops;
}

/** The ANSI colour codes in vitest's messages. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** A test file's frame in a stack: "at fn (/…/e2e/lists.test.ts:443:29)" or "at /…/x.test.ts:1:2". */
const TEST_FRAME = /\bat (?:.*\()?(\/[^()\s]+\.test\.[cm]?[jt]sx?):(\d+):\d+\)?$/;

/** At most `max` characters of `line`, cut with "…". */
const clip = (line, max) => (line.length > max ? `${line.slice(0, max - 1)}…` : line);

/** A failure's first line is kept to this many characters: room for a browser test's account of the page. */
const FIRST_LINE = 1000;

/**
 * A failure's first line (clipped), then " · at file:line" and " · waiting for …" (a Playwright call
 * log, at most 200): a long message never hides where the test failed.
 */
export function failureSummary(text) {
  const lines = (text ?? '').replace(ANSI_COLOUR, '').split('\n');
  const first = clip(lines.find((l) => l.trim())?.trim() ?? '', FIRST_LINE);
  const waiting = lines.find((l) => /^\s*-\s+waiting for /.test(l))?.replace(/^\s*-\s+/, '');
  const frame = lines.map((l) => TEST_FRAME.exec(l.trim())).find(Boolean);
  const at = frame ? `at ${relative(ROOT, frame[1])}:${frame[2]}` : undefined;
  return [first, at, waiting && clip(waiting, 200)].filter(Boolean).join(' · ');
}
