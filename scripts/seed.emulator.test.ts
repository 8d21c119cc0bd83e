// The seed against the emulators (vitest project `emulator`, inside `firebase emulators:exec`):
// idempotent, every stored document valid, counters and voting rules hold, admin and demo can sign in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COLLECTIONS, CURRENT_CHART_ID, STATS_SUMMARY_ID } from '../functions/src/domain/collections';
import {
  aiReviewSchema,
  chartEntrySchema,
  chartSchema,
  statsShardSchema,
  statsSummarySchema,
  submissionSchema,
  userSchema,
  userWeeklyQuotaSchema,
  vibeSchema,
  voteBonusEventSchema,
  voteSchema,
} from '../functions/src/domain/entities';
import { parseStored } from '../functions/src/domain/firestore-data';
import { LocalDiskBlobStore } from '../functions/src/infra/blob-store';
import { runScript } from '../functions/test/run-script';
import { ADMIN_EMAIL, DEMO_EMAIL } from './lib/seed/generate';
import { seedViolations } from './lib/seed/invariants';
import type { SeedReport } from './lib/seed/run';
import { emulatorTargets, resetEmulators, runSeed } from './lib/seed/run';
import type { SeedTargets } from './lib/seed/write';

const NOW = new Date('2026-11-22T12:00:00Z');
const SIZE = 40;
const SCHEMAS: Record<string, z.ZodType> = {
  [COLLECTIONS.users]: userSchema,
  [COLLECTIONS.submissions]: submissionSchema,
  [COLLECTIONS.votes]: voteSchema,
  [COLLECTIONS.vibes]: vibeSchema,
  [COLLECTIONS.userWeeklyQuota]: userWeeklyQuotaSchema,
  [COLLECTIONS.voteBonusEvents]: voteBonusEventSchema,
  [COLLECTIONS.aiReviews]: aiReviewSchema,
  [COLLECTIONS.chartEntries]: chartEntrySchema,
  [COLLECTIONS.charts]: chartSchema,
  [COLLECTIONS.statsShards]: statsShardSchema,
};

/** Every document of the seeded collections as path -> JSON (timestamps as ISO strings). */
async function snapshot(db: Firestore): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const json = (data: DocumentData) =>
    JSON.stringify(data, (_, v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : v));
  for (const collection of [...Object.keys(SCHEMAS), COLLECTIONS.stats, COLLECTIONS.config]) {
    const snap = await db.collection(collection).get();
    for (const doc of snap.docs) out.set(doc.ref.path, json(doc.data()));
  }
  return out;
}

async function readAll<S extends z.ZodType>(db: Firestore, collection: string, schema: S): Promise<z.output<S>[]> {
  const snap = await db.collection(collection).get();
  return snap.docs.map((doc) => parseStored(schema, doc.ref.path, doc.id, doc.data()));
}

const env = process.env;
const blobDir = mkdtempSync(join(tmpdir(), 'vibechart-seed-test-'));
let targets: SeedTargets;
let first: SeedReport;
let second: SeedReport;
let afterFirst: Map<string, string>;
let afterSecond: Map<string, string>;

