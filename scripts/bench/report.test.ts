import { describe, expect, it } from 'vitest';
import type { Report } from './report';
import { README_END, README_START, describeMachine, renderReport, replaceReadmeBlock } from './report';

const machine = {
  cpuModel: 'Test CPU 3000',
  cpuCount: 4,
  ramGb: 15.6,
  node: 'v20.19.0',
  os: 'Linux 6.1 x64',
  load: 0.42,
  date: '2026-11-23T12:00:00.000Z',
};

function fullReport(): Report {
  return {
    machine,
    totalSeconds: 615,
    quick: false,
    steps: [
      { name: 'bundle', ok: true, seconds: 1 },
      { name: 'api', ok: true, seconds: 40 },
    ],
    bundle: {
      routes: [
        {
          route: '/',
          chunks: 12,
          firstLoadGzipBytes: 117_300,
          budgetKb: 125,
          screenGzipBytes: null,
          screenBudgetKb: null,
        },
        {
          route: '/submit',
          chunks: 14,
          firstLoadGzipBytes: 120_000,
          budgetKb: 160,
          screenGzipBytes: 80_000,
          screenBudgetKb: 240,
        },
      ],
    },
    api: {
      size: 300,
      calls: 200,
      rows: [{ call: 'POST /api/votes', n: 200, p50: 39.94, p95: 58.6, readsAvg: 2, readsMax: 2, statuses: '200' }],
    },
    charts: [
      {
        projects: 10_000,
        votes: 200_000,
        weeks: 3,
        seedMs: 30_000,
        rows: [
          { weekOf: '2026-10-05', entries: 100, reads: 6_000, writes: 203, wallMs: 4_000 },
          { weekOf: '2026-10-12', entries: 100, reads: 6_100, writes: 250, wallMs: 3_000 },
          { weekOf: '2026-10-19', entries: 100, reads: 6_200, writes: 260, wallMs: 5_000 },
        ],
      },
    ],
    votes: [
      {
        target: 'hosting',
        users: 20,
        votesEach: 10,
        sent: 200,
        accepted: 200,
        stored: 200,
        statuses: { '200': 200 },
        wallMs: 8_000,
        votesPerSecond: 25,
        p50: 300.2,
        p95: 900.7,
      },
      {
        target: 'hosting',
        hot: true,
        inFlight: 30,
        users: 300,
        votesEach: 1,
        sent: 300,
        accepted: 300,
        stored: 300,
        statuses: { '200': 300 },
        retried: 4,
        wallMs: 7_500,
        votesPerSecond: 40,
        p50: 500,
        p95: 1_200,
        count: { before: 0, after: 300, lost: 0, doubled: 0, highestAnswer: 300 },
        busiestDocument: { projectBefore: 41, projectNow: 5, topBarNow: 5 },
      },
    ],
    web: {
      lighthouseVersion: '12.8.2',
      chromeVersion: '156.0.1',
      size: 300,
      runs: 3,
      results: [
        { page: '/', score: 91, lcpMs: 1_830, tbtMs: 120.4, cls: 0.0012, jsBytes: 233_000, jsRequests: 34 },
        {
          page: '/launchpad',
          score: 97,
          lcpMs: 1_500,
          tbtMs: 80,
          cls: 0,
          jsBytes: 200_000,
          jsRequests: 20,
          a11y: 100,
          longestTaskMs: 64.4,
          verdict: { lcpRatio: 1.36, pass: true, misses: [] },
        },
      ],
    },
  };
}

describe('renderReport', () => {
  it('names the machine and renders a row per measurement', () => {
    const md = renderReport(fullReport());
    expect(md).toContain('4 × Test CPU 3000, 15.6 GB RAM, Node v20.19.0');
    expect(md).toContain('on 2026-11-23');
    expect(md).toContain('10.3 min');
    expect(md).toContain('| `/` | 114.6 KB (budget 125 KB) | — | 12 |');
    expect(md).toContain('| `/submit` | 117.2 KB (budget 160 KB) | +78.1 KB (in all ≤ 240 KB) | 14 |');
    expect(md).toContain('| `/` | 91 | 1.83 s | – | 120 ms | – | 0.001 | 227.5 KB (34 files) | – |  |');
    expect(md).toContain(
      '| `/launchpad` | 97 | 1.50 s | 1.36× | 80 ms | 64 ms | 0.000 | 195.3 KB (20 files) | 100 | PASS |',
    );
    expect(md).toContain('median of 3 runs by score');
    expect(md).toContain('| `POST /api/votes` | 39.9 ms | 58.6 ms | 2.00 / 2 | 200 |');
    // Week 1, then the median of the later weeks; reads and writes as ranges.
    expect(md).toContain('| 10,000 | 200,000 | 3 | 100 | 4.00 s | 4.00 s | 6,000–6,200 | 203–260 |');
    expect(md).toContain(
      '| Hosting emulator → emulated `api` function | 20 × 10 | 25.0 | 300 ms | 901 ms | 200 / 200 | – | 200: 200 | – |',
    );
    expect(md).toContain(
      '| Hosting emulator → emulated `api` function, one viral project (30 in flight) | 300 × 1 | 40.0 | 500 ms | 1200 ms | 300 / 300 | 0 → 300 (lost 0, doubled 0) | 200: 300 (4 retried) | 41 → 5 |',
    );
    expect(md).not.toContain('no result');
    expect(md).not.toContain('--quick');
  });

  it('flags an over-budget / and marks benches that failed or did not run', () => {
    const report = fullReport();
    report.bundle!.routes[0]!.firstLoadGzipBytes = 130 * 1024;
    report.steps.push({ name: 'chart 10000', ok: false, seconds: 3 });
    report.charts = [];
    report.votes = [];
    report.web = null;
    report.quick = true;
    const md = renderReport(report);
    expect(md).toContain('130.0 KB (budget 125 KB, **over**)');
    expect(md).toContain('_chart: no result (the bench failed)._');
    expect(md).toContain('_votes: no result (the bench did not run)._');
    expect(md).toContain('_web: no result (the bench did not run)._');
    expect(md).toContain('--quick run');
  });
});

describe('replaceReadmeBlock', () => {
  const readme = `# Title\n\nBefore.\n\n${README_START}\n\nold table\n\n${README_END}\n\nAfter.\n`;

  it('replaces only what is between the markers, and the same block twice gives the same file', () => {
    const once = replaceReadmeBlock(readme, 'NEW');
    expect(once).toBe(`# Title\n\nBefore.\n\n${README_START}\n\nNEW\n\n${README_END}\n\nAfter.\n`);
    expect(replaceReadmeBlock(once, 'NEW')).toBe(once);
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceReadmeBlock('# Title\n', 'NEW')).toThrow(/no <!-- bench:start -->/);
    expect(() => replaceReadmeBlock(`${README_END}\n${README_START}\n`, 'NEW')).toThrow();
  });
});

describe('describeMachine', () => {
  it('reads this machine', () => {
    const m = describeMachine(new Date('2026-11-23T12:00:00Z'));
    expect(m.cpuCount).toBeGreaterThan(0);
    expect(m.ramGb).toBeGreaterThan(0);
    expect(m.node).toBe(process.version);
    expect(m.date).toBe('2026-11-23T12:00:00.000Z');
  });
});
