// SIGN IN / SIGN OUT with the spec §4/§8 toasts. A popup the user closes is not an error.
import { useCallback } from 'react';
import { toast } from '../components/ui/toaster';
import { useSession } from './session';

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;
}

export function useAuthActions() {
  const { signIn: sessionSignIn, signOut: sessionSignOut } = useSession();

  const signIn = useCallback(async () => {
    try {
      const user = await sessionSignIn();
      toast({
        title: 'Welcome back!',
        description: `Signed in as ${user.fullName || user.email || 'you'}`,
        type: 'success',
      });
    } catch (error) {
      if (CANCELLED.has(errorCode(error) ?? '')) return;
      console.error('Google sign-in failed', error);
      toast({
        title: 'Sign In Failed',
        description: 'Failed to sign in with Google. Please try again.',
        type: 'error',
      });
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
