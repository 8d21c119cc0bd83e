// The Monday chart job against the emulator: six scripted weeks, re-runs, a double run, a killed
// run, the lock and the size of a full chart; and the chart:run script.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import type { Chart, Submission } from '../src/domain/entities';
import { chartSchema, submissionSchema } from '../src/domain/entities';
import { parseStored } from '../src/domain/firestore-data';
import { addLocalDays, weekStartInstant } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import { adminDb, approvedSubmission, clearFirestore, dumpDatabase, putSubmissions } from './helpers';
import type { SubmissionOverrides } from './helpers';
import { runScript } from './run-script';

const db = adminDb();
const W = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'] as const;

const SEPT_1 = new Date('2026-09-01T10:00:00Z');
const SEPT_2 = new Date('2026-09-02T10:00:00Z');
const project = (id: string, over: SubmissionOverrides = {}) =>
  approvedSubmission(id, {
    builderName: `Builder ${id}`,
    createdAt: SEPT_1,
    approvedAt: SEPT_2,
    launchpadLiveAt: SEPT_2,
    ...over,
  });

const judged = (aiScore: number, at: Date) => ({
  aiScore,
  innovationScore: 7,
  utilityScore: 7,
  reviewText: 'A scripted review.',
  aiJudgedAt: at,
});
const during = (week: string, days = 2) => addLocalDays(weekStartInstant(week), days);
const before = (week: string) => addLocalDays(weekStartInstant(week), -3);

async function patch(id: string, data: Record<string, unknown>): Promise<void> {
  await db.collection(COLLECTIONS.submissions).doc(id).set(data, { merge: true });
}

async function chartOf(id: string): Promise<Chart | null> {
  const snap = await db.collection(COLLECTIONS.charts).doc(id).get();
  return snap.exists ? parseStored(chartSchema, snap.ref.path, id, snap.data()) : null;
}

async function projectOf(id: string): Promise<Submission> {
  const snap = await db.collection(COLLECTIONS.submissions).doc(id).get();
  return parseStored(submissionSchema, snap.ref.path, id, snap.data());
}

type Row = [id: string, rank: number, status: string, weeks: number, peak: number, isNew: boolean, isHot: boolean];
function rows(chart: Chart | null): Row[] {
  return (chart?.entries ?? []).map((e) => [
    e.id,
    e.rank!,
    e.chartStatus!,
    e.weeksOnChart,
    e.peakRank!,
    e.isNew,
    e.isHot,
  ]);
}

/** The world before week i's run (0-based): submissions, approvals, votes and judge results so far. */
async function scriptUntil(i: number): Promise<void> {
  if (i === 0) {
    await putSubmissions(
      project('A', judged(9.0, before(W[0]))),
      project('B', judged(8.0, before(W[0]))),
      project('C', judged(6.9, before(W[0]))),
      project('E', { ...judged(9.5, before(W[0])), status: 'pending' }),
      project('F', judged(7.2, before(W[0]))),
      project('D', { approvedAt: during(W[0], -9), launchpadLiveAt: during(W[0], -9) }),
    );
  }
  if (i === 1) {
    await patch('B', { votesByWeek: { [W[0]]: 30 }, voteCount: 30 });
    await patch('D', judged(7.5, during(W[0])));
    await patch('F', judged(6.5, during(W[0])));
  }
  if (i === 2) await patch('D', { votesByWeek: { [W[1]]: 40 }, voteCount: 40 });
  if (i === 3) await patch('F', judged(7.8, during(W[2], 1)));
}

async function runWeeks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await scriptUntil(i);
    const result = await runChartJob({ db, now: during(W[i]!, 0) });
    expect(result).toMatchObject({ status: 'published', weekOf: W[i] });
  }
}

beforeEach(async () => {
  await clearFirestore();
});

