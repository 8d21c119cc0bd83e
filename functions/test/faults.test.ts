// The fault suite. Each fault must end consistent, nothing lost and nothing doubled:
// the Monday chart job killed after N writes (several N, with and without the lock left behind) and
// run again; the AI judge against a model endpoint that answers 500, closes the socket, hangs past
// the timeout or cuts its answer short; the beta-turbulence campaign killed between batches, cut off
// by its SMTP server, or dying mid-batch, then resumed; and the Firestore emulator disappearing under
// the running API. The emulator cannot be restarted from inside `emulators:exec`, so this file talks
// to Firestore through a TCP proxy it can stop and start — to the app, the same as a restart.
// isolate: its Admin SDK must be the first of the process, made after FIRESTORE_EMULATOR_HOST names the proxy.
import { randomUUID } from 'node:crypto';
import type { Server, Socket } from 'node:net';
import { createConnection, createServer } from 'node:net';
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { AI_VERSION, IDEMPOTENCY_KEY_HEADER } from '../src/domain/constants';
import type { Submission } from '../src/domain/entities';
import { emailDeliverySchema, submissionSchema, userSchema } from '../src/domain/entities';
import { judgeInputHash } from '../src/domain/judge';
import { MESSAGES } from '../src/domain/messages';
import { addLocalDays, weekStartInstant } from '../src/domain/week';
import { errorHandler } from '../src/http/middleware/errors';
import { createGeminiJudgeModel } from '../src/infra/gemini';
import type { Mailer } from '../src/infra/mail';
import { closeSmtpMailers } from '../src/infra/mail';
import { runBetaTurbulenceCampaign } from '../src/services/campaign-sends';
import { runChartJob } from '../src/jobs/chart';
import type { JobLogger } from '../src/jobs/judge';
import { runJudgeJob } from '../src/jobs/judge';
import { typedCollection } from '../src/services/firestore';
import type { MailSettings } from '../src/services/mail';
import { recipientKeyOf } from '../src/services/unsubscribe';
import type { Harness, TestUser } from './api-harness';
import { call, signInAs, startApi } from './api-harness';
import {
  adminDb,
  clearFirestore,
  dumpDatabase,
  launchpadSubmission,
  liveCounts,
  putSubmissions,
  requireEmulators,
  runClock,
} from './helpers';
import type { SmtpSink } from './smtp-sink';
import { startSmtpSink, testMail } from './smtp-sink';

// ---------------------------------------------------------------------------------------------
// Firestore behind a TCP proxy this file can take down (set up before the Admin SDK starts).

