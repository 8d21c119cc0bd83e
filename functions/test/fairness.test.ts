// A chart that can't be bought, end to end on the emulators: a synthetic ring of 30 fresh
// accounts voting for one project next to 30 ordinary members; the nightly job run as an operator
// runs it (npm run fairness:run); the admin's list and decision through the real app; the Monday
// chart leaving the discounted votes out and saying how many; a maker's vote for their own project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { chartSchema, fairnessGroupSchema, userSchema, voteSchema } from '../src/domain/entities';
import { groupId } from '../src/domain/fairness';
import { addLocalDays, shiftWeek, weekStartInstant } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import { typedCollection } from '../src/services/firestore';
import type { Harness, TestUser } from './api-harness';
import { call, signInAs, startApi } from './api-harness';
import { adminDb, clearFirestore, judgedSubmission, putSubmissions } from './helpers';
import type { SubmissionOverrides } from './helpers';
import { runScript } from './run-script';

const db = adminDb();
const WEEK = '2026-11-23';
const NEXT = shiftWeek(WEEK, 1);
const at = (hours: number) => new Date(weekStartInstant(WEEK).getTime() + hours * 3_600_000);
const NOW = at(4 * 24 + 2); // Friday 02:00: the nightly run
const POPULAR = ['pop1', 'pop2', 'pop3', 'pop4', 'pop5'];

const project = (id: string, over: SubmissionOverrides = {}) =>
  judgedSubmission(id, 8, { submittedBy: `maker-${id}`, innovationScore: 8, utilityScore: 8, ...over });

let h: Harness;
let admin: TestUser;
let alice: TestUser;
const tally = new Map<string, number>();

async function seed(): Promise<void> {
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  const votes = typedCollection(COLLECTIONS.votes, voteSchema, db);
  const batch = db.batch();
  const vote = (userId: string, submissionId: string, n: number, createdAt: Date) => {
    const id = ids.vote(WEEK, userId, submissionId, n);
    batch.set(
      votes.doc(id),
      voteSchema.parse({ id, userId, submissionId, projectId: submissionId, weekStart: WEEK, createdAt }),
    );
    tally.set(submissionId, (tally.get(submissionId) ?? 0) + 1);
  };
  // The ring: accounts made on Tuesday evening, three votes each for 'bought' within the hour after.
  for (let i = 0; i < 30; i++) {
    const uid = `ring${i}`;
    batch.set(users.doc(uid), userSchema.parse({ id: uid, email: `${uid}@ring.example`, createdAt: at(42 + i / 60) }));
    for (let n = 1; n <= 3; n++) vote(uid, 'bought', n, at(43 + i / 40 + n / 600));
  }
  // Ordinary members since March, voting over the week for one to three popular projects.
  for (let i = 0; i < 30; i++) {
    const uid = `member${i}`;
    batch.set(
      users.doc(uid),
      userSchema.parse({ id: uid, email: `${uid}@vibers.dev`, createdAt: new Date('2026-03-01T10:00:00Z') }),
    );
    const picks = POPULAR.filter((_, k) => (i + k) % 3 !== 0).slice(0, 1 + (i % 3));
    picks.forEach((p, k) => vote(uid, p, 1, at(((i * 13 + k * 29) % 90) + 1)));
  }
  await batch.commit();
  await putSubmissions(
    ...['bought', ...POPULAR].map((id) => project(id, { votesByWeek: { [WEEK]: tally.get(id) ?? 0 } })),
  );
}

function fairnessRun(now: Date) {
  return runScript('fairness-run', ['--now', now.toISOString()]);
}

