import { useCallback, useState } from 'react';
import { announceSignIn, announceSignInFailure } from '../../lib/auth-toasts';
import { hasSessionHint, preloadSession, useSessionActions } from '../../lib/session';
import { currentAddress } from '../../lib/use-auth-actions';
import type { SignInPrompt } from './sign-in-prompt';
import { preloadToaster, toast } from './toaster';

export interface SignedInAction {
  /** Signed in → runs the action; signed out → the sign-in toast, whose 'Sign in' keeps the member on this page. */
  run: () => Promise<void>;
  /** Between the tap and the answer (the session loading, then the action): the button says so. */
  busy: boolean;
  /** On pointer down or focus: start loading what the tap will need. */
  prepare: () => void;
}

/**
 * Wraps an action that needs a user. While the session is still loading, a browser that never had one
 * (no session hint) gets the sign-in prompt at once; one that had one waits for the session.
 */
export function useSignedInAction(action: () => unknown, prompt: SignInPrompt): SignedInAction {
  const { currentStatus, ready, signIn } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    const status = currentStatus();
    const now = status === 'loading' && !hasSessionHint() ? 'signedOut' : await awaitWhileBusy(ready(), setBusy);
    if (now === 'signedIn') await awaitWhileBusy(Promise.resolve(action()), setBusy);
    else {
      toast({
        title: prompt.title,
        description: prompt.description,
        type: 'warning',
        action: {
          label: 'Sign in',
          onClick: () => void signIn({ returnTo: currentAddress() }).then(announceSignIn, announceSignInFailure),
        },
      });
    }
  }, [currentStatus, ready, signIn, action, prompt]);
  const prepare = useCallback(() => {
    preloadSession();
    preloadToaster();
  }, []);
  return { run, busy, prepare };
}

async function awaitWhileBusy<T>(work: Promise<T>, setBusy: (busy: boolean) => void): Promise<T> {
  setBusy(true);
  try {
    return await work;
  } finally {
    setBusy(false);
  }
}
