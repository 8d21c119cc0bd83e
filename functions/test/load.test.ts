// Load and concurrency, through the real app on the emulators, spread over two app
// instances (each queues one user's quota calls; between instances only the transactions decide):
// 200 votes from 20 users at once, some over their quota and some over the per-project limit, then
// vibes, bonus votes and review sessions under parallel calls. Afterwards every counter must equal
// what is stored, every success must be stored once and nothing else, and no answer may be a 500
// (409/429 with the rule's message, or 503 "busy" under contention, are allowed).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { BASE_VOTE_QUOTA, BONUS_AMOUNTS } from '../src/domain/constants';
import { userWeeklyQuotaSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { REVIEW_SESSION_REQUIRED } from '../src/services/quota';
import { SESSION_MESSAGES } from '../src/services/vote-sessions';
import type { Harness, TestUser } from './api-harness';
import { call, clearAuth, signInAs, startApi } from './api-harness';
import type { SubmissionOverrides } from './helpers';
import { adminDb, clearFirestore, launchpadSubmission, liveCounts, putSubmissions } from './helpers';

const db = adminDb();
const NOW = new Date('2026-11-25T12:00:00Z');
const WEEK = '2026-11-23';
const DAY = '2026-11-25';

const project = (id: string, over: SubmissionOverrides = {}) =>
  launchpadSubmission(id, new Date('2026-11-20T10:00:00Z'), { submittedBy: `uid-builder-${id}`, ...over });

let instances: Harness[];
let users: TestUser[];

beforeAll(async () => {
  instances = [await startApi(), await startApi()];
  await clearAuth();
  users = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signInAs(`load-${String(i).padStart(2, '0')}@example.com`)),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all((instances ?? []).map((h) => h.close()));
});

beforeEach(async () => {
  await clearFirestore();
  for (const h of instances) h.clock.now = NOW;
});

type Answer = Awaited<ReturnType<typeof call>>;
const message = (r: Answer) => (r.body as { message?: string }).message;

/** Answers that are neither a success nor one of `allowed` (by status → message). */
function unexpected(results: Answer[], allowed: Record<number, string[]>): string[] {
  const busy = [MESSAGES.busy];
  return results
    .filter((r) => r.status >= 300)
    .filter((r) => !(allowed[r.status] ?? (r.status === 503 ? busy : [])).includes(message(r) ?? ''))
    .map((r) => `${r.status} ${JSON.stringify(r.body)}`);
}

/** Runs `tasks` all at once, alternating the app instances (or on the first only); answers and wall time. */
async function burst(
  tasks: Array<(h: Harness) => Promise<Answer>>,
  on: Harness[] = instances,
): Promise<{ results: Answer[]; ms: number }> {
  const started = performance.now();
  const results = await Promise.all(tasks.map((task, i) => task(on[i % on.length]!)));
  return { results, ms: performance.now() - started };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
async function shardTotal(field: 'totalVotes' | 'totalVibes'): Promise<number> {
  const shards = await db.collection(COLLECTIONS.statsShards).get();
  return sum(shards.docs.map((d) => (d.get(field) as number | undefined) ?? 0));
}

/** Every place a vote is counted, checked against the vote documents. */
async function expectVoteCountersAgree(): Promise<number> {
  const votes = (await db.collection(COLLECTIONS.votes).get()).docs.map((d) => d.data());
  const perProject = new Map<string, number>();
  const perUser = new Map<string, Map<string, number>>();
  for (const v of votes) {
    perProject.set(v.submissionId, (perProject.get(v.submissionId) ?? 0) + 1);
    const mine = perUser.get(v.userId) ?? new Map<string, number>();
    mine.set(v.submissionId, (mine.get(v.submissionId) ?? 0) + 1);
    perUser.set(v.userId, mine);
  }
  for (const p of (await db.collection(COLLECTIONS.submissions).get()).docs) {
    const stored = perProject.get(p.id) ?? 0;
    const counts = await liveCounts(p.id);
    expect(counts.voteCount, `voteCount of ${p.id}`).toBe(stored);
    expect(counts.votesByWeek[WEEK] ?? 0, `votesByWeek of ${p.id}`).toBe(stored);
  }
  for (const u of users) {
    const snap = await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(u.uid, WEEK)).get();
    const mine = perUser.get(u.uid) ?? new Map<string, number>();
    if (!snap.exists) {
      expect(mine.size, u.email).toBe(0);
      continue;
    }
    const quota = userWeeklyQuotaSchema.parse({ ...snap.data(), id: snap.id, updatedAt: new Date() });
    expect(quota.spent, `spent of ${u.email}`).toBe(sum([...mine.values()]));
    expect(quota.perProject, `tally of ${u.email}`).toEqual(Object.fromEntries(mine));
    expect(quota.spent).toBeLessThanOrEqual(quota.baseQuota + quota.bonusQuota);
    for (const n of mine.values()) expect(n).toBeLessThanOrEqual(3);
  }
  expect(await shardTotal('totalVotes')).toBe(votes.length);
  // The top bar's summary is rolled up from the shards on read: one more place that must agree.
  const stats = await call(instances[0]!, 'GET', '/api/chart/stats');
  expect((stats.body as { totalVotes: number }).totalVotes).toBe(votes.length);
  return votes.length;
}

