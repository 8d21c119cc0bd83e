// The Monday chart job at scale: its candidates stream through a top-100 selection (only the rows'
// and the previously charted projects' whole documents are read), and the counter shards fold in
// streamed, atomic batches. Checked against the chart that ranking every candidate in memory gives,
// week after week, and against votes and deletions that land in the middle of a fold.
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { rankChart, summarizeChartHistory, votesBefore } from '../src/domain/chart';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { CHART_MIN_AI_SCORE, CHART_SIZE } from '../src/domain/constants';
import type { Chart, Submission } from '../src/domain/entities';
import { chartEntrySchema, chartSchema, fairnessGroupSchema, submissionSchema } from '../src/domain/entities';
import { discountVotes, discountsByProject } from '../src/domain/fairness';
import { parseStored, toStored } from '../src/domain/firestore-data';
import { addLocalDays, shiftWeek, weekStartInstant } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import { typedCollection } from '../src/services/firestore';
import { foldProjectCounters, incrementProjectCounters } from '../src/services/project-counters';
import { adminDb, clearFirestore, judgedSubmission, liveCounts } from './helpers';

const db = adminDb();
const W = ['2026-10-05', '2026-10-12', '2026-10-19'] as const;

/** Small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function commitAll(writes: ((batch: WriteBatch) => void)[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
}

/** `votes` votes of `week` on project `id`, as voters write them: blind increments of shards 0..n. */
function shardVotes(id: string, week: string, votes: number): ((batch: WriteBatch) => void)[] {
  return Array.from(
    { length: votes },
    (_, n) => (batch) => incrementProjectCounters(db, batch, id, { vote: { weekStart: week } }, n % 5),
  );
}

/**
 * The chart of `weekOf` as the job computed it before it streamed: every approved project read whole
 * with its live counts (its fields plus its shards), filtered, discounted and ranked in memory.
 */
async function inMemoryChart(firestore: Firestore, weekOf: string) {
  const cutoff = weekStartInstant(weekOf);
  const all = (await typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).get()).docs.map((d) =>
    d.data(),
  );
  const live = await Promise.all(all.map(async (s) => ({ ...s, ...(await liveCounts(s.id)) })));
  const entries = (await typedCollection(COLLECTIONS.chartEntries, chartEntrySchema, firestore).get()).docs.map((d) =>
    d.data(),
  );
  const groups = await typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, firestore)
    .where('status', '==', 'discounted')
    .get();
  const discounts = discountsByProject(groups.docs.map((d) => d.data()));
  let discountedVotes = 0;
  const candidates = live
    .filter(
      (s) =>
        s.status === 'approved' &&
        (s.archivedAt === null || s.archivedAt.getTime() > cutoff.getTime()) &&
        s.aiScore !== null &&
        s.aiScore >= CHART_MIN_AI_SCORE - 1e-9 &&
        s.aiJudgedAt !== null &&
        s.aiJudgedAt.getTime() <= cutoff.getTime() &&
        s.aiHeldAt === null,
    )
    .map((s) => {
      const { votesByWeek, discounted } = discountVotes(s.votesByWeek, discounts.get(s.id));
      discountedVotes += votesBefore(discounted, weekOf);
      return { ...s, archivedAt: null, totalVotes: votesBefore(votesByWeek, weekOf) };
    });
  const ranked = rankChart(candidates, summarizeChartHistory(entries, weekOf), CHART_SIZE);
  return {
    candidates: candidates.length,
    discountedVotes,
    rows: ranked.map((e) => [e.submissionId, e.rank, e.finalScore, e.totalVotes, e.chartStatus, e.peakRank]),
  };
}

async function published(weekOf: string): Promise<Chart> {
  const snap = await db.collection(COLLECTIONS.charts).doc(weekOf).get();
  return parseStored(chartSchema, snap.ref.path, weekOf, snap.data());
}

/** Counts the projects `db.getAll` reads whole while `work` runs (the job reads its rows that way). */
async function countGetAll<T>(work: () => Promise<T>): Promise<{ result: T; documents: number }> {
  const original = db.getAll.bind(db);
  let documents = 0;
  db.getAll = ((...args: Parameters<Firestore['getAll']>) => {
    documents += args.filter(
      (a) => typeof a === 'object' && a !== null && 'path' in a && a.path.startsWith(`${COLLECTIONS.submissions}/`),
    ).length;
    return original(...args);
  }) as Firestore['getAll'];
  try {
    return { result: await work(), documents };
  } finally {
    db.getAll = original;
  }
}

beforeEach(async () => {
  await clearFirestore();
});

