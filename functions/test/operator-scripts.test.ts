// The operator scripts, run as a person runs them (npx tsx scripts/…) against the emulators:
// admin:grant / admin:revoke (custom claim, tokens revoked, effect on the admin routes) and
// user:delete (every place a person's data lives; dry run; a second run finds nothing).
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import type { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID, ids } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { submissionSchema, userSchema } from '../src/domain/entities';
import { weekStartInstant } from '../src/domain/week';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { runChartJob } from '../src/jobs/chart';
import { typedCollection } from '../src/services/firestore';
import { newsletterSubscriberId } from '../src/services/inbox';
import { rollUpStats } from '../src/services/stats';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import { REMOVED_PROJECT_NAME } from '../src/services/user-deletion';
import type { Harness } from './api-harness';
import { call, clearAuth, signInAs, startApi } from './api-harness';
import { googleIdToken } from './google-sign-in';
import { PROJECT_ID, adminDb, clearFirestore, dumpDatabase, putSubmissions, runClock } from './helpers';
import { runScript } from './run-script';

const db = adminDb();
const WEEK = '2026-11-09';

const run = runScript;

const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

let h: Harness;

beforeAll(async () => {
  h = await startApi();
});

afterAll(async () => {
  await h?.close();
});

describe('admin:grant and admin:revoke', () => {
  beforeEach(async () => {
    await clearFirestore();
    await clearAuth();
  });

  it('grant sets the claim and revokes tokens; the next sign-in is an admin; revoke takes it back at once', async () => {
    const alice = await signInAs('alice-ops@vibers.dev', { name: 'Alice Ops' });
    await typedCollection(COLLECTIONS.users, userSchema, db)
      .doc(alice.uid)
      .set(userSchema.parse({ id: alice.uid, email: alice.email, createdAt: runClock() }));
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: alice.token })).status).toBe(403);
    await nextSecond();

    const grant = run('admin-grant', [alice.email]);
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout).toContain(`admin:grant on emulators`);
    expect(grant.stdout).toContain(`admin:grant: ${alice.email} (uid ${alice.uid}) is an admin;`);
    expect((await getAuth().getUser(alice.uid)).customClaims).toEqual({ admin: true });
    expect((await db.collection(COLLECTIONS.users).doc(alice.uid).get()).get('isAdmin')).toBe(true);
    // The old session was revoked.
    await expect(getAuth().verifyIdToken(alice.token, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    await nextSecond();
    const adminToken = await googleIdToken(alice.uid, alice.email);
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: adminToken })).status).toBe(200);
    await nextSecond();

    const revoke = run('admin-revoke', [alice.email]);
    expect(revoke.status, revoke.stderr).toBe(0);
    expect(revoke.stdout).toContain(`admin:revoke: ${alice.email} (uid ${alice.uid}) is no admin; tokens revoked`);
    expect((await getAuth().getUser(alice.uid)).customClaims ?? {}).toEqual({});
    expect((await db.collection(COLLECTIONS.users).doc(alice.uid).get()).get('isAdmin')).toBe(false);
    // Her admin token stops working at once (admin routes check revocation)...
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: adminToken })).status).toBe(401);
    await nextSecond();
    // ...and a new session is an ordinary user.
    expect(
      (await call(h, 'GET', '/api/admin/pending-count', { token: await googleIdToken(alice.uid, alice.email) })).status,
    ).toBe(403);
  }, 60_000);

  it('keeps other custom claims', async () => {
    const bob = await signInAs('bob-ops@vibers.dev');
    await getAuth().setCustomUserClaims(bob.uid, { beta: true });
    expect(run('admin-grant', [bob.email]).status).toBe(0);
    expect((await getAuth().getUser(bob.uid)).customClaims).toEqual({ beta: true, admin: true });
    expect(run('admin-revoke', [bob.email]).status).toBe(0);
    expect((await getAuth().getUser(bob.uid)).customClaims).toEqual({ beta: true });
  }, 60_000);

  it('explains what is wrong: --help, unknown account, bad address, no target', () => {
    const help = run('admin-grant', ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run admin:grant -- <email> [--project ID]');
    expect(run('admin-revoke', ['--help']).stdout).toContain('Usage: npm run admin:revoke -- <email>');

    const unknown = run('admin-grant', ['nobody-ops@vibers.dev']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no account with the e-mail nobody-ops@vibers.dev');

    const bad = run('admin-grant', ['not-an-address']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('not an e-mail address: "not-an-address"');

    const production = { ...process.env };
    delete production.FIRESTORE_EMULATOR_HOST;
    delete production.FIREBASE_AUTH_EMULATOR_HOST;
    const noTarget = run('admin-grant', ['alice-ops@vibers.dev'], production);
    expect(noTarget.status).toBe(2);
    expect(noTarget.stderr).toContain('this would act on production: say which project with --project <id>');

    const half = { ...process.env };
    delete half.FIREBASE_AUTH_EMULATOR_HOST;
    const mixed = run('user-delete', ['alice-ops@vibers.dev'], half);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST');
  }, 60_000);
});

describe('user:delete', () => {
  let blobDir: string;
  let blobs: LocalDiskBlobStore;
  let env: NodeJS.ProcessEnv;
  let uid: string;
  let otherUid: string;
  const EMAIL = 'carol-ops@vibers.dev';
  const OTHER = 'dave-ops@vibers.dev';

  function project(id: string, submittedBy: string, over: Partial<z.input<typeof submissionSchema>> = {}): Submission {
    return submissionSchema.parse({
      id,
      projectName: `Project ${id}`,
      description: `What ${id} does`,
      submittedBy,
      builderName: `Builder of ${id}`,
      status: 'approved',
      createdAt: new Date('2026-10-01T10:00:00Z'),
      approvedAt: new Date('2026-10-02T10:00:00Z'),
      launchpadLiveAt: new Date('2026-10-02T10:00:00Z'),
      aiScore: 8,
      innovationScore: 8,
      utilityScore: 8,
      reviewText: 'A scripted review.',
      aiJudgedAt: new Date('2026-10-20T10:00:00Z'),
      thumbnailUrl: `/api/blobs/thumbnails/${id}/800.webp`,
      links: { website: `https://${id}.vibers.dev/` },
      ...over,
    });
  }

  /** Carol's data everywhere it lives, and Dave's next to it. */
  async function seed(): Promise<void> {
    uid = (await signInAs(EMAIL, { name: 'Carol Ops' })).uid;
    otherUid = (await signInAs(OTHER, { name: 'Dave Ops' })).uid;
    const users = typedCollection(COLLECTIONS.users, userSchema, db);
    for (const [id, email] of [
      [uid, EMAIL],
      [otherUid, OTHER],
    ] as const) {
      await users.doc(id).set(userSchema.parse({ id, email, createdAt: new Date('2026-10-01T10:00:00Z') }));
    }
    await putSubmissions(
      project('carol-live', uid),
      project('carol-pending', uid, { status: 'pending', aiScore: null, aiJudgedAt: null, approvedAt: null }),
      project('dave-live', otherUid, { aiScore: 7.5 }),
    );
    await db.collection(COLLECTIONS.statsShards).doc('0').set({
      totalVotes: 3,
      totalVibes: 1,
      totalProjects: 2,
      totalBuilders: 2,
    });
    for (const id of ['carol-live', 'carol-pending', 'dave-live']) {
      await blobs.put(`thumbnails/${id}/800.webp`, Buffer.from('webp'), 'image/webp');
    }
    const put = (collection: string, id: string, data: Record<string, unknown>) =>
      db.collection(collection).doc(id).set(data);
    const at = new Date('2026-11-03T10:00:00Z');
    await put(COLLECTIONS.votes, ids.vote(WEEK, uid, 'dave-live', 1), {
      userId: uid,
      submissionId: 'dave-live',
      projectId: 'dave-live',
      weekStart: WEEK,
      createdAt: at,
    });
    await put(COLLECTIONS.votes, ids.vote(WEEK, otherUid, 'carol-live', 1), {
      userId: otherUid,
      submissionId: 'carol-live',
      projectId: 'carol-live',
      weekStart: WEEK,
      createdAt: at,
    });
    await put(COLLECTIONS.vibes, ids.vibe('2026-11-03', uid, 'dave-live'), {
      userId: uid,
      submissionId: 'dave-live',
      day: '2026-11-03',
      createdAt: at,
    });
    await put(COLLECTIONS.userWeeklyQuota, ids.quota(uid, WEEK), { userId: uid, weekStart: WEEK, spent: 1 });
    await put(COLLECTIONS.userWeeklyQuota, ids.quota(otherUid, WEEK), { userId: otherUid, weekStart: WEEK, spent: 1 });
    await put(COLLECTIONS.voteBonusEvents, ids.bonusEvent(uid, WEEK, 'share'), { userId: uid, action: 'share' });
    await put(COLLECTIONS.userWarmupStatus, ids.warmup(uid, WEEK), { userId: uid, weekStart: WEEK });
    await put(COLLECTIONS.voteSessions, 'session-carol', { userId: uid, weekStart: WEEK, targetCount: 5 });
    await db
      .collection(COLLECTIONS.voteSessions)
      .doc('session-carol')
      .collection(COLLECTIONS.voteSessionItems)
      .doc('000')
      .set({ userId: uid, projectId: 'dave-live', position: 0 });
    await put(COLLECTIONS.toolSuggestions, 'suggestion-carol', { userId: uid, suggestion: 'Zed' });
    await put(COLLECTIONS.contactSubmissions, 'contact-typed', {
      userId: null,
      email: 'Carol-Ops@Vibers.dev',
      name: 'Carol',
    });
    await put(COLLECTIONS.contactSubmissions, 'contact-lower', { userId: null, email: EMAIL, name: 'Carol' });
    await put(COLLECTIONS.contactSubmissions, 'contact-dave', { userId: otherUid, email: OTHER, name: 'Dave' });
    await put(COLLECTIONS.newsletterSubscribers, newsletterSubscriberId(EMAIL), { email: EMAIL, unsubscribedAt: null });
    await put(COLLECTIONS.newsletterSubscribers, newsletterSubscriberId(OTHER), { email: OTHER, unsubscribedAt: null });
    await put(COLLECTIONS.emailDeliveries, `newsletter-${WEEK}_${recipientKeyOf(EMAIL)}`, {
      recipientKey: recipientKeyOf(EMAIL),
      userId: null,
      status: 'sent',
    });
    await put(COLLECTIONS.campaignTestSends, ids.campaignTestSend('beta-turbulence', uid), { userId: uid });
    await put(COLLECTIONS.aiReviews, 'carol-live_v2_x', { submissionId: 'carol-live' });
    await put(COLLECTIONS.aiReviews, 'dave-live_v2_x', { submissionId: 'dave-live' });
    await put(COLLECTIONS.judgeFailures, 'carol-pending_v2_x', { submissionId: 'carol-pending' });
    await unsubscribeAddress(db, recipientKeyOf(EMAIL), at, 'link');
    // Both live projects chart (charts/{week}, charts/current, chart_entries).
    const chart = await runChartJob({ db, now: weekStartInstant(WEEK) });
    expect(chart).toMatchObject({ status: 'published', entries: 2 });
  }

  beforeAll(async () => {
    blobDir = await mkdtemp(join(tmpdir(), 'vibechart-user-delete-'));
    blobs = new LocalDiskBlobStore(blobDir);
    env = { ...process.env, VIBECHART_BLOB_DIR: blobDir };
    delete env.FIREBASE_STORAGE_EMULATOR_HOST;
  });

  afterAll(async () => {
    await rm(blobDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await clearFirestore();
    await clearAuth();
    await seed();
  });

  const exists = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).exists;

  it('--dry-run lists what would go and changes nothing', async () => {
    const before = await dumpDatabase();
    const out = run('user-delete', [EMAIL, '--dry-run'], env);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain(`user:delete (dry run) on emulators`);
    expect(out.stdout).toContain(`accounts ${uid}`);
    expect(out.stdout).toContain('submissions: would delete 2');
    expect(out.stdout).toContain('contact_submissions: would delete 2');
    expect(out.stdout).toContain('vote_sessions/items: would delete 1');
    expect(out.stdout).toContain('published charts: would redact rows in 2');
    expect(out.stdout).toContain('dry run, nothing changed');
    expect(await dumpDatabase()).toEqual(before);
    expect((await getAuth().getUser(uid)).email).toBe(EMAIL);
    expect(existsSync(join(blobDir, 'thumbnails', 'carol-live', '800.webp'))).toBe(true);
  }, 60_000);

  it("removes the person's data everywhere, redacts their chart rows, and leaves everyone else's", async () => {
    const out = run('user-delete', [EMAIL.toUpperCase()], env);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('user:delete: done');

    // Gone: account, profile, own records, submissions with reviews, failures and thumbnails.
    await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await exists(COLLECTIONS.users, uid)).toBe(false);
    const left = await dumpDatabase();
    // Nothing that names or shows her is left anywhere.
    const everything = JSON.stringify(left);
    for (const trace of [
      uid,
      EMAIL,
      'Carol-Ops@Vibers.dev',
      'Project carol-live',
      'Builder of carol-live',
      'carol-live.vibers.dev',
      'thumbnails/carol-live',
      'carol-pending',
    ]) {
      expect(everything, trace).not.toContain(trace);
    }
    // Her project's id stays only in chart entries (ids, ranks, scores), the redacted chart rows (and
    // the feeds' copy of them, rebuilt from the redacted charts), and Dave's vote on it (his data).
    const mentions = Object.entries(left)
      .filter(([path, data]) => `${path} ${JSON.stringify(data)}`.includes('carol-live'))
      .map(([path]) => path);
    expect(mentions.sort()).toEqual(
      [
        `${COLLECTIONS.chartEntries}/${WEEK}_carol-live`,
        `${COLLECTIONS.charts}/${CURRENT_CHART_ID}`,
        `${COLLECTIONS.charts}/${WEEK}`,
        `${COLLECTIONS.siteFiles}/feed`,
        `${COLLECTIONS.votes}/${ids.vote(WEEK, otherUid, 'carol-live', 1)}`,
      ].sort(),
    );
    expect(await exists(COLLECTIONS.newsletterSubscribers, newsletterSubscriberId(EMAIL))).toBe(false);
    expect(await exists(COLLECTIONS.emailSuppressions, recipientKeyOf(EMAIL))).toBe(true);
    expect(existsSync(join(blobDir, 'thumbnails', 'carol-live'))).toBe(false);
    expect(existsSync(join(blobDir, 'thumbnails', 'carol-pending'))).toBe(false);

    // Her chart row keeps its place and scores, and names nothing.
    for (const chartId of [WEEK, CURRENT_CHART_ID]) {
      const entries = (await db.collection(COLLECTIONS.charts).doc(chartId).get()).get('entries') as Array<
        Record<string, unknown>
      >;
      const carol = entries.find((e) => e.id === 'carol-live')!;
      expect(carol).toMatchObject({
        rank: 1,
        projectName: REMOVED_PROJECT_NAME,
        builderName: null,
        thumbnailUrl: null,
        projectUrl: null,
        links: {},
        reviewText: null,
        aiScore: 8,
      });
      expect(entries.find((e) => e.id === 'dave-live')).toMatchObject({
        rank: 2,
        projectName: 'Project dave-live',
        builderName: 'Builder of dave-live',
      });
    }

    // Dave's data is untouched, including his vote on her (deleted) project.
    expect(await exists(COLLECTIONS.users, otherUid)).toBe(true);
    expect(await exists(COLLECTIONS.submissions, 'dave-live')).toBe(true);
    expect(await exists(COLLECTIONS.votes, ids.vote(WEEK, otherUid, 'carol-live', 1))).toBe(true);
    expect(await exists(COLLECTIONS.userWeeklyQuota, ids.quota(otherUid, WEEK))).toBe(true);
    expect(await exists(COLLECTIONS.contactSubmissions, 'contact-dave')).toBe(true);
    expect(await exists(COLLECTIONS.aiReviews, 'dave-live_v2_x')).toBe(true);
    expect(await exists(COLLECTIONS.newsletterSubscribers, newsletterSubscriberId(OTHER))).toBe(true);
    expect(existsSync(join(blobDir, 'thumbnails', 'dave-live', '800.webp'))).toBe(true);
    expect((await getAuth().getUser(otherUid)).email).toBe(OTHER);

    // Her approved project and she as a builder leave the totals; the anonymous vote/vibe totals stay.
    expect(await rollUpStats(db, runClock())).toEqual({
      totalVotes: 3,
      totalVibes: 1,
      totalProjects: 1,
      totalBuilders: 1,
    });

    // A second run finds nothing.
    const again = run('user-delete', [EMAIL], env);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(`user:delete: nothing stored for ${EMAIL}`);
  }, 90_000);

  it('--help describes what is deleted and kept', () => {
    const help = run('user-delete', ['--help'], env);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run user:delete -- <email> [--dry-run] [--project ID]');
    expect(help.stdout).toContain('Kept: anonymous counters');
    expect(PROJECT_ID).toBe('demo-vibechart');
  });
});
