// Votes, the weekly quota and bonus votes against the emulators through the real app: POST /api/votes,
// GET /api/me/quota, POST /api/earn. Rules from docs/product.md#votes: quota base 10 + bonus, max 3 per project
// per week, only approved projects; the identity is the token's, never the body's.
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { voteSessionSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { MESSAGES } from '../src/domain/messages';
import { REVIEW_SESSION_REQUIRED } from '../src/services/quota';
import { call } from './api-harness';
import type { SubmissionOverrides } from './helpers';
import { adminDb, launchpadSubmission, dumpDatabase, liveCounts, putSubmissions } from './helpers';
import { useApi } from './lifecycle';
import { REFUSALS, expectRefusal } from './refusals';

const db = adminDb();
const PRIVATE = 'private, no-store';
const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday
const WEEK = '2026-11-23';
const NEXT_WEEK = '2026-11-30';
const SUNDAY_LAST_MS = new Date('2026-11-29T22:59:59.999Z'); // Sunday 23:59:59.999 in Copenhagen (CET)
const MONDAY_MIDNIGHT = new Date('2026-11-29T23:00:00.000Z'); // Monday 00:00 in Copenhagen

const submission = (id: string, over: SubmissionOverrides = {}) =>
  launchpadSubmission(id, new Date('2026-11-20T10:00:00Z'), over);

const doc = (collection: string, id: string) => db.collection(collection).doc(id).get();
const totalVotes = async () =>
  (await db.collection(COLLECTIONS.statsShards).get()).docs.reduce(
    (sum, d) => sum + ((d.get('totalVotes') as number | undefined) ?? 0),
    0,
  );

const {
  h,
  members: { alice, bob },
} = useApi({ now: NOW, members: { alice: 'alice-votes@example.com', bob: 'bob-votes@example.com' } });
beforeEach(async () => {
  await putSubmissions(
    submission('p1', { voteCount: 7, votesByWeek: { '2026-11-16': 7 } }),
    submission('p2'),
    submission('p3'),
    submission('p4'),
    submission('p5'),
    submission('old', { archivedAt: new Date('2026-11-16T00:00:00Z'), weeksOnChart: 4 }),
    submission('pending', { status: 'pending', approvedAt: null, launchpadLiveAt: null }),
    submission('rejected', { status: 'rejected', approvedAt: null, launchpadLiveAt: null }),
  );
});

const vote = (submissionId: string, token = alice.token, extra: Record<string, unknown> = {}) =>
  call(h, 'POST', '/api/votes', { token, body: { submissionId, ...extra } });
const quota = (token = alice.token) => call(h, 'GET', '/api/me/quota', { token });
const earn = (action: string, token = alice.token) => call(h, 'POST', '/api/earn', { token, body: { action } });

describe('POST /api/votes', () => {
  it('counts one vote: {remaining} and the counts read after it, the vote, the quota, every counter', async () => {
    const res = await vote('p1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    // 7 folded before this week, and this vote.
    expect(res.body).toEqual({ remaining: 9, voteCount: 8, weeklyVotes: 1 });

    const stored = await doc(COLLECTIONS.votes, ids.vote(WEEK, alice.uid, 'p1', 1));
    expect(stored.data()).toMatchObject({
      userId: alice.uid,
      submissionId: 'p1',
      projectId: 'p1',
      weekStart: WEEK,
      weight: 1,
      source: 'chart',
    });
    expect((await doc(COLLECTIONS.userWeeklyQuota, ids.quota(alice.uid, WEEK))).data()).toMatchObject({
      userId: alice.uid,
      weekStart: WEEK,
      baseQuota: 10,
      bonusQuota: 0,
      spent: 1,
      perProject: { p1: 1 },
    });
    expect(await liveCounts('p1')).toMatchObject({
      voteCount: 8,
      votesByWeek: { '2026-11-16': 7, [WEEK]: 1 },
    });
    expect(await totalVotes()).toBe(1);
  });

  it("takes the launchpad/archive body (action 'vote') and votes on archived approved projects", async () => {
    const res = await vote('old', alice.token, { action: 'vote' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ remaining: 9, voteCount: 1, weeklyVotes: 1 });
    expect((await liveCounts('old')).voteCount).toBe(1);
  });

  it('ignores a userId in the body: the vote lands on the token user', async () => {
    const res = await vote('p2', alice.token, { userId: bob.uid, email: bob.email });
    expect(res.status).toBe(200);
    expect((await doc(COLLECTIONS.votes, ids.vote(WEEK, alice.uid, 'p2', 1))).exists).toBe(true);
    expect((await doc(COLLECTIONS.votes, ids.vote(WEEK, bob.uid, 'p2', 1))).exists).toBe(false);
    expect((await quota(alice.token)).body).toEqual({ remaining: 9 });
    expect((await quota(bob.token)).body).toEqual({ remaining: 10 });
  });

  it('allows 3 votes per project per week, then 409 with the per-project text and nothing written', async () => {
    for (const remaining of [9, 8, 7]) {
      expect((await vote('p3')).body).toEqual({ remaining, voteCount: 10 - remaining, weeklyVotes: 10 - remaining });
    }
    const ids3 = (await db.collection(COLLECTIONS.votes).get()).docs.map((d) => d.id).sort();
    expect(ids3).toEqual([1, 2, 3].map((n) => ids.vote(WEEK, alice.uid, 'p3', n)));

    const before = await dumpDatabase();
    const fourth = await vote('p3');
    expectRefusal(fourth, REFUSALS.maxVotesPerProject);
    expect(await dumpDatabase()).toEqual(before);
    // Another user still may.
    expect((await vote('p3', bob.token)).status).toBe(200);
  });

  it('spends the 10-vote quota, then 409 with the quota text and nothing written', async () => {
    const plan = ['p1', 'p1', 'p1', 'p2', 'p2', 'p2', 'p3', 'p3', 'p3', 'p4'];
    for (const [i, id] of plan.entries()) expect((await vote(id)).body).toMatchObject({ remaining: 9 - i });
    const before = await dumpDatabase();
    const res = await vote('p5');
    expectRefusal(res, REFUSALS.quotaUsed);
    expect(await dumpDatabase()).toEqual(before);
    expect((await quota()).body).toEqual({ remaining: 0 });
    expect(await totalVotes()).toBe(10);
  });

  it('answers 404 for an unknown project and 409 for pending or rejected ones, writing nothing', async () => {
    const before = await dumpDatabase();
    const missing = await vote('no-such-project');
    expectRefusal(missing, REFUSALS.projectNotFound);
    for (const id of ['pending', 'rejected']) {
      const res = await vote(id);
      expectRefusal(res, REFUSALS.projectNotApproved);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('counts Sunday 23:59:59.999 Copenhagen to the old week and Monday 00:00 to a fresh one', async () => {
    h.clock.now = SUNDAY_LAST_MS;
    for (const id of ['p1', 'p1', 'p1', 'p2', 'p2', 'p2', 'p3', 'p3', 'p3', 'p4']) {
      expect((await vote(id)).status).toBe(200);
    }
    expect((await vote('p5')).body).toMatchObject({ message: MESSAGES.quotaUsed });
    expect((await quota()).body).toEqual({ remaining: 0 });

    h.clock.now = MONDAY_MIDNIGHT;
    expect((await quota()).body).toEqual({ remaining: 10 });
    // A new week: fresh quota and a fresh per-project tally.
    const res = await vote('p1');
    expect(res.body).toEqual({ remaining: 9, voteCount: 11, weeklyVotes: 1 });
    expect((await doc(COLLECTIONS.votes, ids.vote(NEXT_WEEK, alice.uid, 'p1', 1))).exists).toBe(true);
    expect((await doc(COLLECTIONS.votes, ids.vote(WEEK, alice.uid, 'p1', 3))).exists).toBe(true);
    expect((await liveCounts('p1')).votesByWeek).toEqual({
      '2026-11-16': 7,
      [WEEK]: 3,
      [NEXT_WEEK]: 1,
    });
    expect((await doc(COLLECTIONS.userWeeklyQuota, ids.quota(alice.uid, NEXT_WEEK))).get('spent')).toBe(1);
  });
});

describe('GET /api/me/quota', () => {
  it('answers 10 before any vote (no document needed) and counts down, private caching', async () => {
    const res = await quota();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    expect(res.body).toEqual({ remaining: 10 });
    expect(await dumpDatabase()).not.toHaveProperty(`${COLLECTIONS.userWeeklyQuota}/${ids.quota(alice.uid, WEEK)}`);
    await vote('p1');
    expect((await quota()).body).toEqual({ remaining: 9 });
  });
});

describe('POST /api/earn', () => {
  it('share: +2 once per week ({applied, bonusAmount}); the quota rises; next week again', async () => {
    const first = await earn('share');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PRIVATE);
    expect(first.body).toEqual({ applied: true, bonusAmount: 2 });
    expect((await quota()).body).toEqual({ remaining: 12 });
    expect((await doc(COLLECTIONS.voteBonusEvents, ids.bonusEvent(alice.uid, WEEK, 'share'))).data()).toMatchObject({
      userId: alice.uid,
      weekStart: WEEK,
      action: 'share',
      amount: 2,
    });

    const before = await dumpDatabase();
    const again = await earn('share');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ applied: false, bonusAmount: 0 });
    expect(await dumpDatabase()).toEqual(before);
    expect((await quota()).body).toEqual({ remaining: 12 });

    // The bonus votes are real: 12 votes this week, the 13th is refused.
    for (const id of ['p1', 'p1', 'p1', 'p2', 'p2', 'p2', 'p3', 'p3', 'p3', 'p4', 'p4', 'p4']) {
      expect((await vote(id)).status).toBe(200);
    }
    expect((await vote('p5')).body).toMatchObject({ message: MESSAGES.quotaUsed });

    h.clock.now = MONDAY_MIDNIGHT;
    expect((await earn('share')).body).toEqual({ applied: true, bonusAmount: 2 });
    expect((await quota()).body).toEqual({ remaining: 12 });
  });

  it('earning after voting keeps what was spent', async () => {
    await vote('p1');
    await vote('p2');
    expect((await earn('share')).body).toEqual({ applied: true, bonusAmount: 2 });
    expect((await quota()).body).toEqual({ remaining: 10 });
  });

  it('review5 needs a completed review session of 5 this week (409 and nothing written otherwise)', async () => {
    const session = (id: string, over: Partial<z.input<typeof voteSessionSchema>>) =>
      db
        .collection(COLLECTIONS.voteSessions)
        .doc(id)
        .set(
          toStored(
            voteSessionSchema.parse({
              id,
              userId: alice.uid,
              targetCount: 5,
              weekStart: WEEK,
              createdAt: NOW,
              ...over,
            }),
          ),
        );
    // Not enough: unfinished, finished with 3 items, finished last week, finished by someone else.
    await session('open', { actedCount: 4 });
    await session('short', { targetCount: 3, actedCount: 3, completedAt: NOW });
    await session('last-week', { weekStart: '2026-11-16', actedCount: 5, completedAt: NOW });
    await session('bobs', { userId: bob.uid, actedCount: 5, completedAt: NOW });

    const before = await dumpDatabase();
    const refused = await earn('review5');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'conflict',
      code: 'review_session_required',
      message: REVIEW_SESSION_REQUIRED,
    });
    expect(await dumpDatabase()).toEqual(before);

    await session('done', { actedCount: 5, completedAt: NOW });
    expect((await earn('review5')).body).toEqual({ applied: true, bonusAmount: 3 });
    expect((await earn('review5')).body).toEqual({ applied: false, bonusAmount: 0 });
    expect((await earn('share')).body).toEqual({ applied: true, bonusAmount: 2 });
    expect((await quota()).body).toEqual({ remaining: 15 });
    expect((await doc(COLLECTIONS.userWeeklyQuota, ids.quota(alice.uid, WEEK))).data()).toMatchObject({
      baseQuota: 10,
      bonusQuota: 5,
      spent: 0,
    });
  });
});

