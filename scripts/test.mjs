#!/usr/bin/env node
// `npm test`: install what is missing, build, then side by side: the rules, emulator and browser test
// files shared among a few complete emulator suites on their own ports (scripts/lib/suite.mjs); besides
// the run at the real time, the date-sensitive suites at one awkward instant chosen by the commit. The
// checks that need no emulator (typecheck, lint, format, unit tests, bundle budget, client secrets)
// run beside them; when the suites outnumber the cores, the unit tests after one suite and the rest at
// the lowest CPU priority. Ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism, constants as osConstants, setPriority } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, prepareEmulators } from './lib/emulator-env.mjs';
import { whenCoresIdle } from './lib/idle-cores.mjs';
import {
  build,
  ensureChromium,
  ensureFirestoreEmulator,
  ensureJava,
  ensureNodeModules,
  onProjectNode,
} from './lib/ensure.mjs';
import {
  AWKWARD_INSTANTS,
  DATE_E2E,
  DATE_E2E_TAG,
  DATE_EMULATOR,
  awkwardInstant,
  awkwardInstantForCommit,
} from './lib/instants.mjs';
import { endLeftoverFirestore, listeningPorts, prepareSuite, removeSuiteConfig, suitePorts } from './lib/suite.mjs';
import {
  DURATIONS_FILE,
  clockReaders,
  durationsFromReport,
  listFiles,
  loadDurations,
  secondsOf,
  shareOut,
  sharedQueue,
  takeChecksFromQueue,
} from './lib/test-files.mjs';
import { RESULTS, countTests, emulatorStops, failedTests, readReports } from './lib/test-results.mjs';
import { changedSince } from './lib/untouched.mjs';

const DEFAULT_OFFSETS = [0, 10, 11, 12, 13];
const DEFAULT_PARALLEL = [2, 1];
/** The share of an instant's seconds its suites take from a shared queue (planSuites). */
const QUEUE_SHARE = 0.12;
/** A suite is stopped and failed after this many times its measured seconds, and never sooner than the minimum. */
const SUITE_LIMIT_FACTOR = 3;
const SUITE_MIN_LIMIT = 20 * 60;
/** The unit tests start before a suite ends when this share of the cores was idle over that many seconds. */
const IDLE_SHARE = 0.25;
const IDLE_SECONDS = 5;

if (process.argv.includes('--help')) {
  console.log(`Usage: npm test [-- options]        (or: VIBECHART_NOW=2026-03-29T00:30:00+01:00 npm test)

Installs what is missing, builds once, then runs side by side:
  - typecheck, lint (eslint + prettier), unit tests, the bundle budget and client-secrets checks (with
    more suites than cores: the unit tests once the cores idle a while, else after one suite, the first
    of its instant to reach their shared queue or else the one planned to end first; the others from
    the start at the lowest CPU priority, on what the suites leave idle);
  - the emulator tests and browser tests, their files shared among ${DEFAULT_PARALLEL[0]} emulator suites (longest
    files first onto the least busy suite, by the durations in scripts/lib/test-durations.json; the
    shortest browser files in a queue each suite takes from when its own are done), each suite on its
    own ports;
  - the date-sensitive tests (the unit files whose imports reach code reading the time, the emulator
    files that read the week or day, the tests tagged ${DATE_E2E_TAG} in ${DATE_E2E.join(', ')}) at one awkward
    instant, in ${DEFAULT_PARALLEL[1]} more suite: the commit's hash modulo the list picks it, and the run prints it.
    The rules tests (+ rule coverage check), which never read the clock, run in that suite too
    (without an awkward instant, with the others, in ${DEFAULT_PARALLEL[0] + DEFAULT_PARALLEL[1]} suites).
Then the index check over every query the suites ran, a check that no test wrote inside node_modules,
one "passed, failed, skipped" line per suite and "N passed, N failed" over everything.

The clock: VIBECHART_NOW sets the instant the whole run sees (app, seed, jobs, browser); default:
when it starts. With VIBECHART_NOW set the awkward-instant run is left out (the run is at your instant).
Awkward instants (\`npm run test:dates\` runs them all, \`-- --only N\` one):
${AWKWARD_INSTANTS.map(([label, at], i) => `  ${i + 1}. ${at}  ${label}`).join('\n')}
To repeat a run's awkward instant: VIBECHART_NOW=<the instant it printed> npm test.

Options:
  --awkward N|off      that awkward instant (1–${AWKWARD_INSTANTS.length}) instead of the commit's, or none
  --parallel N[,M]     N emulator suites at the run's instant, M at the awkward one (default ${DEFAULT_PARALLEL.join(',')};
                       ${DEFAULT_PARALLEL[0] + DEFAULT_PARALLEL[1]} at the run's instant when there is no awkward one)
  --offsets A,B,…      the suites' port offsets, in order (default ${DEFAULT_OFFSETS.join(',')}: 0 is firebase.json's
                       ports, 10+ shift by 1000·N; see scripts/dev-suite.mjs --help). With offsets that
                       avoid 0, npm test runs beside \`npm start\`.
  --suites unit,rules,emulator,e2e   only those (no typecheck, lint, budgets, no awkward instant)
  --e2e chart,lists    only those browser test files
  --files a,b          only the emulator and browser files whose path contains a or b
  --suite-limit S      stop and fail a suite after S seconds (default: 3× its measured seconds, ≥ 20 min)
  --no-build           reuse the last build (web/dist and functions/lib; every suite serves them)
  --save-durations     write this run's file durations to scripts/lib/test-durations.json
  --plan               print which files each suite would run, and stop

Logs: every step's and suite's output is printed when it ends and kept in .cache/test-logs/.
One test file alone: node scripts/dev-suite.mjs --offset N -- npx vitest run --project 'emulator*' <file>.`);
  process.exit(0);
}

