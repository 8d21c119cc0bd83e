// The lazily loaded half of lib/session.tsx: Firebase Auth itself. Import it only dynamically
// (session.tsx does), so firebase/auth never lands in the chart's first paint.
import type { Auth, User } from 'firebase/auth';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  onIdTokenChanged,
  signInWithPopup,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { EMULATORS, connectOnce, getFirebaseApp, shouldUseEmulators } from './firebase';
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
    // Spec §6: if the admin check fails the user is treated as non-admin.
    console.warn('Could not read the admin claim', error);
  }
  return { status: 'signedIn', user: { uid: user.uid, email: user.email, fullName: user.displayName }, isAdmin };
}

export function createAuthBackend(): AuthBackend {
  const auth = appAuth();
  // Spec §4: every sign-in and every resumed session reaches the server (users/{uid}), once per uid.
  // The API client chunk loads on use (a static import would tie this chunk to the main one).
  const syncUser = createUserSync<User>(async (user) => {
    const [{ callApi }, token] = await Promise.all([import('./api-client'), user.getIdToken()]);
    return callApi('syncUser', { body: syncUserBody(user), token });
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
    async getIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async signIn() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'consent', access_type: 'offline' });
      const { user } = await signInWithPopup(auth, provider);
      return { uid: user.uid, email: user.email, fullName: user.displayName };
    },
    async signOut() {
      await firebaseSignOut(auth);
    },
  };
}