describe('200 votes from 20 users at once', () => {
  it('stores exactly the allowed votes; every counter equals the votes stored; no 500', async () => {
    // 40 projects plus a hot one. Users 0–9 vote once on each of 10 projects (exactly their quota),
    // users 10–14 on 14 projects (4 over quota); neighbours share projects, as fans of a project do.
    // Users 15–19 vote six times on the same hot project (3 over the per-project limit each).
    const projects = Array.from({ length: 40 }, (_, i) => project(`p${String(i).padStart(2, '0')}`));
    await putSubmissions(...projects, project('hot'));
    const window = (from: number, n: number) =>
      Array.from({ length: n }, (_, k) => projects[(from + k) % projects.length]!.id);
    const plan: Array<{ user: TestUser; targets: string[]; allowed: number }> = users.map((user, i) => {
      if (i < 10) return { user, targets: window(i * 4, 10), allowed: 10 };
      if (i < 15) return { user, targets: window(20 + (i - 10) * 5, 14), allowed: 10 };
      return { user, targets: Array.from({ length: 6 }, () => 'hot'), allowed: 3 };
    });
    const tasks = plan.flatMap(({ user, targets }) =>
      targets.map(
        (submissionId) => (h: Harness) => call(h, 'POST', '/api/votes', { token: user.token, body: { submissionId } }),
      ),
    );
    expect(tasks).toHaveLength(200);

    const { results, ms } = await burst(tasks);

    expect(unexpected(results, { 409: [MESSAGES.quotaUsed, MESSAGES.maxVotesPerProject] })).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 503).length;
    const stored = await expectVoteCountersAgree();
    expect(stored).toBe(ok.length);
    // Per user: never more than allowed; exactly that when contention refused none of their calls.
    let offset = 0;
    for (const { user, targets, allowed } of plan) {
      const mine = results.slice(offset, offset + targets.length);
      offset += targets.length;
      const n = mine.filter((r) => r.status === 200).length;
      if (mine.some((r) => r.status === 503)) expect(n, user.email).toBeLessThanOrEqual(allowed);
      else expect(n, user.email).toBe(allowed);
    }
    if (busy === 0) expect(stored).toBe(165);
    console.log(
      `[load] 200 parallel vote calls on 2 instances: ${stored} stored, ${results.length - stored - busy} refused by the rules, ` +
        `${busy} busy (503) in ${(ms / 1000).toFixed(2)} s = ${(results.length / (ms / 1000)).toFixed(1)} calls/s, ` +
        `${(stored / (ms / 1000)).toFixed(1)} stored votes/s`,
    );
  }, 180_000);
});

