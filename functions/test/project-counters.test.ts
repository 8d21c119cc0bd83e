// A viral project: votes and vibes count in sharded counters (services/project-counters.ts), so no
// vote writes a document that another voter of the project must write in the same second, apart
// from the voter's own quota. The documents a vote writes are inspected through the production path
// (Hosting emulator → emulated `api` function); the counts the answers, lists and chart show are
// exact while votes and the chart job's fold run side by side.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { PROJECT_COUNTER_SHARDS, STATS_SHARDS } from '../src/domain/constants';
import { IDEMPOTENCY_KEY_HEADER } from '../src/domain/validation';
import { addLocalDays, weekStartInstant, weekStartOf } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import { counterShardOf, foldProjectCounters } from '../src/services/project-counters';
import { castVote } from '../src/services/votes';
import { sendVibe } from '../src/services/vibes';
import type { Harness, TestUser } from './api-harness';
import { call, clearAuth, signInAs } from './api-harness';
import {
  HOSTING_URL,
  adminDb,
  approvedSubmission,
  clearFirestore,
  everyDocument,
  judgedSubmission,
  liveCounts,
  putSubmissions,
  runClock,
} from './helpers';

const db = adminDb();
const hosting: Harness = { baseUrl: HOSTING_URL, clock: { now: runClock() }, close: async () => {} };
const VIRAL = 'viral';

/** Every document's last update time by path: what a call wrote is what changed. */
async function updateTimes(): Promise<Map<string, string>> {
  return new Map(
    (await everyDocument()).map((doc) => [
      doc.ref.path,
      doc.updateTime!.toDate().toISOString() + doc.updateTime!.nanoseconds,
    ]),
  );
}

/** The paths `work` created or changed. */
async function written(work: () => Promise<unknown>): Promise<string[]> {
  const before = await updateTimes();
  await work();
  const after = await updateTimes();
  return [...after]
    .filter(([path, at]) => before.get(path) !== at)
    .map(([path]) => path)
    .sort();
}

function viralProject() {
  const now = runClock();
  return approvedSubmission(VIRAL, {
    createdAt: addLocalDays(now, -3),
    approvedAt: addLocalDays(now, -1),
    launchpadLiveAt: addLocalDays(now, -1),
    voteCount: 7,
    votesByWeek: { '2026-01-05': 7 },
    vibeCount: 2,
  });
}

/** Runs fn over items with at most `limit` calls in flight. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      out[at] = await fn(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Sign-ins whose counter shards differ (the shard is a hash of the uid). */
let voters: TestUser[];

beforeAll(async () => {
  await clearAuth();
  const users: TestUser[] = [];
  for (let i = 0; users.length < 2; i++) {
    const user = await signInAs(`viral-voter-${i}@example.com`);
    if (users.every((u) => counterShardOf(u.uid) !== counterShardOf(user.uid))) users.push(user);
  }
  voters = users;
}, 120_000);

beforeEach(async () => {
  await clearFirestore();
  await putSubmissions(viralProject());
});