// The run's wall time counts from the first start (the install included), through a re-run on another Node.
const started = Number(process.env.VIBECHART_TEST_STARTED ?? Date.now());
// Dependencies first, then the rest of the run on the functions' Node.js (onProjectNode), before it prints.
if (!process.argv.includes('--plan')) {
  ensureNodeModules();
  process.env.VIBECHART_TEST_STARTED = String(started);
  await onProjectNode();
}
delete process.env.VIBECHART_TEST_STARTED;

const LOGS = join(ROOT, '.cache', 'test-logs');
const QUERY_SHAPES = join(ROOT, '.cache', 'query-shapes');

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
const fileFilter = listArg('--files');
const picked = (file) => !fileFilter || fileFilter.some((part) => file.includes(part));
const all = !suites;
const runs = (name) => all || suites.includes(name);
const offsets = (listArg('--offsets') ?? DEFAULT_OFFSETS).map(Number);
const awkward = chooseAwkward();
const [nowSuites, awkwardSuites] = parallelArg(awkward);
const suiteLimit = suiteLimitArg();

// ---- The plan: what runs in which lane -------------------------------------------------------------
const durations = loadDurations();
const withSeconds = (project) => (file) => ({ key: file, project, seconds: secondsOf(file, durations, project) });
const e2eAtNow = listFiles('e2e')
  .filter((f) => !e2eFiles || e2eFiles.some((name) => f === `e2e/${name}.test.ts`))
  .filter(picked);
// The rules tests stay together in one suite: their coverage check reads that Firestore emulator. They
// never read the clock (the rules use no request.time), so with an awkward instant they run in its
// suite, whose date-sensitive files are fewer than the run's own.
const rules = runs('rules')
  ? [
      {
        key: 'rules',
        project: 'rules',
        first: true,
        seconds: sum(listFiles('rules').map((f) => secondsOf(f, durations, 'rules'))),
      },
    ]
  : [];
const nowItems = [
  ...(awkward ? [] : rules),
  ...(runs('emulator') ? listFiles('emulator').filter(picked).map(withSeconds('emulator')) : []),
  ...(runs('e2e') ? e2eAtNow.map(withSeconds('e2e')) : []),
];
const awkwardItems = awkward
  ? [
      ...rules,
      ...DATE_EMULATOR.map((name) => `functions/test/${name}.test.ts`)
        .filter(picked)
        .map(withSeconds('emulator')),
      ...DATE_E2E.map((name) => `e2e/${name}.test.ts`)
        .filter(picked)
        .map(withSeconds('e2e')),
    ]
  : [];
