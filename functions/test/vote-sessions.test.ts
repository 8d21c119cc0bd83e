// Review sessions against the emulators through the real app: POST /api/vote-session picks approved
// projects the user has neither voted on this week nor submitted, launchpad first; POST /api/vote-action
// votes (through the vote rules) or skips each item once; the last action completes the session,
// counts the reviews in user_warmup_status and unlocks the review5 bonus.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { voteSessionItemSchema, voteSessionSchema } from '../src/domain/entities';
import { parseStored } from '../src/domain/firestore-data';
import { installReadMeter } from '../src/infra/read-meter';
import { MESSAGES } from '../src/domain/messages';
import { VOTE_SESSION_RATE_LIMIT } from '../src/http/middleware/rate-limit';
import {
  MAX_CANDIDATE_READS,
  SESSION_ACTION_MS,
  SESSION_MESSAGES,
  sessionExpiresAt,
} from '../src/services/vote-sessions';
import { call } from './api-harness';
import type { SubmissionOverrides } from './helpers';
import { HOSTING_URL, adminDb, approvedSubmission, dumpDatabase, liveCounts, putSubmissions } from './helpers';
import { useApi } from './lifecycle';
import { REFUSALS, expectRefusal } from './refusals';

const db = adminDb();
const PRIVATE = 'private, no-store';
const NOW = new Date('2026-11-25T12:00:00Z');
const WEEK = '2026-11-23';

type SessionBody = z.infer<typeof API.voteSession.output>;

// Approved long ago (2 October): charted or judged, no longer on the launchpad.
const submission = (id: string, over: SubmissionOverrides = {}) =>
  approvedSubmission(id, {
    projectUrl: `https://${id}.example.com`,
    thumbnailUrl: `https://cdn.example.com/${id}.webp`,
    ...over,
  });
const fresh = (id: string, over: SubmissionOverrides = {}) =>
  submission(id, {
    approvedAt: new Date('2026-11-22T10:00:00Z'),
    launchpadLiveAt: new Date('2026-11-22T10:00:00Z'),
    ...over,
  });

const {
  h,
  members: { alice, bob },
} = useApi({ now: NOW, members: { alice: 'alice-sessions@example.com', bob: 'bob-sessions@example.com' } });

const start = (body: unknown = {}, token = alice.token) => call(h, 'POST', '/api/vote-session', { token, body });
const act = (sessionId: string, projectId: string, action: string, token = alice.token) =>
  call(h, 'POST', '/api/vote-action', { token, body: { sessionId, projectId, action } });
const earn = () => call(h, 'POST', '/api/earn', { token: alice.token, body: { action: 'review5' } });
const projectIds = (body: unknown) => (body as SessionBody).items.map((i) => i.project.id);

