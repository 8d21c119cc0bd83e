#!/usr/bin/env node
// `npm test`: install what is missing, build, then typecheck, lint, unit tests, and the rules,
// emulator and browser suites inside `firebase emulators:exec`. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT, prepareEmulators } from './lib/emulator-env.mjs';
import { TEST_SMTP_PORT, writeLocalSecrets } from './lib/local-mail.mjs';
import { build, ensureChromium, ensureFirestoreEmulator, ensureJava, ensureNodeModules } from './lib/ensure.mjs';

if (process.argv.includes('--help')) {
  console.log(`Usage: npm test            (or: VIBECHART_NOW=2026-03-29T00:30:00+01:00 npm test)

Installs what is missing, builds, then runs: typecheck, lint (eslint + prettier), unit tests, and under
the emulator suite the rules tests (+ rule coverage check), emulator integration tests and browser tests.
Stop \`npm start\` first: the test emulators use the same ports.

VIBECHART_NOW sets the instant the whole run sees (app, seed, jobs, browser); default: when it starts.
\`npm run test:dates\` runs the date-sensitive suites at Monday 00:00:30, Sunday 23:59:50, both DST
Sundays, 31 December 23:30 (Copenhagen) and today.`);
  process.exit(0);
}

const RESULTS = join(ROOT, '.cache', 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// One instant for the whole run: VIBECHART_NOW if given, else the time the run starts. The server
// (in-process and emulated), the seed, the jobs, the tests and the browser all read it through one
// clock (functions/src/domain/clock.ts), so no test meets a calendar it did not choose.
const clock = runClock(process.env);
Object.assign(process.env, clock);
console.log(`[test] the run's clock: ${clock.VIBECHART_NOW}${process.env.VIBECHART_NOW_GIVEN ? '' : ' (now)'}`);

// --suites unit,emulator,e2e (npm run test:dates): only those suites, without the checks that do not
// depend on the date (typecheck, lint, format, budgets, rules); --e2e chart,lists: those browser files.
const suites = listArg('--suites');
const e2eFiles = listArg('--e2e');
const all = !suites;
const runs = (name) => all || suites.includes(name);

ensureNodeModules();
ensureJava();
ensureFirestoreEmulator();
ensureChromium();
if (!process.argv.includes('--no-build')) build();

const checks = [];
function step(name, cmd, args, env = process.env) {
  console.log(`\n[test] ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(`[test] ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  checks.push({ name, ok });
  return ok;
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
if (all) {
  step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  step('lint', bin('eslint'), ['--max-warnings', '0', '.']);
  step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
}
if (runs('unit')) step('unit tests', bin('vitest'), ['run', '--project', 'unit', ...jsonReport('unit')]);
if (all) {
  // Each route's initial JS (web/dist from build() above) against its gzip budget (check-bundle.mjs).
  step('bundle budget', process.execPath, ['scripts/check-bundle.mjs', '--dist', 'web/dist']);
  // Everything in web/dist is public: no private key, token or server secret may be in it.
  step('client secrets', process.execPath, ['scripts/check-client-secrets.mjs', '--dist', 'web/dist']);
}

const emulatorSuites = ['rules', 'emulator', 'e2e'].filter(runs);
const busy = await busyPorts([PORTS.firestore, PORTS.auth, PORTS.functions, PORTS.hosting, PORTS.hub]);
if (busy.length) {
  console.error(
    `[test] ports ${busy.join(', ')} are in use (is \`npm start\` running?): stop it and run npm test again`,
  );
  checks.push({ name: 'emulator suites', ok: false });
} else if (emulatorSuites.length) {
  const { env, only, configPath } = prepareEmulators();
  // The emulated `api` reads its secrets from functions/.secret.local: mail goes to an SMTP sink
  // the browser tests may open on this port (nothing listens otherwise: sends fail, as they should).
  writeLocalSecrets({ smtpUrl: `smtp://127.0.0.1:${TEST_SMTP_PORT}` });
  env.VIBECHART_SUITES = emulatorSuites.join(',');
  if (e2eFiles) env.VIBECHART_E2E_FILES = e2eFiles.join(',');
  env.VIBECHART_TEST_SMTP_PORT = String(TEST_SMTP_PORT);
  env.VIBECHART_BLOB_DIR = join(ROOT, '.cache', 'test-blobs');
  rmSync(env.VIBECHART_BLOB_DIR, { recursive: true, force: true });
  // Every query the test processes and the emulated function run, for the index check
  // (tests/query-indexes.setup.ts per file, scripts/check-query-indexes.ts over the whole run).
  env.VIBECHART_QUERY_SHAPES = join(ROOT, '.cache', 'query-shapes', 'test');
  rmSync(env.VIBECHART_QUERY_SHAPES, { recursive: true, force: true });
  step(
    'emulator suites',
    bin('firebase'),
    [
      'emulators:exec',
      '--config',
      configPath,
      '--project',
      PROJECT_ID,
      '--only',
      only.join(','),
      'node scripts/lib/emulator-suites.mjs',
    ],
    env,
  );
}

// Summary: every vitest test, plus each check that is not a vitest test (typecheck, lint, format,
// rule coverage) counted as one.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['unit', 'rules', 'emulator', 'e2e']) {
  const path = join(RESULTS, `${file}.json`);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(
    `[test] ${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
}
const standalone = checks.filter((c) =>
  ['typecheck', 'lint', 'format', 'bundle budget', 'client secrets'].includes(c.name),
);
if (existsSync(join(RESULTS, 'rule-coverage.done'))) {
  standalone.push({ name: 'rule coverage', ok: existsSync(join(RESULTS, 'rule-coverage.ok')) });
}
if (existsSync(join(RESULTS, 'query-indexes.done'))) {
  standalone.push({ name: 'query indexes', ok: existsSync(join(RESULTS, 'query-indexes.ok')) });
}
for (const check of standalone) {
  if (check.ok) passed++;
  else failed++;
}
const stepFailures = checks.filter((c) => !c.ok).map((c) => c.name);
if (stepFailures.length) console.log(`[test] failed steps: ${stepFailures.join(', ')}`);
// A step can fail without a failed test (a crash, a missing report): never print "0 failed" then.
if (stepFailures.length && failed === 0) failed = stepFailures.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && stepFailures.length === 0 ? 0 : 1);

function listArg(name) {
  const at = process.argv.indexOf(name);
  if (at < 0) return null;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) {
    console.error(`[test] ${name} needs a comma-separated list`);
    process.exit(2);
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** VIBECHART_NOW (checked: an ISO instant with a zone) and the real moment it stands for. */
function runClock(env) {
  const given = env.VIBECHART_NOW?.trim();
  if (given && (!/(Z|[+-]\d{2}:\d{2})$/.test(given) || Number.isNaN(Date.parse(given)))) {
    console.error(
      `[test] VIBECHART_NOW must be an ISO instant with a zone, e.g. 2026-03-29T00:30:00+01:00: "${given}"`,
    );
    process.exit(2);
  }
  if (given) env.VIBECHART_NOW_GIVEN = '1';
  return { VIBECHART_NOW: given || new Date().toISOString(), VIBECHART_NOW_ANCHOR: String(Date.now()) };
}

function jsonReport(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(RESULTS, `${name}.json`)}`];
}

function busyPorts(ports) {
  return Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const socket = createConnection({ host: '127.0.0.1', port });
          socket.once('connect', () => {
            socket.destroy();
            resolve(port);
          });
          socket.once('error', () => resolve(null));
        }),
    ),
  ).then((list) => list.filter(Boolean));
}