const lanes = [
  ...planSuites('now', nowItems, nowSuites, clock),
  ...planSuites('awkward', awkwardItems, awkwardSuites, awkward ? { ...clock, VIBECHART_NOW: awkward.at } : null),
];
if (lanes.length > offsets.length) {
  console.error(
    `[test] ${lanes.length} emulator suites need ${lanes.length} port offsets; --offsets gives ${offsets.length}`,
  );
  process.exit(2);
}
lanes.forEach((lane, i) => (lane.offset = offsets[i]));
if (process.argv.includes('--plan')) {
  for (const lane of lanes) {
    console.log(`[test] ${describeLane(lane)}`);
    for (const file of [...(lane.plan.rules ? ['tests/rules/*'] : []), ...lane.plan.emulator, ...lane.plan.e2e]) {
      console.log(`[test]     ${file}`);
    }
  }
  for (const queue of new Set(lanes.map((lane) => lane.plan.queue).filter(Boolean))) {
    const by = lanes.filter((lane) => lane.plan.queue === queue).map((lane) => lane.name);
    console.log(`[test] queued for ${by.join(', ')} (each takes the next when its own files are done):`);
    for (const { file } of queue.files) console.log(`[test]     ${file}`);
  }
  process.exit(0);
}
for (const dir of [RESULTS, LOGS]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

ensureJava();
ensureFirestoreEmulator();
ensureChromium();

// ---- Build once: every suite serves web/dist (its pages name their emulators: pages.ts) ----------------
const checks = [];
if (!process.argv.includes('--no-build')) timed('build', () => build());

const busy = [];
for (const lane of lanes) {
  const ports = await busyPorts([...listeningPorts(lane.offset), suitePorts(lane.offset).smtp]);
  if (ports.length) busy.push(`${ports.join(', ')} (suite ${lane.name}, offset ${lane.offset})`);
}
if (busy.length) {
  console.error(
    `[test] ports in use: ${busy.join('; ')}. Is \`npm start\` or another suite running? Stop it, or pick ` +
      `other offsets with -- --offsets (see --help).`,
  );
  process.exit(1);
}

// ---- Run every lane side by side --------------------------------------------------------------------
// With more suites than cores, the tests without emulators (unit files: each test has a time limit)
// follow a suite: the suites alone keep the cores busy at the start, and when that suite ends the unit
// tests use what it frees while the others run on. When the suite planned to end first shares a queue,
// the first of its instant's suites to reach the queue takes them instead of a file (claimChecks), so
// that they do not run alone after suites that the queue made end together; else that suite. They start
// sooner when the cores idle a while before that (the suites all waiting at once). The checks
// without a time limit (typecheck, lint, format, budgets) start with the suites at the lowest CPU
// priority: they take only the cycles the suites leave while they wait (sleeps, emulator round trips),
// and slow none of them. With fewer suites (no awkward instant, or more cores) everything starts with
// the suites.
const checksFollow = lanes.length > availableParallelism();
const firstToEnd = checksFollow
  ? lanes.reduce((first, lane) => (lane.seconds < first.seconds ? lane : first), lanes[0])
  : undefined;
if (firstToEnd?.plan.queue) firstToEnd.plan.queue.checks = true;
const checksAfter = (lane) =>
  lane.plan.queue?.checks ? existsSync(join(RESULTS, `${lane.name}.checks`)) : lane === firstToEnd;
const follows = !checksFollow
  ? ''
  : firstToEnd.plan.queue
    ? `, the unit tests when the cores idle or after the first suite of ${firstToEnd.name.replace(/-\d+$/, '')} to reach its queue, the other checks at low priority`
    : `, the unit tests when the cores idle or after suite ${firstToEnd.name}, the other checks at low priority`;
console.log(
  `\n[test] side by side: ${lanes.length} emulator suite(s)${follows}:` +
    lanes.map((l) => `\n[test]   ${describeLane(l)}`).join(''),
);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const backgroundSteps = [];
const staticSteps = [];
if (all) {
  backgroundSteps.push(['typecheck', 'npm', ['run', 'typecheck', '--silent']]);
  backgroundSteps.push(['lint', bin('eslint'), ['--max-warnings', '0', '.']]);
  backgroundSteps.push(['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']]);
}
if (runs('unit'))
  staticSteps.push(['unit tests', bin('vitest'), ['run', '--project', 'unit*', ...jsonReport('now', 'unit')]]);