describe('auth and bad input', () => {
  const routes: [string, string, unknown][] = [
    ['POST', '/api/votes', { submissionId: 'p1' }],
    ['GET', '/api/me/quota', undefined],
    ['POST', '/api/earn', { action: 'share' }],
    ['POST', '/api/vote-session', { targetCount: 5 }],
    ['POST', '/api/vote-action', { sessionId: 's1', projectId: 'p1', action: 'vote' }],
  ];

  it.each(routes)('%s %s answers 401 without or with a forged token and writes nothing', async (method, path, body) => {
    const before = await dumpDatabase();
    for (const token of [undefined, 'forged.token.value']) {
      const res = await call(h, method, path, { token, body });
      expectRefusal(res, REFUSALS.mustBeLoggedIn);
      expect(res.headers.get('cache-control')).toBe(PRIVATE);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  const long = 'x'.repeat(201);
  const badInputs: [string, string, unknown, string | RegExp][] = [
    ['/api/votes', 'missing submissionId', {}, 'submissionId is required'],
    ['/api/votes', 'blank submissionId', { submissionId: '   ' }, 'submissionId is required'],
    ['/api/votes', 'numeric submissionId', { submissionId: 42 }, 'submissionId is required'],
    ['/api/votes', 'array submissionId', { submissionId: ['p1'] }, 'submissionId is required'],
    ['/api/votes', 'oversize submissionId', { submissionId: long }, 'submissionId must be 200 characters or less'],
    ['/api/votes', 'path in submissionId', { submissionId: 'p1/votes/x' }, 'submissionId is invalid'],
    ['/api/votes', 'reserved submissionId', { submissionId: '__p1__' }, 'submissionId is invalid'],
    ['/api/votes', 'unknown action', { submissionId: 'p1', action: 'unvote' }, /vote/],
    ['/api/votes', 'JSON array body', [{ submissionId: 'p1' }], /expected object|submissionId/i],
    ['/api/votes', 'non-JSON string body', 'submissionId=p1', 'submissionId is required'],
    ['/api/earn', 'missing action', {}, "action must be 'share' or 'review5'"],
    ['/api/earn', 'unknown action', { action: 'steal' }, "action must be 'share' or 'review5'"],
    ['/api/earn', 'numeric action', { action: 2 }, "action must be 'share' or 'review5'"],
    ['/api/earn', 'non-JSON string body', 'action=share', "action must be 'share' or 'review5'"],
    [
      '/api/vote-session',
      'oversize excludeProjectId',
      { excludeProjectId: long },
      'excludeProjectId must be 200 characters or less',
    ],
    ['/api/vote-session', 'numeric excludeProjectId', { excludeProjectId: 7 }, 'excludeProjectId must be a string'],
    ['/api/vote-action', 'missing everything', {}, 'sessionId is required'],
    ['/api/vote-action', 'missing projectId', { sessionId: 's1', action: 'vote' }, 'projectId is required'],
    ['/api/vote-action', 'missing action', { sessionId: 's1', projectId: 'p1' }, "action must be 'vote' or 'skip'"],
    [
      '/api/vote-action',
      'unknown action',
      { sessionId: 's1', projectId: 'p1', action: 'upvote' },
      "action must be 'vote' or 'skip'",
    ],
    [
      '/api/vote-action',
      'numeric sessionId',
      { sessionId: 1, projectId: 'p1', action: 'vote' },
      'sessionId is required',
    ],
    [
      '/api/vote-action',
      'oversize sessionId',
      { sessionId: long, projectId: 'p1', action: 'vote' },
      'sessionId must be 200 characters or less',
    ],
    [
      '/api/vote-action',
      'path in sessionId',
      { sessionId: 'a/b', projectId: 'p1', action: 'vote' },
      'sessionId is invalid',
    ],
    [
      '/api/vote-action',
      'oversize projectId',
      { sessionId: 's1', projectId: long, action: 'skip' },
      'projectId must be 200 characters or less',
    ],
    ['/api/vote-action', 'non-JSON string body', 'sessionId=s1', 'sessionId is required'],
  ];

  it.each(badInputs)(
    'POST %s with %s → 400 with a clear message, nothing written',
    async (path, _name, body, message) => {
      const before = await dumpDatabase();
      const res = await call(h, 'POST', path, { token: alice.token, body });
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe(PRIVATE);
      expect(res.body).toMatchObject({ error: 'bad_request', message: expect.stringMatching(message) });
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it.each(['/api/votes', '/api/earn', '/api/vote-session', '/api/vote-action'])(
    'POST %s with malformed JSON → 400, nothing written',
    async (path) => {
      const before = await dumpDatabase();
      const res = await call(h, 'POST', path, {
        token: alice.token,
        body: '{"submissionId":',
        headers: { 'content-type': 'application/json' },
      });
      expectRefusal(res, REFUSALS.malformedBody);
      expect(await dumpDatabase()).toEqual(before);
    },
  );
});
