// Votes under contention, through the real app on the emulators: many parallel votes by one user
// spend the quota exactly, respect the 3-per-project limit, keep every counter in agreement with the
// vote documents, and never answer 500.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { userWeeklyQuotaSchema } from '../src/domain/entities';
import type { Harness } from './api-harness';
import { call, signInAs, startApi } from './api-harness';
import type { SubmissionOverrides } from './helpers';
import { adminDb, launchpadSubmission, liveCounts, putSubmissions } from './helpers';
import { useApi } from './lifecycle';
import { REFUSALS, expectRefusal } from './refusals';

const db = adminDb();
const NOW = new Date('2026-11-25T12:00:00Z');
const WEEK = '2026-11-23';

const submission = (id: string, over: SubmissionOverrides = {}) =>
  launchpadSubmission(id, new Date('2026-11-20T10:00:00Z'), over);

/** Every place a vote shows up, summed, for one user's week. */
async function tallies(userId: string) {
  const votes = await db.collection(COLLECTIONS.votes).where('userId', '==', userId).get();
  const projects = await db.collection(COLLECTIONS.submissions).get();
  const shards = await db.collection(COLLECTIONS.statsShards).get();
  const quotaSnap = await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(userId, WEEK)).get();
  const quota = userWeeklyQuotaSchema.parse({ ...quotaSnap.data(), id: quotaSnap.id, updatedAt: new Date() });
  const votesPerProject: Record<string, number> = {};
  for (const v of votes.docs) {
    const id = v.get('submissionId') as string;
    votesPerProject[id] = (votesPerProject[id] ?? 0) + 1;
  }
  const voteCounts: Record<string, number> = {};
  const weekly: Record<string, number> = {};
  for (const p of projects.docs) {
    const counts = await liveCounts(p.id);
    if (counts.voteCount > 0) voteCounts[p.id] = counts.voteCount;
    const week = counts.votesByWeek[WEEK];
    if (week) weekly[p.id] = week;
  }
  return {
    votes: votes.size,
    votesPerProject,
    voteCounts,
    weekly,
    perProject: quota.perProject,
    spent: quota.spent,
    totalVotes: shards.docs.reduce((sum, d) => sum + ((d.get('totalVotes') as number | undefined) ?? 0), 0),
  };
}

const {
  h,
  members: { alice },
} = useApi({ now: NOW, members: { alice: 'alice-concurrency@example.com' } });

const vote = (submissionId: string, on: Harness = h) =>
  call(on, 'POST', '/api/votes', { token: alice.token, body: { submissionId } });