if (all) {
  // The initial JS of each route (web/dist from the build above) against its gzip budgets.
  backgroundSteps.push(['bundle budget', process.execPath, ['scripts/check-bundle.mjs', '--dist', 'web/dist']]);
  // Everything in web/dist is public: no private key, token or server secret may be in it.
  backgroundSteps.push([
    'client secrets',
    process.execPath,
    ['scripts/check-client-secrets.mjs', '--dist', 'web/dist'],
  ]);
  // Every reference in code, tests and docs can be followed with the repository alone.
  backgroundSteps.push(['doc references', process.execPath, ['scripts/check-doc-references.mjs']]);
}
if (awkward) {
  // Only the unit files that can see the instant: those whose imports reach code reading the time.
  const { sources, tests } = clockReaders();
  staticSteps.push([
    `unit tests at ${awkward.at}`,
    bin('vitest'),
    ['related', '--run', '--project', 'unit*', ...sources, ...tests, ...jsonReport('awkward', 'unit')],
    { VIBECHART_NOW: awkward.at },
  ]);
}

// Stopped (Ctrl-C, a CI timeout): pass the signal on, so each firebase emulators:exec shuts its
// emulators down instead of leaving them on the ports.
const running = new Set();
let stoppedBy = null;
/** Sends `signal` to a step's whole process group. */
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
/** SIGINT, then SIGKILL 30 s later: a loaded machine can keep emulators:exec busy shutting down. */
const stopGroup = (child) => {
  signalGroup(child, 'SIGINT');
  setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stoppedBy ??= signal;
    console.log(`\n[test] ${signal}: stopping ${running.size} running step(s)`);
    for (const child of running) stopGroup(child);
    setTimeout(() => process.exit(130), 31_000).unref();
  });
}
const { env: emulatorEnv, only } = lanes.length ? prepareEmulators() : { env: {}, only: [] };
const testsStarted = Date.now();
let staticRun = null;
const runStaticSteps = () => (staticRun ??= runStaticLane(staticSteps));
// Or sooner, once the cores have been idle a while (the suites all waiting: sleeps, emulator round
// trips, the low-priority checks done): then no suite takes them from its queue.
const stopWatching = checksFollow
  ? whenCoresIdle(IDLE_SHARE, IDLE_SECONDS, () => {
      if (staticRun || (firstToEnd.plan.queue && !takeChecksFromQueue(firstToEnd.plan.queue))) return;
      console.log(
        `\n[test] the cores were ${Math.round(IDLE_SHARE * 100)} % idle for ${IDLE_SECONDS} s: the unit tests start`,
      );
      runStaticSteps();
    })
  : () => {};
await Promise.all([
  ...lanes.map((lane) => runSuite(lane).then(() => (checksAfter(lane) ? runStaticSteps() : undefined))),
  ...(checksFollow
    ? [runStaticLane(backgroundSteps, { lowPriority: true })]
    : [runStaticLane([...backgroundSteps, ...staticSteps])]),
]);
stopWatching();
// Started when idle, or no suite reached its queue (each ended early, failed or stopped): wait for them.
if (checksFollow) await runStaticSteps();

// Every query the suites made the server run has its index in production (each emulator test file
// checked its own already; this covers the browser tests and names unused indexes).
if (lanes.some((l) => l.plan.emulator.length || l.plan.e2e.length)) {
  await step('query indexes', bin('tsx'), ['scripts/check-query-indexes.ts', '--dir', join(QUERY_SHAPES, 'test')]);
}
for (const lane of lanes) removeSuiteConfig(`test-${lane.name}`);
timed(
  'node_modules untouched',
  () => {
    const written = changedSince(ROOT, ['node_modules', 'functions/node_modules', 'web/node_modules'], testsStarted);
    if (written.length) {
      throw new Error(`the tests wrote inside node_modules:\n  ${written.slice(0, 20).join('\n  ')}`);
    }
  },
  { exit: false },
);

