// `npm run bench:pages`: what a page view costs in the `pages` function. Seeds the emulators, then
// measures pages per second for `/` (the chart, 100 rows) and `/p/{id}` beside `/api/health` and the
// chart's JSON in the same run, through the Hosting emulator into the emulated function, and in a
// fresh Node process that loads the deployed bundle (functions/lib/index.js) as an instance does: its
// cold start, the CPU time of one render, pages per second at a given concurrency and peak memory.
// Also the deployed function's size. A benchmark, not a test: it fails only on a wrong answer.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBlobStore } from '../../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../lib/seed/run';
import { insidePrivateSuite, runInPrivateSuite, wholeNumber } from './private-suite';

const USAGE = `Usage: npm run bench:pages -- [--requests 60] [--in-flight 4] [--size 400] [--offset 8] [--json <file>]

Resets the emulators and seeds --size projects (no thumbnails; the current chart has 100 rows), then:

1. Through the Hosting emulator (http://127.0.0.1:$VIBECHART_HOSTING_PORT) into the emulated \`api\`
   function: the first answer of the suite (the emulator starts a worker), then --requests GETs of
   each of /, /p/{id} (the chart's first project), /api/health and /api/submissions?filter=vibechart
   (the chart's JSON) with --in-flight at once, after a warm-up round: requests/s, p50/p95, bytes,
   Firestore reads per answer (X-Firestore-Reads) and Cache-Control. The emulator runs one request
   per worker process, so this measures the emulator as much as the function.
2. An instance: a fresh plain Node process that requires functions/lib/index.js (the deployed
   bundle, as the suite built it) and serves its \`api\` export on a local port, as Cloud Run does.
   Cold start: spawn to listening (module load), the first /api/health, the first / (it loads the
   page server), the second /. Then per URL: CPU time per answer (the process's CPU time from /proc
   over 20 sequential requests), requests/s with --in-flight at once, and the peak RSS (VmHWM).
3. Size of the deploy: functions/lib (bundle, source map and lib/site, the page server; measured
   from web/dist-N-ssr when lib/site is absent) and the production dependencies Cloud Build installs.

It starts its own emulator suite on the default ports + --offset*10 (scripts/dev-suite.mjs, default
offset 8; it builds functions and web for those ports when web/dist-N-ssr is missing). Inside a
running suite (its emulator variables set) it runs there. --json also writes the result as JSON.`;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    'in-flight': { type: 'string', default: '4' },
    size: { type: 'string', default: '400' },
    offset: { type: 'string', default: '8' },
    inside: { type: 'boolean', default: false },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const requests = wholeNumber('bench:pages', 'requests', values.requests, 4, 10_000);
const inFlight = wholeNumber('bench:pages', 'in-flight', values['in-flight'], 1, 100);
const size = wholeNumber('bench:pages', 'size', values.size, 150, 5000);
const offset = wholeNumber('bench:pages', 'offset', values.offset, 1, 9);
const ROOT = resolve(__dirname, '..', '..');

// Outside a suite: start a private one and run again inside it.
if (!insidePrivateSuite(values.inside ?? false)) runInPrivateSuite('scripts/bench/pages.ts', offset);

interface Sample {
  ms: number;
  status: number;
  reads: number;
  cacheControl: string;
}

export interface UrlResult {
  url: string;
  requests: number;
  inFlight: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Bytes of the body as sent (gzip where the function compressed it). */
  bytes: number;
  readsPerAnswer: number;
  statuses: Record<string, number>;
  cacheControl: string;
  /** Instance only: CPU time of one answer, median of sequential requests. */
  cpuMs?: number;
}

export interface InstanceResult {
  /** From spawning the process to its server listening (the bundle and its dependencies loaded). */
  listeningMs: number;
  moduleLoadMs: number;
  firstHealthMs: number;
  firstPageMs: number;
  secondPageMs: number;
  urls: UrlResult[];
  peakRssMb: number;
  baseRssMb: number;
}

