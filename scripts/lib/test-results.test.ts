// npm test's last lines name a suite whose firebase CLI died under its tests, with the error it
// logged, so that a CI log's tail says why every later test of that suite failed; and each failed
// test's step: the test file's line and what a browser call was waiting for.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorStops, failureSummary } from './test-results.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vibechart-test-logs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const CLEAN = [
  'i  functions: Beginning execution of "europe-west1-api"',
  ' \u001b[32m✓\u001b[39m functions/test/security.test.ts (116 tests) 43183ms',
  '✔  Script exited successfully (code 0)',
  'i  functions: Stopping Functions Emulator',
].join('\n');

describe('emulatorStops', () => {
  it('names the suite, the error the CLI logged and its last words', () => {
    writeFileSync(join(dir, 'suite-now-1.log'), CLEAN);
    writeFileSync(
      join(dir, 'suite-now-2.log'),
      [
        'i  hosting: 127.0.0.1 - - "POST /api/votes HTTP/1.1" 413 91 "-" "-"',
        'i  functions: Finished "europe-west1-api" in 24.7ms',
        'i  Request to function failed: Error: write EPIPE',
        '',
        '\u001b[1m\u001b[31mError:\u001b[39m\u001b[22m An unexpected error has occurred.',
        'i  hosting: 127.0.0.1 - - "POST /api/votes HTTP/1.1" 413 91 "-" "-"',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'typecheck.log'), 'Error: An unexpected error has occurred.');
    expect(emulatorStops(dir)).toEqual([
      'suite now-2: the emulators stopped mid-run: i  Request to function failed: Error: write EPIPE → ' +
        'Error: An unexpected error has occurred.',
    ]);
  });

  it('says what stopped the emulators when one of them exited', () => {
    writeFileSync(
      join(dir, 'suite-awkward-1.log'),
      [
        '⚠  firestore: Fatal error occurred: ',
        '   Cloud Firestore Emulator has exited with code: 1, ',
        '   stopping all running emulators',
      ].join('\n'),
    );
    expect(emulatorStops(dir)).toEqual([
      'suite awkward-1: the emulators stopped mid-run: ⚠  firestore: Fatal error occurred: ' +
        'Cloud Firestore Emulator has exited with code: 1,',
    ]);
  });

  it('finds nothing in the logs of suites that ended as they should, or in no logs at all', () => {
    writeFileSync(join(dir, 'suite-now-1.log'), CLEAN);
    expect(emulatorStops(dir)).toEqual([]);
    expect(emulatorStops(join(dir, 'missing'))).toEqual([]);
  });
});

describe('failureSummary', () => {
  it("names a browser wait's test line and what it waited for", () => {
    // A Playwright timeout as vitest's JSON report carries it (the call log is dimmed).
    const message =
      'locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n' +
      "\u001b[2m  - waiting for locator('[data-part=\"root\"]').filter({ hasText: 'Vote limit reached' }) to be visible\u001b[22m\n\n" +
      `    at voteAndExpect (${ROOT}/e2e/lists.test.ts:443:29)\n` +
      `    at ${ROOT}/e2e/lists.test.ts:468:5\n` +
      '    at async file:///x/node_modules/@vitest/runner/dist/chunk-artifact.js:1903:20';
    expect(failureSummary(message)).toBe(
      'locator.waitFor: Timeout 30000ms exceeded. · at e2e/lists.test.ts:443 · ' +
        "waiting for locator('[data-part=\"root\"]').filter({ hasText: 'Vote limit reached' }) to be visible",
    );
  });

  it('cuts a long message so that the test line still shows', () => {
    const long = `Error: no toast with ["x"] in 30000 ms; toasts seen: [${'"a toast", '.repeat(120)}]`;
    const summary = failureSummary(`${long}\n    at ${ROOT}/e2e/lists.test.ts:443:29`);
    expect(summary.endsWith(' · at e2e/lists.test.ts:443')).toBe(true);
    expect(summary.length).toBe(1000 + ' · at e2e/lists.test.ts:443'.length);
    expect(summary.slice(0, 1000)).toBe(`${long.slice(0, 999)}…`);
  });

  it('keeps the first line alone when there is no test frame or call log', () => {
    expect(failureSummary('\nAssertionError: expected 1 to be 2\n    at file:///x/node_modules/a.js:1:2')).toBe(
      'AssertionError: expected 1 to be 2',
    );
    expect(failureSummary(undefined)).toBe('');
  });
});