describe('POST /api/vote-session', () => {
  it('returns 5 items in the spec shape and stores the session and its items', async () => {
    await putSubmissions(
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) =>
        submission(id, {
          builderTool: ['Cursor'],
          modelProviders: ['Claude 4 Sonnet'],
          ideAgents: ['cursor', 'Claude Code'],
          hostsFrameworks: ['Vercel'],
        }),
      ),
    );
    const res = await start({ userId: bob.uid });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    const body = API.voteSession.output.parse(res.body);
    expect(body.items).toHaveLength(5);
    expect(body.items.map((i) => i.position)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(projectIds(body)).size).toBe(5);
    const first = body.items[0]!;
    expect(first).toEqual({
      id: ids.sessionItem(0),
      position: 0,
      acted: false,
      project: {
        id: first.project.id,
        title: `Project ${first.project.id}`,
        summary: `What ${first.project.id} does`,
        url: `https://${first.project.id}.example.com`,
        thumbnail_url: `https://cdn.example.com/${first.project.id}.webp`,
        stackTags: ['Cursor', 'Claude 4 Sonnet', 'Claude Code', 'Vercel'],
      },
    });

    const session = await db.collection(COLLECTIONS.voteSessions).doc(body.sessionId).get();
    // The body's userId is ignored: the session belongs to the token user.
    expect(parseStored(voteSessionSchema, session.ref.path, session.id, session.data())).toMatchObject({
      userId: alice.uid,
      targetCount: 5,
      weekStart: WEEK,
      actedCount: 0,
      completedAt: null,
    });
    const items = await session.ref.collection(COLLECTIONS.voteSessionItems).orderBy('position').get();
    expect(items.docs.map((d) => parseStored(voteSessionItemSchema, d.ref.path, d.id, d.data()))).toEqual(
      body.items.map((i) => ({
        id: i.id,
        sessionId: body.sessionId,
        userId: alice.uid,
        projectId: i.project.id,
        position: i.position,
        acted: false,
        action: null,
        createdAt: NOW,
        expiresAt: sessionExpiresAt(WEEK),
      })),
    );
    // Deleted by the TTL policy the day after its week (the bonus check reads it until then).
    expect(sessionExpiresAt(WEEK)).toEqual(new Date('2026-11-30T23:00:00Z'));
    expect(session.get('expiresAt').toDate()).toEqual(sessionExpiresAt(WEEK));
  });

  it('leaves out what the user voted on this week, their own, excludeProjectId, pending and rejected', async () => {
    await putSubmissions(
      submission('voted'),
      submission('mine', { submittedBy: alice.uid }),
      submission('just-submitted'),
      submission('pending', { status: 'pending', approvedAt: null, launchpadLiveAt: null }),
      submission('rejected', { status: 'rejected' }),
      submission('ok-1'),
      submission('ok-2'),
      submission('archived', { archivedAt: new Date('2026-11-16T00:00:00Z') }),
    );
    expect((await call(h, 'POST', '/api/votes', { token: alice.token, body: { submissionId: 'voted' } })).status).toBe(
      200,
    );
    const res = await start({ targetCount: 10, excludeProjectId: 'just-submitted' });
    expect(res.status).toBe(200);
    // Archived approved projects may be reviewed, after everything else.
    expect(projectIds(res.body).sort()).toEqual(['archived', 'ok-1', 'ok-2']);
    expect(projectIds(res.body).at(-1)).toBe('archived');
    // Last week's votes do not hide a project.
    h.clock.now = new Date('2026-12-02T12:00:00Z');
    expect(projectIds((await start({ targetCount: 10 })).body)).toContain('voted');
  });

  it('puts launchpad projects first', async () => {
    await putSubmissions(
      ...['old-1', 'old-2', 'old-3', 'old-4'].map((id) => submission(id)),
      ...['new-1', 'new-2', 'new-3'].map((id) => fresh(id)),
    );
    for (let i = 0; i < 3; i++) {
      const ids5 = projectIds((await start()).body);
      expect(ids5).toHaveLength(5);
      expect(ids5.slice(0, 3).sort()).toEqual(['new-1', 'new-2', 'new-3']);
    }
  });

  it('takes targetCount, and 5 when it is not a usable number', async () => {
    await putSubmissions(...Array.from({ length: 12 }, (_, i) => submission(`p${i}`)));
    expect(projectIds((await start({ targetCount: 2 })).body)).toHaveLength(2);
    expect(projectIds((await start({ targetCount: '3' })).body)).toHaveLength(3);
    for (const targetCount of ['lots', null, -1, 0, 1000, { n: 1 }]) {
      const res = await start({ targetCount });
      expect(res.status).toBe(200);
      expect(projectIds(res.body)).toHaveLength(5);
    }
  });

  it('answers 200 with no items when nothing is left to review', async () => {
    await putSubmissions(submission('mine', { submittedBy: alice.uid }), submission('pending', { status: 'pending' }));
    const res = await start();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionId: expect.any(String), items: [] });
  });
});