describe('six weeks of charts', () => {
  it('ranks, moves, peaks, counts weeks, re-enters and archives', async () => {
    const expected: Row[][] = [
      [
        ['A', 1, 'New Entry', 1, 1, true, false],
        ['B', 2, 'New Entry', 1, 2, true, false],
        ['F', 3, 'New Entry', 1, 3, true, false],
      ],
      [
        ['B', 1, '↑1', 2, 1, false, true],
        ['A', 2, '↓1', 2, 1, false, false],
        ['D', 3, 'New Entry', 1, 3, true, false],
      ],
      // B and D tie on 95.0: the higher aiScore goes first.
      [
        ['B', 1, '=', 3, 1, false, false],
        ['D', 2, '↑1', 2, 2, false, true],
        ['A', 3, '↓1', 3, 1, false, false],
      ],
      [
        ['B', 1, '=', 4, 1, false, false],
        ['D', 2, '=', 3, 2, false, false],
        ['A', 3, '=', 4, 1, false, false],
        ['F', 4, 'Re-entry', 2, 3, false, false],
      ],
      // A and B had their 4th week: archived, gone.
      [
        ['D', 1, '↑1', 4, 1, false, true],
        ['F', 2, '↑2', 3, 2, false, true],
      ],
      [['F', 1, '↑1', 4, 1, false, true]],
    ];
    for (let i = 0; i < W.length; i++) {
      await scriptUntil(i);
      const result = await runChartJob({ db, now: during(W[i]!, 0) });
      expect(result).toMatchObject({ status: 'published', weekOf: W[i], current: true });
      const chart = await chartOf(W[i]!);
      expect(rows(chart), W[i]).toEqual(expected[i]);
      expect(chart!.publishedAt).toEqual(weekStartInstant(W[i]!));
      const current = await chartOf(CURRENT_CHART_ID);
      expect(current!.entries).toEqual(chart!.entries);
    }
    // Scores and votes on the rows are frozen at each cut-off.
    const w3 = await chartOf(W[2]);
    expect(w3!.entries.map((e) => [e.id, e.voteCount, e.weeklyVotes, e.finalScore])).toEqual([
      ['B', 30, 0, 95],
      ['D', 40, 40, 95],
      ['A', 0, 0, 90],
    ]);

    const [a, b, c, d, e, f] = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map(projectOf));
    expect(a).toMatchObject({ archivedAt: weekStartInstant(W[4]), weeksOnChart: 4, peakRank: 1, lastChartRank: 3 });
    expect(a!.lastChartWeekStart).toBe(W[3]);
    expect(a!.firstChartedAt).toEqual(weekStartInstant(W[0]));
    expect(b).toMatchObject({ archivedAt: weekStartInstant(W[4]), weeksOnChart: 4, peakRank: 1 });
    expect(d).toMatchObject({ archivedAt: weekStartInstant(W[5]), weeksOnChart: 4, lastChartWeekStart: W[4] });
    expect(d!.firstChartedAt).toEqual(weekStartInstant(W[1]));
    expect(f).toMatchObject({ archivedAt: null, weeksOnChart: 4, peakRank: 1, lastChartRank: 1 });
    expect(f!.lastChartWeekStart).toBe(W[5]);
    for (const never of [c, e]) expect(never).toMatchObject({ firstChartedAt: null, lastChartRank: null });

    const entries = await db.collection(COLLECTIONS.chartEntries).where('submissionId', '==', 'F').get();
    expect(entries.docs.map((doc) => [doc.id, doc.get('rank'), doc.get('chartStatus')])).toEqual([
      [`${W[0]}_F`, 3, 'New Entry'],
      [`${W[3]}_F`, 4, 'Re-entry'],
      [`${W[4]}_F`, 2, '↑2'],
      [`${W[5]}_F`, 1, '↑1'],
    ]);
  });

  it('re-running the newest or an older week changes nothing', async () => {
    await runWeeks(6);
    const snapshot = await dumpDatabase();
    for (const week of [W[5], W[2], W[1]]) {
      await runChartJob({ db, now: new Date('2026-12-01T00:00:00Z'), weekOf: week });
      expect(await dumpDatabase(), week).toEqual(snapshot);
    }
  });
});