describe('POST /api/votes under contention', () => {
  it('30 parallel votes with 10 left store exactly 10; quota, tally and counters agree; no 500', async () => {
    // 15 projects, 2 calls each: the 3-per-project rule cannot be what stops a call.
    const projects = Array.from({ length: 15 }, (_, i) => submission(`p${String(i).padStart(2, '0')}`));
    await putSubmissions(...projects);
    const targets = projects.flatMap((p) => [p.id, p.id]);

    const results = await Promise.all(targets.map((id) => vote(id)));

    const ok = results.filter((r) => r.status === 200);
    expect(results.map((r) => r.status).filter((s) => s >= 500 && s !== 503)).toEqual([]);
    for (const r of results) {
      if (r.status === 200) continue;
      expectRefusal(r, r.status === 503 ? REFUSALS.busy : REFUSALS.quotaUsed);
    }
    expect(ok).toHaveLength(10);
    // Each success saw a different quota state: remaining 9, 8, …, 0 exactly once.
    expect(ok.map((r) => (r.body as { remaining: number }).remaining).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);

    const t = await tallies(alice.uid);
    expect(t.votes).toBe(10);
    expect(t.spent).toBe(10);
    expect(t.totalVotes).toBe(10);
    expect(t.voteCounts).toEqual(t.votesPerProject);
    expect(t.weekly).toEqual(t.votesPerProject);
    expect(t.perProject).toEqual(t.votesPerProject);
    expect((await call(h, 'GET', '/api/me/quota', { token: alice.token })).body).toEqual({ remaining: 0 });
  });

  it('10 parallel votes for one project store exactly 3; the rest hear the per-project limit', async () => {
    await putSubmissions(submission('solo'));

    const results = await Promise.all(Array.from({ length: 10 }, () => vote('solo')));

    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results) {
      if (r.status === 200) continue;
      expectRefusal(r, r.status === 503 ? REFUSALS.busy : REFUSALS.maxVotesPerProject);
    }
    const t = await tallies(alice.uid);
    expect(t).toMatchObject({
      votes: 3,
      spent: 3,
      totalVotes: 3,
      votesPerProject: { solo: 3 },
      voteCounts: { solo: 3 },
      weekly: { solo: 3 },
      perProject: { solo: 3 },
    });
    const ids3 = (await db.collection(COLLECTIONS.votes).get()).docs.map((d) => d.id).sort();
    expect(ids3).toEqual([1, 2, 3].map((n) => ids.vote(WEEK, alice.uid, 'solo', n)));
    expect((await call(h, 'GET', '/api/me/quota', { token: alice.token })).body).toEqual({ remaining: 7 });
  });

  it('holds across instances: 30 votes spread over 3 app instances still store exactly 10', async () => {
    // Each instance queues one user's votes; between instances only the transaction decides.
    const others = [await startApi(), await startApi()];
    try {
      for (const o of others) o.clock.now = NOW;
      const instances = [h, ...others];
      const projects = Array.from({ length: 15 }, (_, i) => submission(`q${String(i).padStart(2, '0')}`));
      await putSubmissions(...projects);
      const targets = projects.flatMap((p) => [p.id, p.id]);

      const results = await Promise.all(targets.map((id, i) => vote(id, instances[i % instances.length])));

      expect(results.map((r) => r.status).filter((s) => s >= 500 && s !== 503)).toEqual([]);
      for (const r of results) {
        if (r.status === 200) continue;
        expectRefusal(r, r.status === 503 ? REFUSALS.busy : REFUSALS.quotaUsed);
      }
      const ok = results.filter((r) => r.status === 200).length;
      const t = await tallies(alice.uid);
      // Every success is stored once and only successes are stored, whatever 503s contention caused.
      expect(t.votes).toBe(ok);
      expect(t.spent).toBe(ok);
      expect(t.totalVotes).toBe(ok);
      expect(t.voteCounts).toEqual(t.votesPerProject);
      expect(t.perProject).toEqual(t.votesPerProject);
      expect(ok).toBe(10);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  }, 180_000);

  it('a hot project: 10 users voting on it at once are all counted, once each', async () => {
    await putSubmissions(submission('hot', { voteCount: 5, votesByWeek: { [WEEK]: 5 } }));
    const users = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signInAs(`voter-${i}-concurrency@example.com`)),
    );

    const results = await Promise.all(
      users.map((u) => call(h, 'POST', '/api/votes', { token: u.token, body: { submissionId: 'hot' } })),
    );

    expect(results.map((r) => r.status).filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    for (const r of ok) expect(r.body).toMatchObject({ remaining: 9 });
    // Each answer is the count after its own vote: between 6 and 15, the last one 15.
    const answered = ok.map((r) => (r.body as { voteCount: number }).voteCount);
    expect(Math.min(...answered)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...answered)).toBe(5 + ok.length);
    const votes = await db.collection(COLLECTIONS.votes).where('submissionId', '==', 'hot').get();
    const counts = await liveCounts('hot');
    expect(votes.size).toBe(ok.length);
    expect(counts.voteCount).toBe(5 + ok.length);
    expect(counts.votesByWeek).toEqual({ [WEEK]: 5 + ok.length });
    expect(ok).toHaveLength(10);
  }, 120_000);
});
