// The sign-in and sign-out toasts, for the popup sign-in (use-auth-actions.ts) and the return from a
// redirect sign-in (session.tsx). A window the member closes is not an error.
import { toast } from '../components/ui/toaster';
import type { SessionUser } from './session-auth';

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;
}

export function announceSignIn(user: SessionUser): void {
  toast({
    title: 'Welcome back!',
    description: `Signed in as ${user.fullName || user.email || 'you'}`,
    type: 'success',
  });
}

export function announceSignInFailure(error: unknown): void {
  if (CANCELLED.has(errorCode(error) ?? '')) return;
  console.error('Google sign-in failed', error);
  toast({ title: 'Sign In Failed', description: 'Failed to sign in with Google. Please try again.', type: 'error' });
}