describe('vibes, bonus votes and review sessions under parallel calls', () => {
  it('vibes: one per user, project and day; vibeCount and totalVibes equal the vibes stored', async () => {
    await putSubmissions(
      ...['v0', 'v1', 'v2', 'v3'].map((id) => project(id, { vibeCount: 7 })),
      project('v-pending', { status: 'pending', approvedAt: null, launchpadLiveAt: null }),
    );
    // Each user vibes every approved project twice (both routes) and the pending one once.
    const tasks = users.flatMap((u) => [
      ...['v0', 'v1', 'v2', 'v3'].flatMap((id) => [
        (h: Harness) => call(h, 'POST', '/api/vibes', { token: u.token, body: { submissionId: id } }),
        (h: Harness) => call(h, 'POST', `/api/projects/${id}/vibe`, { token: u.token }),
      ]),
      (h: Harness) => call(h, 'POST', '/api/vibes', { token: u.token, body: { submissionId: 'v-pending' } }),
    ]);
    const { results, ms } = await burst(tasks);

    expect(unexpected(results, { 409: [MESSAGES.alreadyVibedToday, MESSAGES.projectNotApproved] })).toEqual([]);
    const ok = results.filter((r) => r.status === 200).length;
    const vibes = (await db.collection(COLLECTIONS.vibes).get()).docs.map((d) => ({
      id: d.id,
      userId: d.get('userId') as string,
      submissionId: d.get('submissionId') as string,
    }));
    expect(vibes).toHaveLength(ok);
    expect(new Set(vibes.map((v) => v.id)).size).toBe(vibes.length);
    for (const v of vibes) expect(v.id).toBe(ids.vibe(DAY, v.userId, v.submissionId));
    for (const id of ['v0', 'v1', 'v2', 'v3']) {
      const count = vibes.filter((v) => v.submissionId === id).length;
      expect((await liveCounts(id)).vibeCount, id).toBe(7 + count);
    }
    expect(vibes.some((v) => v.submissionId === 'v-pending')).toBe(false);
    expect(await shardTotal('totalVibes')).toBe(vibes.length);
    if (!results.some((r) => r.status === 503)) expect(ok).toBe(users.length * 4);
    console.log(`[load] ${tasks.length} parallel vibe calls: ${ok} stored in ${(ms / 1000).toFixed(2)} s`);
  }, 120_000);

  it('earn: each bonus applied once per user and week, however many calls race', async () => {
    // Users 0–9 also have a completed review session of 5 this week, so review5 may apply for them.
    for (const u of users.slice(0, 10)) {
      await db.collection(COLLECTIONS.voteSessions).doc(`done-${u.uid}`).set({
        userId: u.uid,
        targetCount: 5,
        weekStart: WEEK,
        excludeProjectId: null,
        actedCount: 5,
        votedCount: 1,
        createdAt: NOW,
        completedAt: NOW,
      });
    }
    const tasks = users.flatMap((u) => [
      ...Array.from(
        { length: 4 },
        () => (h: Harness) => call(h, 'POST', '/api/earn', { token: u.token, body: { action: 'share' } }),
      ),
      ...Array.from(
        { length: 3 },
        () => (h: Harness) => call(h, 'POST', '/api/earn', { token: u.token, body: { action: 'review5' } }),
      ),
    ]);
    const { results } = await burst(tasks);

    expect(unexpected(results, { 409: [REVIEW_SESSION_REQUIRED] })).toEqual([]);
    const applied = results.filter((r) => r.status === 200 && (r.body as { applied: boolean }).applied);
    for (const r of results.filter((x) => x.status === 200)) {
      const body = r.body as { applied: boolean; bonusAmount: number };
      if (body.applied) expect(Object.values(BONUS_AMOUNTS)).toContain(body.bonusAmount);
      else expect(body.bonusAmount).toBe(0);
    }
    const events = (await db.collection(COLLECTIONS.voteBonusEvents).get()).docs.map((d) => d.data());
    expect(events).toHaveLength(applied.length);
    for (const [i, u] of users.entries()) {
      const mine = events
        .filter((e) => e.userId === u.uid)
        .map((e) => e.action)
        .sort();
      const quota = (await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(u.uid, WEEK)).get()).data();
      const bonus = sum(mine.map((a) => BONUS_AMOUNTS[a as keyof typeof BONUS_AMOUNTS]));
      expect(quota?.bonusQuota ?? 0, u.email).toBe(bonus);
      expect(mine.length, u.email).toBeLessThanOrEqual(i < 10 ? 2 : 1);
      if (!results.some((r) => r.status === 503))
        expect(mine, u.email).toEqual(i < 10 ? ['review5', 'share'] : ['share']);
      const quotaAnswer = await call(instances[i % 2]!, 'GET', '/api/me/quota', { token: u.token });
      expect(quotaAnswer.body).toEqual({ remaining: BASE_VOTE_QUOTA + bonus });
    }
  }, 120_000);

  it('review sessions: each item acted on once, the votes counted once, the session completed once', async () => {
    await putSubmissions(...Array.from({ length: 8 }, (_, i) => project(`s${i}`)));
    const sessionUsers = users.slice(0, 10);
    const started = await burst(
      sessionUsers.map(
        (u) => (h: Harness) => call(h, 'POST', '/api/vote-session', { token: u.token, body: { targetCount: 5 } }),
      ),
    );
    expect(unexpected(started.results, {})).toEqual([]);
    const sessions = started.results.map((r, i) => ({
      user: sessionUsers[i]!,
      body: r.body as { sessionId: string; items: Array<{ project: { id: string } }> },
      status: r.status,
    }));
    for (const s of sessions) expect(s.body.items, s.user.email).toHaveLength(5);

    // Every item three times at once: vote on even positions, skip odd ones; plus a stranger's try.
    const strangerCall: boolean[] = [];
    const tasks = sessions.flatMap(({ user, body }, n) =>
      body.items.flatMap((item, position) => {
        const own = Array.from(
          { length: 3 },
          () => (h: Harness) =>
            call(h, 'POST', '/api/vote-action', {
              token: user.token,
              body: {
                sessionId: body.sessionId,
                projectId: item.project.id,
                action: position % 2 === 0 ? 'vote' : 'skip',
              },
            }),
        );
        const stranger = (h: Harness) =>
          call(h, 'POST', '/api/vote-action', {
            token: users[19 - (n % 5)]!.token,
            body: { sessionId: body.sessionId, projectId: item.project.id, action: 'vote' },
          });
        strangerCall.push(false, false, false, true);
        return [...own, stranger];
      }),
    );
    const { results, ms } = await burst(tasks);
    expect(unexpected(results, { 403: [SESSION_MESSAGES.notYours] })).toEqual([]);
    const strangers = results.filter((_, i) => strangerCall[i]);
    expect(strangers).toHaveLength(50);
    expect(strangers.filter((r) => r.status !== 403 && r.status !== 503)).toEqual([]);
    expect(results.filter((r, i) => !strangerCall[i] && r.status === 403)).toEqual([]);

    for (const { user, body } of sessions) {
      const session = await db.collection(COLLECTIONS.voteSessions).doc(body.sessionId).get();
      const items = await session.ref.collection(COLLECTIONS.voteSessionItems).get();
      const acted = items.docs.filter((d) => d.get('acted') === true);
      const votes = await db.collection(COLLECTIONS.votes).where('userId', '==', user.uid).get();
      expect(session.get('actedCount'), user.email).toBe(acted.length);
      expect(votes.docs.every((v) => v.get('source') === 'session')).toBe(true);
      expect(votes.size, user.email).toBe(acted.filter((d) => d.get('action') === 'vote').length);
      if (acted.length === 5) {
        expect(session.get('completedAt')).not.toBeNull();
        const warmup = await db.collection(COLLECTIONS.userWarmupStatus).doc(ids.warmup(user.uid, WEEK)).get();
        expect(warmup.get('reviewsCompleted'), user.email).toBe(5);
      }
      if (!results.some((r) => r.status === 503)) expect(acted.length, user.email).toBe(5);
    }
    const stored = await expectVoteCountersAgree();
    console.log(
      `[load] ${tasks.length} parallel vote-action calls on ${sessions.length} sessions: ${stored} votes stored in ${(ms / 1000).toFixed(2)} s`,
    );

    // A completed session with a vote credited review5 with its last action: once per member, and
    // racing claims afterwards add nothing.
    const completedWithVote = new Set<string>();
    for (const { user, body } of sessions) {
      const session = await db.collection(COLLECTIONS.voteSessions).doc(body.sessionId).get();
      if (session.get('completedAt') && (session.get('votedCount') ?? 0) >= 1) completedWithVote.add(user.uid);
    }
    const earn = await burst(
      sessionUsers.flatMap((u) =>
        Array.from(
          { length: 3 },
          () => (h: Harness) => call(h, 'POST', '/api/earn', { token: u.token, body: { action: 'review5' } }),
        ),
      ),
    );
    expect(unexpected(earn.results, { 409: [REVIEW_SESSION_REQUIRED] })).toEqual([]);
    const review5 = await db.collection(COLLECTIONS.voteBonusEvents).where('action', '==', 'review5').get();
    expect(new Set(review5.docs.map((d) => d.get('userId')))).toEqual(completedWithVote);
    expect(earn.results.filter((r) => r.status === 200 && (r.body as { applied: boolean }).applied)).toEqual([]);
    expect(new Set(review5.docs.map((d) => d.get('userId'))).size).toBe(review5.size);
  }, 180_000);
});
