// Vote rings the first detector missed, end to end on the emulators: bots that each also vote for a
// different decoy project (through the Hosting emulator and the emulated api function, so no two
// bots share a project set), fresh bots from one network spread over the week among a real crowd
// (the network each vote came from is stored, hashed, by the API), and a ring that votes on Sunday
// evening, after the last nightly run: the Monday chart job scores the closing week first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { fairnessGroupSchema, userSchema, voteSchema } from '../src/domain/entities';
import { groupId } from '../src/domain/fairness';
import { shiftWeek, weekStartInstant, weekStartOf } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import { runFairnessJob } from '../src/jobs/fairness';
import { typedCollection } from '../src/services/firestore';
import type { Harness } from './api-harness';
import { call, clearAuth, idTokenFor, startApi } from './api-harness';
import {
  HOSTING_URL,
  adminDb,
  clearFirestore,
  dumpDatabase,
  judgedSubmission,
  launchpadSubmission,
  putSubmissions,
  runClock,
} from './helpers';
import { runScript } from './run-script';

const db = adminDb();
const groups = () => typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, db);
const LONG_AGO = new Date('2026-03-01T10:00:00Z');

/** Ordinary members since March: users documents only (their votes are seeded). */
async function members(prefix: string, count: number): Promise<string[]> {
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  const batch = db.batch();
  const uids = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  for (const uid of uids)
    batch.set(users.doc(uid), userSchema.parse({ id: uid, email: `${uid}@vibers.dev`, createdAt: LONG_AGO }));
  await batch.commit();
  return uids;
}

/** Votes as the API stores them, written directly (for weeks and hours a test cannot wait for). */
async function seedVotes(weekStart: string, votes: Array<{ userId: string; submissionId: string; createdAt: Date }>) {
  const col = typedCollection(COLLECTIONS.votes, voteSchema, db);
  const perProject = new Map<string, number>();
  const batch = db.batch();
  for (const v of votes) {
    const n = (perProject.get(`${v.userId}/${v.submissionId}`) ?? 0) + 1;
    perProject.set(`${v.userId}/${v.submissionId}`, n);
    const id = ids.vote(weekStart, v.userId, v.submissionId, n);
    batch.set(col.doc(id), voteSchema.parse({ id, projectId: v.submissionId, weekStart, ...v }));
  }
  await batch.commit();
}

beforeEach(async () => {
  await clearFirestore();
});
afterAll(async () => {
  await clearAuth();
});