// ---- Summary: every vitest test, plus each check that is not a vitest test counted as one -----------
const reports = readReports();
if (process.argv.includes('--save-durations')) saveDurations(reports);
const counts = countTests(reports);
const standalone = checks.filter((c) =>
  [
    'typecheck',
    'lint',
    'format',
    'bundle budget',
    'client secrets',
    'doc references',
    'query indexes',
    'node_modules untouched',
  ].includes(c.name),
);
if (existsSync(join(RESULTS, 'rule-coverage.done'))) {
  standalone.push({ name: 'rule coverage', ok: existsSync(join(RESULTS, 'rule-coverage.ok')) });
}
for (const check of standalone) {
  if (check.ok) counts.passed++;
  else counts.failed++;
}
const stepFailures = checks.filter((c) => !c.ok).map((c) => c.name);
console.log(`\n[test] wall time ${seconds(started)} s: ${checks.map((c) => `${c.name} ${c.seconds} s`).join(', ')}`);
if (stepFailures.length) console.log(`[test] failed steps: ${stepFailures.join(', ')}`);
if (awkward) {
  console.log(
    `[test] awkward instant ${awkward.index + 1}/${AWKWARD_INSTANTS.length}: ${awkward.at}, ${awkward.label} (${awkward.why}); ` +
      `repeat it: VIBECHART_NOW=${awkward.at} npm test`,
  );
}
// One line per suite (the run's instant first, then the awkward one), each suite's reports summed.
for (const run of ['now', 'awkward']) {
  const mine = reports.filter((r) => r.run === run || r.run.startsWith(`${run}-`));
  for (const project of ['unit', 'rules', 'emulator', 'e2e']) {
    const ofProject = mine.filter((r) => r.project.replace(/-isolated$/, '') === project);
    if (!ofProject.length) continue;
    const c = countTests(ofProject);
    const label = run === 'now' ? project : `${project} at ${awkward.at}`;
    const why = run === 'awkward' && project === 'e2e' ? ` (only the tests tagged ${DATE_E2E_TAG} run here)` : '';
    console.log(`[test] ${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${why}`);
  }
}
// Every failed test by name, last, where a log's tail shows it.
const failures = failedTests(reports);
if (failures.length) {
  console.log(`[test] failed tests (${failures.length}):`);
  for (const f of failures) console.log(`[test]   ${f.at}\n[test]     ${f.message}`);
}
// A suite whose emulators died under it: say why, as the firebase CLI logged it.
for (const stop of emulatorStops(LOGS)) console.log(`[test] ${stop}`);
// A step can fail without a failed test (a crash, a missing report): never print "0 failed" then.
if (stepFailures.length && counts.failed === 0) counts.failed = stepFailures.length;
if (stoppedBy) console.log(`[test] stopped by ${stoppedBy}: what ran is above, the rest did not run`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(counts.failed === 0 && stepFailures.length === 0 && !stoppedBy ? 0 : 1);

// ---- Helpers -------------------------------------------------------------------------------------

/**
 * `count` suites for one instant, its items shared out longest first onto the least busy suite, but
 * for the shortest browser files (QUEUE_SHARE of the seconds), which the suites take from a shared
 * queue as each finishes its own (sharedQueue in scripts/lib/test-files.mjs).
 */
function planSuites(run, items, count, runClockEnv) {
  if (!runClockEnv || items.length === 0) return [];
  const suiteCount = Math.min(count, items.length);
  const { queue, rest } = suiteCount > 1 ? sharedQueue(items, QUEUE_SHARE) : { queue: [], rest: items };
  const shared = queue.length
    ? {
        dir: join(RESULTS, `queue-${run}`),
        suites: suiteCount,
        files: queue.map((item) => ({ file: item.key, seconds: item.seconds })),
      }
    : undefined;
  const queueShare = sum(queue.map((item) => item.seconds)) / suiteCount;
  return shareOut(rest, suiteCount).map((share, i) => ({
    name: `${run}-${i + 1}`,
    clockEnv: runClockEnv,
    seconds: sum(share.map((item) => item.seconds)) + queueShare,
    plan: {
      name: `${run}-${i + 1}`,
      rules: share.some((item) => item.project === 'rules'),
      emulator: share.filter((item) => item.project === 'emulator').map((item) => item.key),
      e2e: share.filter((item) => item.project === 'e2e').map((item) => item.key),
      ...(shared ? { queue: shared } : {}),
      ...(run === 'awkward' ? { e2eTags: DATE_E2E_TAG } : {}),
    },
  }));
}

function describeLane(lane) {
  const { plan } = lane;
  const parts = [
    plan.rules && 'rules',
    plan.emulator.length && `${plan.emulator.length} emulator`,
    plan.e2e.length && `${plan.e2e.length} browser`,
    plan.queue && `a share of ${plan.queue.files.length} queued browser`,
  ];
  return (
    `${lane.name} at ${lane.clockEnv.VIBECHART_NOW}, offset ${lane.offset} (hosting ${suitePorts(lane.offset).hosting}): ` +
    `${parts.filter(Boolean).join(' + ')} files, ~${Math.round(lane.seconds)} s measured`
  );
}

async function runStaticLane(steps, { lowPriority = false } = {}) {
  for (const [name, cmd, cmdArgs, extraEnv] of steps) await step(name, cmd, cmdArgs, extraEnv, { lowPriority });
}

/** One emulator suite: `firebase emulators:exec` around scripts/lib/emulator-suites.mjs. */
async function runSuite(lane) {
  const suite = prepareSuite({ name: `test-${lane.name}`, offset: lane.offset, webDir: 'web/dist' });
  const env = {
    ...emulatorEnv,
    ...suite.env,
    ...lane.clockEnv,
    VIBECHART_QUERY_SHAPES: join(QUERY_SHAPES, 'test', lane.name),
    VIBECHART_SUITE_PLAN: JSON.stringify(lane.plan),
    // How long the functions emulator waits for a function to load, at discovery and in each worker it
    // starts. A worker that misses it is never used nor ended (each lost answer's retry starts another):
    // on a crowded machine that snowballs, so a slow worker is waited for instead.
    FUNCTIONS_DISCOVERY_TIMEOUT: '180',
    // The hot-project load test starts a function worker per vote in flight: beside other suites on a
    // small machine, 30 starting at once outlast Hosting's 60 s proxy timeout.
    VIBECHART_HOT_LOAD_IN_FLIGHT: process.env.VIBECHART_HOT_LOAD_IN_FLIGHT ?? '10',
  };
  rmSync(env.VIBECHART_QUERY_SHAPES, { recursive: true, force: true });
  const ended = join(RESULTS, `${lane.name}.ended`);
  rmSync(ended, { force: true });
  const args = [
    'emulators:exec',
    '--config',
    suite.configPath,
    '--project',
    PROJECT_ID,
    '--only',
    only.join(','),
    'node scripts/lib/emulator-suites.mjs',
  ];
  // A suite that hangs (its emulators never start, a test that never ends) fails the run with its log
  // long before CI's own limit stops everything without one.
  const timeLimit = suiteLimit ?? Math.max(SUITE_MIN_LIMIT, SUITE_LIMIT_FACTOR * lane.seconds);
  await step(`suite ${lane.name}`, bin('firebase'), args, env, {
    timeLimit,
    // emulators:exec exits 0 when stopped, even before its script started: the script says it ended.
    check: () => (existsSync(ended) ? '' : ': its tests did not run to their end (no emulator-suites.mjs end mark)'),
  });
  for (const pid of endLeftoverFirestore(suite.ports.firestore)) {
    console.log(`[test] suite ${lane.name}: ended its Firestore emulator (pid ${pid}), left running by its CLI`);
  }
}

/** Runs a command with its output in .cache/test-logs/<name>.log, printed in one piece when it ends. */
function step(name, cmd, cmdArgs, extraEnv = {}, { cwd = ROOT, lowPriority = false, timeLimit, check } = {}) {
  if (stoppedBy) {
    checks.push({ name, ok: false, seconds: '0.0' });
    console.log(`[test] ${name}: not started (stopped by ${stoppedBy})`);
    return Promise.resolve(false);
  }
  const log = join(LOGS, `${name.replace(/[^\w.-]+/g, '-')}.log`);
  const out = createWriteStream(log);
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd,
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a stop reaches everything it started (the signal handler above).
      detached: true,
    });
    running.add(child);
    // Set at once, so that the processes it starts inherit it.
    if (lowPriority && child.pid) {
      try {
        setPriority(child.pid, osConstants.priority.PRIORITY_LOW);
      } catch {
        // not allowed here: it runs at the normal priority
      }
    }
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let overran = false;
    const limit =
      timeLimit &&
      setTimeout(() => {
        overran = true;
        stopGroup(child);
      }, timeLimit * 1000).unref();
    const finish = (ok, why = '') => {
      clearTimeout(limit);
      out.end(() => {
        const secs = seconds(at);
        checks.push({ name, ok, seconds: secs });
        const text = readFileSync(log, 'utf8');
        process.stdout.write(
          `\n[test] ── ${name}: ${cmd.split('/').pop()} ${cmdArgs.join(' ')}\n${text}${text.endsWith('\n') || !text ? '' : '\n'}` +
            `[test] ${name}: ${ok ? 'ok' : `FAILED${why}`} (${secs} s)\n`,
        );
        resolve(ok);
      });
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => {
      running.delete(child);
      // An emulators:exec that died leaves its function workers running in its group: end them (its
      // Firestore JVM has a group of its own: runSuite ends that one by its port).
      signalGroup(child, 'SIGKILL');
      if (overran) finish(false, `: stopped after its limit of ${Math.round(timeLimit)} s`);
      else if (stoppedBy) finish(false, `: stopped by ${stoppedBy}`);
      else if (code !== 0) finish(false);
      else {
        const why = check?.() ?? '';
        finish(!why, why);
      }
    });
  });
}

