// Public lists and counters against the emulators, through the real app in-process: chart list,
// all projects, launchpad, archive, builder tools, chart stats and total vibes.
// isolate: countReads spies on the SDK classes this file imports; after some files in a shared module cache the app's are others
import type { z } from 'zod';
import { Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../src/domain/api';
import { COLLECTIONS, CURRENT_CHART_ID, STATS_SUMMARY_ID } from '../src/domain/collections';
import type { ListedProject } from '../src/domain/entities';
import { chartSchema, listedProjectSchema, userSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { HOSTS_FRAMEWORKS, IDE_AGENTS, MODEL_PROVIDERS, PREDEFINED_TOOLS } from '../src/domain/tools';
import { addLocalDays, weekStartOf } from '../src/domain/week';
import { rebuildListIndexes } from '../src/services/list-index';
import { ALL_PROJECTS_MAX_READS } from '../src/services/listing';
import { call, signInAs } from './api-harness';
import type { SubmissionOverrides } from './helpers';
import { adminDb, approvedSubmission, chartRowOf, dumpDatabase, putSubmissions } from './helpers';
import { useApi } from './lifecycle';

const db = adminDb();
const PUBLIC = 'public, max-age=60, s-maxage=300';
const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday; week 2026-11-23 (Copenhagen)
const WEEK = weekStartOf(NOW);
const LAST_WEEK = '2026-11-16';

type Listed = z.infer<typeof API.submissions.output>;

const submission = (id: string, over: SubmissionOverrides = {}) =>
  approvedSubmission(id, { builderName: `Builder ${id}`, ...over });

const chartRow = chartRowOf;

async function putChart(rows: ListedProject[], weekOf = WEEK): Promise<void> {
  const chart = chartSchema.parse({
    id: CURRENT_CHART_ID,
    weekOf,
    publishedAt: new Date('2026-11-23T00:01:30+01:00'),
    entries: rows,
  });
  await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));
}

/**
 * Counts Firestore document reads made in this process (the app runs in-process) by wrapping the
 * SDK's read entry points: Firestore#getAll (DocumentReference#get goes through it) counts one per
 * document, Query#get and Transaction#get count the documents returned (at least 1, as billed).
 */
function countReads(): { reads: () => number; restore: () => void } {
  let reads = 0;
  const getAll = Firestore.prototype.getAll;
  const queryGet = Query.prototype.get;
  const txGet = Transaction.prototype.get;
  const spies = [
    vi.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (this: Firestore, ...args) {
      const snaps = await getAll.apply(this, args);
      reads += snaps.length;
      return snaps;
    }),
    vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
      const snap = await queryGet.call(this);
      reads += Math.max(1, snap.size);
      return snap;
    }),
    vi.spyOn(Transaction.prototype, 'get').mockImplementation(async function (this: Transaction, ...args: unknown[]) {
      const result = await (txGet as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      const size = (result as { size?: number }).size;
      reads += size === undefined ? 1 : Math.max(1, size);
      return result as never;
    }),
  ];
  return { reads: () => reads, restore: () => spies.forEach((s) => s.mockRestore()) };
}

const { h } = useApi({ now: NOW });

