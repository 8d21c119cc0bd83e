// Firebase Auth, loaded only where a screen needs a user (see app/with-auth.tsx), so the Auth SDK
// stays out of the chart's first paint. Import this module only from lazily loaded modules.
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { connectAuthEmulator, getAuth, onIdTokenChanged } from 'firebase/auth';
import type { ObservableStatus } from 'reactfire';
import { useAuth, useObservable } from 'reactfire';
import { Observable } from 'rxjs';
import { EMULATORS, connectOnce, getFirebaseApp, shouldUseEmulators } from './firebase';

export function getAppAuth(app: FirebaseApp = getFirebaseApp()): Auth {
  const auth = getAuth(app);
  if (shouldUseEmulators()) {
    connectOnce(auth, () => connectAuthEmulator(auth, EMULATORS.authUrl, { disableWarnings: true }));
  }
  return auth;
}

/**
 * The signed-in user (null when signed out), live. Use this instead of reactfire's useUser /
 * useSigninCheck / useIdTokenResult: reactfire is a single module in the first chunk, so calling
 * its Auth hooks from anywhere pulls firebase/auth into the first paint.
 */
export function useAuthUser(): ObservableStatus<User | null> {
  const auth = useAuth();
  return useObservable(
    `vibechart:auth:user:${auth.app.name}`,
    new Observable<User | null>((subscriber) => onIdTokenChanged(auth, subscriber)),
  );
}