beforeAll(async () => {
  await clearFirestore();
  await seed();
  admin = await signInAs('fair.admin@vibers.dev', { admin: true });
  alice = await signInAs('alice.fair@vibers.dev');
  h = await startApi();
  h.clock.now = NOW;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('the nightly fairness job and the admin review', () => {
  it('flags the ring of 30 fresh accounts and not the 30 ordinary members (npm run fairness:run)', async () => {
    const run = fairnessRun(NOW);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^fairness 2026-11-23: \d+ votes from 60 accounts, 1 flagged groups \(1 written\)/);
    const stored = await typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, db).get();
    expect(stored.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        id: groupId(WEEK, ['bought']),
        projectIds: ['bought'],
        accountCount: 30,
        voteCount: 90,
        reasons: ['same_projects', 'most_voters', 'fresh_accounts', 'burst'],
        status: 'open',
      }),
    ]);
  }, 60_000);

  it("lists the week's groups with the evidence for admins only", async () => {
    const res = await call(h, 'GET', '/api/admin/suspicious-votes', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = API.suspiciousVotes.output.parse(res.body);
    expect(body.weekOf).toBe(WEEK);
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]).toMatchObject({
      projectIds: ['bought'],
      projects: [{ id: 'bought', projectName: 'Project bought' }],
      accountCount: 30,
      voteCount: 90,
      votesByProject: { bought: 90 },
      status: 'open',
      evidence: { freshAccounts: 30 },
    });
    expect((await call(h, 'GET', '/api/admin/suspicious-votes', { token: alice.token })).status).toBe(403);
    expect((await call(h, 'GET', '/api/admin/suspicious-votes')).status).toBe(401);
  });

  it('an admin discounts the group once, recorded with who and why; re-runs leave it as decided', async () => {
    const id = groupId(WEEK, ['bought']);
    const path = `/api/admin/suspicious-votes/${id}`;
    expect(
      (await call(h, 'POST', path, { token: alice.token, body: { action: 'discount', note: 'ring' } })).status,
    ).toBe(403);
    const empty = await call(h, 'POST', path, { token: admin.token, body: { action: 'discount', note: ' ' } });
    expect(empty.status).toBe(400);
    const res = await call(h, 'POST', path, {
      token: admin.token,
      body: { action: 'discount', note: '30 accounts made on Tuesday, all voting within the hour' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'discounted',
      decidedByEmail: 'fair.admin@vibers.dev',
      decisionNote: '30 accounts made on Tuesday, all voting within the hour',
      decidedAt: NOW.toISOString(),
    });
    const again = await call(h, 'POST', path, {
      token: admin.token,
      body: { action: 'dismiss', note: 'changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'fairness_group_decided' });
    const unknown = await call(h, 'POST', '/api/admin/suspicious-votes/nope', {
      token: admin.token,
      body: { action: 'dismiss', note: 'x y z' },
    });
    expect(unknown.status).toBe(404);

    const before = (await db.collection(COLLECTIONS.fairnessGroups).doc(id).get()).data();
    expect(fairnessRun(addLocalDays(NOW, 1)).status).toBe(0);
    expect((await db.collection(COLLECTIONS.fairnessGroups).doc(id).get()).data()).toEqual(before);
  }, 60_000);

  it('the Monday chart leaves the discounted votes out and says how many', async () => {
    await runChartJob({ db, now: addLocalDays(weekStartInstant(NEXT), 0) });
    const chart = (await typedCollection(COLLECTIONS.charts, chartSchema, db).doc(NEXT).get()).data()!;
    expect(chart.discountedVotes).toBe(90);
    const bought = chart.entries.find((e) => e.id === 'bought')!;
    expect(bought.voteCount).toBe(0);
    for (const id of POPULAR) {
      const row = chart.entries.find((e) => e.id === id);
      if (row) expect(row.voteCount).toBe(tally.get(id) ?? 0);
    }
    const res = await call(h, 'GET', `/api/charts/${NEXT}`);
    expect(API.chart.output.parse(res.body).discountedVotes).toBe(90);
  });
});

describe("a maker's own project", () => {
  it('refuses their vote for it with a clear 403, and changes nothing', async () => {
    await putSubmissions(project('mine', { submittedBy: alice.uid }));
    const res = await call(h, 'POST', '/api/votes', { token: alice.token, body: { submissionId: 'mine' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden', code: 'own_project' });
    const votes = await db.collection(COLLECTIONS.votes).where('submissionId', '==', 'mine').get();
    expect(votes.size).toBe(0);
  });
});
