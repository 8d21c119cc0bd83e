// The signed-in user for the whole app, without firebase/auth in the first paint: the provider
// reports 'loading' until the lazy auth module (session-auth.ts) has loaded after first paint.
// When: at once when something needs the user (ready(), getIdToken(), a click on SIGN IN, vote,
// vibe, guarded pages); at idle time when this browser had a session (a hint in localStorage); else
// on the first interaction or after AUTO_LOAD_AFTER_MS — a visitor who never signed in does not pay
// for the Auth SDK while the chart is loading.
import type { ReactNode } from 'react';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { onIdle } from './idle';
import type { AuthBackend, SessionUser } from './session-auth';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';
export type { SessionUser };

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** From the ID token's custom claim `admin: true` (decisions.md); false while loading or on failure. */
  isAdmin: boolean;
  /** A fresh Firebase ID token for /api calls, or null when signed out. Loads auth if needed. */
  getIdToken(): Promise<string | null>;
  /** Google sign-in (a popup; the Auth emulator's page locally). Rejects with the provider's error. */
  signIn(): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Loads auth now (if not yet) and resolves once the status is known. */
  ready(): Promise<Exclude<SessionStatus, 'loading'>>;
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
}

const LOADING: SessionState = { status: 'loading', user: null, isAdmin: false };

const SessionContext = createContext<Session | null>(null);

/** With a session hint: at idle time, at the latest this long after mount. */
const IDLE_TIMEOUT_MS = 2_500;
/** Without one: this long after mount (then at idle), unless an interaction comes first. */
export const AUTO_LOAD_AFTER_MS = 8_000;
/** localStorage key set while signed in; only a hint for when to load auth, never trusted. */
export const SESSION_HINT_KEY = 'vibechart:session-hint';

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

/** Calls `start` once: at idle with a hint, else on the first interaction or after a delay. */
function scheduleAutoLoad(start: () => void): () => void {
  if (readHint()) return onIdle(start, IDLE_TIMEOUT_MS);
  let done = false;
  let cancelIdle: (() => void) | undefined;
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    start();
  };
  const timer = window.setTimeout(() => {
    cancelIdle = onIdle(fire, IDLE_TIMEOUT_MS);
  }, AUTO_LOAD_AFTER_MS);
  const cleanup = () => {
    window.clearTimeout(timer);
    cancelIdle?.();
    for (const type of events) window.removeEventListener(type, fire, true);
  };
  for (const type of events) window.addEventListener(type, fire, { capture: true, passive: true });
  return cleanup;
}

let backendPromise: Promise<AuthBackend> | null = null;
/** The lazy auth chunk, loaded once per page. */
function loadBackend(): Promise<AuthBackend> {
  backendPromise ??= import('./session-auth').then((m) => m.createAuthBackend());
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
          unsubscribe = backend.subscribe((next) => {
            writeHint(next.status === 'signedIn');
            statusRef.current = next.status;
            // A transition: every row's vote and share buttons and the counters read the session, and
            // re-rendering them at once was one 65–78 ms task on a 4x slower phone; React renders a
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

  const ready = useCallback((): Promise<Exclude<SessionStatus, 'loading'>> => {
    const now = statusRef.current;
    if (now !== 'loading') return Promise.resolve(now);
    const waiting = new Promise<Exclude<SessionStatus, 'loading'>>((resolve) => waiters.current.push(resolve));
    startRef.current();
    return waiting;
  }, []);

  const getIdToken = useCallback(async () => (await connect()).getIdToken(), [connect]);
  const signIn = useCallback(async () => (await connect()).signIn(), [connect]);
  const signOut = useCallback(async () => (await connect()).signOut(), [connect]);

  const value = useMemo<Session>(
    () => ({ ...state, getIdToken, signIn, signOut, ready }),
    [state, getIdToken, signIn, signOut, ready],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
