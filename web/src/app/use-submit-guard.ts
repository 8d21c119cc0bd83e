// SUBMIT for signed-out visitors is blocked: 'Must Sign in to Submit a Project' shows for 3 s
// (docs/product.md#screens).
import type { MouseEvent } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { SUBMIT_BLOCKED_MS } from './nav';

export function useSubmitGuard(onNavigate?: () => void) {
  const { ready } = useSession();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => setBlocked(false), SUBMIT_BLOCKED_MS);
    return () => window.clearTimeout(timer);
  }, [blocked]);

  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void ready().then((status) => {
        if (status === 'signedIn') {
          onNavigate?.();
          void navigate('/submit');
        } else setBlocked(true);
      });
    },
    [ready, navigate, onNavigate],
  );
  return { blocked, onClick };
}