const vote = (user: TestUser, key: string) =>
  call(hosting, 'POST', '/api/votes', {
    token: user.token,
    body: { submissionId: VIRAL },
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

describe('the documents a vote writes (through Hosting)', () => {
  it("only the voter's own documents and the voter's shard of each counter; never the project", async () => {
    const [a, b] = voters as [TestUser, TestUser];
    const week = weekStartOf(runClock());
    const keyA = crypto.randomUUID();
    const keyB = crypto.randomUUID();
    let answerA: unknown;
    let answerB: unknown;
    const byA = await written(async () => (answerA = (await vote(a, keyA)).body));
    const byB = await written(async () => (answerB = (await vote(b, keyB)).body));

    const own = (user: TestUser, key: string) => [
      `${COLLECTIONS.idempotencyKeys}/${ids.idempotencyKey(user.uid, key)}`,
      `${COLLECTIONS.projectCounterShards}/${ids.projectCounterShard(VIRAL, counterShardOf(user.uid))}`,
      `${COLLECTIONS.statsShards}/${counterShardOf(user.uid, STATS_SHARDS)}`,
      `${COLLECTIONS.userWeeklyQuota}/${ids.quota(user.uid, week)}`,
      `${COLLECTIONS.votes}/${ids.vote(week, user.uid, VIRAL, 1)}`,
    ];
    expect(byA).toEqual(own(a, keyA).sort());
    expect(byB).toEqual(own(b, keyB).sort());
    expect(byA.filter((path) => byB.includes(path))).toEqual([]);
    expect([...byA, ...byB]).not.toContain(`${COLLECTIONS.submissions}/${VIRAL}`);
    // Each answer is the project's count read after its own vote: 7 folded, then 8, then 9.
    expect(answerA).toEqual({ remaining: 9, voteCount: 8, weeklyVotes: 1 });
    expect(answerB).toEqual({ remaining: 9, voteCount: 9, weeklyVotes: 2 });
  });

  it("a vibe writes the vibe, the sender's key and the sender's shards, and answers the new count", async () => {
    const [a] = voters as [TestUser];
    const key = crypto.randomUUID();
    let answer: unknown;
    const byA = await written(
      async () =>
        (answer = (
          await call(hosting, 'POST', `/api/projects/${VIRAL}/vibe`, {
            token: a.token,
            headers: { [IDEMPOTENCY_KEY_HEADER]: key },
          })
        ).body),
    );
    expect(byA.filter((path) => !path.startsWith(`${COLLECTIONS.vibes}/`))).toEqual(
      [
        `${COLLECTIONS.idempotencyKeys}/${ids.idempotencyKey(a.uid, key)}`,
        `${COLLECTIONS.projectCounterShards}/${ids.projectCounterShard(VIRAL, counterShardOf(a.uid))}`,
        `${COLLECTIONS.statsShards}/${counterShardOf(a.uid, STATS_SHARDS)}`,
      ].sort(),
    );
    expect(byA.filter((path) => path.startsWith(`${COLLECTIONS.vibes}/`))).toHaveLength(1);
    expect(answer).toEqual({ vibeCount: 3 });
  });
});

describe('counts under load and while the chart job folds', () => {
  it('spreads 64 voters of one project over the shards by their ids, the count exact', async () => {
    const now = runClock();
    const uids = Array.from({ length: 64 }, (_, i) => `spread-voter-${i}`);
    const answers = await pool(uids, 16, (userId) => castVote(db, { userId, submissionId: VIRAL, now }));
    const shards = (await db.collection(COLLECTIONS.projectCounterShards).where('projectId', '==', VIRAL).get()).docs;
    const perShard = Object.fromEntries(shards.map((d) => [d.id, d.get('votes') as number]));
    const expected: Record<string, number> = {};
    for (const uid of uids) {
      const id = ids.projectCounterShard(VIRAL, counterShardOf(uid));
      expected[id] = (expected[id] ?? 0) + 1;
    }
    expect(perShard).toEqual(expected);
    // These 64 ids land on 15 of the 16 shards, at most 8 on one: an eighth of the writes, not all.
    expect(Object.keys(perShard).length).toBeGreaterThanOrEqual(PROJECT_COUNTER_SHARDS - 1);
    expect(Math.max(...Object.values(perShard))).toBeLessThanOrEqual(8);
    expect((await liveCounts(VIRAL)).voteCount).toBe(7 + 64);
    expect(Math.max(...answers.map((a) => a.voteCount))).toBe(7 + 64);
  });

  it('loses and doubles nothing when the fold runs while people vote and vibe', async () => {
    const now = runClock();
    const week = weekStartOf(now);
    const uids = Array.from({ length: 40 }, (_, i) => `folding-voter-${i}`);
    let folding = true;
    const folds = (async () => {
      let runs = 0;
      while (folding || runs === 0) {
        await foldProjectCounters(db);
        runs++;
      }
      return runs;
    })();
    await pool(uids, 10, async (userId) => {
      await castVote(db, { userId, submissionId: VIRAL, now });
      await sendVibe(db, { userId, submissionId: VIRAL, now });
    });
    folding = false;
    expect(await folds).toBeGreaterThan(0);

    const expected = { voteCount: 7 + 40, votesByWeek: { '2026-01-05': 7, [week]: 40 }, vibeCount: 2 + 40 };
    expect(await liveCounts(VIRAL)).toEqual(expected);
    // Folded once more: everything is in the project's document and no shard is left.
    await foldProjectCounters(db);
    expect((await db.collection(COLLECTIONS.submissions).doc(VIRAL).get()).data()).toMatchObject(expected);
    expect((await db.collection(COLLECTIONS.projectCounterShards).get()).size).toBe(0);
    expect(await liveCounts(VIRAL)).toEqual(expected);
  });

  it('the lists and the project page show the live count, through Hosting', async () => {
    const now = runClock();
    for (const userId of ['list-voter-1', 'list-voter-2', 'list-voter-3']) {
      await castVote(db, { userId, submissionId: VIRAL, now });
    }
    const page = await call(hosting, 'GET', `/api/projects/${VIRAL}`);
    expect(page.body).toMatchObject({ voteCount: 10, weeklyVotes: 3, vibeCount: 2 });
    const launchpad = await call(hosting, 'GET', '/api/projects/launchpad?limit=24&page=1');
    expect((launchpad.body as { id: string }[]).find((row) => row.id === VIRAL)).toMatchObject({
      voteCount: 10,
      weeklyVotes: 3,
    });
    const all = await call(hosting, 'GET', '/api/submissions');
    expect((all.body as { id: string }[]).find((row) => row.id === VIRAL)).toMatchObject({
      voteCount: 10,
      weeklyVotes: 3,
    });
    const paged = await call(hosting, 'GET', '/api/projects/all');
    expect((paged.body as { projects: { id: string }[] }).projects.find((row) => row.id === VIRAL)).toMatchObject({
      voteCount: 10,
      weeklyVotes: 3,
    });
  });

  it("the chart job folds first: every vote before the cut-off is in the week's chart", async () => {
    const now = runClock();
    const week = weekStartOf(now);
    const nextMonday = weekStartInstant(weekStartOf(addLocalDays(now, 7)));
    await putSubmissions(
      judgedSubmission('charting', 8, {
        aiJudgedAt: addLocalDays(now, -14),
        votesByWeek: { '2026-01-05': 4 },
        voteCount: 4,
      }),
    );
    for (const userId of ['chart-voter-1', 'chart-voter-2', 'chart-voter-3']) {
      await castVote(db, { userId, submissionId: 'charting', now });
    }
    const result = await runChartJob({ db, now: new Date(nextMonday.getTime() + 1000) });
    expect(result).toMatchObject({ status: 'published' });
    const chart = (await db.collection(COLLECTIONS.charts).doc(weekStartOf(nextMonday)).get()).data() as {
      entries: { id: string; voteCount: number; weeklyVotes: number }[];
    };
    expect(chart.entries.find((e) => e.id === 'charting')).toMatchObject({ voteCount: 7, weeklyVotes: 3 });
    expect((await db.collection(COLLECTIONS.submissions).doc('charting').get()).get('votesByWeek')).toEqual({
      '2026-01-05': 4,
      [week]: 3,
    });
    expect((await db.collection(COLLECTIONS.projectCounterShards).get()).size).toBe(0);
  });
});