describe('the chart job streams its candidates', () => {
  it('publishes, week after week, the chart that ranking every candidate in memory gives', async () => {
    const rnd = random(31);
    const long = 'A long review that the ranking never needs. '.repeat(22);
    const projects: Submission[] = [];
    for (let i = 0; i < 640; i++) {
      const id = `scale-${String(i).padStart(4, '0')}`;
      // Projects 1–4 chart for sure: the history and the fairness discount below are theirs.
      const kind = i >= 1 && i <= 4 ? 1 : rnd();
      const folded = Math.floor(rnd() * 6);
      projects.push(
        judgedSubmission(id, i >= 1 && i <= 4 ? 9.5 : Math.round((6.5 + rnd() * 3.5) * 10) / 10, {
          reviewText: long,
          aiJudgedAt: new Date('2026-09-20T10:00:00Z'),
          // Scores repeat and votes are few, so full ties on score end on approval time and id.
          approvedAt: new Date(Date.UTC(2026, 8, 1 + Math.floor(rnd() * 3))),
          votesByWeek: { [shiftWeek(W[0], -2)]: folded },
          voteCount: folded,
          ...(kind < 0.04 ? { aiHeldAt: new Date('2026-09-20T10:00:00Z') } : {}),
          ...(kind >= 0.04 && kind < 0.08 ? { aiJudgedAt: addLocalDays(weekStartInstant(W[1]), 2) } : {}),
          ...(kind >= 0.08 && kind < 0.11 ? { status: 'pending' as const } : {}),
          ...(kind >= 0.11 && kind < 0.14 ? { archivedAt: new Date('2026-09-07T00:00:00Z') } : {}),
          ...(kind >= 0.14 && kind < 0.17 ? { aiScore: null } : {}),
        }),
      );
    }
    // Two projects with three earlier chart weeks: one charts its fourth now, the other's fourth was
    // last week, so it is archived from this Monday (the archive rule reads their whole documents).
    const pastWeeks = [shiftWeek(W[0], -4), shiftWeek(W[0], -3), shiftWeek(W[0], -2), shiftWeek(W[0], -1)];
    const history = [
      ...pastWeeks.slice(1).map((weekOf, i) => ({ id: 'scale-0001', weekOf, rank: 3 + i })),
      ...pastWeeks.map((weekOf, i) => ({ id: 'scale-0002', weekOf, rank: 10 + i })),
    ];
    await commitAll([
      ...projects.map(
        (s) => (batch: WriteBatch) => batch.set(db.collection(COLLECTIONS.submissions).doc(s.id), toStored(s)),
      ),
      ...history.map(
        (h) => (batch: WriteBatch) =>
          batch.set(
            db.collection(COLLECTIONS.chartEntries).doc(ids.chartEntry(h.weekOf, h.id)),
            toStored(
              chartEntrySchema.parse({
                id: ids.chartEntry(h.weekOf, h.id),
                submissionId: h.id,
                rank: h.rank,
                weekOf: h.weekOf,
                lastWeekRank: null,
                weeksOnChart: 1,
                peakRank: h.rank,
                totalVotes: 0,
                aiScore: 8,
                finalScore: 80,
                chartStatus: 'New Entry',
                createdAt: weekStartInstant(h.weekOf),
              }),
            ),
          ),
      ),
      (batch) =>
        batch.set(
          db.collection(COLLECTIONS.fairnessGroups).doc('ring'),
          toStored(
            fairnessGroupSchema.parse({
              id: 'ring',
              weekStart: shiftWeek(W[0], -1),
              projectIds: ['scale-0003', 'scale-0004'],
              accountIds: ['ring-1'],
              accountCount: 1,
              voteCount: 9,
              votesByProject: { 'scale-0003': 5, 'scale-0004': 4 },
              reasons: ['burst'],
              evidence: {
                freshAccounts: 1,
                burstWindowMinutes: 5,
                firstVoteAt: new Date('2026-10-01'),
                lastVoteAt: new Date('2026-10-01'),
              },
              status: 'discounted',
              detectedAt: new Date('2026-10-02'),
              updatedAt: new Date('2026-10-02'),
            }),
          ),
        ),
    ]);

    for (const [i, weekOf] of W.entries()) {
      // The week before the cut-off voted into the counter shards; the job folds them first.
      const week = shiftWeek(weekOf, -1);
      const voted = projects.filter((_, n) => n % (3 + i) === 0);
      await commitAll(voted.flatMap((s, n) => shardVotes(s.id, week, 1 + ((n * 7 + i) % 9))));
      const expected = await inMemoryChart(db, weekOf);
      expect(expected.rows).toHaveLength(CHART_SIZE);

      const { result, documents } = await countGetAll(() => runChartJob({ db, now: weekStartInstant(weekOf) }));
      expect(result).toMatchObject({ status: 'published', weekOf, entries: CHART_SIZE });
      if (result.status !== 'published') return;
      expect(result.candidates).toBe(expected.candidates);
      expect(result.folded.projects).toBe(voted.length);
      // Whole documents only for the rows and the candidates with chart history, not the ~500 others.
      expect(documents).toBeLessThanOrEqual(CHART_SIZE + 2 + 100 * i);
      expect(documents).toBeGreaterThanOrEqual(CHART_SIZE);

      const chart = await published(weekOf);
      expect(chart.discountedVotes).toBe(expected.discountedVotes);
      expect(chart.discountedVotes).toBeGreaterThan(0);
      const rows = chart.entries.map((e) => [e.id, e.rank, e.finalScore, e.voteCount, e.chartStatus, e.peakRank]);
      expect(rows).toEqual(expected.rows);
      expect(chart.entries.every((e) => e.reviewText === long)).toBe(true);
      expect((await db.collection(COLLECTIONS.projectCounterShards).get()).size).toBe(0);
    }
    // The project whose fourth chart week was the week before W[0] left for the archive that Monday.
    const archived = (await db.collection(COLLECTIONS.submissions).doc('scale-0002').get()).get('archivedAt');
    expect(archived?.toDate()).toEqual(weekStartInstant(W[0]));
    const charts = await Promise.all(W.map(published));
    expect(charts.flatMap((c) => c.entries).some((e) => e.id === 'scale-0002')).toBe(false);
  }, 240_000);
});

