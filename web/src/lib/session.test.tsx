// @vitest-environment jsdom
// The session provider with Firebase Auth replaced at its module boundary (session-auth.ts, the lazy
// chunk): when auth loads, what the app sees while it loads and after, and the sign-in toasts.
import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../test/dom-root';
import type * as IdleModule from './idle';
import type * as SessionModule from './session';
import type { AuthBackend, SessionSnapshot } from './session-auth';

const mocks = vi.hoisted(() => ({
  createAuthBackend: vi.fn(),
  toast: vi.fn(),
  idle: { run: null as (() => void) | null, cancel: vi.fn() },
}));

vi.mock('./session-auth', () => ({ createAuthBackend: mocks.createAuthBackend }));
vi.mock('../components/ui/toaster', () => ({ toast: mocks.toast, preloadToaster: () => undefined }));
vi.mock('./idle', async (importOriginal) => ({
  ...(await importOriginal<typeof IdleModule>()),
  onIdle: (run: () => void) => {
    mocks.idle.run = run;
    return mocks.idle.cancel;
  },
}));

const HINT = 'vibechart:session-hint';
const ADA = { uid: 'ada', email: 'ada@example.com', fullName: 'Ada Lovelace' };
const signedIn = (isAdmin = false): SessionSnapshot => ({ status: 'signedIn', user: ADA, isAdmin });
const signedOut: SessionSnapshot = { status: 'signedOut', user: null, isAdmin: false };

/** A Firebase Auth stand-in: the test says when the session is known (`emit`). */
function fakeBackend(over: Partial<AuthBackend> = {}) {
  let listener: ((snapshot: SessionSnapshot) => void) | null = null;
  const unsubscribe = vi.fn();
  const backend: AuthBackend = {
    subscribe: vi.fn((next) => {
      listener = next;
      return unsubscribe;
    }),
    redirectResult: vi.fn(async () => null),
    getIdToken: vi.fn(async () => 'id-token'),
    signIn: vi.fn(async () => ADA),
    signOut: vi.fn(async () => undefined),
    ...over,
  };
  return {
    backend,
    unsubscribe,
    emit: (snapshot: SessionSnapshot) => act(() => listener!(snapshot)),
    subscribed: () => listener !== null,
  };
}

const dom = withDomRoot();
let session: typeof SessionModule;
let seen: SessionModule.Session;

function Probe() {
  const value = session.useSession();
  useEffect(() => {
    seen = value;
  });
  return <p>{value.status === 'signedIn' ? `${value.status}:${value.user?.fullName}` : value.status}</p>;
}

