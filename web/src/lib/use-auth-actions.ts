// SIGN IN / SIGN OUT with their toasts. A sign-in may name the page to come back to: after the Google
// window the member is there (a redirect sign-in returns there by itself, lib/session-auth.ts).
import { useCallback } from 'react';
import { toast } from '../components/ui/toaster';
import { announceSignIn, announceSignInFailure } from './auth-toasts';
import { useNavigation } from './navigation';
import { useSession } from './session';

/** The browser's address as the router takes it: path, query and hash. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export function useAuthActions() {
  const { signIn: sessionSignIn, signOut: sessionSignOut } = useSession();
  const { navigate } = useNavigation();

  /** Signs in (from a click: the popup needs it); once signed in, goes to `returnTo` if given. */
  const signIn = useCallback(
    async (returnTo?: string) => {
      try {
        announceSignIn(await sessionSignIn({ returnTo }));
        if (returnTo !== undefined && returnTo !== currentAddress()) navigate(returnTo);
      } catch (error) {
        announceSignInFailure(error);
      }
    },
    [sessionSignIn, navigate],
  );

  const signOut = useCallback(async () => {
    try {
      await sessionSignOut();
      toast({ title: 'Signed out', description: 'You have been signed out successfully', type: 'info' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: 'Sign-out failed', description: `Sign-out failed: ${message}`, type: 'error' });
    }
  }, [sessionSignOut]);

  return { signIn, signOut };
}
