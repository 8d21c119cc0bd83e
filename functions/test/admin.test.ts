// Admin review queue against the emulators: who may call it, the pending count and list, approve
// (launchpad dates and counters), reject, the pending-only rule, delete with thumbnails, and the
// e-mail the submitter gets about the decision (a real SMTP server in this process receives it).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { emailDeliverySchema, submissionSchema, userSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { createSmtpMailer } from '../src/infra/mail';
import { decisionCampaignId, sendDecisionEmail } from '../src/services/decision-mail';
import { typedCollection } from '../src/services/firestore';
import type { MailSettings } from '../src/services/mail';
import { rollUpStats } from '../src/services/stats';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import { call, signInAs } from './api-harness';
import { adminDb, dumpDatabase, runClock } from './helpers';
import { useApi, useSmtpSink } from './lifecycle';

const db = adminDb();
const submissions = () => typedCollection(COLLECTIONS.submissions, submissionSchema, db);

let blobDir: string;
let blobs: LocalDiskBlobStore;
const { sink, mail } = useSmtpSink({ siteUrl: () => SITE });
/** true: the app's mail settings point at a port nothing listens on (the SMTP server is down). */
let smtpDown = false;
let deadSmtpUrl: string;
const SITE = 'https://vibechart.test';

/** The app's mail settings: the in-process SMTP sink, or a dead server while smtpDown. */
function mailSettings(): MailSettings {
  const settings = mail.settings;
  return smtpDown ? { ...settings, mailer: createSmtpMailer(deadSmtpUrl) } : settings;
}

/** An smtp:// URL of a local port that was free a moment ago (connections are refused). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

let seq = 0;
/** A stored submission (pending unless told otherwise) written with the typed converter. */
async function seedSubmission(overrides: Partial<Submission> = {}): Promise<Submission> {
  seq += 1;
  const submission = submissionSchema.parse({
    id: `sub${String(seq).padStart(4, '0')}`,
    projectName: `Project ${seq}`,
    projectUrl: `https://project-${seq}.example.com/`,
    description: `What project ${seq} does`,
    builderTool: ['Cursor', 'Claude Code'],
    submittedBy: 'builder-1',
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, seq)),
    ...overrides,
  });
  await submissions().doc(submission.id).set(submission);
  return submission;
}

async function readSubmission(id: string): Promise<Submission | undefined> {
  return (await submissions().doc(id).get()).data();
}

async function counters() {
  const { totalProjects, totalBuilders } = await rollUpStats(db, runClock());
  return { totalProjects, totalBuilders };
}

beforeAll(async () => {
  blobDir = await mkdtemp(join(tmpdir(), 'vibechart-admin-blobs-'));
  blobs = new LocalDiskBlobStore(blobDir);
  deadSmtpUrl = await closedPortUrl();
});
afterAll(async () => {
  await rm(blobDir, { recursive: true, force: true });
});

const {
  h,
  members: { admin, member, revokedAdmin },
} = useApi({
  members: {
    admin: { email: 'admin-d@example.com', admin: true, name: 'Ada Admin' },
    member: { email: 'member-d@example.com', name: 'Mo Member' },
    revokedAdmin: { email: 'revoked-admin-d@example.com', admin: true, revoked: true },
  },
  deps: () => ({ blobStore: blobs, mail: { settings: mailSettings, campaignKey: () => null } }),
});

beforeEach(() => {
  smtpDown = false;
});

