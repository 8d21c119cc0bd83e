// `npm run bench`: every benchmark in one run on one private emulator suite, results written as
// markdown into docs/performance.md, between <!-- bench:start --> and <!-- bench:end --> (the only file it writes).
// Outside the suite it checks the ports, starts scripts/dev-suite.mjs (which builds functions and the
// web app for the suite's ports) and runs itself inside; inside it runs each bench with --json into a
// results folder; back outside it renders the tables, so the report includes the whole run's time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import type {
  ApiJson,
  BundleJson,
  ChartJson,
  HostileJson,
  PagesJson,
  Report,
  StepResult,
  VotesJson,
  WebJson,
} from './report';
import { BENCH_END, BENCH_START, describeMachine, renderReport, replaceBenchBlock } from './report';

const ROOT = resolve(__dirname, '..', '..');
const STEP_NAMES = ['bundle', 'api', 'chart', 'votes', 'web', 'hostile', 'pages'] as const;

const HELP = `Usage: npm run bench -- [--offset 8] [--quick] [--only bundle,api,chart,votes,web,hostile,pages]
                       [--out docs/performance.md]

Runs every benchmark in one go on a private emulator suite (ports = defaults + offset*10, so it never
collides with npm test or npm start; scripts/dev-suite.mjs builds functions and a production web
build for those ports) and writes the results as markdown tables:
  bundle  initial JS per route, gzipped, from the Vite manifest (scripts/check-bundle.mjs)
  api     p50/p95 latency and Firestore reads per call of the chart list, a launchpad page and a
          vote (scripts/bench/api.ts, 300 seeded projects, 200 calls each)
  chart   the Monday chart job's wall time, reads and writes at 1,000 and 10,000 projects
          (scripts/bench/chart.ts, 3 consecutive weeks each)
  votes   vote throughput: 20 users voting at once, 10 votes each, through the Hosting emulator
          into the emulated api function and against the app in-process; and one viral project
          (300 users voting on the same project, 30 in flight) through Hosting, with its exact final
          count (scripts/bench/votes.ts)
  web     Lighthouse mobile figures for a static copy of /, then /, /launchpad, /archive, a project page
          and a past week (LCP ÷ the copy's, the targets of web-targets.ts, load → live at 4× CPU), median of 3 runs by score
          (scripts/bench/web.ts)
  hostile time to answer hostile anonymous requests (8 MB multipart, 100 KB e-mail, deep JSON, …)
          through the Hosting emulator (scripts/bench/hostile.ts)
  pages   what an uncached page view costs: /, /p/{id}, /api/health and the chart JSON through the
          Hosting emulator and in one fresh instance (CPU per answer, cold start, peak RSS), and the
          deploy's size (scripts/bench/pages.ts, 400 projects, 60 requests each, 4 in flight)
The header names the machine (CPU model and count, RAM, Node version, date, load at start).

A full run replaces the block between ${BENCH_START} and ${BENCH_END} in --out (default
docs/performance.md; the text around the block is kept). It resets the suite's emulators and takes
about 4 minutes on 2 cores. Exits 1 when a bench fails (the report then goes to
.cache/bench/performance.md and --out is left alone).

Options:
  --offset N   port offset 1..9 for the private suite (default 8; pick another if it is taken)
  --quick      small sizes and one Lighthouse page, to try the pipeline (writes
               .cache/bench/performance.md unless --out is given)
  --only L     run only these benches (comma-separated; same output rule as --quick)
  --out P      markdown output file
  --help       this text`;