describe('GET /api/submissions?filter=vibechart (chart list)', () => {
  it('answers charts/current in rank order, de-duplicated, with ISO dates and public caching', async () => {
    const [a, b, c] = [submission('a'), submission('b'), submission('c')];
    await putSubmissions(a, b, c);
    // Stored out of order and with a duplicate row for b: the list is by rank, first row per id.
    await putChart([
      chartRow(c, 3, { previousRank: 1, chartStatus: '↓2', isNew: false }),
      chartRow(a, 1, { previousRank: 5, chartStatus: '↑4', isNew: false, isHot: true, peakRank: 1, weeksOnChart: 2 }),
      chartRow(b, 2),
      chartRow(b, 4),
    ]);
    const res = await call(h, 'GET', '/api/submissions?filter=vibechart');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    const rows = API.submissions.output.parse(res.body);
    expect(rows.map((r) => [r.id, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(rows[0]).toMatchObject({ currentRank: 1, previousRank: 5, chartStatus: '↑4', isHot: true, weeksOnChart: 2 });
    expect(rows[0]!.createdAt).toBe('2026-10-01T10:00:00.000Z');
    expect(Object.keys(rows[0]!).sort()).toEqual(Object.keys(listedProjectSchema.shape).sort());
  });

  it('costs one document read however many rows the chart has (measured by wrapping the SDK)', async () => {
    const subs = Array.from({ length: 100 }, (_, i) => submission(`p${String(i).padStart(3, '0')}`));
    await putSubmissions(...subs);
    await putChart(subs.map((s, i) => chartRow(s, i + 1)));
    const counter = countReads();
    try {
      const res = await call(h, 'GET', '/api/submissions?filter=vibechart');
      expect(res.status).toBe(200);
      expect((res.body as Listed).length).toBe(100);
      expect(counter.reads()).toBeLessThanOrEqual(2);
      expect(counter.reads()).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('answers [] before the first chart is published', async () => {
    await putSubmissions(submission('a'));
    const res = await call(h, 'GET', '/api/submissions?filter=vibechart');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /api/submissions (all projects)', () => {
  it('lists approved projects: current chart by rank first, then newest first, with live counters', async () => {
    const ranked2 = submission('r2', { createdAt: new Date('2026-11-20T10:00:00Z'), voteCount: 40, vibeCount: 9 });
    const ranked1 = submission('r1', { createdAt: new Date('2026-09-01T10:00:00Z') });
    const newer = submission('new', {
      createdAt: new Date('2026-11-24T10:00:00Z'),
      votesByWeek: { [WEEK]: 3, [LAST_WEEK]: 5 },
      voteCount: 8,
    });
    const older = submission('old', {
      createdAt: new Date('2026-11-02T10:00:00Z'),
      lastChartRank: 7,
      lastChartWeekStart: LAST_WEEK,
    });
    const pending = submission('pending', { status: 'pending', createdAt: new Date('2026-11-25T10:00:00Z') });
    const rejected = submission('rejected', { status: 'rejected' });
    await putSubmissions(ranked2, ranked1, newer, older, pending, rejected);
    await putChart([chartRow(ranked1, 1), chartRow(ranked2, 2, { vibeCount: 1 })]);
    await db
      .collection(COLLECTIONS.users)
      .doc('uid-new')
      .set(toStored(userSchema.parse({ id: 'uid-new', email: 'builder@example.com', createdAt: NOW })));

    for (const path of ['/api/submissions', '/api/submissions?filter=all']) {
      const res = await call(h, 'GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC);
      const rows = API.submissions.output.parse(res.body);
      expect(rows.map((r) => r.id)).toEqual(['r1', 'r2', 'new', 'old']);
      expect(rows[1]).toMatchObject({ currentRank: 2, voteCount: 40, vibeCount: 9 });
      expect(rows[2]).toMatchObject({ currentRank: null, rank: null, weeklyVotes: 3, voteCount: 8, chartStatus: null });
      expect(rows[3]).toMatchObject({ currentRank: null, previousRank: 7 });
      expect(JSON.stringify(res.body)).not.toContain('example.com');
      expect(JSON.stringify(res.body)).not.toContain('submittedBy');
    }
  });

  it('answers its first page only (20 rows), within the read bound', async () => {
    const subs = Array.from({ length: 45 }, (_, i) =>
      submission(`s${String(i).padStart(4, '0')}`, { createdAt: new Date(Date.UTC(2026, 9, 1) + i * 60_000) }),
    );
    await putSubmissions(...subs);
    const counter = countReads();
    const res = await call(h, 'GET', '/api/submissions');
    counter.restore();
    const rows = res.body as Listed;
    expect(rows.map((r) => r.id)).toEqual(
      subs
        .slice(-20)
        .reverse()
        .map((s) => s.id),
    );
    expect(counter.reads()).toBeLessThanOrEqual(ALL_PROJECTS_MAX_READS);
  });
});

describe('GET /api/projects/all (All Projects, a page at a time)', () => {
  type Page = z.infer<typeof API.allProjects.output>;

  /** Every page from the first, following nextCursor; with the reads each page made. */
  async function allPages(limit?: number): Promise<{ pages: Page[]; reads: number[] }> {
    const pages: Page[] = [];
    const reads: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null && pages.length < 100) {
      const query = new URLSearchParams();
      if (cursor) query.set('cursor', cursor);
      if (limit) query.set('limit', String(limit));
      const counter = countReads();
      const res = await call(h, 'GET', `/api/projects/all${query.size ? `?${query}` : ''}`);
      counter.restore();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC);
      const page = API.allProjects.output.parse(res.body);
      pages.push(page);
      reads.push(counter.reads());
      cursor = page.nextCursor;
    }
    return { pages, reads };
  }

  it('pages through every approved project once: charted by rank, then the rest newest first', async () => {
    // 60 projects a minute apart; 25 of them on the chart, ranked in an order of their own, spread
    // through the newest-first order so pages pass over them; one charted project since deleted.
    const subs = Array.from({ length: 60 }, (_, i) =>
      submission(`p${String(i).padStart(2, '0')}`, { createdAt: new Date(Date.UTC(2026, 9, 1) + i * 60_000) }),
    );
    const onChart = subs.filter((_, i) => i % 3 === 0 || i > 52);
    await putSubmissions(
      ...subs,
      submission('pending', { status: 'pending', createdAt: new Date(Date.UTC(2026, 10, 1)) }),
      submission('rejected', { status: 'rejected', createdAt: new Date(Date.UTC(2026, 10, 1)) }),
    );
    const ranked = [...onChart].reverse();
    const gone = submission('gone', { createdAt: new Date(Date.UTC(2026, 9, 2)) });
    await putChart([...ranked.map((s, i) => chartRow(s, i + 1)), chartRow(gone, ranked.length + 1)]);

    const rest = subs.filter((s) => !onChart.includes(s)).reverse();
    const expected = [...ranked, ...rest].map((s) => s.id);
    for (const limit of [undefined, 7, 24]) {
      const { pages, reads } = await allPages(limit);
      const ids = pages.flatMap((p) => p.projects.map((r) => r.id));
      expect(ids, `limit ${limit}`).toEqual(expected);
      for (const page of pages) expect(page.projects.length).toBeLessThanOrEqual(limit ?? 20);
      expect(Math.max(...reads), `limit ${limit}: reads per page ${reads.join(', ')}`).toBeLessThanOrEqual(
        ALL_PROJECTS_MAX_READS,
      );
      expect(pages.at(-1)!.nextCursor).toBeNull();
    }
    const first = (await allPages()).pages[0]!;
    expect(first.projects).toHaveLength(20);
    expect(first.projects[0]).toMatchObject({ id: ranked[0]!.id, currentRank: 1, rank: 1 });
    expect(first.nextCursor).toBe('rank.20');
    // The chart has 25 live rows, so the second page ends it and goes on with the newest, passing
    // over the charted ones among them (a third here) until its reads run out.
    const second = await call(h, 'GET', '/api/projects/all?cursor=rank.20');
    const page2 = API.allProjects.output.parse(second.body);
    const ids2 = page2.projects.map((r) => r.id);
    expect(ids2.length).toBeGreaterThan(5);
    expect(ids2).toEqual(expected.slice(20, 20 + ids2.length));
    expect(page2.projects[5]).toMatchObject({ currentRank: null, rank: null, chartStatus: null });
    expect(page2.nextCursor).toMatch(/^new\.\d+\.p\d\d$/);
  });

  it('a page that passes over many charted projects stays within the read bound and goes on', async () => {
    // 40 charted projects are the newest 40: the newest-first part must pass over all of them.
    const subs = Array.from({ length: 70 }, (_, i) =>
      submission(`q${String(i).padStart(2, '0')}`, { createdAt: new Date(Date.UTC(2026, 9, 1) + i * 60_000) }),
    );
    await putSubmissions(...subs);
    const charted = subs.slice(30).reverse();
    await putChart(charted.map((s, i) => chartRow(s, i + 1)));
    const { pages, reads } = await allPages();
    const ids = pages.flatMap((p) => p.projects.map((r) => r.id));
    expect(ids).toEqual([...charted, ...subs.slice(0, 30).reverse()].map((s) => s.id));
    expect(Math.max(...reads)).toBeLessThanOrEqual(ALL_PROJECTS_MAX_READS);
    // Some page was cut short by passing over charted projects, yet the list went on to the end.
    expect(pages.slice(0, -1).some((p) => p.projects.length < 20)).toBe(true);
  });

  it('an empty database: one empty page, no cursor', async () => {
    const res = await call(h, 'GET', '/api/projects/all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ projects: [], nextCursor: null });
  });

  it.each([
    ['cursor=rank.0', /^cursor must be a previous page's nextCursor$/],
    ['cursor=rank.01', /^cursor must be a previous page's nextCursor$/],
    ['cursor=new.1.', /^cursor must be a previous page's nextCursor$/],
    ['cursor=new.1.a%2Fb', /^cursor must be a previous page's nextCursor$/],
    ['cursor=nope', /^cursor must be a previous page's nextCursor$/],
    ['limit=25', /^limit must be at most 24$/],
    ['limit=020', /^limit must be a whole number from 1 to 24$/],
    ['page=2', /^Unknown query parameter: page \(allowed: cursor, limit, tool, q\)$/],
  ])('refuses ?%s with a 400 that says why', async (query, message) => {
    const res = await call(h, 'GET', `/api/projects/all?${query}`);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(message);
  });
});

describe('GET /api/projects/launchpad', () => {
  const windowStart = addLocalDays(NOW, -7);

  beforeEach(async () => {
    const at = (ms: number) => new Date(ms);
    await putSubmissions(
      submission('edge', { launchpadLiveAt: windowStart, approvedAt: windowStart }),
      submission('just-in', { launchpadLiveAt: at(windowStart.getTime() + 1) }),
      submission('day3', { launchpadLiveAt: at(NOW.getTime() - 3 * 86_400_000), votesByWeek: { [WEEK]: 2 } }),
      submission('day1', { launchpadLiveAt: at(NOW.getTime() - 86_400_000) }),
      submission('now', { launchpadLiveAt: NOW }),
      submission('future', { launchpadLiveAt: at(NOW.getTime() + 1) }),
      submission('pending', { status: 'pending', launchpadLiveAt: null, approvedAt: null, createdAt: NOW }),
      submission('rejected', { status: 'rejected', launchpadLiveAt: at(NOW.getTime() - 1000) }),
    );
    // The launchpad's page order, as approving keeps it (list-index.ts).
    await rebuildListIndexes(db, NOW);
  });

  it('lists approved projects live in the last 7 days (exactly: after now − 7 days), newest first', async () => {
    const res = await call(h, 'GET', '/api/projects/launchpad?page=1&limit=24');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    const rows = API.launchpad.output.parse(res.body);
    expect(rows.map((r) => r.id)).toEqual(['now', 'day1', 'day3', 'just-in']);
    expect(rows[2]).toMatchObject({ weeklyVotes: 2, rank: null, currentRank: null });
  });

  it('moves with the clock: a day later the oldest has left the window', async () => {
    h.clock.now = new Date(NOW.getTime() + 86_400_000);
    const rows = (await call(h, 'GET', '/api/projects/launchpad')).body as Listed;
    expect(rows.map((r) => r.id)).toEqual(['future', 'now', 'day1', 'day3']);
  });

  it('pages by `limit`; pages past the end are empty', async () => {
    const page = async (n: number) =>
      ((await call(h, 'GET', `/api/projects/launchpad?page=${n}&limit=3`)).body as Listed).map((r) => r.id);
    expect(await page(1)).toEqual(['now', 'day1', 'day3']);
    expect(await page(2)).toEqual(['just-in']);
    expect(await page(3)).toEqual([]);
    expect(await page(1000)).toEqual([]);
  });

  it('defaults to page 1 of 24', async () => {
    const rows = (await call(h, 'GET', '/api/projects/launchpad')).body as Listed;
    expect(rows.length).toBe(4);
  });
});

describe('GET /api/projects/archive', () => {
  beforeEach(async () => {
    // On this week's chart: c1 (rank 1, charted before), c2 (rank 2, new). Dropped off: d5 last
    // held rank 5 last week, d3 rank 3 two weeks ago. n never charted. p charted but now rejected.
    const c1 = submission('c1', {
      firstChartedAt: new Date('2026-11-09T00:01:00Z'),
      lastChartRank: 1,
      lastChartWeekStart: WEEK,
      peakRank: 1,
      weeksOnChart: 3,
    });
    const c2 = submission('c2', {
      firstChartedAt: new Date('2026-11-23T00:01:00Z'),
      lastChartRank: 2,
      lastChartWeekStart: WEEK,
      peakRank: 2,
      weeksOnChart: 1,
    });
    const d5 = submission('d5', {
      firstChartedAt: new Date('2026-11-09T00:01:00Z'),
      lastChartRank: 5,
      lastChartWeekStart: LAST_WEEK,
      peakRank: 4,
      weeksOnChart: 2,
    });
    const d3 = submission('d3', {
      firstChartedAt: new Date('2026-10-19T00:01:00Z'),
      archivedAt: new Date('2026-11-16T00:01:00Z'),
      lastChartRank: 3,
      lastChartWeekStart: '2026-11-09',
      peakRank: 2,
      weeksOnChart: 4,
    });
    const n = submission('n');
    const p = submission('p', {
      status: 'rejected',
      firstChartedAt: NOW,
      lastChartRank: 9,
      lastChartWeekStart: LAST_WEEK,
    });
    await putSubmissions(c1, c2, d5, d3, n, p);
    // The archive's page order, as the chart job writes it (list-index.ts).
    await rebuildListIndexes(db, NOW);
    await putChart([
      chartRow(c1, 1, { previousRank: 2, chartStatus: '↑1', isNew: false, isHot: true, weeksOnChart: 3 }),
      chartRow(c2, 2),
    ]);
  });

  it('lists every charted project by latest chart week, then rank; current rank and previous rank per row', async () => {
    const res = await call(h, 'GET', '/api/projects/archive?page=1&limit=24');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    const rows = API.archive.output.parse(res.body);
    expect(rows.map((r) => r.id)).toEqual(['c1', 'c2', 'd5', 'd3']);
    expect(rows[0]).toMatchObject({
      rank: 1,
      currentRank: 1,
      previousRank: 2,
      chartStatus: '↑1',
      isHot: true,
      weeksOnChart: 3,
    });
    expect(rows[1]).toMatchObject({ currentRank: 2, previousRank: null, chartStatus: 'New Entry', isNew: true });
    expect(rows[2]).toMatchObject({
      rank: null,
      currentRank: null,
      previousRank: 5,
      peakRank: 4,
      chartStatus: null,
      isNew: false,
    });
    expect(rows[3]).toMatchObject({ currentRank: null, previousRank: 3, weeksOnChart: 4 });
  });

  it('pages, and answers the same public response with or without a bearer', async () => {
    const ids = async (path: string, token?: string) => {
      const res = await call(h, 'GET', path, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC);
      return (res.body as Listed).map((r) => r.id);
    };
    expect(await ids('/api/projects/archive?page=1&limit=3')).toEqual(['c1', 'c2', 'd5']);
    expect(await ids('/api/projects/archive?page=2&limit=3')).toEqual(['d3']);
    expect(await ids('/api/projects/archive?page=3&limit=3')).toEqual([]);
    const user = await signInAs('archive-reader@example.com');
    expect(await ids('/api/projects/archive', user.token)).toEqual(['c1', 'c2', 'd5', 'd3']);
    expect(await ids('/api/projects/archive', 'not-a-token')).toEqual(['c1', 'c2', 'd5', 'd3']);
  });
});

describe('GET /api/builder-tools', () => {
  it('answers the whole catalogue of domain/tools.ts in form order, whatever builder_tools holds', async () => {
    const expected = PREDEFINED_TOOLS.map(({ id, name, color, category }) => ({ id, name, color, category }));
    expect(expected).toHaveLength(MODEL_PROVIDERS.length + IDE_AGENTS.length + HOSTS_FRAMEWORKS.length);
    // An empty database (a new deployment) ...
    expect(await dumpDatabase()).toEqual({});
    const res = await call(h, 'GET', '/api/builder-tools');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    expect(res.body).toEqual(expected);
    const categories = (res.body as Array<{ category: string }>).map((t) => t.category);
    expect([...new Set(categories)]).toEqual(['model_provider', 'ide_agent', 'host_framework']);
    // ... and a stray stored copy is not read: the catalogue has one source.
    await db.collection(COLLECTIONS.builderTools).doc('softgen').set({ name: 'Softgen', color: 'green' });
    expect((await call(h, 'GET', '/api/builder-tools')).body).toEqual(expected);
  });
});

describe('GET /api/chart/stats and /api/stats/total-vibes', () => {
  it('answer the counters from the fresh summary with one read', async () => {
    await db
      .collection(COLLECTIONS.stats)
      .doc(STATS_SUMMARY_ID)
      .set({
        totalVotes: 119,
        totalVibes: 281,
        totalProjects: 58,
        totalBuilders: 40,
        updatedAt: new Date(NOW.getTime() - 10_000),
      });
    const counter = countReads();
    try {
      const stats = await call(h, 'GET', '/api/chart/stats');
      expect(stats.status).toBe(200);
      expect(stats.headers.get('cache-control')).toBe(PUBLIC);
      expect(stats.body).toEqual({ totalVotes: 119, totalProjects: 58, totalBuilders: 40 });
      expect(counter.reads()).toBe(1);
    } finally {
      counter.restore();
    }
    const vibes = await call(h, 'GET', '/api/stats/total-vibes');
    expect(vibes.headers.get('cache-control')).toBe(PUBLIC);
    expect(vibes.body).toEqual({ totalVibes: 281 });
  });

  it('sums the shards when there is no summary yet', async () => {
    await db.collection(COLLECTIONS.statsShards).doc('0').set({ totalVotes: 2, totalVibes: 1 });
    await db.collection(COLLECTIONS.statsShards).doc('3').set({ totalVotes: 1, totalProjects: 1, totalBuilders: 1 });
    expect((await call(h, 'GET', '/api/chart/stats')).body).toEqual({
      totalVotes: 3,
      totalProjects: 1,
      totalBuilders: 1,
    });
    expect((await call(h, 'GET', '/api/stats/total-vibes')).body).toEqual({ totalVibes: 1 });
  });

  it('answers zeros on an empty database', async () => {
    expect((await call(h, 'GET', '/api/chart/stats')).body).toEqual({
      totalVotes: 0,
      totalProjects: 0,
      totalBuilders: 0,
    });
    expect((await call(h, 'GET', '/api/stats/total-vibes')).body).toEqual({ totalVibes: 0 });
  });
});

describe('bad input on the lists', () => {
  const cases: [string, RegExp][] = [
    ['/api/projects/launchpad?page=-1', /.+/],
    ['/api/projects/launchpad?page=0', /.+/],
    ['/api/projects/launchpad?page=abc', /.+/],
    ['/api/projects/launchpad?page=1.5', /.+/],
    ['/api/projects/launchpad?page=1001', /.+/],
    ['/api/projects/launchpad?limit=10000', /.+/],
    ['/api/projects/launchpad?limit=0', /.+/],
    ['/api/projects/launchpad?page=1&page=2', /.+/],
    ['/api/projects/archive?page=-1', /.+/],
    ['/api/projects/archive?page=abc', /.+/],
    ['/api/projects/archive?limit=10000', /.+/],
    [`/api/submissions?filter=${'x'.repeat(41)}`, /.+/],
  ];

  it.each(cases)('GET %s → 400 with a message, nothing written', async (path, message) => {
    await putSubmissions(submission('a', { launchpadLiveAt: NOW }));
    const before = await dumpDatabase();
    const res = await call(h, 'GET', path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', message });
    // An error must not be cached by the CDN for the next five minutes.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await dumpDatabase()).toEqual(before);
  });
});
