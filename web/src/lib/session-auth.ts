// The lazily loaded half of lib/session.tsx: Firebase Auth itself. Import it only dynamically
// (session.tsx does), so firebase/auth never lands in the chart's first paint.
import type { Auth, User } from 'firebase/auth';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  getRedirectResult,
  onIdTokenChanged,
  signInWithPopup,
  signInWithRedirect,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { EMULATORS, connectOnce, getFirebaseApp, shouldUseEmulators } from './firebase';
import { browserApi } from './api';
import { createUserSync, syncUserBody } from './user-sync';

export interface SessionUser {
  uid: string;
  email: string | null;
  /** The provider's full name (display name), if any. */
  fullName: string | null;
}

export interface SessionSnapshot {
  status: 'signedOut' | 'signedIn';
  user: SessionUser | null;
  isAdmin: boolean;
}

export interface AuthBackend {
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** The member who has just come back from a redirect sign-in, once (null otherwise); rejects with its error. */
  redirectResult(): Promise<SessionUser | null>;
  getIdToken(): Promise<string | null>;
  signIn(): Promise<SessionUser>;
  signOut(): Promise<void>;
}

function appAuth(): Auth {
  const auth = getAuth(getFirebaseApp());
  if (shouldUseEmulators()) {
    connectOnce(auth, () => connectAuthEmulator(auth, EMULATORS.authUrl, { disableWarnings: true }));
  }
  return auth;
}

async function snapshotOf(user: User | null): Promise<SessionSnapshot> {
  if (!user) return { status: 'signedOut', user: null, isAdmin: false };
  let isAdmin = false;
  try {
    isAdmin = (await user.getIdTokenResult()).claims.admin === true;
  } catch (error) {
    // docs/product.md#roles: if the admin check fails the user is treated as non-admin.
    console.warn('Could not read the admin claim', error);
  }
  return { status: 'signedIn', user: { uid: user.uid, email: user.email, fullName: user.displayName }, isAdmin };
}

const REDIRECT_KEY = 'vibechart:redirect-sign-in';

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;
}

function markRedirect(): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, '1');
  } catch {
    // without storage a failed redirect sign-in is only logged, not shown
  }
}

/** After a redirect sign-in: its outcome (null when this page load is not the return of one). */
async function redirectOutcome(auth: Auth): Promise<SessionUser | null> {
  let pending = false;
  try {
    pending = sessionStorage.getItem(REDIRECT_KEY) === '1';
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    return null;
  }
  if (!pending) return null;
  const result = await getRedirectResult(auth);
  return result ? { uid: result.user.uid, email: result.user.email, fullName: result.user.displayName } : null;
}

export function createAuthBackend(): AuthBackend {
  const auth = appAuth();
  const returned = redirectOutcome(auth);
  // docs/product.md#states-and-transitions: every sign-in and every resumed session reaches the
  // server (users/{uid}), once per uid.
  const syncUser = createUserSync<User>(async (user) => {
    return browserApi.call('syncUser', { body: syncUserBody(user), token: await user.getIdToken() });
  });
  onIdTokenChanged(auth, (user) => void syncUser(user));
  return {
    subscribe(listener) {
      let latest = 0;
      return onIdTokenChanged(auth, (user) => {
        const call = ++latest;
        void snapshotOf(user).then((snapshot) => {
          if (call === latest) listener(snapshot);
        });
      });
    },
    redirectResult: () => returned,
    async getIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async signIn() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'consent', access_type: 'offline' });
      try {
        const { user } = await signInWithPopup(auth, provider);
        return { uid: user.uid, email: user.email, fullName: user.displayName };
      } catch (error) {
        // The browser refused the window (the tap that asked for it is too long ago, or popups are
        // blocked): sign in in this tab instead; Google brings the member back to this page.
        if (errorCode(error) !== 'auth/popup-blocked') throw error;
        markRedirect();
        await signInWithRedirect(auth, provider);
        return new Promise<never>(() => undefined); // the page is leaving
      }
    },
    async signOut() {
      await firebaseSignOut(auth);
    },
  };
}