describe('POST /api/vote-action', () => {
  async function fiveItemSession() {
    await putSubmissions(...['a', 'b', 'c', 'd', 'e'].map((id) => fresh(id)));
    const body = (await start()).body as SessionBody;
    return { sessionId: body.sessionId, projects: projectIds(body) };
  }

  it('runs a session end to end: votes and skips, completion, warm-up, the review bonus credited by the last answer', async () => {
    const { sessionId, projects } = await fiveItemSession();
    const [p0, p1, p2, p3, p4] = projects as [string, string, string, string, string];

    const first = await act(sessionId, p0, 'vote');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PRIVATE);
    // A vote answers the project's counts read after it, as POST /api/votes does.
    expect(first.body).toEqual({
      ok: true,
      completed: false,
      remaining: 9,
      bonusEarned: 0,
      voteCount: 1,
      weeklyVotes: 1,
    });
    expect(
      (
        await db
          .collection(COLLECTIONS.votes)
          .doc(ids.vote(WEEK, alice.uid, p0, 1))
          .get()
      ).data(),
    ).toMatchObject({ userId: alice.uid, submissionId: p0, source: 'session', weekStart: WEEK });
    expect((await liveCounts(p0)).voteCount).toBe(1);

    // Acting twice on an item changes nothing: no second vote.
    const before = await dumpDatabase();
    expect((await act(sessionId, p0, 'vote')).body).toEqual({
      ok: true,
      completed: false,
      remaining: 9,
      bonusEarned: 0,
      voteCount: 1,
      weeklyVotes: 1,
    });
    expect((await act(sessionId, p0, 'skip')).body).toEqual({
      ok: true,
      completed: false,
      remaining: 9,
      bonusEarned: 0,
    });
    expect(await dumpDatabase()).toEqual(before);

    // Items may be acted on in any order.
    expect((await act(sessionId, p3, 'skip')).body).toEqual({
      ok: true,
      completed: false,
      remaining: 9,
      bonusEarned: 0,
    });
    expect((await act(sessionId, p1, 'vote')).body).toMatchObject({ ok: true, completed: false, remaining: 8 });
    expect((await act(sessionId, p4, 'skip')).body).toEqual({
      ok: true,
      completed: false,
      remaining: 8,
      bonusEarned: 0,
    });
    expect((await earn()).body).toEqual({
      error: 'conflict',
      code: 'review_session_required',
      message: expect.stringContaining('review session'),
    });
    // The answer that completes the session credits the +3 itself: 10 - 3 votes + 3.
    const last = { ok: true, completed: true, remaining: 10, voteCount: 1, weeklyVotes: 1 };
    expect((await act(sessionId, p2, 'vote')).body).toEqual({ ...last, bonusEarned: 3 });
    expect((await act(sessionId, p2, 'vote')).body).toEqual({ ...last, bonusEarned: 0 });

    const session = await db.collection(COLLECTIONS.voteSessions).doc(sessionId).get();
    expect(session.get('actedCount')).toBe(5);
    expect(session.get('votedCount')).toBe(3);
    expect(session.get('completedAt').toDate()).toEqual(NOW);
    const items = await session.ref.collection(COLLECTIONS.voteSessionItems).orderBy('position').get();
    expect(items.docs.map((d) => [d.get('acted'), d.get('action')])).toEqual([
      [true, 'vote'],
      [true, 'vote'],
      [true, 'vote'],
      [true, 'skip'],
      [true, 'skip'],
    ]);
    expect(
      (await db.collection(COLLECTIONS.userWarmupStatus).doc(ids.warmup(alice.uid, WEEK)).get()).data(),
    ).toMatchObject({ userId: alice.uid, weekStart: WEEK, reviewsCompleted: 5, eligible: true });
    expect((await db.collection(COLLECTIONS.votes).get()).size).toBe(3);

    expect(
      (await db.collection(COLLECTIONS.voteBonusEvents).doc(`${alice.uid}_${WEEK}_review5`).get()).data(),
    ).toMatchObject({ userId: alice.uid, weekStart: WEEK, action: 'review5', amount: 3 });
    expect(
      (await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(alice.uid, WEEK)).get()).data(),
    ).toMatchObject({ spent: 3, bonusQuota: 3 });
    // Already credited: the separate call has nothing left to add.
    expect((await earn()).body).toEqual({ applied: false, bonusAmount: 0 });
    expect((await call(h, 'GET', '/api/me/quota', { token: alice.token })).body).toEqual({ remaining: 10 });

    // A second qualifying session the same week earns nothing more.
    await putSubmissions(...['f', 'g', 'h', 'i', 'j'].map((id) => fresh(id)));
    const again = (await start()).body as SessionBody;
    const answers = [];
    for (const id of projectIds(again)) answers.push((await act(again.sessionId, id, 'vote')).body);
    expect(answers.at(-1)).toMatchObject({ completed: true, bonusEarned: 0, remaining: 5 });
  });

  it('five skips complete the session but earn no bonus; a skip completing a session with a vote earns it', async () => {
    const { sessionId, projects } = await fiveItemSession();
    const skips = [];
    for (const id of projects) skips.push((await act(sessionId, id, 'skip')).body);
    expect(skips.at(-1)).toEqual({ ok: true, completed: true, remaining: 10, bonusEarned: 0 });
    expect((await db.collection(COLLECTIONS.voteBonusEvents).get()).size).toBe(0);
    expect((await earn()).status).toBe(409);

    await putSubmissions(...['f', 'g', 'h', 'i', 'j'].map((id) => fresh(id)));
    const next = (await start()).body as SessionBody;
    const [first, ...rest] = projectIds(next) as [string, ...string[]];
    expect((await act(next.sessionId, first, 'vote')).body).toMatchObject({ bonusEarned: 0, remaining: 9 });
    const answers = [];
    for (const id of rest) answers.push((await act(next.sessionId, id, 'skip')).body);
    expect(answers.at(-1)).toEqual({ ok: true, completed: true, remaining: 12, bonusEarned: 3 });
    expect((await call(h, 'GET', '/api/me/quota', { token: alice.token })).body).toEqual({ remaining: 12 });
  });

  it('counts warm-up reviews across sessions: a session of 2 is not eligible, then 2 + 3 is', async () => {
    await putSubmissions(...['a', 'b', 'c', 'd', 'e'].map((id) => fresh(id)));
    const small = (await start({ targetCount: 2 })).body as SessionBody;
    for (const id of projectIds(small)) await act(small.sessionId, id, 'skip');
    const warmupRef = db.collection(COLLECTIONS.userWarmupStatus).doc(ids.warmup(alice.uid, WEEK));
    expect((await warmupRef.get()).data()).toMatchObject({ reviewsCompleted: 2, eligible: false });
    // A completed session of 2 does not earn review5.
    expect((await earn()).status).toBe(409);

    const rest = (await start({ targetCount: 3 })).body as SessionBody;
    expect(projectIds(rest)).toHaveLength(3);
    for (const id of projectIds(rest)) await act(rest.sessionId, id, 'skip');
    expect((await warmupRef.get()).data()).toMatchObject({ reviewsCompleted: 5, eligible: true });
  });

  it("answers 403 for another user's session, 404 for unknown sessions and projects, writing nothing", async () => {
    const { sessionId, projects } = await fiveItemSession();
    const before = await dumpDatabase();

    const others = await act(sessionId, projects[0]!, 'vote', bob.token);
    expect(others.status).toBe(403);
    expect(others.body).toEqual({ error: 'forbidden', code: 'session_not_yours', message: SESSION_MESSAGES.notYours });

    const unknown = await act('no-such-session', projects[0]!, 'vote');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', code: 'session_not_found', message: SESSION_MESSAGES.notFound });

    const outside = await act(sessionId, 'not-in-session', 'vote');
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({
      error: 'not_found',
      code: 'session_item_not_found',
      message: SESSION_MESSAGES.notInSession,
    });

    expect(await dumpDatabase()).toEqual(before);
  });

  it('applies the vote rules: quota used, per-project limit, project no longer approved (item stays open)', async () => {
    const { sessionId, projects } = await fiveItemSession();
    const [p0, p1, p2] = projects as [string, string, string];
    // Three votes already given to p0 this week, from the chart.
    for (let i = 0; i < 3; i++) {
      await call(h, 'POST', '/api/votes', { token: alice.token, body: { submissionId: p0 } });
    }
    let before = await dumpDatabase();
    const limit = await act(sessionId, p0, 'vote');
    expectRefusal(limit, REFUSALS.maxVotesPerProject);
    expect(await dumpDatabase()).toEqual(before);

    await db.collection(COLLECTIONS.submissions).doc(p1).update({ status: 'rejected' });
    before = await dumpDatabase();
    const rejected = await act(sessionId, p1, 'vote');
    expectRefusal(rejected, REFUSALS.projectNotApproved);
    expect(await dumpDatabase()).toEqual(before);

    await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(alice.uid, WEEK)).update({ spent: 10 });
    before = await dumpDatabase();
    const used = await act(sessionId, p2, 'vote');
    expectRefusal(used, REFUSALS.quotaUsed);
    expect(await dumpDatabase()).toEqual(before);

    // Skipping is always possible and the refused items are still open.
    expect((await act(sessionId, p2, 'skip')).body).toEqual({
      ok: true,
      completed: false,
      remaining: 0,
      bonusEarned: 0,
    });
  });
});

