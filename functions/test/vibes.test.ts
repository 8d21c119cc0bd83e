// Vibes against the emulators through the real app: free, signed-in only, approved projects only,
// one per user per project per Copenhagen day, and the vibe, the project's vibe count and totalVibes agree.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { MESSAGES } from '../src/domain/messages';
import { call } from './api-harness';
import type { SubmissionOverrides } from './helpers';
import { HOSTING_URL, adminDb, launchpadSubmission, dumpDatabase, liveCounts, putSubmissions } from './helpers';
import { useApi } from './lifecycle';
import { REFUSALS, expectRefusal } from './refusals';

const db = adminDb();
const PRIVATE = 'private, no-store';
const NOW = new Date('2026-11-25T12:00:00Z');

const submission = (id: string, over: SubmissionOverrides = {}) =>
  launchpadSubmission(id, new Date('2026-11-02T10:00:00Z'), over);

/**
 * The three places a vibe shows up: vibe documents, the project's vibe count (its document plus its
 * counter shards), the totalVibes shards.
 */
async function counters(submissionId: string) {
  const vibes = await db.collection(COLLECTIONS.vibes).where('submissionId', '==', submissionId).get();
  const shards = await db.collection(COLLECTIONS.statsShards).get();
  const totalVibes = shards.docs.reduce((sum, d) => sum + ((d.get('totalVibes') as number | undefined) ?? 0), 0);
  return { vibes: vibes.size, vibeCount: (await liveCounts(submissionId)).vibeCount, totalVibes };
}

const {
  h,
  members: { alice, bob },
} = useApi({ now: NOW, members: { alice: 'alice-vibes@example.com', bob: 'bob-vibes@example.com' } });
beforeEach(async () => {
  await putSubmissions(
    submission('live', { vibeCount: 4 }),
    submission('pending', { status: 'pending', approvedAt: null, launchpadLiveAt: null }),
    submission('rejected', { status: 'rejected' }),
  );
});

const vibeCalls = [
  [
    'POST /api/projects/:id/vibe',
    (id: string, token?: string) => call(h, 'POST', `/api/projects/${encodeURIComponent(id)}/vibe`, { token }),
  ],
  [
    'POST /api/vibes',
    (id: string, token?: string) => call(h, 'POST', '/api/vibes', { token, body: { submissionId: id } }),
  ],
] as const;

describe.each(vibeCalls)('%s', (_name, vibe) => {
  it("refuses a vibe for the caller's own project: 403 own_project, nothing written", async () => {
    await putSubmissions(submission('mine', { submittedBy: alice.uid, vibeCount: 2 }));
    const before = await dumpDatabase();
    const res = await vibe('mine', alice.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'forbidden', code: 'own_project', message: MESSAGES.ownProjectVibe });
    expect(await dumpDatabase()).toEqual(before);
    // Anyone else may.
    expect((await vibe('mine', bob.token)).body).toEqual({ vibeCount: 3 });
  });

  it('sends one vibe: {vibeCount}, the vibe document and both counters agree, private caching', async () => {
    const res = await vibe('live', alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    expect(res.body).toEqual({ vibeCount: 5 });
    const stored = await db
      .collection(COLLECTIONS.vibes)
      .doc(ids.vibe('2026-11-25', alice.uid, 'live'))
      .get();
    expect(stored.data()).toMatchObject({ userId: alice.uid, submissionId: 'live', day: '2026-11-25' });
    expect(await counters('live')).toEqual({ vibes: 1, vibeCount: 5, totalVibes: 1 });
  });

  it('refuses a second vibe the same Copenhagen day and takes one the next day', async () => {
    // 23:59:59 in Copenhagen (UTC+1 in November) …
    h.clock.now = new Date('2026-11-25T22:59:59Z');
    expect((await vibe('live', alice.token)).status).toBe(200);
    const again = await vibe('live', alice.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'conflict', code: 'already_vibed_today', message: MESSAGES.alreadyVibedToday });
    // … and 00:00 the next Copenhagen day, though still the 25th in UTC.
    h.clock.now = new Date('2026-11-25T23:00:00Z');
    const nextDay = await vibe('live', alice.token);
    expect(nextDay.status).toBe(200);
    expect(nextDay.body).toEqual({ vibeCount: 6 });
    // Another user is not limited by alice's vibe.
    expect((await vibe('live', bob.token)).body).toEqual({ vibeCount: 7 });
    expect(await counters('live')).toEqual({ vibes: 3, vibeCount: 7, totalVibes: 3 });
  });

  it('answers 401 without a valid token and writes nothing', async () => {
    const before = await dumpDatabase();
    for (const token of [undefined, 'forged.token.value']) {
      const res = await vibe('live', token);
      expectRefusal(res, REFUSALS.mustBeLoggedIn);
      expect(res.headers.get('cache-control')).toBe(PRIVATE);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('answers 404 for an unknown project and 409 for one not approved, writing nothing', async () => {
    const before = await dumpDatabase();
    const missing = await vibe('no-such-project', alice.token);
    expectRefusal(missing, REFUSALS.projectNotFound);
    for (const id of ['pending', 'rejected']) {
      const res = await vibe(id, alice.token);
      expectRefusal(res, REFUSALS.projectNotApproved);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('takes exactly one of 10 parallel vibes by one user; the rest get 409, none 500', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => vibe('live', alice.token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 503)).toBe(true);
    expect(await counters('live')).toEqual({ vibes: 1, vibeCount: 5, totalVibes: 1 });
  });
});

describe('bad input', () => {
  const bodies: [string, unknown][] = [
    ['missing submissionId', {}],
    ['empty submissionId', { submissionId: '' }],
    ['blank submissionId', { submissionId: '   ' }],
    ['numeric submissionId', { submissionId: 42 }],
    ['array submissionId', { submissionId: ['live'] }],
    ['oversize submissionId', { submissionId: 'x'.repeat(201) }],
    ['submissionId with a slash', { submissionId: 'live/evil' }],
    ['reserved submissionId', { submissionId: '__live__' }],
    ['dot-dot submissionId', { submissionId: '..' }],
    ['JSON array body', ['live']],
  ];

  it.each(bodies)('POST /api/vibes with %s → 400, nothing written', async (_name, body) => {
    const before = await dumpDatabase();
    const res = await call(h, 'POST', '/api/vibes', { token: alice.token, body });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/submissionId|expected/i);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('POST /api/vibes with a body that is not JSON → 400, nothing written', async () => {
    const before = await dumpDatabase();
    const res = await call(h, 'POST', '/api/vibes', {
      token: alice.token,
      body: '{"submissionId":',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(res, REFUSALS.malformedBody);
    expect(await dumpDatabase()).toEqual(before);
  });

  it.each([
    ['oversize id', 'x'.repeat(201)],
    ['id with an encoded slash', 'live%2Fevil'],
    ['reserved id', '__live__'],
  ])('POST /api/projects/:id/vibe with an %s → 400, nothing written', async (_name, id) => {
    const before = await dumpDatabase();
    const res = await call(h, 'POST', `/api/projects/${id}/vibe`, { token: alice.token });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/Project id/);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('through Hosting and the emulated api function', () => {
  it("a maker's vibe for their own project is a 403 own_project", async () => {
    await putSubmissions(submission('mine', { submittedBy: alice.uid }));
    const res = await fetch(`${HOSTING_URL}/api/projects/mine/vibe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'forbidden', code: 'own_project', message: MESSAGES.ownProjectVibe });
    expect((await db.collection(COLLECTIONS.vibes).get()).size).toBe(0);
  });
});