describe('npm run seed (emulators)', () => {
  beforeAll(async () => {
    targets = emulatorTargets(new LocalDiskBlobStore(blobDir));
    await resetEmulators(targets.blobStore);
    first = await runSeed({ size: SIZE, now: NOW }, targets);
    afterFirst = await snapshot(targets.db);
    second = await runSeed({ size: SIZE, now: NOW }, targets);
    afterSecond = await snapshot(targets.db);
  });

  afterAll(async () => {
    // Leave the emulators empty for the suites that run after this one.
    if (targets) await resetEmulators(targets.blobStore);
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('writes the same documents with the same content when run twice', () => {
    expect(afterFirst.size).toBeGreaterThan(1000);
    expect(second.documents).toEqual(first.documents);
    expect([...afterSecond.keys()].sort()).toEqual([...afterFirst.keys()].sort());
    for (const [path, data] of afterFirst) expect(afterSecond.get(path), path).toBe(data);
    expect(first.authUsersCreated).toBe(60);
    expect(second.authUsersCreated).toBe(0);
    expect(second.authUsersKept).toBe(60);
  });

  it('stores documents that all parse with their schemas', async () => {
    for (const [collection, schema] of Object.entries(SCHEMAS)) {
      const docs = await readAll(targets.db, collection, schema);
      expect(docs.length, collection).toBe(first.documents[collection]);
    }
    const summary = await targets.db.collection(COLLECTIONS.stats).doc(STATS_SUMMARY_ID).get();
    parseStored(statsSummarySchema, summary.ref.path, summary.id, summary.data());
    // No document the app never reads (the old config/flags): config holds only what is read.
    expect((await targets.db.collection(COLLECTIONS.config).doc('flags').get()).exists).toBe(false);
    // The tools catalogue is product data in domain/tools.ts: the seed keeps no second copy.
    expect((await targets.db.collection(COLLECTIONS.builderTools).limit(1).get()).empty).toBe(true);
  });

  it('keeps counters equal to the documents and every voting rule', async () => {
    const db = targets.db;
    const counters = [
      ...(await readAll(db, COLLECTIONS.statsShards, statsShardSchema)),
      ...(await readAll(db, COLLECTIONS.stats, statsSummarySchema)),
    ];
    expect(counters).toHaveLength(2);
    expect((await db.collection(COLLECTIONS.votes).count().get()).data().count).toBe(counters[0]!.totalVotes);
    expect((await db.collection(COLLECTIONS.vibes).count().get()).data().count).toBe(counters[0]!.totalVibes);
    const problems = seedViolations({
      submissions: await readAll(db, COLLECTIONS.submissions, submissionSchema),
      votes: await readAll(db, COLLECTIONS.votes, voteSchema),
      vibes: await readAll(db, COLLECTIONS.vibes, vibeSchema),
      quotas: await readAll(db, COLLECTIONS.userWeeklyQuota, userWeeklyQuotaSchema),
      bonusEvents: await readAll(db, COLLECTIONS.voteBonusEvents, voteBonusEventSchema),
      aiReviews: await readAll(db, COLLECTIONS.aiReviews, aiReviewSchema),
      chartEntries: await readAll(db, COLLECTIONS.chartEntries, chartEntrySchema),
      charts: await readAll(db, COLLECTIONS.charts, chartSchema),
      counters,
      now: NOW,
    });
    expect(problems).toEqual([]);
  });

  it('covers every lifecycle state and publishes charts/current for the current week', async () => {
    expect(Object.keys(first.stages).sort()).toEqual([
      'archived',
      'charted',
      'judged',
      'launchpad',
      'pending',
      'rejected',
    ]);
    const current = await targets.db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).get();
    const chart = parseStored(chartSchema, current.ref.path, current.id, current.data());
    expect(chart.weekOf).toBe('2026-11-16');
    expect(chart.entries.length).toBe(first.stages.charted);
    expect(Object.keys(first.chartSizes)).toHaveLength(8);
  });

  it('stores the thumbnails and points the submissions at them', async () => {
    const submissions = await readAll(targets.db, COLLECTIONS.submissions, submissionSchema);
    const withThumbs = submissions.filter((s) => s.thumbnailUrl);
    expect(withThumbs.length).toBe(first.thumbnails);
    expect(withThumbs.length).toBeLessThan(SIZE);
    const s = withThumbs[0]!;
    expect(s.thumbnailUrl).toBe(`/api/blobs/thumbnails/${s.id}/800.webp`);
    expect(s.thumbnailSmallUrl).toBe(`/api/blobs/thumbnails/${s.id}/160.webp`);
    const large = await targets.blobStore.get(`thumbnails/${s.id}/800.webp`);
    expect(large?.contentType).toBe('image/webp');
    expect(large?.bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('gives the admin the custom claim and both seeded users a Google account', async () => {
    const admin = await targets.auth.getUserByEmail(ADMIN_EMAIL);
    const demo = await targets.auth.getUserByEmail(DEMO_EMAIL);
    expect(admin.customClaims).toEqual({ admin: true });
    expect(demo.customClaims ?? {}).not.toHaveProperty('admin');
    for (const user of [admin, demo]) expect(user.providerData.map((p) => p.providerId)).toEqual(['google.com']);
    const adminDoc = await targets.db.collection(COLLECTIONS.users).doc(admin.uid).get();
    expect(adminDoc.get('isAdmin')).toBe(true);

    // The emulator's Google sign-in page lists them, and picking the admin signs in with the claim.
    const host = env.FIREBASE_AUTH_EMULATOR_HOST;
    const page = await (
      await fetch(
        `http://${host}/emulator/auth/handler?providerId=google.com&apiKey=fake-api-key&authType=signInViaPopup&eventId=1`,
      )
    ).text();
    const tokens = [...page.matchAll(/data-id-token="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
    const emails = tokens.map((t) => (JSON.parse(t) as { email: string }).email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN_EMAIL, DEMO_EMAIL]));
    const adminToken = tokens.find((t) => t.includes(ADMIN_EMAIL))!;
    const res = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          requestUri: `http://localhost/emulator/auth/handler?providerId=google.com&id_token=${encodeURIComponent(adminToken)}`,
          returnSecureToken: true,
        }),
      },
    );
    const signedIn = (await res.json()) as { localId: string; idToken: string };
    expect(signedIn.localId).toBe(admin.uid);
    const claims = JSON.parse(Buffer.from(signedIn.idToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.admin).toBe(true);
  });

  it('re-runs the stored seed by default, refuses other parameters on top, and skips with --if-empty', () => {
    const base: NodeJS.ProcessEnv = { ...env, VIBECHART_BLOB_DIR: blobDir };
    const run = (args: string[], runEnv = base) => runScript('seed', args, runEnv);

    const ifEmpty = run(['--if-empty']);
    expect(ifEmpty.status, ifEmpty.stderr).toBe(0);
    expect(ifEmpty.stdout).toContain('nothing to do');

    const again = run([]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(`re-running the stored seed (size ${SIZE}, now ${NOW.toISOString()})`);

    const other = run(['--size', String(SIZE + 1)]);
    expect(other.status).toBe(1);
    expect(other.stderr).toContain('--reset');

    const withoutEmulator = { ...base };
    delete withoutEmulator.FIRESTORE_EMULATOR_HOST;
    const refused = run(['--size', '5'], withoutEmulator);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refusing to seed');

    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--if-empty');
  });
});
