// users/sync and users/check-admin against the emulators: identity and the admin flag come from the
// verified ID token only; bodies and query e-mails never decide them.
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { USER_SYNC_RATE_LIMIT } from '../src/http/middleware/rate-limit';
import { call, signInAs } from './api-harness';
import { adminDb, dumpDatabase } from './helpers';
import { useApi } from './lifecycle';
import { REFUSALS, expectRefusal } from './refusals';

const db = adminDb();
const PRIVATE = 'private, no-store';
const NOW = new Date('2026-11-25T12:00:00Z');

async function storedUser(uid: string) {
  const snap = await db.collection(COLLECTIONS.users).doc(uid).get();
  const data = snap.data();
  if (!data) return undefined;
  return {
    ...data,
    createdAt: (data.createdAt as { toDate(): Date }).toDate().toISOString(),
    lastSignInAt: (data.lastSignInAt as { toDate(): Date }).toDate().toISOString(),
  };
}

const {
  h,
  members: { user, admin },
} = useApi({
  now: NOW,
  members: {
    user: { email: 'User.Sync@Example.com', name: 'Ada Lovelace' },
    admin: { email: 'admin-sync@example.com', admin: true, name: 'Grace Hopper' },
  },
});

describe('POST /api/users/sync', () => {
  it('stores the user from the token and ignores id, email, fullName and isAdmin in the body', async () => {
    const res = await call(h, 'POST', '/api/users/sync', {
      token: user.token,
      body: { id: 'someone-else', email: 'mallory@evil.test', fullName: 'Mallory', isAdmin: true },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    expect(res.body).toEqual({ ok: true });
    expect(await storedUser(user.uid)).toEqual({
      email: 'user.sync@example.com',
      fullName: 'Ada Lovelace',
      isAdmin: false,
      photoUrl: null,
      createdAt: NOW.toISOString(),
      lastSignInAt: NOW.toISOString(),
      makerRankEmails: false,
    });
    expect((await db.collection(COLLECTIONS.users).doc('someone-else').get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.users).get()).size).toBe(1);
  });

  it('keeps createdAt on a re-sync and refreshes lastSignInAt', async () => {
    await call(h, 'POST', '/api/users/sync', { token: user.token, body: {} });
    h.clock.now = new Date('2026-12-02T08:00:00Z');
    expect((await call(h, 'POST', '/api/users/sync', { token: user.token })).status).toBe(200);
    expect(await storedUser(user.uid)).toMatchObject({
      createdAt: NOW.toISOString(),
      lastSignInAt: '2026-12-02T08:00:00.000Z',
      makerRankEmails: false,
    });
  });

  it('a first sync creates users/{uid}; a later one takes the new name, e-mail and photo and keeps createdAt', async () => {
    const person = await signInAs('first.sync@example.com', { name: 'Ada First' });
    await getAuth().updateUser(person.uid, { photoURL: 'https://photos.example.com/ada.png' });
    const first = await signInAs(person.email, { name: 'ignored: the account exists' });
    expect(await storedUser(person.uid)).toBeUndefined();
    expect((await call(h, 'POST', '/api/users/sync', { token: first.token })).status).toBe(200);
    expect(await storedUser(person.uid)).toEqual({
      email: 'first.sync@example.com',
      fullName: 'Ada First',
      isAdmin: false,
      photoUrl: 'https://photos.example.com/ada.png',
      createdAt: NOW.toISOString(),
      lastSignInAt: NOW.toISOString(),
      makerRankEmails: false,
    });

    // The person changes name, address and photo at their provider and signs in a week later.
    await getAuth().updateUser(person.uid, {
      displayName: 'Ada Renamed',
      email: 'ada.renamed@example.com',
      photoURL: 'https://photos.example.com/ada-2.png',
    });
    const later = await signInAs('ada.renamed@example.com');
    h.clock.now = new Date('2026-12-02T08:00:00Z');
    expect((await call(h, 'POST', '/api/users/sync', { token: later.token })).status).toBe(200);
    expect(await storedUser(person.uid)).toEqual({
      email: 'ada.renamed@example.com',
      fullName: 'Ada Renamed',
      isAdmin: false,
      photoUrl: 'https://photos.example.com/ada-2.png',
      createdAt: NOW.toISOString(),
      lastSignInAt: '2026-12-02T08:00:00.000Z',
      makerRankEmails: false,
    });
    expect((await db.collection(COLLECTIONS.users).get()).size).toBe(1);
  });

  it('stores only an http(s) photo: any other picture claim becomes null', async () => {
    const person = await signInAs('odd-photo@example.com', { name: 'Odd Photo' });
    // The Admin SDK refuses such URLs; the Auth emulator's REST API takes them, as a provider might.
    const update = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: person.token, photoUrl: 'javascript:alert(1)' }),
      },
    );
    expect(update.status).toBe(200);
    expect((await getAuth().getUser(person.uid)).photoURL).toBe('javascript:alert(1)');
    const renewed = await signInAs(person.email);
    expect((await call(h, 'POST', '/api/users/sync', { token: renewed.token })).status).toBe(200);
    expect(await storedUser(person.uid)).toMatchObject({ fullName: 'Odd Photo', photoUrl: null });
  });

  it('mirrors the admin claim of the token', async () => {
    expect((await call(h, 'POST', '/api/users/sync', { token: admin.token, body: { isAdmin: false } })).status).toBe(
      200,
    );
    expect(await storedUser(admin.uid)).toMatchObject({ isAdmin: true, fullName: 'Grace Hopper' });
  });

  it('answers 401 without a valid token and writes nothing', async () => {
    for (const token of [undefined, 'forged.token.value']) {
      const res = await call(h, 'POST', '/api/users/sync', { token, body: { email: 'x@example.com' } });
      expectRefusal(res, REFUSALS.mustBeLoggedIn);
      expect(res.headers.get('cache-control')).toBe(PRIVATE);
    }
    expect(await dumpDatabase()).toEqual({});
  });

  it.each([
    ['a JSON array', [1, 2]],
    ['a JSON string', '"hello"'],
    ['broken JSON', '{"email":'],
  ])('refuses %s as body with a 400 and writes nothing', async (_name, body) => {
    const res = await call(h, 'POST', '/api/users/sync', {
      token: user.token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message.length).toBeGreaterThan(0);
    expect(await dumpDatabase()).toEqual({});
  });
});