describe('the counter shards fold in streamed batches', () => {
  const week = '2026-10-05';
  async function seed(n: number): Promise<string[]> {
    const projectIds = Array.from({ length: n }, (_, i) => `fold-${String(i).padStart(4, '0')}`);
    await commitAll([
      ...projectIds.map((id) => (batch: WriteBatch) => {
        const s = judgedSubmission(id, 8, { votesByWeek: { '2026-09-28': 2 }, voteCount: 2, vibeCount: 1 });
        batch.set(db.collection(COLLECTIONS.submissions).doc(id), toStored(s));
      }),
      ...projectIds.flatMap((id, i) => shardVotes(id, week, 1 + (i % 4))),
      ...projectIds.map((id) => (batch: WriteBatch) => incrementProjectCounters(db, batch, id, { vibes: 2 }, 7)),
    ]);
    return projectIds;
  }

  it('folds 400 projects in a few atomic batches, every count exact, no shard left', async () => {
    const projectIds = await seed(400);
    const batches: string[][] = [];
    const folded = await foldProjectCounters(db, { beforeCommit: async (inBatch) => void batches.push(inBatch) });
    // 1–4 vote shards and 1 vibe shard a project: 1,400 shards, 1,800 writes, ~450 a batch.
    expect(folded).toEqual({ projects: 400, shards: 1400 });
    expect(batches.length).toBeGreaterThanOrEqual(4);
    expect(batches.length).toBeLessThanOrEqual(6);
    expect(batches.flat().sort()).toEqual(projectIds);
    expect((await db.collection(COLLECTIONS.projectCounterShards).get()).size).toBe(0);
    for (const [i, id] of projectIds.entries()) {
      const votes = 1 + (i % 4);
      const stored = (await db.collection(COLLECTIONS.submissions).doc(id).get()).data();
      expect(stored).toMatchObject({
        voteCount: 2 + votes,
        votesByWeek: { '2026-09-28': 2, [week]: votes },
        vibeCount: 3,
      });
    }
  }, 120_000);

  it('a vote on a shard already read, or a project deleted, mid-fold: that batch folds one by one, nothing lost', async () => {
    const projectIds = await seed(150);
    const [voted, deleted] = [projectIds[20]!, projectIds[21]!];
    let first = true;
    await foldProjectCounters(db, {
      beforeCommit: async (inBatch) => {
        if (!first || !inBatch.includes(voted)) return;
        first = false;
        // A voter on shard 0 (already read by the fold), and a user deletion that took a project.
        const batch = db.batch();
        incrementProjectCounters(db, batch, voted, { vote: { weekStart: week } }, 0);
        batch.delete(db.collection(COLLECTIONS.submissions).doc(deleted));
        await batch.commit();
      },
    });
    expect(first).toBe(false);
    const votes = (i: number) => 1 + (i % 4);
    expect(await liveCounts(voted)).toEqual({
      voteCount: 2 + votes(20) + 1,
      votesByWeek: { '2026-09-28': 2, [week]: votes(20) + 1 },
      vibeCount: 3,
    });
    // The deleted project took its shards with it and was not written back.
    expect((await db.collection(COLLECTIONS.submissions).doc(deleted).get()).exists).toBe(false);
    const left = await db.collection(COLLECTIONS.projectCounterShards).get();
    expect(left.docs.map((d) => d.get('projectId'))).not.toContain(deleted);
    expect(left.size).toBe(0);
    for (const [i, id] of projectIds.entries()) {
      if (id === voted || id === deleted) continue;
      expect(await liveCounts(id)).toEqual({
        voteCount: 2 + votes(i),
        votesByWeek: { '2026-09-28': 2, [week]: votes(i) },
        vibeCount: 3,
      });
    }
  }, 120_000);
});
