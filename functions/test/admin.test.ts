// Admin review queue against the emulators: who may call it, the pending count and list, approve
// (launchpad dates and counters), reject, the pending-only rule, delete with thumbnails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { submissionSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { typedCollection } from '../src/services/firestore';
import { rollUpStats } from '../src/services/stats';
import type { Harness, TestUser } from './api-harness';
import { call, signInAs, startApi } from './api-harness';
import { adminDb, clearFirestore, dumpDatabase, runClock } from './helpers';

const db = adminDb();
const submissions = () => typedCollection(COLLECTIONS.submissions, submissionSchema, db);

let h: Harness;
let blobDir: string;
let blobs: LocalDiskBlobStore;
let admin: TestUser;
let member: TestUser;
let revokedAdmin: TestUser;

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
  h = await startApi({ blobStore: blobs });
  admin = await signInAs('admin-d@example.com', { admin: true, name: 'Ada Admin' });
  member = await signInAs('member-d@example.com', { name: 'Mo Member' });
  revokedAdmin = await signInAs('revoked-admin-d@example.com', { admin: true });
  // Revocation compares whole seconds: revoke in a later second than the token's auth_time.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await getAuth().revokeRefreshTokens(revokedAdmin.uid);
});

afterAll(async () => {
  await h?.close();
  await rm(blobDir, { recursive: true, force: true });
});

beforeEach(clearFirestore);

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
      },
      {
        id: newer.id,
        projectName: newer.projectName,
        description: newer.description,
        builderTool: newer.builderTool,
        projectUrl: null,
        createdAt: '2026-11-21T09:00:00.000Z',
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
