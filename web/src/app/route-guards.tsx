// Route guards (docs/product.md#route-guards). Loaded only with the lazy routes they wrap (see routes.tsx),
// so none of this is in the chart's first paint.
//
// Redirect timing (the spec does not give it): a refused visitor sees the guard's message for
// GUARD_REDIRECT_MS = 4 s — long enough to read two lines and press the button — and is then sent
// to /. If the session turns signed in within that time (e.g. a sign-in in another tab), the page
// shows instead and no redirect happens.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@domain/constants';
import { css, cx } from 'styled-system/css';
import { button, heading } from 'styled-system/recipes';
import { ScreenSkeleton } from '../chakra/client-screen';
import { PageMeta } from '../lib/seo';
import type { Session } from '../lib/session';
import { useSession } from '../lib/session';
import { useAuthActions } from '../lib/use-auth-actions';

export const GUARD_REDIRECT_MS = 4_000;

const S = {
  refusal: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: 4,
    py: { base: 12, md: 20 },
  }),
  title: cx(heading({ size: '2xl' }), css({ fontWeight: 'black' })),
  text: css({ color: 'fg.muted', maxW: 'md' }),
  action: cx(button({ size: 'lg' }), css({ minH: '48px' })),
};

/** Resolve the session now instead of at the provider's idle time: the page needs it. */
function useSessionNow() {
  const session = useSession();
  const { ready } = session;
  useEffect(() => {
    void ready();
  }, [ready]);
  return session;
}

function useRedirectHome(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), GUARD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

interface GuardProps {
  /** The protected page; without children the guard renders the route's <Outlet />. */
  children?: ReactNode;
}

interface RefusalProps {
  /** The heading and the document title. */
  title: string;
  text?: string;
  action: string;
  /** Runs inside the click, before going home. */
  onAction?: () => void;
}

/**
 * The page while the session is read (a skeleton: all the server and hydration ever show, as the
 * session is known only in the browser), once allowed, or the refusal and then /.
 */
function Guard({
  allows,
  children,
  ...refusal
}: GuardProps & RefusalProps & { allows: (session: Session) => boolean }) {
  const session = useSessionNow();
  const refused = session.status !== 'loading' && !allows(session);
  useRedirectHome(refused);
  if (session.status === 'loading') return <ScreenSkeleton />;
  if (!refused) return <>{children ?? <Outlet />}</>;
  return <Refusal {...refusal} />;
}

function Refusal({ title, text, action, onAction }: RefusalProps) {
  const navigate = useNavigate();
  return (
    <div role="alert" className={S.refusal}>
      <PageMeta title={`${title} — ${PRODUCT_NAME}`} noindex />
      <h1 className={S.title}>{title}</h1>
      {text ? <p className={S.text}>{text}</p> : null}
      <button
        type="button"
        className={S.action}
        onClick={() => {
          onAction?.();
          void navigate('/', { replace: true });
        }}
      >
        {action}
      </button>
    </div>
  );
}

/** Sign-in-only pages (/submit, /my-page): 'Join the Community' for signed-out visitors. */
export function RequireUser({ children }: GuardProps) {
  const { signIn } = useAuthActions();
  return (
    <Guard
      allows={(session) => session.status === 'signedIn'}
      title="Join the Community"
      text="Sign in with Google to submit projects, vote and see your projects."
      action="Go Home & Sign In"
      // Start the popup inside the click (browsers block popups opened later), then leave.
      onAction={() => void signIn()}
    >
      {children}
    </Guard>
  );
}

/** Admin-only pages: 'Admin Access Only' for everyone without the admin claim. */
export function RequireAdmin({ children }: GuardProps) {
  return (
    <Guard
      allows={(session) => session.status === 'signedIn' && session.isAdmin}
      title="Admin Access Only"
      action={`Back to ${PRODUCT_NAME}`}
    >
      {children}
    </Guard>
  );
}