const { values } = parseArgs({
  options: {
    offset: { type: 'string', default: '8' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
    inside: { type: 'boolean', default: false },
    results: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}

const offset = Number(values.offset);
if (!Number.isInteger(offset) || offset < 1 || offset > 9) fail(`--offset must be 1..9 (got "${values.offset}")`);
const only = values.only
  ? values.only
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  : [...STEP_NAMES];
for (const name of only) {
  if (!(STEP_NAMES as readonly string[]).includes(name)) fail(`unknown bench "${name}" (${STEP_NAMES.join(', ')})`);
}
const steps = STEP_NAMES.filter((name) => only.includes(name));
const partial = values.quick || steps.length < STEP_NAMES.length;

/** Sizes of a full run, and of --quick (a smoke run of the whole pipeline). */
const PLAN = values.quick
  ? {
      api: ['--size', '120', '--calls', '20'],
      charts: [
        { projects: 200, votes: 2_000, weeks: 2 },
        { projects: 1_000, votes: 20_000, weeks: 2 },
      ],
      votes: { users: 5, votes: 4 },
      hotVotes: { users: 20, votes: 1, inFlight: 5 },
      web: ['--size', '120', '--runs', '1', '--pages', '/'],
      hostile: ['--runs', '1'],
      pages: ['--size', '400', '--requests', '8', '--in-flight', '2'],
    }
  : {
      api: ['--size', '300', '--calls', '200'],
      charts: [
        { projects: 1_000, votes: 20_000, weeks: 3 },
        { projects: 10_000, votes: 200_000, weeks: 3 },
      ],
      votes: { users: 20, votes: 10 },
      // One viral project: 300 members voting on it, 30 at a time (the functions emulator starts a
      // worker per request in flight; 300 at once would measure process start-up on 2 cores).
      hotVotes: { users: 300, votes: 1, inFlight: 30 },
      web: ['--size', '300', '--runs', '3'],
      hostile: ['--runs', '3'],
      pages: ['--size', '400', '--requests', '60', '--in-flight', '4'],
    };

// ---------------------------------------------------------------------------------------------------
// Inside the suite: run the benches, each writing JSON into the results folder.

function runInside(resultsDir: string): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.VIBECHART_HOSTING_PORT) {
    fail('--inside runs within scripts/dev-suite.mjs; use `npm run bench`');
  }
  const results: StepResult[] = [];
  const run = (name: string, cmd: string, args: string[]) => {
    console.log(`\n[bench] ${name}: ${cmd} ${args.join(' ')}`);
    const started = Date.now();
    const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    const seconds = (Date.now() - started) / 1000;
    // check-bundle exits 1 when / is over budget: that is a result to report, not a failed bench.
    const ok = r.status === 0 || (name === 'bundle' && r.status === 1 && existsSync(join(resultsDir, 'bundle.json')));
    console.log(`[bench] ${name}: ${ok ? 'done' : `FAILED (exit ${r.status})`} in ${seconds.toFixed(0)} s`);
    results.push({ name, ok, seconds });
    writeFileSync(join(resultsDir, 'steps.json'), JSON.stringify(results, null, 2));
  };
  const tsx = (name: string, script: string, args: string[]) => run(name, 'npx', ['tsx', script, ...args]);
  const out = (file: string) => join(resultsDir, file);
  if (steps.includes('bundle')) {
    run('bundle', process.execPath, [
      'scripts/check-bundle.mjs',
      '--dist',
      `web/dist-${offset}`,
      '--routes-json',
      out('bundle.json'),
    ]);
  }
  if (steps.includes('api')) tsx('api', 'scripts/bench/api.ts', [...PLAN.api, '--json', out('api.json')]);
  if (steps.includes('chart')) {
    PLAN.charts.forEach((c, i) =>
      tsx(`chart ${c.projects}`, 'scripts/bench/chart.ts', [
        '--projects',
        String(c.projects),
        '--votes',
        String(c.votes),
        '--weeks',
        String(c.weeks),
        '--json',
        out(`chart-${i}.json`),
      ]),
    );
  }
  if (steps.includes('votes')) {
    for (const target of ['hosting', 'app']) {
      tsx(`votes ${target}`, 'scripts/bench/votes.ts', [
        '--inside',
        '--target',
        target,
        '--users',
        String(PLAN.votes.users),
        '--votes',
        String(PLAN.votes.votes),
        '--json',
        out(`votes-${target}.json`),
      ]);
    }
    tsx('votes hosting hot', 'scripts/bench/votes.ts', [
      '--inside',
      '--target',
      'hosting',
      '--hot',
      '--users',
      String(PLAN.hotVotes.users),
      '--votes',
      String(PLAN.hotVotes.votes),
      '--in-flight',
      String(PLAN.hotVotes.inFlight),
      '--json',
      out('votes-hosting-hot.json'),
    ]);
  }
  if (steps.includes('web')) {
    tsx('web', 'scripts/bench/web.ts', [
      '--inside',
      ...PLAN.web,
      '--out',
      relative(ROOT, out('web.md')),
      '--json',
      out('web.json'),
    ]);
  }
  if (steps.includes('hostile')) {
    tsx('hostile', 'scripts/bench/hostile.ts', [...PLAN.hostile, '--json', out('hostile.json')]);
  }
  if (steps.includes('pages')) tsx('pages', 'scripts/bench/pages.ts', [...PLAN.pages, '--json', out('pages.json')]);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

async function formatted(file: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

// ---------------------------------------------------------------------------------------------------
// Outside: ports, the suite, the report.

function portBusy(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function runOutside(): Promise<void> {
  const startedAt = new Date();
  const machine = describeMachine(startedAt);
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const ports = ['hub', 'logging', 'auth', 'firestore', 'functions', 'hosting']
    .map((name) => config.emulators[name]?.port)
    .filter((p): p is number => typeof p === 'number')
    .map((p) => p + offset * 10);
  const busy = [];
  for (const port of ports) if (await portBusy(port)) busy.push(port);
  if (busy.length) fail(`ports ${busy.join(', ')} are in use: another suite runs on offset ${offset}; pick --offset`);

  const outFile = resolve(
    ROOT,
    values.out ?? (partial ? join('.cache', 'bench', 'performance.md') : join('docs', 'performance.md')),
  );
  // Fail now, not after the run, when the output has text but no block to replace.
  if (existsSync(outFile)) replaceBenchBlock(readFileSync(outFile, 'utf8'), '', relative(ROOT, outFile));

  const resultsDir = join(ROOT, '.cache', 'bench', `run-${offset}`);
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const inner = ['--inside', '--offset', String(offset), '--results', resultsDir];
  if (values.quick) inner.push('--quick');
  if (values.only) inner.push('--only', steps.join(','));
  console.log(`[bench] ${steps.join(', ')} on the emulator suite at offset ${offset}${values.quick ? ' (quick)' : ''}`);
  const suite = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts', 'dev-suite.mjs'),
      '--offset',
      String(offset),
      '--',
      'npx',
      'tsx',
      'scripts/bench/run-all.ts',
      ...inner,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const totalSeconds = (Date.now() - startedAt.getTime()) / 1000;
  const stepResults = readJson<StepResult[]>(join(resultsDir, 'steps.json')) ?? [];
  const ok = suite.status === 0 && stepResults.length > 0 && stepResults.every((s) => s.ok);

  const report: Report = {
    machine,
    totalSeconds,
    steps: stepResults,
    bundle: readJson<BundleJson>(join(resultsDir, 'bundle.json')),
    api: readJson<ApiJson>(join(resultsDir, 'api.json')),
    charts: PLAN.charts
      .map((_, i) => readJson<ChartJson>(join(resultsDir, `chart-${i}.json`)))
      .filter((c): c is ChartJson => c !== null),
    votes: ['hosting', 'hosting-hot', 'app']
      .map((t) => readJson<VotesJson>(join(resultsDir, `votes-${t}.json`)))
      .filter((v): v is VotesJson => v !== null),
    web: readJson<WebJson>(join(resultsDir, 'web.json')),
    hostile: steps.includes('hostile') ? readJson<HostileJson>(join(resultsDir, 'hostile.json')) : undefined,
    pages: steps.includes('pages') ? readJson<PagesJson>(join(resultsDir, 'pages.json')) : undefined,
    quick: values.quick,
  };
  const block = renderReport(report);
  console.log(`\n${block}\n`);
  const minutes = (totalSeconds / 60).toFixed(1);
  if (!ok) {
    const failed = join(ROOT, '.cache', 'bench', 'performance.md');
    mkdirSync(resolve(failed, '..'), { recursive: true });
    writeFileSync(failed, await formatted(failed, freshDocument(block)));
    console.error(
      `[bench] a bench failed: report in ${relative(ROOT, failed)}, ${relative(ROOT, outFile)} left unchanged`,
    );
    process.exit(1);
  }
  mkdirSync(resolve(outFile, '..'), { recursive: true });
  const text = existsSync(outFile)
    ? replaceBenchBlock(readFileSync(outFile, 'utf8'), block, relative(ROOT, outFile))
    : freshDocument(block);
  writeFileSync(outFile, await formatted(outFile, text));
  console.log(`[bench] wrote ${relative(ROOT, outFile)} (${minutes} min in all)`);
}

/** A new report file: a title and the generated block between its markers. */
function freshDocument(block: string): string {
  return `# VibeChart performance\n\n${BENCH_START}\n\n${block}\n\n${BENCH_END}\n`;
}

if (values.inside) {
  if (!values.results) fail('--inside needs --results');
  runInside(values.results);
} else {
  runOutside().catch((error: unknown) => {
    console.error(`bench: ${(error as Error).message}`);
    process.exit(1);
  });
}
