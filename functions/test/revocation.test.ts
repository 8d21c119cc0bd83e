// Through the production request path (Hosting emulator → emulated `api` function →
// Auth emulator): an ID token outlives its account by up to an hour, so every user route checks it
// against the Auth account. A deleted, disabled (banned) or signed-out account's old token cannot
// recreate users/{uid}, vote, or act as anyone; user deletion locks the account out before it deletes.
import type { Auth } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { MESSAGES } from '../src/domain/messages';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { deleteUserData } from '../src/services/user-deletion';
import type { Harness } from './api-harness';
import { call, clearAuth, signInAs } from './api-harness';
import { HOSTING_URL, adminDb, clearFirestore } from './helpers';

const db = adminDb();
const hosting = { baseUrl: HOSTING_URL } as Harness;
const blobStore = new LocalDiskBlobStore(`/tmp/vibechart-revocation-blobs-${process.pid}`);
const UNAUTHORIZED = { error: 'unauthenticated', code: 'must_be_logged_in', message: MESSAGES.mustBeLoggedIn };

const userDoc = (uid: string) => db.collection(COLLECTIONS.users).doc(uid).get();

async function votesOf(uid: string): Promise<number> {
  return (await db.collection(COLLECTIONS.votes).where('userId', '==', uid).get()).size;
}

/** The calls a member makes with a token: profile sync, a vote, the quota. */
async function memberCalls(token: string) {
  const sync = await call(hosting, 'POST', '/api/users/sync', { token, body: {} });
  const vote = await call(hosting, 'POST', '/api/votes', { token, body: { submissionId: 'p1' } });
  const quota = await call(hosting, 'GET', '/api/me/quota', { token });
  return { sync, vote, quota };
}

afterAll(async () => {
  await clearAuth();
});
beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

describe('old ID tokens through Hosting', () => {
  it('a live member syncs (the control: the same calls work while the account exists)', async () => {
    const member = await signInAs('live-member@example.com', { name: 'Live Member' });
    const res = await call(hosting, 'POST', '/api/users/sync', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    expect((await userDoc(member.uid)).exists).toBe(true);
  });

  it('a deleted member: 401 on users/sync, votes and quota, and users/{uid} is not recreated', async () => {
    const member = await signInAs('deleted-member@example.com', { name: 'Deleted Member' });
    expect((await call(hosting, 'POST', '/api/users/sync', { token: member.token, body: {} })).status).toBe(200);

    const report = await deleteUserData({ db, auth: getAuth(), blobStore, email: member.email });
    expect(report.userIds).toEqual([member.uid]);
    expect((await userDoc(member.uid)).exists).toBe(false);

    const { sync, vote, quota } = await memberCalls(member.token);
    expect(sync.status).toBe(401);
    expect(sync.body).toEqual(UNAUTHORIZED);
    expect(vote.status).toBe(401);
    expect(quota.status).toBe(401);
    expect((await userDoc(member.uid)).exists).toBe(false);
    expect(await votesOf(member.uid)).toBe(0);
  });

  it('a disabled (banned) member: 401, and no profile is created', async () => {
    const member = await signInAs('banned-member@example.com', { name: 'Banned Member' });
    await getAuth().updateUser(member.uid, { disabled: true });

    const { sync, vote, quota } = await memberCalls(member.token);
    expect(sync.status).toBe(401);
    expect(vote.status).toBe(401);
    expect(quota.status).toBe(401);
    expect((await userDoc(member.uid)).exists).toBe(false);
  });

  it('a member whose sessions were revoked: the ID token issued before is refused', async () => {
    const member = await signInAs('revoked-member@example.com', { name: 'Revoked Member' });
    // Revocation compares whole seconds (the token's auth_time with the account's validSince).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth().revokeRefreshTokens(member.uid);

    const res = await call(hosting, 'POST', '/api/users/sync', { token: member.token, body: {} });
    expect(res.status).toBe(401);
    expect((await userDoc(member.uid)).exists).toBe(false);
    // A new sign-in works again (revocation is not a ban).
    const again = await signInAs(member.email);
    expect((await call(hosting, 'POST', '/api/users/sync', { token: again.token, body: {} })).status).toBe(200);
  });

  it("optional-auth routes treat a deleted member's token as anonymous (a contact message names no uid)", async () => {
    const member = await signInAs('gone-contact@example.com');
    await deleteUserData({ db, auth: getAuth(), blobStore, email: member.email });
    const res = await call(hosting, 'POST', '/api/contact', {
      token: member.token,
      body: { name: 'Gone', email: 'gone-contact@example.com', subject: 'General Question', message: 'Hello there!' },
    });
    expect(res.status).toBe(200);
    const stored = await db.collection(COLLECTIONS.contactSubmissions).get();
    expect(stored.docs.map((d) => d.get('userId'))).toEqual([null]);
  });
});

describe('user deletion order', () => {
  it('disables the account and revokes its tokens before any document goes, and deletes it last', async () => {
    const member = await signInAs('ordered-delete@example.com');
    expect((await call(hosting, 'POST', '/api/users/sync', { token: member.token, body: {} })).status).toBe(200);
    const auth = getAuth();
    const steps: string[] = [];
    const recording = new Proxy(auth, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function' || typeof prop !== 'string') return value;
        return async (...args: unknown[]) => {
          // What was still stored when each Auth step ran.
          const profile = (await userDoc(member.uid)).exists ? 'profile present' : 'profile gone';
          steps.push(`${prop} (${profile})`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Auth;

    await deleteUserData({ db, auth: recording, blobStore, email: member.email });
    expect(steps).toEqual([
      'getUserByEmail (profile present)',
      'updateUser (profile present)',
      'revokeRefreshTokens (profile present)',
      'deleteUser (profile gone)',
    ]);
    await expect(auth.getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
