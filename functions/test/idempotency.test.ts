// Through the production request path (Hosting emulator → emulated `api` function): a
// vote, vibe, bonus claim or review-session action carries the client's Idempotency-Key; a replay of
// the same key answers the stored result and spends nothing, the same key on another request is a
// 422, a malformed key a 400, and an attempt whose answer was cut off counts once when retried.
import type { z } from 'zod';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { BASE_VOTE_QUOTA, BONUS_AMOUNTS } from '../src/domain/constants';
import type { Submission } from '../src/domain/entities';
import { submissionSchema } from '../src/domain/entities';
import { IDEMPOTENCY_KEY_HEADER } from '../src/domain/validation';
import { dayOf, weekStartOf } from '../src/domain/week';
import { IDEMPOTENCY_MESSAGES } from '../src/services/idempotency';
import type { Harness, TestUser } from './api-harness';
import { call, clearAuth, signInAs } from './api-harness';
import { HOSTING_URL, adminDb, clearFirestore, liveCounts, putSubmissions, runClock } from './helpers';

const db = adminDb();
const hosting: Harness = { baseUrl: HOSTING_URL, clock: { now: runClock() }, close: async () => {} };
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const newKey = () => crypto.randomUUID();

function project(id: string, over: Partial<z.input<typeof submissionSchema>> = {}): Submission {
  const now = runClock();
  return submissionSchema.parse({
    id,
    projectName: `Project ${id}`,
    description: `What ${id} does`,
    submittedBy: `uid-builder-${id}`,
    status: 'approved',
    createdAt: new Date(now.getTime() - 20 * 86_400_000),
    approvedAt: new Date(now.getTime() - 86_400_000),
    launchpadLiveAt: new Date(now.getTime() - 86_400_000),
    ...over,
  });
}

let user: TestUser;

beforeAll(async () => {
  await clearAuth();
  user = await signInAs('idempotent@example.com');
}, 120_000);

beforeEach(async () => {
  await clearFirestore();
  await putSubmissions(project('p1'), project('p2'));
});

const week = () => weekStartOf(runClock());
const votesOf = async (submissionId: string) =>
  (await db.collection(COLLECTIONS.votes).where('submissionId', '==', submissionId).get()).size;
const spent = async () =>
  ((await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(user.uid, week())).get()).get('spent') as
    number | undefined) ?? 0;
const vote = (submissionId: string, key?: string) =>
  call(hosting, 'POST', '/api/votes', {
    token: user.token,
    body: { submissionId },
    headers: key ? keyed(key) : {},
  });

