// @vitest-environment jsdom
// The auth chunk with the Firebase Auth SDK and the /api client replaced at their module boundaries:
// what the app is told about a user, the popup → redirect fallback, and the user sync.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSnapshot } from './session-auth';
import { createAuthBackend } from './session-auth';

interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  getIdToken: () => Promise<string>;
  getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>;
}

const firebase = vi.hoisted(() => ({
  auth: { currentUser: null as unknown, authStateReady: async () => undefined },
  listeners: [] as ((user: unknown) => void)[],
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  getRedirectResult: vi.fn(),
  signOut: vi.fn(async () => undefined),
}));
const api = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
  connectAuthEmulator: () => undefined,
  getAuth: () => firebase.auth,
  getRedirectResult: firebase.getRedirectResult,
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    firebase.listeners.push(listener);
    return () => firebase.listeners.splice(firebase.listeners.indexOf(listener), 1);
  },
  signInWithPopup: firebase.signInWithPopup,
  signInWithRedirect: firebase.signInWithRedirect,
  signOut: firebase.signOut,
}));
vi.mock('./firebase', () => ({
  EMULATORS: { authUrl: 'http://127.0.0.1:9099' },
  connectOnce: () => undefined,
  getFirebaseApp: () => ({}),
  shouldUseEmulators: () => false,
}));
vi.mock('./api', () => ({ browserApi: api }));

function user(uid: string, claims: Record<string, unknown> | Error = {}): FakeUser {
  return {
    uid,
    email: `${uid}@example.com`,
    displayName: `User ${uid}`,
    getIdToken: async () => `token-${uid}`,
    getIdTokenResult: async () => {
      if (claims instanceof Error) throw claims;
      return { claims };
    },
  };
}

/** Firebase reports a token change to every listener (the session's and the user sync's). */
async function tokenChanged(next: FakeUser | null) {
  firebase.auth.currentUser = next;
  for (const listener of [...firebase.listeners]) listener(next);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function subscribe(backend: ReturnType<typeof createAuthBackend>): SessionSnapshot[] {
  const seen: SessionSnapshot[] = [];
  backend.subscribe((snapshot) => seen.push(snapshot));
  return seen;
}

beforeEach(() => {
  firebase.listeners.length = 0;
  firebase.auth.currentUser = null;
  sessionStorage.clear();
  for (const fn of [firebase.signInWithPopup, firebase.signInWithRedirect, firebase.getRedirectResult]) fn.mockReset();
  api.call.mockReset().mockResolvedValue({ ok: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session the app is told about', () => {
  it('is signed in with the name and e-mail of the account, admin only with the admin claim', async () => {
    const seen = subscribe(createAuthBackend());
    await tokenChanged(user('ada', { admin: true }));
    await tokenChanged(user('bob', { admin: 'yes' }));
    await tokenChanged(null);
    expect(seen).toEqual([
      { status: 'signedIn', user: { uid: 'ada', email: 'ada@example.com', fullName: 'User ada' }, isAdmin: true },
      { status: 'signedIn', user: { uid: 'bob', email: 'bob@example.com', fullName: 'User bob' }, isAdmin: false },
      { status: 'signedOut', user: null, isAdmin: false },
    ]);
  });

  it('treats a user whose admin claim cannot be read as a non-admin', async () => {
    const seen = subscribe(createAuthBackend());
    await tokenChanged(user('ada', new Error('network')));
    expect(seen).toEqual([expect.objectContaining({ status: 'signedIn', isAdmin: false })]);
  });

  it('reports only the latest change when an earlier claim read answers late', async () => {
    const seen = subscribe(createAuthBackend());
    let answerAda!: (value: { claims: Record<string, unknown> }) => void;
    const slowAda = {
      ...user('ada'),
      getIdTokenResult: () => new Promise<{ claims: Record<string, unknown> }>((resolve) => (answerAda = resolve)),
    };
    void tokenChanged(slowAda);
    await tokenChanged(null);
    answerAda({ claims: { admin: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([{ status: 'signedOut', user: null, isAdmin: false }]);
  });

  it("gives the current user's ID token, or null when signed out", async () => {
    const backend = createAuthBackend();
    await expect(backend.getIdToken()).resolves.toBeNull();
    await tokenChanged(user('ada'));
    await expect(backend.getIdToken()).resolves.toBe('token-ada');
  });
});

describe('the user sync (POST /api/users/sync)', () => {
  it('syncs each signed-in account once with its own token, not on every token refresh', async () => {
    createAuthBackend();
    await tokenChanged(user('ada'));
    await tokenChanged(user('ada'));
    await tokenChanged(null);
    await tokenChanged(user('bob'));
    expect(api.call.mock.calls).toEqual([
      ['syncUser', { body: { id: 'ada', email: 'ada@example.com', fullName: 'User ada' }, token: 'token-ada' }],
      ['syncUser', { body: { id: 'bob', email: 'bob@example.com', fullName: 'User bob' }, token: 'token-bob' }],
    ]);
  });

  it('never blocks the session when the sync fails', async () => {
    api.call.mockRejectedValue(new Error('503'));
    const seen = subscribe(createAuthBackend());
    await tokenChanged(user('ada'));
    expect(seen).toEqual([expect.objectContaining({ status: 'signedIn' })]);
  });
});

describe('sign-in', () => {
  it('signs in in a popup and answers the account', async () => {
    firebase.signInWithPopup.mockResolvedValue({ user: user('ada') });
    await expect(createAuthBackend().signIn()).resolves.toEqual({
      uid: 'ada',
      email: 'ada@example.com',
      fullName: 'User ada',
    });
    expect(firebase.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('passes on the popup errors other than a blocked window', async () => {
    const closed = Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    firebase.signInWithPopup.mockRejectedValue(closed);
    await expect(createAuthBackend().signIn()).rejects.toBe(closed);
    expect(firebase.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('signs in in this tab when the popup is blocked, and welcomes the member back after the redirect', async () => {
    firebase.signInWithPopup.mockRejectedValue(Object.assign(new Error('blocked'), { code: 'auth/popup-blocked' }));
    firebase.signInWithRedirect.mockResolvedValue(undefined);
    let settled = false;
    void createAuthBackend()
      .signIn()
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firebase.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false); // the page is leaving: no answer, no error

    // The next page load is the return from Google.
    firebase.getRedirectResult.mockResolvedValue({ user: user('ada') });
    await expect(createAuthBackend().redirectResult()).resolves.toMatchObject({ uid: 'ada' });
    // Only once: a later load is not a return from a redirect.
    await expect(createAuthBackend().redirectResult()).resolves.toBeNull();
    expect(firebase.getRedirectResult).toHaveBeenCalledTimes(1);
  });

  it('does not ask Firebase for a redirect result on an ordinary page load', async () => {
    await expect(createAuthBackend().redirectResult()).resolves.toBeNull();
    expect(firebase.getRedirectResult).not.toHaveBeenCalled();
  });
});