describe('admin routes: who may call them', () => {
  const routes: Array<{ method: string; path: (id: string) => string; body?: unknown }> = [
    { method: 'GET', path: () => '/api/admin/pending-count' },
    { method: 'GET', path: () => '/api/admin/pending-projects' },
    { method: 'PATCH', path: (id) => `/api/admin/submissions/${id}`, body: { status: 'approved' } },
    { method: 'DELETE', path: (id) => `/api/admin/submissions/${id}` },
  ];
  const callers: Array<{ who: string; token: () => string | undefined; status: number; message: string }> = [
    { who: 'no token', token: () => undefined, status: 401, message: MESSAGES.mustBeLoggedIn },
    { who: 'a forged token', token: () => 'abc', status: 401, message: MESSAGES.mustBeLoggedIn },
    {
      who: 'a tampered admin token',
      token: () => `${admin.token.slice(0, -4)}AAAA`,
      status: 401,
      message: MESSAGES.mustBeLoggedIn,
    },
    { who: 'a signed-in non-admin', token: () => member.token, status: 403, message: MESSAGES.adminOnly },
    {
      who: 'an admin whose tokens were revoked',
      token: () => revokedAdmin.token,
      status: 401,
      message: MESSAGES.mustBeLoggedIn,
    },
  ];

  for (const route of routes) {
    for (const caller of callers) {
      it(`${route.method} ${route.path(':id')} with ${caller.who} → ${caller.status}, nothing changed`, async () => {
        const pending = await seedSubmission();
        const before = await dumpDatabase();
        const res = await call(h, route.method, route.path(pending.id), { token: caller.token(), body: route.body });
        expect(res.status).toBe(caller.status);
        expect(res.body).toMatchObject({ message: caller.message });
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(await dumpDatabase()).toEqual(before);
      });
    }
  }

  it('an admin token passes, and so does a fresh sign-in after a revocation', async () => {
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: admin.token })).status).toBe(200);
    const fresh = await signInAs(revokedAdmin.email, { admin: true });
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: fresh.token })).status).toBe(200);
  });
});