class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(port = this.port): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target.port, this.target.host);
      for (const s of [client, upstream]) this.sockets.add(s);
      client.pipe(upstream);
      upstream.pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      for (const s of [client, upstream]) {
        s.on('error', close);
        s.on('close', close);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Refuses new connections and cuts the open ones, as a stopped emulator does. */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

requireEmulators();
const EMULATOR = process.env.FIRESTORE_EMULATOR_HOST!;
const [emulatorHost, emulatorPort] = EMULATOR.split(':');
const proxy = new TcpProxy({ host: emulatorHost ?? '127.0.0.1', port: Number(emulatorPort) });
await proxy.start();
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${proxy.port}`;
const db = adminDb();

afterAll(async () => {
  await proxy.stop();
  process.env.FIRESTORE_EMULATOR_HOST = EMULATOR;
});

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const elapsed = (since: number) => performance.now() - since;

/** A small seeded PRNG, so the "random" kill points are the same on every run (and printed). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes a dumpDatabase() snapshot back (after clearFirestore): the state before a run, restored. */
async function restore(snapshot: Record<string, unknown>): Promise<void> {
  await clearFirestore();
  const entries = Object.entries(snapshot);
  for (let i = 0; i < entries.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of entries.slice(i, i + 400)) batch.set(db.doc(path), data as Record<string, unknown>);
    await batch.commit();
  }
}

// ---------------------------------------------------------------------------------------------

describe('the Monday chart job killed at random points', () => {
  const WEEKS = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'] as const;
  const during = (week: string) => addLocalDays(weekStartInstant(week), 0);
  let before: Record<string, unknown>;
  let reference: Record<string, unknown>;
  let writes: number;

  function project(i: number, over: Partial<z.input<typeof submissionSchema>> = {}): Submission {
    const judgedAt = new Date('2026-10-01T10:00:00Z');
    return submissionSchema.parse({
      id: `C${String(i).padStart(2, '0')}`,
      projectName: `Project ${i}`,
      description: `What project ${i} does`,
      submittedBy: `uid-${i % 5}`,
      builderName: `Builder ${i}`,
      status: 'approved',
      createdAt: new Date('2026-09-01T10:00:00Z'),
      approvedAt: new Date('2026-09-02T10:00:00Z'),
      launchpadLiveAt: new Date('2026-09-02T10:00:00Z'),
      aiScore: 7 + (i % 6) / 2,
      innovationScore: 7,
      utilityScore: 7,
      reviewText: 'A scripted review.',
      aiJudgedAt: judgedAt,
      votesByWeek: { '2026-09-28': i * 3, '2026-10-05': (i * 7) % 11, '2026-10-12': (i * 5) % 13, '2026-10-19': i % 4 },
      ...over,
    });
  }

  beforeAll(async () => {
    // Three published weeks of history (movement, peaks, re-entries, archiving), then week 4's run.
    await clearFirestore();
    await putSubmissions(
      ...Array.from({ length: 16 }, (_, i) => project(i)),
      project(16, { aiScore: 6.5 }),
      project(17, { status: 'pending' }),
    );
    for (const week of WEEKS.slice(0, 3)) await runChartJob({ db, now: during(week) });
    // Between runs the world moves on: a late judged project and fresh votes before week 4's cut-off.
    await putSubmissions(project(18, { aiScore: 9.9, votesByWeek: { '2026-10-19': 40 } }));
    before = await dumpDatabase();
    const result = await runChartJob({ db, now: during(WEEKS[3]) });
    expect(result).toMatchObject({ status: 'published', weekOf: WEEKS[3] });
    writes = result.status === 'published' ? result.writes : 0;
    reference = await dumpDatabase();
    expect(writes).toBeGreaterThan(15);
  }, 120_000);

  it('publishes the same chart as an uninterrupted run, whichever write it died after', async () => {
    // The last 2 or 3 writes are the publish batch, written together; every write before it can die.
    const random = seeded(20261123);
    const killable = writes - 3;
    const points = new Set([1, killable]);
    while (points.size < 7) points.add(1 + Math.floor(random() * killable));
    const sorted = [...points].sort((a, b) => a - b);
    console.log(`[faults] chart job (${writes} writes) killed after writes ${sorted.join(', ')}`);
    for (const n of sorted) {
      await restore(before);
      await expect(runChartJob({ db, now: during(WEEKS[3]), batchSize: 1, failAfterWrites: n })).rejects.toThrow(
        `killed after ${n} writes`,
      );
      // Nothing is published by a killed run: the week is not there, current still shows week 3.
      expect((await db.collection(COLLECTIONS.charts).doc(WEEKS[3]).get()).exists, `after ${n}`).toBe(false);
      expect((await db.collection(COLLECTIONS.charts).doc('current').get()).get('weekOf')).toBe(WEEKS[2]);
      await runChartJob({ db, now: during(WEEKS[3]) });
      expect(await dumpDatabase(), `killed after ${n} writes, then re-run`).toEqual(reference);
    }
  }, 180_000);

  it('a run that died holding the lock: the next run waits for the lease, then finishes the same', async () => {
    for (const n of [3, Math.floor(writes / 2)]) {
      await restore(before);
      await expect(runChartJob({ db, now: during(WEEKS[3]), batchSize: 2, failAfterWrites: n })).rejects.toThrow();
      // A process that is killed never reaches its `finally`: its lock stays for the 10-minute lease.
      const takenAt = new Date();
      await db
        .collection(COLLECTIONS.chartLocks)
        .doc(WEEKS[3])
        .set({ owner: 'killed-run', weekOf: WEEKS[3], leaseUntil: Timestamp.fromMillis(takenAt.getTime() + 600_000) });
      expect(await runChartJob({ db, now: during(WEEKS[3]), clock: () => takenAt })).toEqual({
        status: 'locked',
        weekOf: WEEKS[3],
        owner: 'killed-run',
      });
      const afterLease = new Date(takenAt.getTime() + 601_000);
      expect(await runChartJob({ db, now: during(WEEKS[3]), clock: () => afterLease })).toMatchObject({
        status: 'published',
      });
      expect(await dumpDatabase(), `lock left after ${n} writes`).toEqual(reference);
    }
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------

describe('the AI judge against a failing model endpoint', () => {
  type Mode = 'good' | 'error500' | 'close' | 'hang' | 'partial';
  const GOOD = { innovationScore: 7.4, utilityScore: 6.9, aiScore: 7.3, reviewText: 'Useful and fresh, well built.' };
  const NOW = new Date('2026-11-25T00:00:00Z');
  let baseUrl: string;
  let mode: Mode = 'good';
  const queue: Mode[] = [];
  let calls = 0;
  const hanging = new Set<ServerResponse>();
  let server: HttpServer;

  beforeAll(async () => {
    server = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls += 1;
        const now = queue.shift() ?? mode;
        if (now === 'error500') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 500, message: 'internal', status: 'INTERNAL' } }));
        } else if (now === 'close') {
          req.socket.destroy();
        } else if (now === 'hang') {
          hanging.add(res);
        } else if (now === 'partial') {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
          res.write('{"candidates":[{"content":{"parts":[{"text":"{\\"innovationScore\\": 7');
          setTimeout(() => req.socket.destroy(), 20);
        } else {
          const text = JSON.stringify(GOOD);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }] }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const submission = () =>
    submissionSchema.parse({
      id: 'judge-me',
      projectName: 'Judge Me',
      description: 'A project whose launchpad week is over',
      submittedBy: 'uid-j',
      status: 'approved',
      createdAt: addLocalDays(NOW, -9),
      approvedAt: addLocalDays(NOW, -8),
      launchpadLiveAt: addLocalDays(NOW, -8),
    });
  const run = () =>
    runJudgeJob({
      db,
      now: NOW,
      model: createGeminiJudgeModel({ apiKey: 'test-key', baseUrl, model: 'gemini-test', timeoutMs: 500 }),
      attempts: 3,
      baseDelayMs: 1,
      sleep: async () => undefined,
      concurrency: 1,
      logger: silent,
    });
  const projectDoc = async () => (await db.collection(COLLECTIONS.submissions).doc('judge-me').get()).data()!;
  const count = async (collection: string) => (await db.collection(collection).get()).size;

  for (const failing of ['error500', 'close', 'hang', 'partial'] as const) {
    it(`${failing}: no score stored, the failure recorded; a later good run judges once`, async () => {
      await clearFirestore();
      await putSubmissions(submission());
      mode = failing;
      calls = 0;
      const started = performance.now();
      expect(await run()).toEqual({ candidates: 1, judged: 0, skipped: 0, failed: 1 });
      // Three attempts, each cut off by the 500 ms timeout at worst: the run does not hang.
      expect(elapsed(started)).toBeLessThan(8_000);
      expect(calls).toBeGreaterThanOrEqual(failing === 'partial' ? 1 : 3);
      expect(await count(COLLECTIONS.aiReviews)).toBe(0);
      expect(await projectDoc()).toMatchObject({ aiScore: null, reviewText: null, aiJudgedAt: null });
      const failures = (await db.collection(COLLECTIONS.judgeFailures).get()).docs.map((d) => d.data());
      expect(failures).toEqual([
        expect.objectContaining({ submissionId: 'judge-me', failedRuns: 1, aiVersion: AI_VERSION }),
      ]);
      expect(['unavailable', 'malformed']).toContain(failures[0]!.kind);

      mode = 'good';
      expect(await run()).toEqual({ candidates: 1, judged: 1, skipped: 0, failed: 0 });
      expect(await projectDoc()).toMatchObject({ aiScore: 7.3, innovationScore: 7.4, utilityScore: 6.9 });
      expect(await count(COLLECTIONS.judgeFailures)).toBe(0);
      const reviews = await db.collection(COLLECTIONS.aiReviews).get();
      expect(reviews.docs.map((d) => d.id)).toEqual([
        ids.aiReview('judge-me', AI_VERSION, judgeInputHash(submission())),
      ]);
      // And a third run changes nothing: judged once.
      const snapshot = await dumpDatabase();
      calls = 0;
      expect(await run()).toMatchObject({ judged: 0, skipped: 1 });
      expect(calls).toBe(0);
      expect(await dumpDatabase()).toEqual(snapshot);
    }, 30_000);
  }

  it('rides out a 500, a closed socket and a hang within one run (retries) and stores one review', async () => {
    await clearFirestore();
    await putSubmissions(submission());
    mode = 'good';
    queue.push('error500', 'close', 'hang');
    calls = 0;
    const result = await runJudgeJob({
      db,
      now: NOW,
      model: createGeminiJudgeModel({ apiKey: 'test-key', baseUrl, model: 'gemini-test', timeoutMs: 500 }),
      attempts: 4,
      baseDelayMs: 1,
      sleep: async () => undefined,
      concurrency: 1,
      logger: silent,
    });
    expect(result).toEqual({ candidates: 1, judged: 1, skipped: 0, failed: 0 });
    expect(calls).toBe(4);
    expect(await count(COLLECTIONS.aiReviews)).toBe(1);
    expect(await count(COLLECTIONS.judgeFailures)).toBe(0);
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------

describe('the beta-turbulence campaign interrupted and resumed', () => {
  const REAL = Array.from({ length: 17 }, (_, i) => `member${String(i + 1).padStart(2, '0')}@vibers.dev`);
  const TEST_ACCOUNTS = ['seed.1@example.com', 'qa+test@vibers.dev'];
  let sink: SmtpSink;
  let settings: MailSettings;

  beforeAll(async () => {
    sink = await startSmtpSink();
    settings = testMail(sink).settings;
  });
  afterAll(async () => {
    closeSmtpMailers();
    await sink?.close();
  });

  async function seedAudience() {
    await clearFirestore();
    sink.clear();
    const users = typedCollection(COLLECTIONS.users, userSchema, db);
    const batch = db.batch();
    [...REAL, ...TEST_ACCOUNTS].forEach((email, i) =>
      batch.set(users.doc(`uid-${i}`), userSchema.parse({ id: `uid-${i}`, email, createdAt: new Date('2026-10-01') })),
    );
    await batch.commit();
  }

  function received(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const m of sink.messages) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  }

  function expectEachOnce() {
    const counts = received();
    for (const email of REAL) expect(counts.get(email) ?? 0, email).toBe(1);
    for (const email of TEST_ACCOUNTS) expect(counts.has(email), email).toBe(false);
  }

  const runCampaign = (over: Partial<Parameters<typeof runBetaTurbulenceCampaign>[0]> = {}) =>
    runBetaTurbulenceCampaign({ db, settings, now: runClock, ...over });

  it('killed after 1, 2 or 3 batches and started again: every member exactly once', async () => {
    for (const k of [1, 2, 3]) {
      await seedAudience();
      await expect(runCampaign({ failAfterBatches: k })).rejects.toThrow(`killed after ${k} batches`);
      await sink.waitFor(5 * k);
      expect(sink.messages, `after ${k} batches`).toHaveLength(5 * k);
      const resumed = await runCampaign();
      expect(resumed).toEqual({ sent: 17 - 5 * k, failed: 0, skipped: 5 * k, remaining: 0, complete: true });
      expectEachOnce();
      // A third call finds nothing to do.
      expect(await runCampaign()).toMatchObject({ sent: 0, skipped: 17, complete: true });
      expect(sink.messages).toHaveLength(17);
    }
  }, 60_000);

  it('its SMTP server goes away after 7 e-mails: the run stops, the resumed run mails the rest once', async () => {
    await seedAudience();
    let sent = 0;
    const healthy = settings.mailer!;
    const dying: Mailer = {
      async send(mail) {
        if (sent >= 7) throw new Error('connect ECONNREFUSED 127.0.0.1:25 (SMTP server gone)');
        sent += 1;
        return healthy.send(mail);
      },
    };
    const first = await runCampaign({ settings: { ...settings, mailer: dying } });
    // Batch 2 is half refused, batch 3 wholly: the run stops there instead of burning every attempt.
    expect(first).toMatchObject({ sent: 7, failed: 8, complete: false });
    expect(first.remaining).toBeGreaterThan(0);
    const resumed = await runCampaign();
    expect(resumed).toMatchObject({ sent: 10, failed: 0, complete: true });
    expectEachOnce();
    const failedOnce = await typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db)
      .where('attempts', '==', 2)
      .get();
    expect(failedOnce.size).toBe(8);
  }, 60_000);

  it('a process dying mid-batch: the e-mails in flight are never sent twice (at most once)', async () => {
    await seedAudience();
    let started = 0;
    const healthy = settings.mailer!;
    // After 7 sends the process "dies": the next sends never return and the run is abandoned.
    const dies: Mailer = {
      send(mail) {
        started += 1;
        return started <= 7 ? healthy.send(mail) : new Promise(() => undefined);
      },
    };
    const abandoned = runCampaign({ settings: { ...settings, mailer: dies } });
    void abandoned.catch(() => undefined);
    for (let i = 0; i < 100 && started < 10; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(10); // batch 2 (5 claimed) had 3 in flight when it died
    await sink.waitFor(7);
    const resumed = await runCampaign();
    // Batch 2's five were claimed by the dead process (two of them even reached the SMTP server): the
    // resumed run skips them rather than risk a second copy, and mails the seven nobody had claimed.
    expect(resumed).toEqual({ sent: 7, failed: 0, skipped: 10, remaining: 0, complete: true });
    const counts = received();
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const missing = REAL.filter((email) => !counts.has(email));
    expect(missing).toHaveLength(3);
    const deliveries = typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db);
    const claimed = (await deliveries.where('status', '==', 'sending').get()).docs.map((d) => d.data().recipientKey);
    expect(claimed).toHaveLength(5);
    for (const email of missing) expect(claimed).toContain(recipientKeyOf(email));
    expect(await runCampaign()).toMatchObject({ sent: 0, complete: true });
    expect(sink.messages).toHaveLength(14);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------

describe('Firestore goes away under the running API', () => {
  const NOW = new Date('2026-11-25T12:00:00Z');
  const WEEK = '2026-11-23';
  const DEADLINE_MS = 2_500;
  let h: Harness;
  let users: TestUser[];

  beforeAll(async () => {
    h = await startApi({ requestDeadlineMs: DEADLINE_MS, clientAddressMode: 'google-front-end' });
    h.clock.now = NOW;
    users = await Promise.all([0, 1, 2].map((i) => signInAs(`outage-${i}@example.com`)));
  });
  afterAll(async () => {
    await h?.close();
  });

  const project = (id: string) =>
    launchpadSubmission(id, new Date('2026-11-20T10:00:00Z'), { submittedBy: 'uid-builder' });

  /** One of each kind of call: votes, vibes, a bonus, a review session, a contact message and reads. */
  // The spending calls carry one Idempotency-Key per action, as the web sends them: a retry replays.
  const calls = (round: number) =>
    users.flatMap((u, i) => [
      spend(u, '/api/votes', { submissionId: `o${(i + round) % 3}` }),
      spend(u, '/api/vibes', { submissionId: `o${(i + round) % 3}` }),
      spend(u, '/api/earn', { action: 'share' }),
      () => call(h, 'POST', '/api/vote-session', { token: u.token, body: { targetCount: 2 } }),
      () => call(h, 'GET', '/api/me/quota', { token: u.token }),
      () =>
        call(h, 'POST', '/api/contact', {
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          body: {
            name: `Person ${i}`,
            email: `p${i}@vibers.dev`,
            subject: 'Bug Report',
            message: `Round ${round} hello`,
          },
        }),
      () => call(h, 'GET', '/api/submissions'),
    ]);

  function spend(u: TestUser, path: string, body: unknown) {
    const key = randomUUID();
    return () => call(h, 'POST', path, { token: u.token, body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  }

  /** Calls as the web does: a 503 is tried again after its Retry-After, at most twice, same key. */
  async function retryAfter503(c: () => ReturnType<typeof call>, onRetry: () => void) {
    let r = await c();
    for (let attempt = 1; r.status === 503 && attempt < 3; attempt++) {
      onRetry();
      await new Promise((resolve) => setTimeout(resolve, Number(r.headers.get('retry-after')) * 1000));
      r = await c();
    }
    return r;
  }

  async function state() {
    const size = async (c: string) => (await db.collection(c).get()).size;
    const votes = (await db.collection(COLLECTIONS.votes).get()).docs;
    const projects = await Promise.all(
      (await db.collection(COLLECTIONS.submissions).get()).docs.map((p) => liveCounts(p.id)),
    );
    const shards = (await db.collection(COLLECTIONS.statsShards).get()).docs;
    return {
      votes: votes.length,
      vibes: await size(COLLECTIONS.vibes),
      bonusEvents: await size(COLLECTIONS.voteBonusEvents),
      sessions: await size(COLLECTIONS.voteSessions),
      contacts: await size(COLLECTIONS.contactSubmissions),
      voteCount: projects.reduce((s, p) => s + p.voteCount, 0),
      vibeCount: projects.reduce((s, p) => s + p.vibeCount, 0),
      totalVotes: shards.reduce((s, d) => s + ((d.get('totalVotes') as number | undefined) ?? 0), 0),
      totalVibes: shards.reduce((s, d) => s + ((d.get('totalVibes') as number | undefined) ?? 0), 0),
    };
  }

  it('answers 503 with a clear message while it is gone, recovers after, loses and doubles nothing', async () => {
    await clearFirestore();
    await putSubmissions(project('o0'), project('o1'), project('o2'));

    // On a busy machine a few of 21 parallel calls may pass the short deadline or meet the emulator's
    // aborted transactions even while Firestore is up; the client retries as Retry-After says.
    let retriedUp = 0;
    const up = await Promise.all(calls(0).map((c) => retryAfter503(c, () => retriedUp++)));
    expect(up.map((r) => [r.status, (r.body as { message?: string }).message]).filter(([s]) => s !== 200)).toEqual([]);
    const afterUp = await state();
    expect(afterUp).toMatchObject({ votes: 3, vibes: 3, bonusEvents: 3, sessions: 3, contacts: 3 });

    await proxy.stop();
    const downStarted = performance.now();
    const down = await Promise.all(
      calls(1).map(async (c) => {
        const t = performance.now();
        const r = await c();
        return { ...r, ms: performance.now() - t };
      }),
    );
    const downMs = elapsed(downStarted);
    for (const r of down) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ error: 'unavailable', code: 'unavailable', message: MESSAGES.unavailable });
      expect(r.headers.get('retry-after')).toBe('5');
      expect(r.ms).toBeLessThan(DEADLINE_MS + 5_000);
    }

    await proxy.start();
    // The client reconnects on its own; work still retrying from the outage must not land now.
    const back = performance.now();
    let probe = await call(h, 'GET', '/api/me/quota', { token: users[0]!.token });
    while (probe.status !== 200 && elapsed(back) < 30_000) {
      probe = await call(h, 'GET', '/api/me/quota', { token: users[0]!.token });
    }
    expect(probe.body).toEqual({ remaining: 9 + 2 });
    const recoveredMs = elapsed(back);
    // Give the requests that were answered 503 time to finish in the background, then look again.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(await state()).toEqual(afterUp);

    // A client told 503 + Retry-After tries again after it, as the web does; on a busy machine a few of
    // 21 parallel calls may still pass the short deadline while the client's channels reconnect.
    let retried = 0;
    const again = await Promise.all(calls(1).map((c) => retryAfter503(c, () => retried++)));
    expect(again.map((r) => [r.status, (r.body as { message?: string }).message]).filter(([s]) => s !== 200)).toEqual(
      [],
    );
    const final = await state();
    expect(final).toMatchObject({ votes: 6, vibes: 6, bonusEvents: 3, sessions: 6, contacts: 6 });
    expect(final.voteCount).toBe(final.votes);
    expect(final.totalVotes).toBe(final.votes);
    expect(final.vibeCount).toBe(final.vibes);
    expect(final.totalVibes).toBe(final.vibes);
    for (const u of users) {
      const quota = await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(u.uid, WEEK)).get();
      expect(quota.get('spent')).toBe(2);
      expect(quota.get('bonusQuota')).toBe(2);
    }
    console.log(
      `[faults] Firestore outage: ${down.length} calls answered 503 in ${(downMs / 1000).toFixed(1)} s ` +
        `(deadline ${DEADLINE_MS / 1000} s); back to 200 ${(recoveredMs / 1000).toFixed(1)} s after the restart; ${retried} of ` +
        `${again.length} calls after it retried once as their Retry-After said (${retriedUp} before the outage)`,
    );
  }, 120_000);

  it('maps a Firestore UNAVAILABLE that surfaces to a 503 (not a 500)', async () => {
    const app = express();
    app.get('/unavailable', () => {
      throw Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
    });
    app.get('/deadline', () => {
      throw Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 });
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/unavailable', '/deadline']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ error: 'unavailable', code: 'unavailable', message: MESSAGES.unavailable });
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