function timed(name, fn, { exit = true } = {}) {
  const at = Date.now();
  let ok = true;
  try {
    fn();
  } catch (error) {
    ok = false;
    console.error(`[test] ${name}: ${error.message}`);
  }
  checks.push({ name, ok, seconds: seconds(at) });
  console.log(`[test] ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(at)} s)`);
  if (!ok && exit) process.exit(1);
}

function chooseAwkward() {
  const at = process.argv.indexOf('--awkward');
  const value = at >= 0 ? process.argv[at + 1] : null;
  if (value === 'off') return null;
  if (value !== null) {
    const index = Number(value) - 1;
    if (!AWKWARD_INSTANTS[index]) {
      console.error(`[test] --awkward takes 1–${AWKWARD_INSTANTS.length} or off`);
      process.exit(2);
    }
    const chosen = { ...awkwardInstant(index), why: '--awkward' };
    console.log(
      `[test] awkward instant ${index + 1}/${AWKWARD_INSTANTS.length}: ${chosen.at}, ${chosen.label} (--awkward)`,
    );
    return chosen;
  }
  if (!all || process.env.VIBECHART_NOW_GIVEN) {
    if (all) console.log('[test] awkward instant: left out (VIBECHART_NOW sets the instant of this run)');
    return null;
  }
  const chosen = awkwardInstantForCommit();
  console.log(
    `[test] awkward instant ${chosen.index + 1}/${AWKWARD_INSTANTS.length}: ${chosen.at}, ${chosen.label} (${chosen.why})`,
  );
  return chosen;
}