describe('runs that collide or die', () => {
  it('two runs started together publish one chart, the same as one run', async () => {
    await runWeeks(2);
    await scriptUntil(2);
    await runChartJob({ db, now: during(W[2], 0) });
    const reference = await dumpDatabase();

    await clearFirestore();
    await runWeeks(2);
    await scriptUntil(2);
    const results = await Promise.all([
      runChartJob({ db, now: during(W[2], 0) }),
      runChartJob({ db, now: during(W[2], 0) }),
    ]);
    // The loser sees the lock, or (when the winner had already finished) recomputes the same documents.
    expect(results.some((r) => r.status === 'published')).toBe(true);
    for (const r of results) expect(['published', 'locked']).toContain(r.status);
    expect(await dumpDatabase()).toEqual(reference);
  });

  it('a held lock refuses a second run; an expired one is taken over', async () => {
    await scriptUntil(0);
    const lock = db.collection(COLLECTIONS.chartLocks).doc(W[0]);
    await lock.set({ owner: 'other', weekOf: W[0], leaseUntil: new Date(Date.now() + 60_000) });
    expect(await runChartJob({ db, now: during(W[0], 0) })).toEqual({ status: 'locked', weekOf: W[0], owner: 'other' });
    expect(await chartOf(W[0])).toBeNull();

    await lock.set({ owner: 'other', weekOf: W[0], leaseUntil: new Date(Date.now() - 1) });
    expect(await runChartJob({ db, now: during(W[0], 0) })).toMatchObject({ status: 'published', entries: 3 });
    expect((await lock.get()).exists).toBe(false);
  });

  it('a run killed halfway publishes nothing; the next run finishes like a clean run', async () => {
    await runWeeks(4);
    await scriptUntil(4);
    await runChartJob({ db, now: during(W[4], 0) });
    const reference = await dumpDatabase();

    await clearFirestore();
    await runWeeks(4);
    await scriptUntil(4);
    await expect(runChartJob({ db, now: during(W[4], 0), batchSize: 2, failAfterWrites: 2 })).rejects.toThrow(
      /killed after 2 writes/,
    );
    expect(await chartOf(W[4])).toBeNull();
    expect((await chartOf(CURRENT_CHART_ID))!.weekOf).toBe(W[3]);
    await runChartJob({ db, now: during(W[4], 0) });
    expect(await dumpDatabase()).toEqual(reference);
  });
});

describe('a full chart', () => {
  it('publishes the top 100 of 120 long rows well under 1 MiB', async () => {
    const long = (n: number, c: string) => c.repeat(n);
    const url = (i: number) => `https://example.com/${long(280, 'p')}/${i}`;
    const projects = Array.from({ length: 120 }, (_, i) =>
      project(`P${String(i).padStart(3, '0')}`, {
        ...judged(7 + (i % 30) / 10, before(W[0])),
        projectName: long(100, 'N'),
        description: long(200, 'D'),
        projectIntention: long(40, 'I'),
        reviewText: long(1000, 'R'),
        builderName: long(200, 'B'),
        builderTool: ['Claude Code', 'Cursor', 'Lovable', 'Replit Agent', 'Windsurf', 'Bolt'],
        modelProviders: ['Claude 4 Sonnet', 'GPT-5'],
        ideAgents: ['Cursor', 'Claude Code'],
        hostsFrameworks: ['Vercel', 'Next.js'],
        projectUrl: url(i),
        thumbnailUrl: url(i),
        thumbnailSmallUrl: url(i),
        socialProofUrl: url(i),
        links: { website: url(i), github: url(i), x: url(i), linkedin: url(i) },
        votesByWeek: { '2026-09-28': i },
      }),
    );
    for (let i = 0; i < projects.length; i += 40) await putSubmissions(...projects.slice(i, i + 40));
    const result = await runChartJob({ db, now: during(W[0], 0) });
    expect(result).toMatchObject({ status: 'published', entries: 100 });
    const snap = await db.collection(COLLECTIONS.charts).doc(W[0]).get();
    const bytes = Buffer.byteLength(JSON.stringify(snap.data()));
    expect(bytes).toBeLessThan(600 * 1024);
    const chart = await chartOf(W[0]);
    expect(chart!.entries.map((e) => e.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});

describe('npm run chart:run', () => {
  const run = (...args: string[]) => runScript('chart-run', args);

  it('publishes the week asked for', async () => {
    await scriptUntil(0);
    const out = run('--week', W[0]);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain(`chart ${W[0]}: published 3 entries (current)`);
    expect(rows(await chartOf(W[0])).map((r) => r[0])).toEqual(['A', 'B', 'F']);
  }, 60_000);

  it('refuses a week that is not a Monday', () => {
    const out = run('--week', '2026-10-06');
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('--week must be a Monday date (YYYY-MM-DD), got "2026-10-06"');
  }, 60_000);
});
