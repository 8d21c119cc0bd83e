// SUBMIT for signed-out visitors (docs/product.md#submit): the link is blocked, 'Must Sign in to Submit a
// Project' shows for 3 s, and the join dialog (member benefits, Google sign-in) opens; once signed in
// the member is on the submit form. Every SUBMIT of the site goes through useSubmitGuard: the top
// bar, the mobile menu, the footer and the chart's promo block.
import type { ReactNode } from 'react';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { AppLink, useNavigation } from '../../lib/navigation';
import { hasSessionHint, preloadSession, useSession } from '../../lib/session';

export const SUBMIT_PATH = '/submit';
export const SUBMIT_BLOCKED_TEXT = 'Must Sign in to Submit a Project';
/** docs/product.md#limits-and-constants: the submit-block tooltip shows for 3 s. */
export const SUBMIT_BLOCKED_MS = 3_000;

const loadJoinDialog = () => import('./join-dialog');
const JoinDialog = lazy(loadJoinDialog);

/** Start loading what a signed-out SUBMIT shows (on pointer down or focus). */
export function preloadJoinDialog(): void {
  preloadSession();
  void loadJoinDialog().catch(() => undefined);
}

/** The page's one join dialog (JoinDialogHost) opens through this; null until the host is mounted. */
let showJoinDialog: (() => void) | null = null;

/** Blocks SUBMIT for a signed-out visitor; `onChoose` runs on every click (e.g. closing a menu). */
export function useSubmitGuard(onChoose?: () => void) {
  const { status, ready } = useSession();
  const { navigate } = useNavigation();
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => setBlocked(false), SUBMIT_BLOCKED_MS);
    return () => window.clearTimeout(timer);
  }, [blocked]);

  const onClick = useCallback(
    (event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'preventDefault'>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      // A browser that never had a session is signed out: no need to wait for auth to load.
      const known = status === 'loading' && !hasSessionHint() ? Promise.resolve('signedOut' as const) : ready();
      void known.then((now) => {
        onChoose?.();
        if (now === 'signedIn') {
          navigate(SUBMIT_PATH);
          return;
        }
        setBlocked(true);
        showJoinDialog?.();
      });
    },
    [status, ready, navigate, onChoose],
  );
  return { blocked, onClick };
}

/** A link to the submit form that is a SUBMIT choice (footer, promo blocks). */
export function SubmitLink({ className, children }: { className: string; children: ReactNode }) {
  const { onClick } = useSubmitGuard();
  return (
    <AppLink
      to={SUBMIT_PATH}
      className={className}
      onClick={onClick}
      onPointerDown={preloadJoinDialog}
      onFocus={preloadJoinDialog}
    >
      {children}
    </AppLink>
  );
}

/** Mount once (the layout does): renders nothing until a signed-out SUBMIT, then the join dialog. */
export function JoinDialogHost() {
  const [state, setState] = useState({ loaded: false, open: false });
  useEffect(() => {
    showJoinDialog = () => setState({ loaded: true, open: true });
    return () => {
      showJoinDialog = null;
    };
  }, []);
  if (!state.loaded) return null;
  return (
    <Suspense fallback={null}>
      <JoinDialog open={state.open} onOpenChange={(open) => setState({ loaded: true, open })} returnTo={SUBMIT_PATH} />
    </Suspense>
  );
}