export interface PagesJson {
  size: number;
  chartRows: number;
  hosting: { firstAnswerMs: number; firstPageMs: number; urls: UrlResult[] };
  instance: InstanceResult;
  deploy: {
    libKb: number;
    bundleKb: number;
    sourceMapKb: number;
    siteKb: number;
    dependenciesMb: number;
    packages: number;
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** One GET as a CDN asks for it (gzip accepted), body read to the end. */
async function get(base: string, url: string): Promise<Sample> {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  return {
    ms: performance.now() - t0,
    status: res.status,
    reads: Number(res.headers.get('x-firestore-reads') ?? NaN),
    cacheControl: res.headers.get('cache-control') ?? '',
  };
}

/** The wire size of a gzip answer (fetch() inflates): a raw request through node:http. */
async function wireBytes(base: string, url: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((done, fail) => {
    const req = request(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => done(n));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Runs fn `count` times with at most `limit` in flight. */
async function pool<R>(count: number, limit: number, fn: () => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < count) out.push(await fn());
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return out;
}

async function load(base: string, url: string, count: number, limit: number): Promise<UrlResult> {
  await pool(limit, limit, () => get(base, url)); // warm-up: workers started, caches filled
  const started = performance.now();
  const samples = await pool(count, limit, () => get(base, url));
  const seconds = (performance.now() - started) / 1000;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const bad = samples.find((s) => s.status !== 200);
  if (bad) throw new Error(`${url}: answered ${bad.status}`);
  return {
    url,
    requests: count,
    inFlight: limit,
    perSecond: round(count / seconds),
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    bytes: await wireBytes(base, url),
    readsPerAnswer: round(samples.reduce((a, s) => a + s.reads, 0) / samples.length, 2),
    statuses,
    cacheControl: samples[0]!.cacheControl,
  };
}

/** The instance: plain Node (no tsx hooks) loading the deployed bundle and serving its `api` export. */
const INSTANCE_SCRIPT = `
const started = performance.now();
const { api, pages } = require(process.argv[1]);
const moduleLoadMs = performance.now() - started;
// As Hosting's rewrites: /api/** to the api function, every other path to the pages function.
const server = require('node:http').createServer((req, res) =>
  (req.url.toLowerCase().startsWith('/api/') ? api : pages)(req, res),
);
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port, moduleLoadMs })));
`;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime (fields 14 and 15 of stat) in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
function rssOf(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * A fresh instance: cold start (process start to listening, first /api/health, first /, second /),
 * then per URL the CPU time of one answer (the process's CPU over 20 sequential requests) and the
 * requests/s at `limit` in flight, and the process's peak RSS.
 */
async function measureInstance(urls: string[], count: number, limit: number): Promise<InstanceResult> {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['-e', INSTANCE_SCRIPT, join(ROOT, 'functions', 'lib', 'index.js')], {
    cwd: ROOT,
    env: instanceEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<{ port: number; moduleLoadMs: number }>((done, fail) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.startsWith('{"port"'));
        if (line) done(JSON.parse(line) as { port: number; moduleLoadMs: number });
      });
      child.once('exit', (code) => fail(new Error(`the instance exited (${code}) before listening:\n${out}`)));
    });
    const listeningMs = performance.now() - spawnedAt;
    const base = `http://127.0.0.1:${ready.port}`;
    const firstHealth = await get(base, '/api/health');
    const firstPage = await get(base, '/');
    const secondPage = await get(base, '/');
    if (firstPage.status !== 200 || firstHealth.status !== 200) throw new Error('the instance did not answer 200');
    const baseRss = rssOf(child.pid!).now;
    const results: UrlResult[] = [];
    for (const url of urls) {
      await get(base, url);
      const before = cpuSecondsOf(child.pid!);
      for (let i = 0; i < 20; i++) await get(base, url);
      const cpuMs = ((cpuSecondsOf(child.pid!) - before) / 20) * 1000;
      results.push({ ...(await load(base, url, count, limit)), cpuMs: round(cpuMs) });
    }
    return {
      listeningMs: round(listeningMs),
      moduleLoadMs: round(ready.moduleLoadMs),
      firstHealthMs: round(firstHealth.ms),
      firstPageMs: round(firstPage.ms),
      secondPageMs: round(secondPage.ms),
      urls: results,
      peakRssMb: rssOf(child.pid!).peak,
      baseRssMb: baseRss,
    };
  } finally {
    child.kill();
  }
}

/** Bytes of the files under `dir` (symlinks not followed; nested node_modules skipped if asked). */
function du(dir: string, skipNodeModules = false): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipNodeModules && entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += du(path, skipNodeModules);
    else if (entry.isFile()) total += lstatSync(path).size;
  }
  return total;
}

