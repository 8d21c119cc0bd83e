// The signed-in user for the whole app, without firebase/auth in the first load: the provider reports
// 'loading' until the lazy auth module (session-auth.ts) has loaded, which starts once the page is
// live: at once for a browser that had a session (a hint in localStorage, so a returning member's
// session is known about a second after the page is), else at idle time or at the first interaction,
// whichever comes first, so a new visitor's SIGN IN opens its window promptly.
import type { ReactNode } from 'react';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { announceSignIn, announceSignInFailure } from './auth-toasts';
import { nextTask, onIdle } from './idle';
import type { AuthBackend, SessionUser } from './session-auth';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';
export type { SessionUser };

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** From the ID token's custom claim `admin: true` (docs/product.md#roles); false while loading or on failure. */
  isAdmin: boolean;
  /** A fresh Firebase ID token for /api calls, or null when signed out. Loads auth if needed. */
  getIdToken(): Promise<string | null>;
  /**
   * Google sign-in (a popup; the Auth emulator's page locally). Rejects with the provider's error.
   * `returnTo`: where a redirect sign-in (popup blocked) brings the member back; default this page.
   */
  signIn(options?: { returnTo?: string }): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Loads auth now (if not yet) and resolves once the status is known. */
  ready(): Promise<Exclude<SessionStatus, 'loading'>>;
}

/**
 * The session's actions, which never change while the page lives, and its status read when called: a
 * button that only acts on a tap reads these, so it does not render again when the session resolves.
 */
export interface SessionActions extends Pick<Session, 'getIdToken' | 'signIn' | 'signOut' | 'ready'> {
  currentStatus(): SessionStatus;
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
}

const LOADING: SessionState = { status: 'loading', user: null, isAdmin: false };

const SessionContext = createContext<Session | null>(null);
const SessionActionsContext = createContext<SessionActions | null>(null);
const SignedInContext = createContext(false);

/** Without a session hint: at idle time, at the latest this long after the page is live. */
export const AUTO_LOAD_WITHIN_MS = 3_000;
/** localStorage key set while signed in; only a hint for when to load auth, never trusted. */
export const SESSION_HINT_KEY = 'vibechart:session-hint';

/** Whether this browser had a signed-in session (a hint only: the session itself decides). */
export function hasSessionHint(): boolean {
  return readHint();
}

function readHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage unavailable (privacy mode): only the timing of the auth load changes
  }
}

/** Calls `start` once: at once with a hint, else at idle time or on the first interaction. */
function scheduleAutoLoad(start: () => void): () => void {
  if (readHint()) {
    start();
    return () => undefined;
  }
  let done = false;
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    start();
  };
  const cancelIdle = onIdle(fire, AUTO_LOAD_WITHIN_MS);
  const cleanup = () => {
    cancelIdle();
    for (const type of events) window.removeEventListener(type, fire, true);
  };
  for (const type of events) window.addEventListener(type, fire, { capture: true, passive: true });
  return cleanup;
}

let backendPromise: Promise<AuthBackend> | null = null;
/** The lazy auth chunk, loaded once per page. */
function loadBackend(): Promise<AuthBackend> {
  // Firebase Auth starts in a task after the one that evaluated its code: two shorter tasks rather
  // than one long one while the visitor may be tapping.
  backendPromise ??= import('./session-auth').then(async (m) => {
    await nextTask();
    return m.createAuthBackend();
  });
  backendPromise.catch(() => {
    backendPromise = null; // a failed chunk load may be retried later
  });
  return backendPromise;
}

/** Start loading auth early (e.g. on hover of SIGN IN); harmless to call often. */
export function preloadSession(): void {
  void loadBackend().catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(LOADING);
  const waiters = useRef<((status: Exclude<SessionStatus, 'loading'>) => void)[]>([]);
  const statusRef = useRef<SessionStatus>('loading');
  /** Loads auth and subscribes to it, once; set by the effect below. */
  const startRef = useRef<() => void>(() => undefined);

  const connect = useCallback(() => {
    startRef.current();
    return loadBackend();
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      loadBackend()
        .then((backend) => {
          if (cancelled) return;
          backend.redirectResult().then((user) => user && announceSignIn(user), announceSignInFailure);
          unsubscribe = backend.subscribe((next) => {
            writeHint(next.status === 'signedIn');
            statusRef.current = next.status;
            // A transition: every row's vote and share buttons read the session, and React renders a
            // transition in slices. (Callers waiting in ready() are answered now, not after the render.)
            startTransition(() => setState(next));
            const pending = waiters.current;
            waiters.current = [];
            for (const resolve of pending) resolve(next.status);
          });
        })
        .catch((error: unknown) => {
          // Without the auth chunk the site still works signed out.
          console.error('Could not load sign-in', error);
          if (cancelled) return;
          statusRef.current = 'signedOut';
          startTransition(() => setState({ status: 'signedOut', user: null, isAdmin: false }));
          const pending = waiters.current;
          waiters.current = [];
          for (const resolve of pending) resolve('signedOut');
        });
    };
    startRef.current = start;
    const cancelAutoLoad = scheduleAutoLoad(start);
    return () => {
      cancelled = true;
      startRef.current = () => undefined;
      cancelAutoLoad();
      unsubscribe?.();
    };
  }, []);

  // Once the top bar shows the known session, the early script's mark (SIGN IN kept hidden for a
  // returning member while it loaded) has done its work.
  useEffect(() => {
    if (state.status !== 'loading') document.documentElement.removeAttribute('data-member');
  }, [state.status]);

  const ready = useCallback((): Promise<Exclude<SessionStatus, 'loading'>> => {
    const now = statusRef.current;
    if (now !== 'loading') return Promise.resolve(now);
    const waiting = new Promise<Exclude<SessionStatus, 'loading'>>((resolve) => waiters.current.push(resolve));
    startRef.current();
    return waiting;
  }, []);

  const getIdToken = useCallback(async () => (await connect()).getIdToken(), [connect]);
  const signIn = useCallback(
    async (options?: { returnTo?: string }) => (await connect()).signIn(options?.returnTo),
    [connect],
  );
  const signOut = useCallback(async () => (await connect()).signOut(), [connect]);

  const value = useMemo<Session>(
    () => ({ ...state, getIdToken, signIn, signOut, ready }),
    [state, getIdToken, signIn, signOut, ready],
  );
  const actions = useMemo<SessionActions>(
    () => ({ getIdToken, signIn, signOut, ready, currentStatus: () => statusRef.current }),
    [getIdToken, signIn, signOut, ready],
  );
  return (
    <SessionActionsContext.Provider value={actions}>
      <SignedInContext.Provider value={state.status === 'signedIn'}>
        <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
      </SignedInContext.Provider>
    </SessionActionsContext.Provider>
  );
}

/** Stable for the page's life (the rows' buttons use it: a new visitor's rows stay as they are). */
export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions must be used inside <SessionProvider>');
  return actions;
}

/** Whether a member is signed in (false while the session loads); changes only when that does. */
export function useSignedIn(): boolean {
  return useContext(SignedInContext);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
