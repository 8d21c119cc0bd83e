// The admin sees everything the AI judge sees, and a score far above the
// project's peers (aiScore ≥ AI_HOLD_MIN_SCORE, or far above the judged peers' scores) is held for an admin's look before it can chart.
// The judge runs on the fake Gemini API; the admin routes are called through Firebase Hosting and
// the emulated `api` function.
import type { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { AI_VERSION } from '../src/domain/constants';
import type { Submission } from '../src/domain/entities';
import { aiReviewSchema, chartSchema, submissionSchema } from '../src/domain/entities';
import { parseStored } from '../src/domain/firestore-data';
import type { JudgeInput } from '../src/domain/judge';
import { judgeInputHash, judgeInputOf } from '../src/domain/judge';
import { addLocalDays, weekStartInstant } from '../src/domain/week';
import { createGeminiJudgeModel } from '../src/infra/gemini';
import { runChartJob } from '../src/jobs/chart';
import { runJudgeJob } from '../src/jobs/judge';
import type { Harness, TestUser } from './api-harness';
import { call, clearAuth, signInAs } from './api-harness';
import type { FakeGemini } from './fake-gemini';
import { jsonAnswer, startFakeGemini } from './fake-gemini';
import { HOSTING_URL, adminDb, clearFirestore, putSubmissions } from './helpers';

const db = adminDb();
const hosting = { baseUrl: HOSTING_URL } as Harness;
const NOW = new Date('2026-11-25T00:00:00Z');
const DUE = addLocalDays(NOW, -8);
const WEEK_1 = '2026-11-30';
const WEEK_2 = '2026-12-07';
/** A 2,000-character URL and a full 40-character intention: what the admin's queue used to cut. */
const LONG_URL = `https://long.example.com/${'a'.repeat(2000 - 'https://long.example.com/'.length)}`;
const INTENTION = 'Ship a synth that teaches music theory!!';

let fake: FakeGemini;
let admin: TestUser;

function submission(id: string, over: Partial<z.input<typeof submissionSchema>> = {}): Submission {
  return submissionSchema.parse({
    id,
    projectName: `Project ${id}`,
    projectUrl: LONG_URL,
    description: `What ${id} does for its users, in a full two-hundred character description.`,
    projectIntention: INTENTION,
    builderTool: ['Cursor', 'Claude Code'],
    modelProviders: ['GPT-5'],
    ideAgents: ['Cursor', 'Claude Code'],
    hostsFrameworks: ['Vercel'],
    stage: 'Side project',
    submittedBy: `uid-${id}`,
    status: 'approved',
    createdAt: addLocalDays(DUE, -1),
    approvedAt: DUE,
    launchpadLiveAt: DUE,
    ...over,
  });
}

const scores = (aiScore: number) => ({
  innovationScore: aiScore,
  utilityScore: aiScore,
  aiScore,
  reviewText: 'A scripted review that is long enough.',
});

const judge = () =>
  runJudgeJob({
    db,
    now: NOW,
    model: createGeminiJudgeModel({ apiKey: 'test-key', baseUrl: fake.baseUrl, model: 'gemini-test' }),
    concurrency: 1,
    sleep: async () => undefined,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });

async function chartIds(weekOf: string): Promise<string[]> {
  const result = await runChartJob({ db, now: addLocalDays(weekStartInstant(weekOf), 1) });
  expect(result).toMatchObject({ status: 'published', weekOf });
  const snap = await db.collection(COLLECTIONS.charts).doc(weekOf).get();
  return parseStored(chartSchema, snap.ref.path, weekOf, snap.data()).entries.map((e) => e.id);
}

const adminGet = (path: string) => call(hosting, 'GET', path, { token: admin.token });

beforeAll(async () => {
  fake = await startFakeGemini();
  await clearAuth();
  admin = await signInAs('hold-admin@example.com', { admin: true, name: 'Hold Admin' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  await clearFirestore();
  fake.reset();
});

describe('scores far above the peers are held (finding 8)', () => {
  it('holds a 9.4: it does not chart until an admin releases it, then it charts', async () => {
    await putSubmissions(submission('star'));
    fake.script(jsonAnswer(scores(9.4)));
    expect(await judge()).toMatchObject({ judged: 1 });
    const stored = (await db.collection(COLLECTIONS.submissions).doc('star').get()).data()!;
    expect(stored.aiScore).toBe(9.4);
    expect(stored.aiHeldAt).not.toBeNull();

    expect(await chartIds(WEEK_1)).toEqual([]);

    // The admin sees it held, with every field the judge read, in full.
    const held = await adminGet(API.heldProjects.path);
    expect(held.status).toBe(200);
    const rows = API.heldProjects.output.parse(held.body);
    expect(rows.map((r) => [r.id, r.aiScore])).toEqual([['star', 9.4]]);
    expect(rows[0]!.projectUrl).toBe(LONG_URL);
    expect(rows[0]!.projectIntention).toBe(INTENTION);

    // Non-admins cannot release.
    const member = await signInAs('hold-member@example.com');
    const releasePath = API.releaseHeldProject.path.replace(':id', 'star');
    expect((await call(hosting, 'POST', releasePath, { token: member.token, body: {} })).status).toBe(403);

    const released = await call(hosting, 'POST', releasePath, { token: admin.token, body: {} });
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ id: 'star', aiScore: 9.4 });
    expect(API.heldProjects.output.parse((await adminGet(API.heldProjects.path)).body)).toEqual([]);
    // A second release is a clear 409, not a silent success.
    expect((await call(hosting, 'POST', releasePath, { token: admin.token, body: {} })).status).toBe(409);

    expect(await chartIds(WEEK_2)).toEqual(['star']);
  });

  it('lets the admin adjust a held score when releasing', async () => {
    await putSubmissions(submission('loud'));
    fake.script(jsonAnswer(scores(9.8)));
    await judge();
    const releasePath = API.releaseHeldProject.path.replace(':id', 'loud');
    const bad = await call(hosting, 'POST', releasePath, { token: admin.token, body: { aiScore: 11 } });
    expect(bad.status).toBe(400);
    const res = await call(hosting, 'POST', releasePath, { token: admin.token, body: { aiScore: 7.6 } });
    expect(res.body).toEqual({ id: 'loud', aiScore: 7.6 });
    const stored = (await db.collection(COLLECTIONS.submissions).doc('loud').get()).data()!;
    expect([stored.aiScore, stored.aiHeldAt]).toEqual([7.6, null]);
  });

  it('holds an 8.2 among judged peers around 6 (far above them), not a 7.2; without peers an 8.2 is not held', async () => {
    // Twelve charted peers the judge scored before, each with its review (so none is judged again).
    const peers = [5.2, 5.8, 6.1, 6.4, 5.5, 6.0, 6.7, 5.9, 6.3, 5.6, 6.2, 5.4].map((aiScore, i) =>
      submission(`peer${i}`, { ...scores(aiScore), aiVersion: AI_VERSION, aiJudgedAt: DUE }),
    );
    const earlier = addLocalDays(DUE, -1);
    await putSubmissions(...peers, submission('loud'), submission('good', { launchpadLiveAt: earlier }));
    const reviews = db.batch();
    for (const peer of peers) {
      const id = ids.aiReview(peer.id, AI_VERSION, judgeInputHash(peer, AI_VERSION));
      reviews.set(
        db.collection(COLLECTIONS.aiReviews).doc(id),
        aiReviewSchema.parse({
          id,
          submissionId: peer.id,
          innovationScore: peer.aiScore,
          utilityScore: peer.aiScore,
          finalScore: peer.aiScore,
          reviewText: 'A scripted review that is long enough.',
          inputHash: judgeInputHash(peer, AI_VERSION),
          createdAt: DUE,
        }),
      );
    }
    await reviews.commit();
    // Judged oldest first: 'good' went live a day earlier.
    fake.script(jsonAnswer(scores(7.2)), jsonAnswer(scores(8.2)));
    expect(await judge()).toMatchObject({ judged: 2, skipped: 12 });
    const held = async (id: string) => (await db.collection(COLLECTIONS.submissions).doc(id).get()).data()!;
    const [good, loud] = [await held('good'), await held('loud')];
    expect([good.aiScore, good.aiHeldAt]).toEqual([7.2, null]);
    expect(loud.aiScore).toBe(8.2);
    expect(loud.aiHeldAt).not.toBeNull();
    const rows = API.heldProjects.output.parse((await adminGet(API.heldProjects.path)).body);
    expect(rows.map((r) => r.id)).toEqual(['loud']);
    expect(await chartIds(WEEK_1)).not.toContain('loud');

    // The same 8.2 with no judged peers to compare with: only the fixed bar applies.
    await clearFirestore();
    await putSubmissions(submission('alone'));
    fake.script(jsonAnswer(scores(8.2)));
    expect(await judge()).toMatchObject({ judged: 1 });
    expect((await held('alone')).aiHeldAt).toBeNull();
  });

  it('does not hold a 7.0: it charts in the next run', async () => {
    await putSubmissions(submission('solid'));
    fake.script(jsonAnswer(scores(7.0)));
    expect(await judge()).toMatchObject({ judged: 1 });
    const stored = (await db.collection(COLLECTIONS.submissions).doc('solid').get()).data()!;
    expect(stored.aiHeldAt).toBeNull();
    expect(API.heldProjects.output.parse((await adminGet(API.heldProjects.path)).body)).toEqual([]);
    expect(await chartIds(WEEK_1)).toEqual(['solid']);
  });
});

describe('the admin sees everything the judge sees (finding 8)', () => {
  it('the pending queue answers every field of the judge prompt, in full', async () => {
    const s = submission('queued', { status: 'pending', approvedAt: null, launchpadLiveAt: null });
    await putSubmissions(s);
    const res = await adminGet(API.pendingProjects.path);
    expect(res.status).toBe(200);
    const [row] = API.pendingProjects.output.parse(res.body);
    const judged = judgeInputOf(s);
    const seen = judgeInputOf({ ...row!, createdAt: new Date(row!.createdAt) } as unknown as Submission);
    for (const key of Object.keys(judged) as (keyof JudgeInput)[]) {
      expect(seen[key], key).toEqual(judged[key]);
    }
    expect(row!.projectUrl).toHaveLength(2000);
    expect(row!.projectIntention).toBe(INTENTION);

    // And the prompt the judge sends carries exactly these values (the URL in full).
    await db
      .collection(COLLECTIONS.submissions)
      .doc('queued')
      .set({ status: 'approved', approvedAt: DUE, launchpadLiveAt: DUE }, { merge: true });
    fake.script(jsonAnswer(scores(7.2)));
    await judge();
    const prompt = JSON.stringify(fake.requests[0]?.body ?? null);
    expect(prompt).toContain(LONG_URL);
    expect(prompt).toContain(INTENTION);
  });
});