/** Lets the lazy auth chunk (a dynamic import), the task it starts Firebase in and its promises settle. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function mount() {
  act(() =>
    dom.root.render(
      <session.SessionProvider>
        <Probe />
      </session.SessionProvider>,
    ),
  );
  await settle();
}

beforeEach(async () => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-member');
  mocks.createAuthBackend.mockReset();
  mocks.toast.mockReset();
  mocks.idle.run = null;
  mocks.idle.cancel.mockReset();
  // The auth chunk is loaded once per page: each test is a fresh page.
  vi.resetModules();
  session = await import('./session');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SessionProvider: when auth loads', () => {
  it('loads auth at once for a returning member, and shows the session once Firebase knows it', async () => {
    localStorage.setItem(HINT, '1');
    document.documentElement.setAttribute('data-member', '');
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    expect(mocks.createAuthBackend).toHaveBeenCalledTimes(1);
    expect(dom.container.textContent).toBe('loading');
    // The early script's mark keeps SIGN IN hidden until the session is known.
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);

    auth.emit(signedIn(true));
    expect(dom.container.textContent).toBe('signedIn:Ada Lovelace');
    expect(seen.isAdmin).toBe(true);
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  });

  it('waits for idle time before loading auth for a new visitor', async () => {
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    expect(mocks.createAuthBackend).not.toHaveBeenCalled();
    expect(dom.container.textContent).toBe('loading');

    act(() => mocks.idle.run!());
    await settle();
    expect(mocks.createAuthBackend).toHaveBeenCalledTimes(1);
    auth.emit(signedOut);
    expect(dom.container.textContent).toBe('signedOut');
  });

  it("loads auth on a new visitor's first tap, before idle time, and only once", async () => {
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    act(() => window.dispatchEvent(new Event('pointerdown')));
    await settle();
    expect(mocks.createAuthBackend).toHaveBeenCalledTimes(1);
    expect(mocks.idle.cancel).toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event('keydown')));
    await settle();
    expect(auth.backend.subscribe).toHaveBeenCalledTimes(1);
  });

  it('remembers a signed-in browser for the next page load, and forgets it on sign-out', async () => {
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    act(() => mocks.idle.run!());
    await settle();
    auth.emit(signedIn());
    expect(session.hasSessionHint()).toBe(true);
    auth.emit(signedOut);
    expect(session.hasSessionHint()).toBe(false);
    expect(dom.container.textContent).toBe('signedOut');
  });

  it('stops listening to Firebase when the app unmounts', async () => {
    localStorage.setItem(HINT, '1');
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    act(() => dom.root.render(<p>gone</p>));
    expect(auth.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('SessionProvider: ready() and the calls that need auth', () => {
  it('ready() loads auth now and answers once the status is known; later at once', async () => {
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    let answer: string | null = null;
    void seen.ready().then((status) => (answer = status));
    await settle();
    expect(mocks.createAuthBackend).toHaveBeenCalledTimes(1);
    expect(answer).toBeNull();

    auth.emit(signedIn());
    await settle();
    expect(answer).toBe('signedIn');
    await expect(seen.ready()).resolves.toBe('signedIn');
  });

  it('getIdToken, signIn and signOut load auth if needed and use it', async () => {
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    await act(async () => {
      await expect(seen.getIdToken()).resolves.toBe('id-token');
      await expect(seen.signIn()).resolves.toEqual(ADA);
      await seen.signOut();
    });
    expect(auth.backend.signOut).toHaveBeenCalledTimes(1);
    expect(auth.subscribed()).toBe(true);
  });

  it('without the auth chunk the site works signed out, and ready() says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(HINT, '1');
    mocks.createAuthBackend.mockImplementation(() => {
      throw new Error('chunk failed');
    });
    await mount();
    expect(dom.container.textContent).toBe('signedOut');
    await expect(seen.ready()).resolves.toBe('signedOut');
  });

  it("a row's button (useSignedIn, useSessionActions) renders again only when a member signs in", async () => {
    const auth = fakeBackend();
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    // Each commit of the button (an effect with no dependencies runs after every one).
    const latest: { actions?: SessionModule.SessionActions; renders: number } = { renders: 0 };
    function RowButton() {
      const signedIn = session.useSignedIn();
      const actions = session.useSessionActions();
      useEffect(() => {
        latest.actions = actions;
        latest.renders++;
      });
      return <button type="button">{signedIn ? 'vote' : 'vote (sign in)'}</button>;
    }
    act(() =>
      dom.root.render(
        <session.SessionProvider>
          <RowButton />
        </session.SessionProvider>,
      ),
    );
    await settle();
    const first = latest.actions!;
    expect(first.currentStatus()).toBe('loading');
    act(() => mocks.idle.run!());
    await settle();
    auth.emit(signedOut);
    // A new visitor's session resolved: nothing the button shows changed, so it did not render again.
    expect(latest.renders).toBe(1);
    expect(first.currentStatus()).toBe('signedOut');
    auth.emit(signedIn());
    expect(latest.renders).toBe(2);
    expect(dom.container.textContent).toBe('vote');
    expect(latest.actions).toBe(first);
    expect(first.currentStatus()).toBe('signedIn');
  });

  it('useSession outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => act(() => dom.root.render(<Probe />))).toThrow('useSession must be used inside <SessionProvider>');
  });
});

describe('SessionProvider: the return from a redirect sign-in', () => {
  it('welcomes the member by name', async () => {
    localStorage.setItem(HINT, '1');
    const auth = fakeBackend({ redirectResult: async () => ADA });
    mocks.createAuthBackend.mockReturnValue(auth.backend);
    await mount();
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Welcome back!', description: 'Signed in as Ada Lovelace', type: 'success' }),
    );
  });

  it('says nothing when the member closed the window, and reports any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(HINT, '1');
    const closed = Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    mocks.createAuthBackend.mockReturnValue(fakeBackend({ redirectResult: () => Promise.reject(closed) }).backend);
    await mount();
    expect(mocks.toast).not.toHaveBeenCalled();

    act(() => dom.root.render(<p>next page</p>));
    vi.resetModules();
    session = await import('./session');
    const failed = Object.assign(new Error('denied'), { code: 'auth/internal-error' });
    mocks.createAuthBackend.mockReturnValue(fakeBackend({ redirectResult: () => Promise.reject(failed) }).backend);
    await mount();
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sign In Failed', type: 'error' }));
  });
});
