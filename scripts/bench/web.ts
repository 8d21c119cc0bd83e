// `npm run bench:web`: Lighthouse (mobile profile) on /, /launchpad, /archive, a project page and a
// past chart week of the production build (server-rendered by the `api` function behind the Hosting
// emulator) with seeded data, in Debian's Chromium — and, in the same run, on a static-HTML copy of /
// (its rendered DOM and CSS, no script, served gzipped from the same origin): the physical limit of
// that page. Also times each page from its `load` event to live (hydrated) in Chromium with the CPU 4×
// slower. Prints each page's figures against the targets (scripts/bench/web-targets.ts) and writes the
// table to .cache/bench/web.md.
// A benchmark, not a test: it never fails on the numbers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { arch, cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { ensureFullChromium } from '../lib/ensure.mjs';
import { STATIC_COPY_PAGE, TARGETS_TEXT, staticCopy, verdict } from './web-targets';

const ROOT = resolve(__dirname, '..', '..');
// {project} and {week}: the current #1 and the newest published week of the seeded data.
const DEFAULT_PAGES = ['/', '/launchpad', '/archive', '/p/{project}', '/chart/{week}'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

const HELP = `Usage: npm run bench:web -- [--offset 8] [--size 300] [--runs 1] [--pages /,/launchpad,/archive]
                           [--chrome /usr/bin/chromium] [--out .cache/bench/web.md] [--json <file>]

Starts its own emulator suite (auth, firestore, functions, hosting) on the default ports + offset*10
(scripts/dev-suite.mjs, which also builds functions) with a production web build for those ports, resets
and seeds it, then runs Lighthouse with its default mobile profile (simulated slow 4G, 4x CPU
slowdown) on each page in Chromium (${CHROME_FLAGS.join(' ')}).

Prints a markdown table — performance score, LCP, TBT, CLS, total JS bytes transferred — and writes
it to --out. With --runs N each page is measured N times and the median run (by performance score)
is reported. The emulators are reset: do not point it at data you want to keep.

Options:
  --offset N   port offset 1..9 for the private suite (default 8; use another if 8 is taken)
  --size N     projects to seed (default 300)
  --runs N     Lighthouse runs per page (default 1)
  --pages P    comma-separated paths (default ${DEFAULT_PAGES.join(',')})
  --chrome P   Chromium binary (default /usr/bin/chromium, installed from Debian when missing, or
               $CHROME_PATH)
  --out P      markdown output file (default .cache/bench/web.md)
  --json P     also write the measurements as JSON (used by npm run bench)
  --lhr DIR    also write each run's whole Lighthouse report there (<page>-<run>.json), to read why
  --launcher-flags
               run Chromium with chrome-launcher's default flags exactly, RenderDocument off. By default
               the bench keeps those flags but leaves RenderDocument on, as Chrome ships it (Puppeteer
               stopped turning it off with Chrome 147); chrome-launcher turns it off as a Lighthouse CI
               workaround, and with it off this headless Chromium draws a page's first frames at a ~1 s
               cadence (the "FCP seen" column: 0.3, 1.3 or 2.4 s), which the speed index carries into
               the score.
  --help       this text`;

const { values } = parseArgs({
  options: {
    offset: { type: 'string', default: '8' },
    size: { type: 'string', default: '300' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    out: { type: 'string', default: join('.cache', 'bench', 'web.md') },
    json: { type: 'string' },
    lhr: { type: 'string' },
    'launcher-flags': { type: 'boolean', default: false },
    inside: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, raw: string, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`bench:web: --${name} must be a whole number from 1 to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const offset = positiveInt('offset', values.offset, 9);
const size = positiveInt('size', values.size, 5000);
const runs = positiveInt('runs', values.runs, 9);
const pages = values.pages
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
if (!pages.length || pages.some((p) => !p.startsWith('/'))) {
  console.error('bench:web: --pages takes comma-separated paths starting with /');
  process.exit(2);
}

/**
 * The production web build into web/dist-N (what dev-suite serves; its pages name their emulators).
 * Built here with the web workspace's own Vite (npx resolves it wherever npm installed it).
 */
function buildWeb(): void {
  const result = spawnSync(
    process.execPath,
    ['build.mjs', '--outDir', join(ROOT, 'web', `dist-${offset}`), '--logLevel', 'warn'],
    { cwd: join(ROOT, 'web'), stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('bench:web: the web build failed');
    process.exit(result.status ?? 1);
  }
}

// Outside the suite: build the web app, start the suite on its own ports and run this script again
// inside it.
if (!values.inside) {
  ensureFullChromium(values.chrome);
  buildWeb();
  const args = [
    join(ROOT, 'scripts', 'dev-suite.mjs'),
    '--offset',
    String(offset),
    '--no-web-build',
    '--',
    'npx',
    'tsx',
    'scripts/bench/web.ts',
    '--inside',
    '--offset',
    String(offset),
    '--size',
    String(size),
    '--runs',
    String(runs),
    '--pages',
    pages.join(','),
    '--chrome',
    values.chrome,
    '--out',
    values.out,
    ...(values.json ? ['--json', values.json] : []),
    ...(values.lhr ? ['--lhr', values.lhr] : []),
    ...(values['launcher-flags'] ? ['--launcher-flags'] : []),
  ];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

interface Measurement {
  page: string;
  score: number;
  fcpMs: number;
  /** The first contentful paint the unthrottled run saw, before Lighthouse's simulation, ms. */
  seenFcpMs: number;
  speedIndexMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsRequests: number;
  /** Lighthouse accessibility score (0–100). */
  a11y: number;
  /** The longest main-thread task Lighthouse saw (simulated 4× CPU), ms. */
  longestTaskMs: number;
  /** `load` → html[data-hydrated] with the CPU 4× slower, median of the runs (0: live by `load`). */
  hydratedAfterLoadMs?: number;
}

/**
 * Times `load` → live (html[data-hydrated]) of a page in Chromium with the CPU 4× slower (CDP
 * Emulation.setCPUThrottlingRate), in a fresh context each run; the median of the runs, in ms.
 */
async function hydrationAfterLoad(browser: Browser, url: string, count: number): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < count; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __vcLiveAt?: number };
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hydrated === undefined) return;
          w.__vcLiveAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
      const { liveAt, loadAt } = await page.evaluate(() => ({
        liveAt: (window as unknown as { __vcLiveAt?: number }).__vcLiveAt ?? performance.now(),
        loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      }));
      samples.push(Math.max(0, liveAt - loadAt));
    } finally {
      await context.close();
    }
  }
  return median(samples, (n) => n);
}

interface LhAudit {
  numericValue?: number;
  score?: number | null;
  scoreDisplayMode?: string;
  details?: { items?: Record<string, unknown>[] };
}
interface Lhr {
  lighthouseVersion: string;
  environment?: { hostUserAgent?: string };
  runtimeError?: { message?: string };
  categories: {
    performance?: { score: number | null };
    accessibility?: { score: number | null; auditRefs?: { id: string }[] };
  };
  audits: Record<string, LhAudit | undefined>;
}

/** A figure of Lighthouse's metrics audit (observed* are the unthrottled run's own). */
function metric(lhr: Lhr, key: string): number {
  const value = lhr.audits.metrics?.details?.items?.[0]?.[key];
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${key}`);
  return value;
}

function numeric(lhr: Lhr, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** JavaScript transferred over the network (compressed bytes), from the network-requests audit. */
function scriptTransfer(lhr: Lhr): { bytes: number; requests: number } {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  let requests = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    bytes += typeof item.transferSize === 'number' ? item.transferSize : 0;
    requests += 1;
  }
  return { bytes, requests };
}

/** The longest task in Lighthouse's long-tasks audit (0 when none over 50 ms). */
function longestTask(lhr: Lhr): number {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.reduce((max, item) => Math.max(max, typeof item.duration === 'number' ? item.duration : 0), 0);
}

/** The accessibility audits a page fails, with the first nodes each names: "color-contrast (2: sel, sel)". */
function a11yFailures(lhr: Lhr): string {
  const ids = (lhr.categories.accessibility?.auditRefs ?? []).map((ref) => ref.id);
  return ids
    .filter((id) => lhr.audits[id]?.score === 0 && lhr.audits[id]?.scoreDisplayMode === 'binary')
    .map((id) => {
      const items = lhr.audits[id]?.details?.items ?? [];
      const nodes = items
        .map((item) => (item.node as { selector?: string } | undefined)?.selector)
        .filter(Boolean)
        .slice(0, 3);
      return `${id} (${items.length}${nodes.length ? `: ${nodes.join(', ')}` : ''})`;
    })
    .join('; ');
}

/** The long tasks Lighthouse attributes, longest first: "duration ms script (start ms)", for the log. */
function longTasks(lhr: Lhr, count = 4): string {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => Number(b.duration ?? 0) - Number(a.duration ?? 0))
    .slice(0, count)
    .map((item) => {
      const url = typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : String(item.url);
      return `${Math.round(Number(item.duration ?? 0))} ms ${url} (at ${Math.round(Number(item.startTime ?? 0))} ms)`;
    })
    .join('; ');
}

function median<T>(items: T[], by: (t: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer OK within ${timeoutMs / 1000} s (${last})`);
}

async function inside(): Promise<void> {
  const hostingPort = process.env.VIBECHART_HOSTING_PORT;
  if (!process.env.FIRESTORE_EMULATOR_HOST || !hostingPort) {
    throw new Error('run it as `npm run bench:web` (it starts the emulators itself)');
  }
  const site = `http://127.0.0.1:${hostingPort}`;

  const { createBlobStore } = await import('../../functions/src/infra/blob-store');
  const { emulatorTargets, resetEmulators, runSeed } = await import('../lib/seed/run');
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  const seeded = await runSeed({ size, now: new Date() }, emulatorTargets(blobStore));
  console.log(`[bench:web] seeded ${size} projects in ${seeded.seconds.toFixed(1)} s`);

  // Warm the functions emulator (its first call starts a worker) so page loads measure the site,
  // not the emulator's cold start; production serves these from warm instances and the CDN.
  await waitForOk(`${site}/`);
  await waitForOk(`${site}/api/projects/launchpad?page=1&limit=24`);
  await waitForOk(`${site}/api/projects/archive?page=1&limit=24`);
  await waitForOk(`${site}/api/chart/stats`);

  const current = (await (await fetch(`${site}/api/submissions?filter=vibechart`)).json()) as { id: string }[];
  const weeks = (await (await fetch(`${site}/api/charts`)).json()) as { weekOf: string }[];
  const resolved = pages.map((p) =>
    p.replace('{project}', encodeURIComponent(current[0]?.id ?? 'none')).replace('{week}', weeks[0]?.weekOf ?? 'none'),
  );
  for (const p of resolved) await waitForOk(`${site}${p}`);

  // The static copy of /: rendered by the browser (hydrated, every row), saved without scripts into
  // the suite's Hosting folder, so it is served gzipped from the same origin as its images.
  const copyPath = `/bench-static-copy-${Date.now()}.html`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: values.chrome, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${site}/`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    writeFileSync(join(ROOT, 'web', `dist-${offset}`, copyPath.slice(1)), staticCopy(await page.content()));
  } finally {
    await browser.close();
  }
  const targets = [
    { label: STATIC_COPY_PAGE, url: `${site}${copyPath}` },
    ...resolved.map((p) => ({ label: p, url: `${site}${p}` })),
  ];

  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  // chrome-launcher's own flags, less the one that turns RenderDocument off (unless --launcher-flags).
  const withRenderDocument = () =>
    chromeLauncher.Launcher.defaultFlags().map((flag) =>
      flag.startsWith('--disable-features=')
        ? `--disable-features=${flag
            .slice('--disable-features='.length)
            .split(',')
            .filter((feature) => feature !== 'RenderDocument')
            .join(',')}`
        : flag,
    );
  const chrome = await chromeLauncher.launch(
    values['launcher-flags']
      ? { chromePath: values.chrome, chromeFlags: CHROME_FLAGS }
      : {
          chromePath: values.chrome,
          chromeFlags: [...withRenderDocument(), ...CHROME_FLAGS],
          ignoreDefaultFlags: true,
        },
  );
  const results: Measurement[] = [];
  let lhVersion = '';
  let userAgent = '';
  try {
    for (const { label: page, url } of targets) {
      const samples: Measurement[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (lhr.runtimeError?.message) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
        if (values.lhr) {
          const dir = resolve(ROOT, values.lhr);
          mkdirSync(dir, { recursive: true });
          const name = page.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'root';
          writeFileSync(join(dir, `${name}-${run}.json`), JSON.stringify(lhr));
        }
        lhVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment?.hostUserAgent ?? '';
        const js = scriptTransfer(lhr);
        const sample: Measurement = {
          page,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: numeric(lhr, 'first-contentful-paint'),
          seenFcpMs: metric(lhr, 'observedFirstContentfulPaint'),
          speedIndexMs: numeric(lhr, 'speed-index'),
          lcpMs: numeric(lhr, 'largest-contentful-paint'),
          tbtMs: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          jsBytes: js.bytes,
          jsRequests: js.requests,
          a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          longestTaskMs: longestTask(lhr),
        };
        console.log(
          `[bench:web] ${page} run ${run}/${runs}: score ${sample.score}, LCP ${(sample.lcpMs / 1000).toFixed(2)} s, ` +
            `TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, JS ${(sample.jsBytes / 1024).toFixed(1)} KB, ` +
            `a11y ${sample.a11y}, longest task ${Math.round(sample.longestTaskMs)} ms`,
        );
        if (sample.longestTaskMs > 0) console.log(`[bench:web]   long tasks: ${longTasks(lhr)}`);
        if (sample.a11y < 100) console.log(`[bench:web]   accessibility: ${a11yFailures(lhr)}`);
        samples.push(sample);
      }
      results.push(median(samples, (s) => s.score));
    }
  } finally {
    chrome.kill();
    rmSync(join(ROOT, 'web', `dist-${offset}`, copyPath.slice(1)), { force: true });
  }

  // load → live on the 4× slower CPU, for every page but the static copy (which has no app).
  {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: values.chrome, args: ['--no-sandbox'] });
    try {
      for (const result of results) {
        if (result.page === STATIC_COPY_PAGE) continue;
        const url = targets.find((t) => t.label === result.page)!.url;
        result.hydratedAfterLoadMs = await hydrationAfterLoad(browser, url, runs);
        console.log(
          `[bench:web] ${result.page}: live ${(result.hydratedAfterLoadMs / 1000).toFixed(2)} s after load (4x CPU)`,
        );
      }
    } finally {
      await browser.close();
    }
  }
  const reference = results.find((r) => r.page === STATIC_COPY_PAGE)!;
  const judged = results.map((r) => ({ ...r, verdict: r.page === STATIC_COPY_PAGE ? null : verdict(r, reference) }));

  // The user agent is reduced (156.0.0.0); ask the binary for its full version.
  const versionOutput = spawnSync(values.chrome, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const chromeVersion =
    /(\d+\.\d+\.\d+\.\d+)/.exec(versionOutput)?.[1] ?? /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown';
  const lines = [
    `## bench:web — Lighthouse ${lhVersion}, mobile profile`,
    '',
    '| page | performance | FCP | FCP seen | speed index | LCP | LCP ÷ static | TBT | longest task | CLS | JS transferred | a11y | live after load (4× CPU) | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...judged.map(
      (r) =>
        `| ${r.page} | ${r.score} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.seenFcpMs / 1000).toFixed(2)} s | ` +
        `${(r.speedIndexMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
        `${r.verdict ? `${r.verdict.lcpRatio.toFixed(2)}×` : '1.00×'} | ${Math.round(r.tbtMs)} ms | ${Math.round(r.longestTaskMs)} ms | ` +
        `${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} KB (${r.jsRequests} files) | ${r.a11y} | ` +
        `${r.hydratedAfterLoadMs === undefined ? '–' : `${(r.hydratedAfterLoadMs / 1000).toFixed(2)} s`} | ` +
        `${r.verdict ? (r.verdict.pass ? 'PASS' : `FAIL: ${r.verdict.misses.join(', ')}`) : 'reference'} |`,
    ),
    '',
    `Production build on the Hosting emulator, ${size} seeded projects, ${runs} run(s) per page` +
      `${runs > 1 ? ' (median by score)' : ''}; simulated slow 4G and 4x CPU slowdown; Chromium ${chromeVersion}` +
      `${values['launcher-flags'] ? " with chrome-launcher's default flags (RenderDocument off)" : ' with RenderDocument on'}; ` +
      `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (${arch()}), Node ${process.version}; ${new Date().toISOString()}.`,
    TARGETS_TEXT,
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  const out = resolve(ROOT, values.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${table}\n`);
  console.log(`[bench:web] wrote ${out}`);
  if (values.json) {
    const jsonOut = resolve(ROOT, values.json);
    mkdirSync(dirname(jsonOut), { recursive: true });
    writeFileSync(
      jsonOut,
      `${JSON.stringify({ lighthouseVersion: lhVersion, chromeVersion, size, runs, results: judged }, null, 2)}\n`,
    );
  }
}

inside().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