describe('pending count and list', () => {
  it('counts only pending submissions, as a bare number', async () => {
    await seedSubmission();
    await seedSubmission();
    await seedSubmission({ status: 'approved' });
    await seedSubmission({ status: 'rejected' });
    const res = await call(h, 'GET', '/api/admin/pending-count', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toBe(2);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 0 with nothing pending', async () => {
    const res = await call(h, 'GET', '/api/admin/pending-count', { token: admin.token });
    expect(res.body).toBe(0);
  });

  it('lists pending projects oldest first in the Pending project shape', async () => {
    const newer = await seedSubmission({ createdAt: new Date('2026-11-21T09:00:00Z'), projectUrl: null });
    const older = await seedSubmission({ createdAt: new Date('2026-11-19T09:00:00Z'), builderTool: ['Bolt'] });
    await seedSubmission({ status: 'approved', createdAt: new Date('2026-11-18T09:00:00Z') });
    await seedSubmission({ status: 'rejected', createdAt: new Date('2026-11-17T09:00:00Z') });

    const res = await call(h, 'GET', '/api/admin/pending-projects', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual([
      {
        id: older.id,
        projectName: older.projectName,
        description: older.description,
        builderTool: ['Bolt'],
        projectUrl: older.projectUrl,
        createdAt: '2026-11-19T09:00:00.000Z',
        // Every other field the AI judge reads, so the admin sees what the judge sees.
        projectIntention: null,
        modelProviders: [],
        ideAgents: [],
        hostsFrameworks: [],
        stage: null,
      },
      {
        id: newer.id,
        projectName: newer.projectName,
        description: newer.description,
        builderTool: newer.builderTool,
        projectUrl: null,
        createdAt: '2026-11-21T09:00:00.000Z',
        // Every other field the AI judge reads, so the admin sees what the judge sees.
        projectIntention: null,
        modelProviders: [],
        ideAgents: [],
        hostsFrameworks: [],
        stage: null,
      },
    ]);
  });
});

describe('PATCH /api/admin/submissions/:id', () => {
  it('approves: launchpad dates from the clock, counts the project and its builder', async () => {
    h.clock.now = new Date('2026-11-25T08:30:00Z');
    const first = await seedSubmission({ submittedBy: 'builder-a' });
    const res = await call(h, 'PATCH', `/api/admin/submissions/${first.id}`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: first.id, status: 'approved' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const stored = await readSubmission(first.id);
    expect(stored).toMatchObject({
      status: 'approved',
      approvedAt: new Date('2026-11-25T08:30:00Z'),
      launchpadLiveAt: new Date('2026-11-25T08:30:00Z'),
      // everything else untouched
      projectName: first.projectName,
      createdAt: first.createdAt,
      voteCount: 0,
    });
    expect(await counters()).toEqual({ totalProjects: 1, totalBuilders: 1 });
  });

  it('counts a builder once: a second approval of the same builder adds a project, not a builder', async () => {
    const a1 = await seedSubmission({ submittedBy: 'builder-a' });
    const a2 = await seedSubmission({ submittedBy: 'builder-a' });
    const b1 = await seedSubmission({ submittedBy: 'builder-b' });
    const approve = (id: string) =>
      call(h, 'PATCH', `/api/admin/submissions/${id}`, { token: admin.token, body: { status: 'approved' } });

    expect((await approve(a1.id)).status).toBe(200);
    expect(await counters()).toEqual({ totalProjects: 1, totalBuilders: 1 });
    expect((await approve(a2.id)).status).toBe(200);
    expect(await counters()).toEqual({ totalProjects: 2, totalBuilders: 1 });
    expect((await approve(b1.id)).status).toBe(200);
    expect(await counters()).toEqual({ totalProjects: 3, totalBuilders: 2 });
  });

  it('counts the builder once when two of their projects are approved at the same time', async () => {
    const projects = await Promise.all([1, 2, 3].map(() => seedSubmission({ submittedBy: 'builder-p' })));
    const results = await Promise.all(
      projects.map((p) =>
        call(h, 'PATCH', `/api/admin/submissions/${p.id}`, { token: admin.token, body: { status: 'approved' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await counters()).toEqual({ totalProjects: 3, totalBuilders: 1 });
  });

  it('does not count a builder whose earlier project was approved before (seeded data)', async () => {
    await seedSubmission({ submittedBy: 'builder-c', status: 'approved' });
    const next = await seedSubmission({ submittedBy: 'builder-c' });
    const res = await call(h, 'PATCH', `/api/admin/submissions/${next.id}`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(await counters()).toEqual({ totalProjects: 1, totalBuilders: 0 });
  });

  it('rejects: status only, no launchpad dates, no counters', async () => {
    const pending = await seedSubmission();
    const res = await call(h, 'PATCH', `/api/admin/submissions/${pending.id}`, {
      token: admin.token,
      body: { status: 'rejected' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: pending.id, status: 'rejected' });
    expect(await readSubmission(pending.id)).toMatchObject({
      status: 'rejected',
      approvedAt: null,
      launchpadLiveAt: null,
    });
    expect(await counters()).toEqual({ totalProjects: 0, totalBuilders: 0 });
    const count = await call(h, 'GET', '/api/admin/pending-count', { token: admin.token });
    expect(count.body).toBe(0);
  });

  it('only a pending submission changes: approve twice, reject an approved, approve a rejected → 409', async () => {
    h.clock.now = new Date('2026-11-25T08:30:00Z');
    const approved = await seedSubmission();
    const rejected = await seedSubmission({ status: 'rejected' });
    const patch = (id: string, status: string) =>
      call(h, 'PATCH', `/api/admin/submissions/${id}`, { token: admin.token, body: { status } });
    expect((await patch(approved.id, 'approved')).status).toBe(200);

    h.clock.now = new Date('2026-11-26T10:00:00Z');
    const before = await dumpDatabase();
    const again = await patch(approved.id, 'approved');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'conflict',
      code: 'not_pending',
      message: 'Only pending projects can be approved; this project is already approved',
    });
    const reject = await patch(approved.id, 'rejected');
    expect(reject.status).toBe(409);
    expect(reject.body).toMatchObject({
      message: 'Only pending projects can be rejected; this project is already approved',
    });
    const revive = await patch(rejected.id, 'approved');
    expect(revive.status).toBe(409);
    expect(revive.body).toMatchObject({
      message: 'Only pending projects can be approved; this project is already rejected',
    });
    expect(await dumpDatabase()).toEqual(before);
    expect((await readSubmission(approved.id))?.approvedAt).toEqual(new Date('2026-11-25T08:30:00Z'));
    expect(await counters()).toEqual({ totalProjects: 1, totalBuilders: 1 });
  });

  it('answers 404 Project not found for unknown or impossible ids', async () => {
    await seedSubmission();
    const before = await dumpDatabase();
    for (const id of ['does-not-exist', '__name__', 'a.b', 'x'.repeat(201), '%20', 'a%2Fb']) {
      const res = await call(h, 'PATCH', `/api/admin/submissions/${id}`, {
        token: admin.token,
        body: { status: 'approved' },
      });
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ message: MESSAGES.projectNotFound });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  const badBodies: Array<{ name: string; body: unknown; headers?: Record<string, string>; message?: string }> = [
    { name: 'missing status', body: {}, message: "status must be 'approved' or 'rejected'" },
    { name: 'status pending', body: { status: 'pending' }, message: "status must be 'approved' or 'rejected'" },
    { name: 'status of the wrong type', body: { status: 1 }, message: "status must be 'approved' or 'rejected'" },
    { name: 'status null', body: { status: null }, message: "status must be 'approved' or 'rejected'" },
    { name: 'upper-case status', body: { status: 'APPROVED' }, message: "status must be 'approved' or 'rejected'" },
    {
      name: 'oversize status',
      body: { status: 'approved'.repeat(5000) },
      message: "status must be 'approved' or 'rejected'",
    },
    { name: 'an array body', body: [{ status: 'approved' }] },
    { name: 'a plain-text body', body: 'approved' },
    {
      name: 'malformed JSON',
      body: '{"status":',
      headers: { 'content-type': 'application/json' },
      message: 'Request body is not valid JSON',
    },
    {
      name: 'an oversize body',
      body: { status: 'approved', pad: 'x'.repeat(150_000) },
      message: 'Request body is too large',
    },
  ];
  for (const bad of badBodies) {
    it(`refuses ${bad.name} with a 4xx and changes nothing`, async () => {
      const pending = await seedSubmission();
      const before = await dumpDatabase();
      const res = await call(h, 'PATCH', `/api/admin/submissions/${pending.id}`, {
        token: admin.token,
        body: bad.body,
        headers: bad.headers,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((res.body as { message?: unknown }).message).toEqual(bad.message ?? expect.any(String));
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('DELETE /api/admin/submissions/:id', () => {
  it('deletes a pending submission and its thumbnails; the pending count follows', async () => {
    const doomed = await seedSubmission({ id: 'abc' });
    const neighbour = await seedSubmission({ id: 'abcd' });
    for (const id of [doomed.id, neighbour.id]) {
      await blobs.put(`thumbnails/${id}/800.webp`, Buffer.from('big'), 'image/webp');
      await blobs.put(`thumbnails/${id}/160.webp`, Buffer.from('small'), 'image/webp');
    }
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: admin.token })).body).toBe(2);

    const res = await call(h, 'DELETE', `/api/admin/submissions/${doomed.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    expect(await readSubmission(doomed.id)).toBeUndefined();
    expect(await blobs.get(`thumbnails/${doomed.id}/800.webp`)).toBeNull();
    expect(await blobs.get(`thumbnails/${doomed.id}/160.webp`)).toBeNull();
    // a submission whose id merely starts the same keeps its document and files
    expect(await readSubmission(neighbour.id)).toBeDefined();
    expect((await blobs.get(`thumbnails/${neighbour.id}/800.webp`))?.bytes.toString()).toBe('big');
    expect((await call(h, 'GET', '/api/admin/pending-count', { token: admin.token })).body).toBe(1);

    const twice = await call(h, 'DELETE', `/api/admin/submissions/${doomed.id}`, { token: admin.token });
    expect(twice.status).toBe(404);
    expect(twice.body).toMatchObject({ message: MESSAGES.projectNotFound });
  });

  it('deletes a pending submission that has no thumbnails', async () => {
    const bare = await seedSubmission();
    const res = await call(h, 'DELETE', `/api/admin/submissions/${bare.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await readSubmission(bare.id)).toBeUndefined();
  });

  it('refuses to delete approved or rejected projects (409), keeping documents and files', async () => {
    const approved = await seedSubmission({ status: 'approved' });
    const rejected = await seedSubmission({ status: 'rejected' });
    await blobs.put(`thumbnails/${approved.id}/800.webp`, Buffer.from('keep'), 'image/webp');
    const before = await dumpDatabase();

    const res = await call(h, 'DELETE', `/api/admin/submissions/${approved.id}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      code: 'not_pending',
      message: 'Only pending projects can be deleted; this project is already approved',
    });
    const res2 = await call(h, 'DELETE', `/api/admin/submissions/${rejected.id}`, { token: admin.token });
    expect(res2.status).toBe(409);
    expect(res2.body).toMatchObject({
      message: 'Only pending projects can be deleted; this project is already rejected',
    });

    expect(await dumpDatabase()).toEqual(before);
    expect((await blobs.get(`thumbnails/${approved.id}/800.webp`))?.bytes.toString()).toBe('keep');
  });

  it('answers 404 Project not found for unknown or impossible ids, deleting nothing', async () => {
    await seedSubmission();
    const before = await dumpDatabase();
    for (const id of ['nope', '__name__', 'a.b', 'a%2Fb']) {
      const res = await call(h, 'DELETE', `/api/admin/submissions/${id}`, { token: admin.token });
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ message: MESSAGES.projectNotFound });
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('the decision e-mail to the submitter', () => {
  let n = 0;
  /** A member with a users profile (what POST /api/users/sync stores) and a pending submission of theirs. */
  async function submitterWithProject(over: { fullName?: string; projectName?: string } = {}) {
    n += 1;
    const uid = `submitter-${n}`;
    const email = `submitter-${n}@vibers.dev`;
    await typedCollection(COLLECTIONS.users, userSchema, db)
      .doc(uid)
      .set(userSchema.parse({ id: uid, email, fullName: over.fullName ?? 'Sam Submitter', createdAt: new Date() }));
    const project = await seedSubmission({ submittedBy: uid, projectName: over.projectName ?? `Rocket Notes ${n}` });
    return { uid, email, project };
  }
  const patch = (id: string, status: string) =>
    call(h, 'PATCH', `/api/admin/submissions/${id}`, { token: admin.token, body: { status } });
  const deliveries = async () =>
    (await typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db).get()).docs.map((d) => d.data());

  it('approve → one e-mail to the submitter with the link to the project page; the delivery is recorded', async () => {
    const { uid, email, project } = await submitterWithProject();
    const res = await patch(project.id, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: project.id, status: 'approved' });

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.to(email);
    expect(mail!.envelopeTo).toEqual([email]);
    expect(mail!.header('to')).toBe(`Sam Submitter <${email}>`);
    expect(mail!.header('subject')).toBe(`Approved: ${project.projectName} is live on the VibeChart launchpad`);
    const page = `${SITE}/p/${project.id}`;
    expect(mail!.text).toContain(`Hi Sam,`);
    expect(mail!.text).toContain(`See your project: ${page}`);
    expect(mail!.html).toContain(`href="${page}"`);
    expect(mail!.text).toContain(`${SITE}/api/unsubscribe?token=`);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        campaignId: decisionCampaignId(project.id, 'approved'),
        recipientKey: recipientKeyOf(email),
        userId: uid,
        status: 'sent',
        attempts: 1,
      }),
    ]);
  });

  it('approve clicked twice, at once and again later → one e-mail; repeating the mail step sends nothing', async () => {
    const { email, project } = await submitterWithProject();
    const both = await Promise.all([patch(project.id, 'approved'), patch(project.id, 'approved')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await patch(project.id, 'approved')).status).toBe(409);
    expect(sink.to(email)).toHaveLength(1);

    // The delivery record alone also holds: the mail step run again (twice at once) for the same decision.
    const again = () =>
      sendDecisionEmail({
        db,
        settings: mailSettings,
        submission: project,
        decision: 'approved',
        now: () => new Date(),
      });
    expect(await Promise.all([again(), again()])).toEqual(['already-sent', 'already-sent']);
    expect(sink.messages).toHaveLength(1);
    expect(await deliveries()).toHaveLength(1);
  });

  it('reject → one rejection e-mail, linking to My Projects (a rejected project has no public page)', async () => {
    const { email, project } = await submitterWithProject();
    const res = await patch(project.id, 'rejected');
    expect(res.status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.to(email);
    expect(mail!.header('subject')).toBe(`${project.projectName} was not approved for the VibeChart launchpad`);
    expect(mail!.text).toContain('did not approve it');
    expect(mail!.text).toContain(`My projects: ${SITE}/my-page`);
    expect(mail!.text).not.toContain('/p/');
    expect(await deliveries()).toEqual([
      expect.objectContaining({ campaignId: decisionCampaignId(project.id, 'rejected'), status: 'sent' }),
    ]);
    expect((await patch(project.id, 'rejected')).status).toBe(409);
    expect(sink.messages).toHaveLength(1);
  });

  it('a suppressed (unsubscribed) address gets nothing; the decision stands', async () => {
    const { email, project } = await submitterWithProject();
    await unsubscribeAddress(db, recipientKeyOf(email), new Date(), 'link');
    const res = await patch(project.id, 'approved');
    expect(res.status).toBe(200);
    expect((await readSubmission(project.id))?.status).toBe('approved');
    expect(sink.messages).toHaveLength(0);
    expect(await deliveries()).toEqual([]);
  });

  it('SMTP down → the approval still answers 200 and stands; the delivery is marked failed and not retried', async () => {
    const { email, project } = await submitterWithProject();
    smtpDown = true;
    const res = await patch(project.id, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: project.id, status: 'approved' });
    expect(await readSubmission(project.id)).toMatchObject({ status: 'approved', launchpadLiveAt: h.clock.now });
    expect(await counters()).toEqual({ totalProjects: 1, totalBuilders: 1 });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, sentAt: null, error: expect.any(String) }),
    ]);
    // At most one e-mail per decision: the server coming back does not resend it.
    smtpDown = false;
    const retry = await sendDecisionEmail({
      db,
      settings: mailSettings,
      submission: project,
      decision: 'approved',
      now: () => new Date(),
    });
    expect(retry).toBe('already-sent');
    expect(sink.to(email)).toHaveLength(0);
  });

  it('a CRLF in the project or submitter name adds no header and no recipient', async () => {
    const { email, project } = await submitterWithProject({
      fullName: 'Eve\r\nBcc: victim@vibers.dev',
      projectName: 'Evil\r\nBcc: other@vibers.dev\r\nX-Injected: yes',
    });
    expect((await patch(project.id, 'approved')).status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail!.envelopeTo).toEqual([email]);
    const names = mail!.headerLines.map((l) => l.slice(0, l.indexOf(':')).toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((h) => h === 'subject')).toHaveLength(1);
    expect(mail!.header('subject')).toBe(
      'Approved: Evil Bcc: other@vibers.dev X-Injected: yes is live on the VibeChart launchpad',
    );
  });

  it('without a users profile the Auth account is asked; a submitter without any address gets nothing', async () => {
    const authOnly = await signInAs('auth-only-submitter@vibers.dev', { name: 'Ola Auth' });
    const project = await seedSubmission({ submittedBy: authOnly.uid });
    expect((await patch(project.id, 'approved')).status).toBe(200);
    expect(sink.to(authOnly.email)).toHaveLength(1);
    expect(sink.messages[0]!.header('to')).toBe(`Ola Auth <${authOnly.email}>`);

    const ghost = await seedSubmission({ submittedBy: 'no-such-account' });
    expect((await patch(ghost.id, 'approved')).status).toBe(200);
    expect(sink.messages).toHaveLength(1);
  });
});