describe('POST /api/users/sync: a throttle per member', () => {
  it('30 syncs per 10 minutes, then 429 without a write; another member and the next window pass', async () => {
    for (let n = 0; n < USER_SYNC_RATE_LIMIT.limit; n++) {
      expect((await call(h, 'POST', '/api/users/sync', { token: user.token, body: {} })).status).toBe(200);
    }
    const before = await dumpDatabase();
    const limited = await call(h, 'POST', '/api/users/sync', { token: user.token, body: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(await dumpDatabase()).toEqual(before);
    expect((await call(h, 'POST', '/api/users/sync', { token: admin.token, body: {} })).status).toBe(200);
    h.clock.now = new Date(NOW.getTime() + USER_SYNC_RATE_LIMIT.windowMs);
    expect((await call(h, 'POST', '/api/users/sync', { token: user.token, body: {} })).status).toBe(200);
  });
});

describe('GET /api/users/check-admin', () => {
  const check = async (email: string | undefined, token?: string) => {
    const query = email === undefined ? '' : `?email=${encodeURIComponent(email)}`;
    const res = await call(h, 'GET', `/api/users/check-admin${query}`, { token });
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
    return res;
  };

  it('says true only to an admin asking about their own e-mail', async () => {
    expect((await check(admin.email, admin.token)).body).toEqual({ isAdmin: true });
    expect((await check('Admin-Sync@Example.com', admin.token)).body).toEqual({ isAdmin: true });
    expect((await check(undefined, admin.token)).body).toEqual({ isAdmin: true });
  });

  it('says false for another e-mail, for non-admins and for anonymous callers', async () => {
    expect((await check(user.email, admin.token)).body).toEqual({ isAdmin: false });
    expect((await check(admin.email, user.token)).body).toEqual({ isAdmin: false });
    expect((await check(user.email, user.token)).body).toEqual({ isAdmin: false });
    expect((await check(admin.email)).body).toEqual({ isAdmin: false });
    expect((await check(admin.email, 'forged.token.value')).body).toEqual({ isAdmin: false });
  });

  it('writes nothing and refuses an oversize e-mail with a 400', async () => {
    const res = await check(`${'a'.repeat(320)}@example.com`, admin.token);
    expect(res.status).toBe(400);
    expect(await dumpDatabase()).toEqual({});
  });
});