describe('bounded: per-member limit, expiry, reads', () => {
  it('the +3 review5 bonus needs a vote in the session: five skips complete it and earn nothing', async () => {
    await putSubmissions(...['a', 'b', 'c', 'd', 'e'].map((id) => fresh(id)));
    const body = (await start()).body as SessionBody;
    for (const id of projectIds(body)) await act(body.sessionId, id, 'skip');
    const session = await db.collection(COLLECTIONS.voteSessions).doc(body.sessionId).get();
    expect([session.get('actedCount'), session.get('votedCount'), session.get('completedAt') !== null]).toEqual([
      5,
      0,
      true,
    ]);
    const refused = await earn();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'conflict',
      code: 'review_session_required',
      message: MESSAGES.reviewSessionRequired,
    });
    // A second session with one vote in it earns the bonus: the action that completes it credits the +3.
    await putSubmissions(...['f', 'g', 'h', 'i', 'j'].map((id) => fresh(id)));
    const next = (await start()).body as SessionBody;
    const [first, ...rest] = projectIds(next);
    await act(next.sessionId, first!, 'vote');
    const answers = [];
    for (const id of rest) answers.push((await act(next.sessionId, id, 'skip')).body as { bonusEarned: number });
    expect(answers.map((a) => a.bonusEarned)).toEqual([0, 0, 0, 3]);
    // Credited once: claiming it again adds nothing.
    expect((await earn()).body).toEqual({ applied: false, bonusAmount: 0 });
  });

  it('expires: 24 hours after its start, or once its week is over, an action is a 409 and changes nothing', async () => {
    await putSubmissions(...['a', 'b', 'c', 'd', 'e'].map((id) => fresh(id)));
    const body = (await start()).body as SessionBody;
    const [p0, p1] = projectIds(body) as [string, string];
    h.clock.now = new Date(NOW.getTime() + SESSION_ACTION_MS - 1000);
    expect((await act(body.sessionId, p0, 'skip')).status).toBe(200);
    h.clock.now = new Date(NOW.getTime() + SESSION_ACTION_MS);
    const before = await dumpDatabase();
    const late = await act(body.sessionId, p1, 'vote');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'conflict', code: 'session_expired', message: MESSAGES.sessionExpired });
    expect(await dumpDatabase()).toEqual(before);

    // Started Sunday night, acted on Monday: the week it belongs to is over.
    h.clock.now = new Date('2026-11-29T22:50:00Z');
    const sunday = (await start()).body as SessionBody;
    h.clock.now = new Date('2026-11-29T23:05:00Z');
    const monday = await act(sunday.sessionId, projectIds(sunday)[0]!, 'vote');
    expect(monday.status).toBe(409);
    expect(monday.body).toMatchObject({ code: 'session_expired' });
  });

  // The member's rate-limit window, the quota, one page of candidates.
  it(`reads at most ${MAX_CANDIDATE_READS + 2} documents, however many projects are approved`, async () => {
    expect(installReadMeter(true)).toBe(true);
    const many = Array.from({ length: 300 }, (_, i) =>
      fresh(`many-${String(i).padStart(3, '0')}`, { launchpadLiveAt: new Date(Date.UTC(2026, 10, 20, 0, i)) }),
    );
    await putSubmissions(...many.slice(0, 250));
    await putSubmissions(...many.slice(250));
    for (const targetCount of [5, 20]) {
      const res = await start({ targetCount });
      expect(res.status).toBe(200);
      expect((res.body as SessionBody).items).toHaveLength(targetCount);
      const reads = Number(res.headers.get('x-firestore-reads'));
      expect(reads, `targetCount ${targetCount}`).toBeGreaterThan(0);
      expect(reads, `targetCount ${targetCount}`).toBeLessThanOrEqual(MAX_CANDIDATE_READS + 2);
    }
  });

  it('a member starts at most 10 sessions in 10 minutes (429, through Hosting); another member still can', async () => {
    await putSubmissions(...['a', 'b', 'c', 'd', 'e'].map((id) => fresh(id)));
    const post = (token: string) =>
      fetch(`${HOSTING_URL}/api/vote-session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    // The run's clock may cross a ten-minute boundary once: then up to twice the limit get through.
    let accepted = 0;
    let refused: Response | undefined;
    for (let n = 0; n <= 2 * VOTE_SESSION_RATE_LIMIT.limit && !refused; n++) {
      const res = await post(alice.token);
      if (res.status === 429) refused = res;
      else {
        expect(res.status).toBe(200);
        accepted++;
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(VOTE_SESSION_RATE_LIMIT.limit);
    expect(accepted).toBeLessThanOrEqual(2 * VOTE_SESSION_RATE_LIMIT.limit);
    expect(await refused!.json()).toEqual({
      error: 'rate_limited',
      code: 'rate_limited',
      message: MESSAGES.rateLimited,
    });
    expect(refused!.headers.get('retry-after')).not.toBeNull();
    const sessions = await db.collection(COLLECTIONS.voteSessions).where('userId', '==', alice.uid).count().get();
    expect(sessions.data().count).toBe(accepted);
    expect((await post(bob.token)).status).toBe(200);
  });
});