function deploySize(): PagesJson['deploy'] {
  const lib = join(ROOT, 'functions', 'lib');
  // lib/site is the page server as deployed (functions/build.mjs copies web/dist-ssr); a suite's own otherwise.
  const shipped = existsSync(join(lib, 'site'));
  const site = shipped ? join(lib, 'site') : (process.env.VIBECHART_SSR_DIR ?? join(ROOT, 'web', `dist-${offset}-ssr`));
  const map = join(lib, 'index.js.map');
  // The production dependency tree, as npm resolves it for the functions workspace.
  const ls = spawnSync('npm', ['ls', '-w', 'functions', '--omit=dev', '--all', '--parseable'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const dirs = [...new Set(ls.stdout.split('\n').filter((d) => d.includes('/node_modules/') && existsSync(d)))];
  const kb = (n: number) => Math.round(n / 1024);
  return {
    libKb: kb(du(lib) + (shipped ? 0 : du(site))),
    bundleKb: kb(lstatSync(join(lib, 'index.js')).size),
    sourceMapKb: kb(existsSync(map) ? lstatSync(map).size : 0),
    siteKb: kb(du(site)),
    dependenciesMb: round(dirs.reduce((sum, d) => sum + du(d, true), 0) / 1024 / 1024),
    packages: dirs.length,
  };
}

function table(rows: UrlResult[], withCpu: boolean): string[] {
  const head = [
    'URL',
    'requests/s',
    'p50 ms',
    'p95 ms',
    'KB sent',
    'reads',
    ...(withCpu ? ['CPU ms'] : []),
    'Cache-Control',
  ];
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (r) =>
        `| ${[
          `\`${r.url}\``,
          r.perSecond,
          r.p50Ms,
          r.p95Ms,
          round(r.bytes / 1024),
          r.readsPerAnswer,
          ...(withCpu ? [r.cpuMs] : []),
          `\`${r.cacheControl}\``,
        ].join(' | ')} |`,
    ),
  ];
}

/** The chart's JSON; the emulator answers a bare error text when a worker fails to start under load: retried. */
async function chartJson(base: string): Promise<unknown> {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await fetch(`${base}/api/submissions?filter=vibechart`);
    const text = await res.text();
    if (res.ok) return JSON.parse(text) as unknown;
    last = `${res.status} ${text.slice(0, 200)}`;
    await new Promise((done) => setTimeout(done, 2_000));
  }
  throw new Error(`GET /api/submissions?filter=vibechart failed 5 times: ${last}`);
}

/** The suite's environment plus the params the emulator loads from functions/.env; no query recording. */
function instanceEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.VIBECHART_QUERY_SHAPES;
  // Unset: the process serves both functions, as the instance script routes (see INSTANCE_SCRIPT).
  delete env.FUNCTION_TARGET;
  env.VIBECHART_METER_READS = '1';
  env.GCLOUD_PROJECT ??= 'demo-vibechart';
  for (const line of readFileSync(join(ROOT, 'functions', '.env'), 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] ??= match[2]!;
  }
  return env;
}

async function main(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.VIBECHART_HOSTING_PORT) {
    throw new Error('needs the emulator suite: run it as `npm run bench:pages` (it starts a private one)');
  }
  const hostingBase = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT}`;
  // The suite's first answer, before anything else asked the function: a worker starts.
  const first = await get(hostingBase, '/api/health');
  const firstPage = await get(hostingBase, '/');
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  const seeded = await runSeed({ size, now: new Date() }, emulatorTargets(blobStore), { thumbnails: false });
  console.log(`[bench:pages] seeded ${size} projects in ${seeded.seconds.toFixed(1)} s`);

  const chart = await chartJson(hostingBase);
  const rows = (Array.isArray(chart) ? chart : Object.values(chart as object).find(Array.isArray)) as
    { id: string }[] | undefined;
  if (!rows?.length) throw new Error('the seeded chart is empty');
  const urls = ['/', `/p/${rows[0]!.id}`, '/api/health', '/api/submissions?filter=vibechart'];

  const hosting: UrlResult[] = [];
  for (const url of urls) hosting.push(await load(hostingBase, url, requests, inFlight));

  const inst = await measureInstance(urls, requests, inFlight);
  const result: PagesJson = {
    size,
    chartRows: rows.length,
    hosting: { firstAnswerMs: round(first.ms), firstPageMs: round(firstPage.ms), urls: hosting },
    instance: inst,
    deploy: deploySize(),
  };

  const d = result.deploy;
  console.log(
    [
      '',
      `[bench:pages] ${size} projects, the chart ${rows.length} rows; ${requests} requests a URL, ${inFlight} in flight`,
      '',
      `Hosting emulator → emulated api function (first answer of the suite ${result.hosting.firstAnswerMs} ms, first page ${result.hosting.firstPageMs} ms):`,
      '',
      ...table(hosting, false),
      '',
      `One instance (fresh node process serving functions/lib/index.js): listening ${inst.listeningMs} ms after spawn (module load ${inst.moduleLoadMs} ms), ` +
        `then the first /api/health ${inst.firstHealthMs} ms, ` +
        `first / ${inst.firstPageMs} ms, second / ${inst.secondPageMs} ms; RSS ${inst.baseRssMb} MB after the first pages, peak ${inst.peakRssMb} MB:`,
      '',
      ...table(inst.urls, true),
      '',
      `Deploy: functions/lib ${d.libKb} KB (bundle ${d.bundleKb} KB, source map ${d.sourceMapKb} KB, page server ${d.siteKb} KB); ` +
        `production dependencies ${d.dependenciesMb} MB in ${d.packages} packages.`,
    ].join('\n'),
  );
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? error);
  process.exit(1);
});
