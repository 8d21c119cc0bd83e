// Renders `npm run bench` results (the JSON each bench writes) as the markdown block of
// docs/performance.md. Pure apart from describeMachine (os facts); unit-tested.
import { arch, cpus, loadavg, release, totalmem, type } from 'node:os';
import { TARGETS_TEXT } from './web-targets';

export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/** scripts/check-bundle.mjs --routes-json: per route, the JS loaded before the page is live (and a screen's after). */
export interface BundleJson {
  routes: {
    route: string;
    chunks: number;
    firstLoadGzipBytes: number;
    budgetKb: number;
    screenGzipBytes: number | null;
    screenBudgetKb: number | null;
  }[];
}
export interface ApiJson {
  size: number;
  calls: number;
  rows: { call: string; n: number; p50: number; p95: number; readsAvg: number; readsMax: number; statuses: string }[];
}
export interface ChartJson {
  projects: number;
  votes: number;
  weeks: number;
  seedMs: number;
  rows: { weekOf: string; entries: number; reads: number; writes: number; wallMs: number }[];
}
export interface VotesJson {
  target: string;
  /** Every vote on one project (--hot), with this many users in flight. */
  hot?: boolean;
  inFlight?: number;
  users: number;
  votesEach: number;
  sent: number;
  accepted: number;
  stored: number;
  statuses: Record<string, number>;
  wallMs: number;
  votesPerSecond: number;
  p50: number;
  p95: number;
  /** Attempts that retried a lost answer with the same Idempotency-Key. */
  retried?: number;
  /** The hot project's public count before and after, and the votes it lost or counted twice. */
  count?: { before: number; after: number; lost: number; doubled: number; highestAnswer: number };
  /** Writes the busiest shared document took in one second (scripts/bench/votes.ts). */
  busiestDocument?: { projectBefore: number; projectNow: number; topBarNow: number };
}
export interface WebJson {
  lighthouseVersion: string;
  chromeVersion: string;
  size: number;
  runs: number;
  results: {
    page: string;
    score: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    jsBytes: number;
    jsRequests: number;
    /** Absent in reports from before the page-speed targets. */
    fcpMs?: number;
    a11y?: number;
    longestTaskMs?: number;
    /** `load` → live on a 4× slower CPU (absent in older reports). */
    hydratedAfterLoadMs?: number;
    /** Against the static copy of / (null for the copy itself). */
    verdict?: { lcpRatio: number; pass: boolean; misses: string[] } | null;
  }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (n: number) => n.toLocaleString('en-US');
function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
function table(head: string[], rows: string[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

export interface Machine {
  cpuModel: string;
  cpuCount: number;
  ramGb: number;
  node: string;
  os: string;
  load: number;
  date: string;
}

export function describeMachine(now = new Date()): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown CPU',
    cpuCount: list.length,
    ramGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${type()} ${release()} ${arch()}`,
    load: Math.round(loadavg()[0]! * 100) / 100,
    date: now.toISOString(),
  };
}

export interface Report {
  machine: Machine;
  totalSeconds: number;
  steps: StepResult[];
  bundle: BundleJson | null;
  api: ApiJson | null;
  charts: ChartJson[];
  votes: VotesJson[];
  web: WebJson | null;
  /** scripts/bench/hostile.ts (absent in reports written before it existed). */
  hostile?: HostileJson | null;
  /** scripts/bench/pages.ts (absent when it did not run). */
  pages?: PagesJson | null;
  quick: boolean;
}

/** scripts/bench/pages.ts --json: what a page view costs, through the emulators and in one instance. */
export interface PagesJson {
  size: number;
  chartRows: number;
  hosting: { firstAnswerMs: number; firstPageMs: number; urls: PagesUrlJson[] };
  instance: {
    listeningMs: number;
    moduleLoadMs: number;
    firstHealthMs: number;
    firstPageMs: number;
    secondPageMs: number;
    urls: PagesUrlJson[];
    peakRssMb: number;
    baseRssMb: number;
  };
  deploy: {
    libKb: number;
    bundleKb: number;
    sourceMapKb: number;
    siteKb: number;
    dependenciesMb: number;
    packages: number;
  };
}
export interface PagesUrlJson {
  url: string;
  requests: number;
  inFlight: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  bytes: number;
  readsPerAnswer: number;
  cacheControl: string;
  cpuMs?: number;
}

export interface HostileJson {
  baseUrl: string;
  runs: number;
  rows: { request: string; statuses: string; p50Ms: number; maxMs: number }[];
  healthAfter: { status: number; ms: number };
}

/** The markdown block: machine header and one table per bench (a missing result shows as failed). */
export function renderReport(r: Report): string {
  const m = r.machine;
  const lines: string[] = [
    `_Generated by \`npm run bench\` on ${m.date.slice(0, 10)} (${m.date.slice(11, 16)} UTC)${r.quick ? ', **--quick run: small sizes**' : ''}; do not edit by hand._`,
    '',
    `**Machine:** ${m.cpuCount} × ${m.cpuModel}, ${m.ramGb} GB RAM, Node ${m.node}, ${m.os}; ` +
      `load average ${m.load} at the start. The whole run took ${(r.totalSeconds / 60).toFixed(1)} min ` +
      `(${r.steps.map((s) => `${s.name} ${Math.round(s.seconds)} s`).join(', ')}).`,
    '',
  ];
  const failed = (name: string) => r.steps.find((s) => s.name.startsWith(name) && !s.ok);
  const missing = (name: string) => [
    `_${name}: no result (the bench ${failed(name) ? 'failed' : 'did not run'})._`,
    '',
  ];

  lines.push(
    '**JS per route** — gzip level 9, from the production build: what a page loads before it is live (the entry ' +
      "chunk, the route's modules and their static imports), and for interactive screens what they load once live.",
    '',
  );
  if (r.bundle) {
    const over = (bytes: number, budgetKb: number) => (bytes > budgetKb * 1024 ? ', **over**' : '');
    lines.push(
      ...table(
        ['route', 'before live (gzip)', 'then the screen', 'chunks'],
        r.bundle.routes.map((x) => [
          `\`${x.route}\``,
          `${kb(x.firstLoadGzipBytes)} (budget ${x.budgetKb} KB${over(x.firstLoadGzipBytes, x.budgetKb)})`,
          x.screenGzipBytes === null || x.screenBudgetKb === null
            ? '—'
            : `+${kb(x.screenGzipBytes)} (in all ≤ ${x.screenBudgetKb} KB${over(x.firstLoadGzipBytes + x.screenGzipBytes, x.screenBudgetKb)})`,
          String(x.chunks),
        ]),
      ),
      '',
    );
  } else lines.push(...missing('bundle'));

  const web = r.web;
  lines.push(
    `**Lighthouse, mobile profile** — ${web ? `Lighthouse ${web.lighthouseVersion}, Chromium ${web.chromeVersion}; ` : ''}` +
      `simulated slow 4G and 4× CPU slowdown; production build on the Hosting emulator` +
      `${web ? `, ${web.size} seeded projects, ${web.runs > 1 ? `median of ${web.runs} runs by score` : '1 run'}` : ''}.`,
    '',
  );
  if (web) {
    lines.push(
      ...table(
        [
          'page',
          'score',
          'LCP',
          'LCP ÷ static',
          'TBT',
          'longest task',
          'CLS',
          'JS transferred',
          'a11y',
          'live after load (4× CPU)',
          'targets',
        ],
        web.results.map((x) => [
          `\`${x.page}\``,
          String(x.score),
          seconds(x.lcpMs),
          x.verdict ? `${x.verdict.lcpRatio.toFixed(2)}×` : x.verdict === null ? 'reference' : '–',
          `${Math.round(x.tbtMs)} ms`,
          x.longestTaskMs === undefined ? '–' : `${Math.round(x.longestTaskMs)} ms`,
          x.cls.toFixed(3),
          `${kb(x.jsBytes)} (${x.jsRequests} files)`,
          x.a11y === undefined ? '–' : String(x.a11y),
          x.hydratedAfterLoadMs === undefined ? '–' : seconds(x.hydratedAfterLoadMs),
          x.verdict ? (x.verdict.pass ? 'PASS' : `FAIL: ${x.verdict.misses.join(', ')}`) : '',
        ]),
      ),
      '',
      TARGETS_TEXT,
      '',
    );
  } else lines.push(...missing('web'));

  const api = r.api;
  lines.push(
    `**API** — the Express app in-process on the Firestore and Auth emulators${api ? `, ${api.size} seeded projects, ${api.calls} sequential calls each` : ''}; ` +
      'reads counted by the read meter (`X-Firestore-Reads`).',
    '',
  );
  if (api) {
    lines.push(
      ...table(
        ['call', 'p50', 'p95', 'Firestore reads per call (avg / max)', 'statuses'],
        api.rows.map((x) => [
          `\`${x.call}\``,
          `${x.p50.toFixed(1)} ms`,
          `${x.p95.toFixed(1)} ms`,
          `${x.readsAvg.toFixed(2)} / ${x.readsMax}`,
          x.statuses,
        ]),
      ),
      '',
    );
  } else lines.push(...missing('api'));

  lines.push(
    '**Chart job** — the Monday job (`runChartJob`) on the Firestore emulator for consecutive weeks; week 1 has no history, later weeks compute movement, peaks and archiving from it.',
    '',
  );
  if (r.charts.length) {
    lines.push(
      ...table(
        [
          'projects',
          'votes',
          'weeks',
          'entries',
          'wall time, week 1',
          'wall time, later weeks (median)',
          'reads per run',
          'writes per run',
        ],
        r.charts.map((c) => {
          const later = c.rows.slice(1);
          const range = (xs: number[]) =>
            Math.min(...xs) === Math.max(...xs) ? count(xs[0]!) : `${count(Math.min(...xs))}–${count(Math.max(...xs))}`;
          return [
            count(c.projects),
            count(c.votes),
            String(c.rows.length),
            String(c.rows[0]?.entries ?? 0),
            seconds(c.rows[0]?.wallMs ?? NaN),
            later.length ? seconds(median(later.map((x) => x.wallMs))) : '—',
            range(c.rows.map((x) => x.reads)),
            range(c.rows.map((x) => x.writes)),
          ];
        }),
      ),
      '',
    );
  } else lines.push(...missing('chart'));

  lines.push(
    `**Vote throughput** — users voting at the same time, each spending their votes one call after another on different projects (projects overlap across users), or all on one viral project; ` +
      'votes/s = accepted votes / wall time; a lost answer is retried with its Idempotency-Key. "Count" is the viral ' +
      'project\'s public vote count before → after the run (votes lost or counted twice); "busiest document" the most ' +
      "writes one shared document took in one second: the project's document as unsharded counters would have taken them " +
      "→ the busiest shard of its counters now (the emulator does not enforce Firestore's one write per second per document).",
    '',
  );
  if (r.votes.length) {
    lines.push(
      ...table(
        [
          'path',
          'users × votes',
          'votes/s',
          'p50',
          'p95',
          'accepted / stored',
          'count',
          'statuses',
          'busiest document',
        ],
        r.votes.map((v) => [
          (v.target === 'hosting' ? 'Hosting emulator → emulated `api` function' : 'app in-process (one instance)') +
            (v.hot ? `, one viral project (${v.inFlight ?? v.users} in flight)` : ''),
          `${v.users} × ${v.votesEach}`,
          v.votesPerSecond.toFixed(1),
          `${v.p50.toFixed(0)} ms`,
          `${v.p95.toFixed(0)} ms`,
          `${v.accepted} / ${v.stored}`,
          v.count ? `${v.count.before} → ${v.count.after} (lost ${v.count.lost}, doubled ${v.count.doubled})` : '–',
          Object.entries(v.statuses)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ') + (v.retried ? ` (${v.retried} retried)` : ''),
          v.busiestDocument ? `${v.busiestDocument.projectBefore} → ${v.busiestDocument.projectNow}` : '–',
        ]),
      ),
      '',
    );
  } else lines.push(...missing('votes'));
  if (r.hostile !== undefined) {
    lines.push(
      '**Hostile requests** — anonymous abuse through the Hosting emulator into the emulated api function (the body ' +
        'reaches the app unread, hidden from the runtime’s parsers); time until the answer, median and worst of ' +
        `${r.hostile?.runs ?? '?'} (scripts/bench/hostile.ts).`,
      '',
    );
    if (r.hostile) {
      lines.push(
        ...table(
          ['request', 'status', 'p50 ms', 'max ms'],
          r.hostile.rows.map((row) => [row.request, row.statuses, String(row.p50Ms), String(row.maxMs)]),
        ),
        '',
        `/api/health afterwards: ${r.hostile.healthAfter.status} in ${r.hostile.healthAfter.ms} ms.`,
        '',
      );
    } else lines.push(...missing('hostile'));
  }
  if (r.pages !== undefined) lines.push(...renderPages(r.pages, missing('pages')));
  lines.push(
    'Emulator figures are for comparing runs on one machine, not production latencies: the emulators run in one JVM and ' +
      'Node processes on the same cores, without network or CDN.',
  );
  return lines.join('\n');
}

function renderPages(p: PagesJson | null, missing: string[]): string[] {
  const lines = [
    '**Page views** — what an uncached page costs the `pages` function (scripts/bench/pages.ts): requests/s with ' +
      `${p?.hosting.urls[0]?.inFlight ?? '?'} in flight through the Hosting emulator into the emulated function, and in one ` +
      'instance (a fresh `node` process serving the deployed bundle, functions/lib/index.js) with the CPU time of one ' +
      'answer (the loopback /api calls of a page included); reads per answer from `X-Firestore-Reads`.',
    '',
  ];
  if (!p) return [...lines, ...missing];
  const byUrl = new Map(p.instance.urls.map((u) => [u.url, u]));
  const kbOf = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    ...lines,
    ...table(
      [
        'URL',
        'emulated: req/s',
        'emulated: p50',
        'instance: req/s',
        'instance: p50',
        'CPU per answer',
        'reads',
        'sent',
      ],
      p.hosting.urls.map((u) => {
        const i = byUrl.get(u.url);
        return [
          `\`${u.url.replace(/^\/p\/[^/?]+$/, '/p/{id}')}\``,
          String(u.perSecond),
          `${Math.round(u.p50Ms)} ms`,
          i ? String(i.perSecond) : '–',
          i ? `${Math.round(i.p50Ms)} ms` : '–',
          i?.cpuMs === undefined ? '–' : `${i.cpuMs} ms`,
          String(u.readsPerAnswer),
          kbOf(u.bytes),
        ];
      }),
    ),
    '',
    `${p.size} seeded projects, the chart ${p.chartRows} rows. Cold start of an instance: ${seconds(p.instance.listeningMs)} ` +
      `from spawn to listening (module load ${seconds(p.instance.moduleLoadMs)}), first \`/\` ${seconds(p.instance.firstPageMs)}, ` +
      `second ${seconds(p.instance.secondPageMs)}; RSS ${p.instance.baseRssMb} MB idle, peak ${p.instance.peakRssMb} MB. ` +
      `Deploy: functions/lib ${(p.deploy.libKb / 1024).toFixed(1)} MB (page server ${(p.deploy.siteKb / 1024).toFixed(1)} MB), ` +
      `production dependencies ${p.deploy.dependenciesMb} MB in ${p.deploy.packages} packages.`,
    '',
  ];
}

/** A document with the block between the markers replaced; throws when the markers are missing. */
export function replaceBenchBlock(doc: string, block: string, name = 'docs/performance.md'): string {
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start < 0 || end < start) throw new Error(`${name} has no ${BENCH_START} … ${BENCH_END} block`);
  return `${doc.slice(0, start + BENCH_START.length)}\n\n${block}\n\n${doc.slice(end)}`;
}
