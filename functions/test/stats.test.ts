import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, STATS_SUMMARY_ID } from '../src/domain/collections';
import { STATS_SHARDS } from '../src/domain/constants';
import { incrementStats, readStats, rollUpStats } from '../src/services/stats';
import { adminDb, clearFirestore, runClock } from './helpers';

const db = adminDb();

describe('sharded top-bar counters', () => {
  beforeEach(clearFirestore);

  it('spreads parallel increments over shards and sums them exactly', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.runTransaction(async (tx) => {
          incrementStats(db, tx, { totalVotes: 1, totalVibes: i % 2 });
        }),
      ),
    );
    const shards = await db.collection(COLLECTIONS.statsShards).get();
    expect(shards.size).toBeGreaterThan(1);
    expect(shards.size).toBeLessThanOrEqual(STATS_SHARDS);
    const totals = await rollUpStats(db, runClock());
    expect(totals).toEqual({ totalVotes: 40, totalVibes: 20, totalProjects: 0, totalBuilders: 0 });
  });

  it('answers from the summary while it is fresh and re-aggregates when it is stale', async () => {
    const batch = db.batch();
    incrementStats(db, batch, { totalProjects: 3, totalBuilders: 2 }, 0);
    await batch.commit();
    const t0 = new Date('2026-11-22T12:00:00Z');
    expect(await readStats(db, t0)).toMatchObject({ totalProjects: 3, totalBuilders: 2 });

    const later = db.batch();
    incrementStats(db, later, { totalProjects: 1 }, 5);
    await later.commit();
    // 30 s later the summary is still fresh: the new project is not counted yet (one read).
    expect((await readStats(db, new Date(t0.getTime() + 30_000))).totalProjects).toBe(3);
    // 61 s later it is stale: shards are summed again and the summary rewritten.
    expect((await readStats(db, new Date(t0.getTime() + 61_000))).totalProjects).toBe(4);
    const summary = await db.collection(COLLECTIONS.stats).doc(STATS_SUMMARY_ID).get();
    expect(summary.get('totalProjects')).toBe(4);
  });

  it('ignores an empty delta', async () => {
    const batch = db.batch();
    incrementStats(db, batch, {});
    await batch.commit();
    expect((await db.collection(COLLECTIONS.statsShards).get()).size).toBe(0);
  });
});
