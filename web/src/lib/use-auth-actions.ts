// SIGN IN / SIGN OUT with their toasts.
import { useCallback } from 'react';
import { toast } from '../components/ui/toaster';
import { announceSignIn, announceSignInFailure } from './auth-toasts';
import { useSession } from './session';

export function useAuthActions() {
  const { signIn: sessionSignIn, signOut: sessionSignOut } = useSession();

  const signIn = useCallback(async () => {
    try {
      announceSignIn(await sessionSignIn());
    } catch (error) {
      announceSignInFailure(error);
    }
  }, [sessionSignIn]);

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