describe('a ring whose bots each also vote for a decoy', () => {
  it('through Hosting: 10 fresh Google accounts, 3 votes for the target and 1 for a decoy of their own → one group', async () => {
    const now = runClock();
    const liveAt = new Date(now.getTime() - 86_400_000);
    const decoys = Array.from({ length: 10 }, (_, i) => `decoy${i}`);
    await putSubmissions(...['target', ...decoys].map((id) => launchpadSubmission(id, liveAt)));
    // A real crowd votes for the decoys too: they are ordinary projects.
    const crowd = await members('crowd', 8);
    await seedVotes(
      weekStartOf(now),
      crowd.flatMap((userId, i) => [
        { userId, submissionId: decoys[i % 10]!, createdAt: new Date(now.getTime() - 3_600_000 * (i + 2)) },
      ]),
    );

    const post = (path: string, token: string, body?: unknown) =>
      fetch(`${HOSTING_URL}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    for (let i = 0; i < 10; i++) {
      const token = await idTokenFor(`decoy-bot-${i}`);
      expect((await post('/api/users/sync', token)).status).toBe(200);
      for (let n = 0; n < 3; n++)
        expect((await post('/api/votes', token, { submissionId: 'target' })).status).toBe(200);
      expect((await post('/api/votes', token, { submissionId: decoys[i]! })).status).toBe(200);
    }

    const result = await runFairnessJob({ db, now: runClock() });
    expect(result).toMatchObject({ groups: 1, written: 1 });
    const [group, ...rest] = (await groups().get()).docs.map((d) => d.data());
    expect(rest).toHaveLength(0);
    expect(group).toMatchObject({
      id: groupId(weekStartOf(now), ['target']),
      projectIds: ['target'],
      accountCount: 10,
      voteCount: 30,
      votesByProject: { target: 30 },
      status: 'open',
    });
    expect(group!.reasons).toEqual(expect.arrayContaining(['most_voters', 'fresh_accounts', 'burst']));
    expect(group!.accountIds.every((id) => id.startsWith('decoy-bot-'))).toBe(true);
  }, 120_000);
});

describe('fresh bots from one network among a real crowd, spread over the week', () => {
  let h: Harness;
  beforeAll(async () => {
    // As deployed: the client is the entry Google's front end appended to X-Forwarded-For.
    h = await startApi({ clientAddressMode: 'google-front-end' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the API stores each vote with its hashed network; the job flags the bots by it', async () => {
    const WEEK = '2026-11-23';
    const at = (hours: number) => new Date(weekStartInstant(WEEK).getTime() + hours * 3_600_000);
    await putSubmissions(
      judgedSubmission('popular', 8),
      ...Array.from({ length: 6 }, (_, i) => judgedSubmission(`side${i}`, 8)),
    );
    const crowd = await members('fan', 30);
    await seedVotes(
      WEEK,
      crowd.map((userId, i) => ({ userId, submissionId: 'popular', createdAt: at(2 + i * 5) })),
    );
    // Six bots sign up on Monday and vote from one /24 over the next days, each also for a side project.
    for (let i = 0; i < 6; i++) {
      h.clock.now = at(1 + i * 0.1);
      const token = await idTokenFor(`net-bot-${i}`);
      expect((await call(h, 'POST', '/api/users/sync', { token, body: {} })).status).toBe(200);
      const from = { 'x-forwarded-for': `198.51.100.${10 + i}` };
      h.clock.now = at(10 + i * 10);
      for (const submissionId of ['popular', `side${i}`]) {
        expect((await call(h, 'POST', '/api/votes', { token, body: { submissionId }, headers: from })).status).toBe(
          200,
        );
      }
    }
    // A member on another network: another bucket.
    const other = await idTokenFor('elsewhere');
    await call(h, 'POST', '/api/votes', {
      token: other,
      body: { submissionId: 'side0' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const stored = (await db.collection(COLLECTIONS.votes).where('weekStart', '==', WEEK).get()).docs.map((d) =>
      d.data(),
    );
    const bots = stored.filter((v) => String(v.userId).startsWith('net-bot-'));
    expect(bots).toHaveLength(12);
    expect(new Set(bots.map((v) => v.addressBucket)).size).toBe(1);
    expect(bots[0]!.addressBucket).toMatch(/^[0-9a-f]{16}$/);
    const elsewhere = stored.find((v) => v.userId === 'elsewhere')?.addressBucket;
    expect(elsewhere).toMatch(/^[0-9a-f]{16}$/);
    expect(elsewhere).not.toBe(bots[0]!.addressBucket);
    // No address is stored, only the bucket.
    expect(JSON.stringify(stored)).not.toContain('198.51.100');

    await runFairnessJob({ db, now: at(6 * 24) });
    const found = (await groups().get()).docs.map((d) => d.data());
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ projectIds: ['popular'], accountCount: 6, votesByProject: { popular: 6 } });
    expect(found[0]!.reasons).toEqual(['fresh_accounts', 'shared_address']);
    expect(found[0]!.evidence.sharedAddressAccounts).toBe(6);
  }, 120_000);
});

describe('a ring that votes on Sunday evening, after the last nightly run', () => {
  const WEEK = '2026-11-23';
  const NEXT = shiftWeek(WEEK, 1);
  // Sunday 29 November, Copenhagen (UTC+1).
  const sunday = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 29, hour - 1, minute));

  async function seedSundayRing() {
    await putSubmissions(judgedSubmission('sunday-target', 8, { votesByWeek: { [WEEK]: 90 } }));
    const users = typedCollection(COLLECTIONS.users, userSchema, db);
    const batch = db.batch();
    const votes: Array<{ userId: string; submissionId: string; createdAt: Date }> = [];
    for (let i = 0; i < 30; i++) {
      const uid = `sunday-bot${i}`;
      batch.set(users.doc(uid), userSchema.parse({ id: uid, email: `${uid}@ring.example`, createdAt: sunday(21, 30) }));
      for (let n = 0; n < 3; n++)
        votes.push({ userId: uid, submissionId: 'sunday-target', createdAt: sunday(22, i + n) });
    }
    await batch.commit();
    await seedVotes(WEEK, votes);
  }

  it('the 21:00 run sees none of it; the Monday chart job scores the closing week first and records the ring', async () => {
    // Sunday 21:00, the last nightly run of the week: the ring has not voted yet.
    expect(await runFairnessJob({ db, now: sunday(21) })).toMatchObject({ weekStart: WEEK, votes: 0, groups: 0 });
    await seedSundayRing();
    // The Monday 03:00 run scores the new week: the ring's week is never looked at again.
    expect(await runFairnessJob({ db, now: new Date(Date.UTC(2026, 10, 30, 2)) })).toMatchObject({ weekStart: NEXT });
    expect((await groups().get()).size).toBe(0);

    const monday = weekStartInstant(NEXT);
    const result = await runChartJob({ db, now: monday, scoreClosingWeek: true });
    expect(result).toMatchObject({ status: 'published', weekOf: NEXT, fairness: { weekStart: WEEK, groups: 1 } });
    const [group] = (await groups().get()).docs.map((d) => d.data());
    expect(group).toMatchObject({
      id: groupId(WEEK, ['sunday-target']),
      weekStart: WEEK,
      accountCount: 30,
      voteCount: 90,
      status: 'open',
    });
    expect(group!.reasons).toEqual(['same_projects', 'most_voters', 'fresh_accounts', 'burst']);
    expect(group!.detectedAt).toEqual(new Date(monday.getTime() - 1));

    // A re-run of the chart job changes nothing, the scoring included.
    const before = await dumpDatabase();
    await runChartJob({ db, now: monday, scoreClosingWeek: true });
    expect(await dumpDatabase()).toEqual(before);
  }, 60_000);

  it('npm run chart:run scores the closing week too', async () => {
    await seedSundayRing();
    const run = runScript('chart-run', ['--week', NEXT]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`fairness ${WEEK}: 90 votes, 1 flagged groups`);
    expect(
      (
        await groups()
          .doc(groupId(WEEK, ['sunday-target']))
          .get()
      ).exists,
    ).toBe(true);
  }, 60_000);
});