function parallelArg(awkward) {
  const value = listArg('--parallel');
  // Without an awkward instant its suite runs the run's files too: two suites on two cores left them
  // idle a fifth of the time (docs/performance.md).
  if (!value) return awkward ? DEFAULT_PARALLEL : [DEFAULT_PARALLEL[0] + DEFAULT_PARALLEL[1], 0];
  const [now, awk = DEFAULT_PARALLEL[1]] = value.map(Number);
  if (![now, awk].every((n) => Number.isInteger(n) && n >= 1 && n <= 6)) {
    console.error('[test] --parallel takes N or N,M (1–6 suites each)');
    process.exit(2);
  }
  return [now, awk];
}

function suiteLimitArg() {
  const value = listArg('--suite-limit');
  if (!value) return null;
  const limit = Number(value[0]);
  if (!(limit > 0)) {
    console.error('[test] --suite-limit takes a number of seconds above 0');
    process.exit(2);
  }
  return limit;
}

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

function jsonReport(run, project) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(RESULTS, `${run}.${project}.json`)}`];
}

/** This run's seconds per emulator and browser file (at the run's instant) and rules file into the table. */
function saveDurations(reports) {
  const measured = {};
  for (const { run, project, report } of reports) {
    if ((run.startsWith('now-') && project !== 'unit') || project === 'rules') {
      Object.assign(measured, durationsFromReport(report));
    }
  }
  const table = {
    note: 'Seconds per test file, for sharing files among suites (npm test -- --save-durations writes it).',
    seconds: Object.fromEntries(
      Object.entries({ ...loadDurations(), ...measured }).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
  writeFileSync(DURATIONS_FILE, JSON.stringify(table, null, 2) + '\n');
  console.log(`[test] wrote ${Object.keys(measured).length} file durations to ${DURATIONS_FILE}`);
}

function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
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