describe('POST /api/votes with an Idempotency-Key (through Hosting)', () => {
  it('a replay of the same key answers the stored result and spends nothing', async () => {
    const key = newKey();
    const first = await vote('p1', key);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ remaining: BASE_VOTE_QUOTA - 1, voteCount: 1, weeklyVotes: 1 });
    const replay = await vote('p1', key);
    expect(replay.status).toBe(200);
    // The stored result, and the project's count as it is now: the vote counted once.
    expect(replay.body).toEqual({ remaining: BASE_VOTE_QUOTA - 1, voteCount: 1, weeklyVotes: 1 });
    expect(await votesOf('p1')).toBe(1);
    expect(await spent()).toBe(1);
    // A new click is a new key: it spends.
    const second = await vote('p1', newKey());
    expect(second.body).toEqual({ remaining: BASE_VOTE_QUOTA - 2, voteCount: 2, weeklyVotes: 2 });
    expect(await votesOf('p1')).toBe(2);
  });

  it('parallel retries of one key count once', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => vote('p1', key)));
    const ok = answers.filter((a) => a.status === 200);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503).map((a) => a.status)).toEqual([]);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of ok) expect(a.body).toEqual({ remaining: BASE_VOTE_QUOTA - 1, voteCount: 1, weeklyVotes: 1 });
    expect(await votesOf('p1')).toBe(1);
    expect(await spent()).toBe(1);
  });

  it('the same key on a different request is a 422 with a clear message, and changes nothing', async () => {
    const key = newKey();
    expect((await vote('p1', key)).status).toBe(200);
    const other = await vote('p2', key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: IDEMPOTENCY_MESSAGES.reused });
    expect(await votesOf('p2')).toBe(0);
    expect(await spent()).toBe(1);
  });

  it('a malformed key is a 400 and spends nothing', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon;key']) {
      const r = await vote('p1', key);
      expect(r.status, key).toBe(400);
      expect((r.body as { message: string }).message).toMatch(/Idempotency-Key/);
    }
    expect(await votesOf('p1')).toBe(0);
  });

  it('an attempt whose answer was cut off counts once when retried with its key', async () => {
    const key = newKey();
    // The client gives up on the answer (a lost 504, a dropped connection); the server may or may
    // not have stored the vote by then.
    const controller = new AbortController();
    const lost = fetch(`${HOSTING_URL}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...keyed(key) },
      body: JSON.stringify({ submissionId: 'p1' }),
      signal: controller.signal,
    }).catch(() => null);
    setTimeout(() => controller.abort(), 30);
    await lost;
    let retry = await vote('p1', key);
    for (let i = 0; i < 5 && retry.status === 503; i++) retry = await vote('p1', key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ remaining: BASE_VOTE_QUOTA - 1, voteCount: 1, weeklyVotes: 1 });
    // Give the cut-off attempt time to finish if it is still running, then count.
    await new Promise((done) => setTimeout(done, 1500));
    expect(await votesOf('p1')).toBe(1);
    expect(await spent()).toBe(1);
  });

  it('old clients without a key keep working', async () => {
    expect((await vote('p1')).body).toEqual({ remaining: BASE_VOTE_QUOTA - 1, voteCount: 1, weeklyVotes: 1 });
    expect((await vote('p1')).body).toEqual({ remaining: BASE_VOTE_QUOTA - 2, voteCount: 2, weeklyVotes: 2 });
  });
});

describe('vibes, bonus claims and review-session actions replay by key (through Hosting)', () => {
  it('a vibe replayed with its key answers the count instead of "already vibed"', async () => {
    const key = newKey();
    for (const path of ['/api/projects/p1/vibe', '/api/projects/p1/vibe']) {
      const r = await call(hosting, 'POST', path, { token: user.token, headers: keyed(key) });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ vibeCount: 1 });
    }
    const viaList = await call(hosting, 'POST', '/api/vibes', {
      token: user.token,
      body: { submissionId: 'p1' },
      headers: keyed(key),
    });
    expect(viaList.body).toEqual({ vibeCount: 1 });
    const vibes = await db
      .collection(COLLECTIONS.vibes)
      .doc(ids.vibe(dayOf(runClock()), user.uid, 'p1'))
      .get();
    expect(vibes.exists).toBe(true);
    expect((await liveCounts('p1')).vibeCount).toBe(1);
    // A new click without the key is the second vibe of the day: refused.
    const again = await call(hosting, 'POST', '/api/projects/p1/vibe', { token: user.token, headers: keyed(newKey()) });
    expect(again.status).toBe(409);
  });

  it('a share bonus replayed with its key answers "applied" again and raises the quota once', async () => {
    const key = newKey();
    for (let i = 0; i < 2; i++) {
      const r = await call(hosting, 'POST', '/api/earn', {
        token: user.token,
        body: { action: 'share' },
        headers: keyed(key),
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ applied: true, bonusAmount: BONUS_AMOUNTS.share });
    }
    const quota = await call(hosting, 'GET', '/api/me/quota', { token: user.token });
    expect(quota.body).toEqual({ remaining: BASE_VOTE_QUOTA + BONUS_AMOUNTS.share });
    const other = await call(hosting, 'POST', '/api/earn', {
      token: user.token,
      body: { action: 'review5' },
      headers: keyed(key),
    });
    expect(other.status).toBe(422);
  });

  it('a review-session vote replayed with its key answers the stored result and votes once', async () => {
    const session = await call(hosting, 'POST', '/api/vote-session', { token: user.token, body: { targetCount: 2 } });
    expect(session.status).toBe(200);
    const { sessionId, items } = session.body as { sessionId: string; items: Array<{ project: { id: string } }> };
    const projectId = items[0]!.project.id;
    const key = newKey();
    const act = () =>
      call(hosting, 'POST', '/api/vote-action', {
        token: user.token,
        body: { sessionId, projectId, action: 'vote' },
        headers: keyed(key),
      });
    const first = await act();
    expect(first.status).toBe(200);
    expect(await act()).toMatchObject({ status: 200, body: first.body });
    expect(await votesOf(projectId)).toBe(1);
    expect(await spent()).toBe(1);
  });
});
