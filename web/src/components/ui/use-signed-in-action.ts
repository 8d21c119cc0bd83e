import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import type { SignInPrompt } from './sign-in-prompt';
import { toast } from './toaster';

/**
 * Wraps an action that needs a user: signed in → runs it; signed out → the sign-in toast. While the
 * session is still loading (auth loads after first paint) it waits for it instead of guessing.
 */
export function useSignedInAction(action: () => unknown, prompt: SignInPrompt): () => Promise<void> {
  const session = useSession();
  const { ready } = session;
  return useCallback(async () => {
    const status = await ready();
    if (status === 'signedIn') await action();
    else toast({ title: prompt.title, description: prompt.description, type: 'warning' });
  }, [ready, action, prompt]);
}
