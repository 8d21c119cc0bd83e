// The site shell: the top bar (desktop), the mobile menu and sticky counter strip, the footer, toasts.
// Without the router and the query cache: the app's layout (layout.tsx) and `/` on its own (home/)
// give it the page and its data.
import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, link } from 'styled-system/recipes';
import { SpriteIcon } from '../components/ui/sprite-icon';
import { CONTAINER } from '../components/ui/styles';
import { Toaster } from '../components/ui/toaster';
import { JoinDialogHost, SUBMIT_BLOCKED_TEXT, preloadJoinDialog, useSubmitGuard } from '../components/ui/submit-link';
import { Tooltip, TooltipTexts } from '../components/ui/tooltip';
import type { CounterInputs } from '../features/stats/counters';
import { MobileCounterStrip, TopBarCounters } from '../features/stats/components/counters';
import { useCountedTotals } from '../lib/action-answers';
import { AppLink, useNavigation } from '../lib/navigation';
import { preloadSession, useSession } from '../lib/session';
import { useAuthActions } from '../lib/use-auth-actions';
import { replayEarlyEvents } from './early-events';

const ProfileMenu = lazy(() => import('./profile-menu'));
const MobileMenu = lazy(() => import('./mobile-menu'));
const preloadMobileMenu = () => void import('./mobile-menu');

export const SHELL = {
  page: css({ display: 'flex', flexDirection: 'column', minH: '100dvh' }),
  skipLink: css({
    position: 'absolute',
    left: '2',
    top: '-100px',
    zIndex: 'skipNav',
    background: 'bg',
    color: 'fg',
    padding: '3',
    borderRadius: 'l2',
    fontWeight: 'bold',
    _focus: { top: '2' },
  }),
  header: css({ borderBottomWidth: '1px', borderColor: 'border.muted', bg: 'bg' }),
  headerInner: cx(CONTAINER, css({ py: 2 })),
  // From 1024 px the links, the counters and the buttons need the page's whole width on one line, and
  // more with a wider system font: the counters take a row of their own, under the buttons.
  bar: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 4,
    rowGap: 0,
    minH: '56px',
    flexWrap: { lg: 'wrap' },
  }),
  logo: cx(
    link(),
    css({
      fontWeight: 'black',
      fontSize: 'xl',
      letterSpacing: 'tight',
      minH: '48px',
      _hover: { textDecoration: 'none' },
    }),
  ),
  nav: css({ display: 'flex', alignItems: 'center', gap: 1, hideBelow: 'lg' }),
  navLink: cx(
    link(),
    css({
      fontSize: 'sm',
      fontWeight: 'bold',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      px: 2,
      minH: '48px',
      _hover: { color: 'fg', textDecoration: 'none' },
      '&[aria-current=page]': { color: 'fg', textDecoration: 'underline', textUnderlineOffset: '6px' },
    }),
  ),
  counters: css({
    hideBelow: 'md',
    lg: { order: 1, flexBasis: '100%', display: 'flex', justifyContent: 'flex-end' },
  }),
  actions: css({ display: 'flex', alignItems: 'center', gap: 2, hideBelow: 'lg', ml: 'auto' }),
  submit: cx(button({ size: 'sm' }), css({ minH: '48px', fontWeight: 'black' })),
  account: cx(button({ size: 'sm', variant: 'outline' }), css({ minH: '48px', fontWeight: 'black' })),
  accountPressed: cx(
    button({ size: 'sm', variant: 'outline' }),
    css({
      minH: '48px',
      fontWeight: 'black',
      cursor: 'progress',
      opacity: 0.7,
      animation: 'pulse 1s ease-in-out infinite',
    }),
  ),
  menuButton: cx(button({ variant: 'ghost', size: 'md' }), css({ hideFrom: 'lg', minW: '48px', minH: '48px' })),
  main: cx(CONTAINER, css({ flex: '1', py: { base: 4, md: 8 }, outline: 'none' })),
  pending: css({ minH: '100vh' }),
};

export interface ShellProps {
  /** The page, in the main landmark. */
  children: ReactNode;
  /** The top bar's logo and main navigation (two elements), and the footer. */
  brand: ReactNode;
  footer: ReactNode;
  /** The counters' data. */
  counters: CounterInputs;
  /** Submissions waiting for review (admins: the red dot in the menus). */
  pendingCount: number;
  /** After the page, inside the shell (the app's scroll restoration). */
  after?: ReactNode;
}

export function Shell({ children, brand, footer, counters: read, pendingCount, after }: ShellProps) {
  const { pathname } = useNavigation();
  // What the page read, with the member's own votes and vibes counted in while the caches lag.
  const counters = useCountedTotals(read);
  return (
    <div className={SHELL.page}>
      <a href="#main" className={SHELL.skipLink}>
        Skip to content
      </a>
      <Header brand={brand} counters={counters} pendingCount={pendingCount} />
      <MobileCounterStrip inputs={counters} pathname={pathname} />
      <main id="main" className={SHELL.main} tabIndex={-1}>
        {/* A client navigation to a page whose chunk is not in yet keeps the current page (the router
            navigates in a transition); a page rendered in the browser shows this while it loads. */}
        <Suspense fallback={<div className={SHELL.pending} aria-busy="true" />}>
          {children}
          {/* Inside the page's boundary: React hydrates it after the shell, and a tap kept before is
              replayed only once the control it was meant for is live. */}
          <PageHydrated />
        </Suspense>
      </main>
      {footer}
      <TooltipTexts />
      <Toaster />
      <JoinDialogHost />
      {after}
    </div>
  );
}

/**
 * Once the page (the shell and its content) is live: marks <html data-hydrated> (tests that are not about early taps wait for it)
 * and replays the taps and clicks made before (app/early-events.ts); tooltips get their skip delay.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void replayEarlyEvents();
  }, []);
  useEffect(() => {
    // Hover behaviour only: its code loads once the page is live.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/tooltip-skip-delay').then((tips) => {
      if (!cancelled) stop = tips.installTooltipSkipDelay();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}

function Header({ brand, counters, pendingCount }: Pick<ShellProps, 'brand' | 'counters' | 'pendingCount'>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className={SHELL.header}>
      <div className={SHELL.headerInner}>
        <div className={SHELL.bar}>
          {brand}
          {/* From 768 px (a row of their own from 1024 px); below, the sticky strip under the bar. */}
          <div className={SHELL.counters}>
            <TopBarCounters inputs={counters} />
          </div>
          <div className={SHELL.actions}>
            <SubmitButton />
            <AccountButton pendingCount={pendingCount} />
          </div>
          <button
            type="button"
            className={SHELL.menuButton}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={preloadMobileMenu}
            onClick={() => {
              preloadSession();
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <SpriteIcon name="bars" />
          </button>
        </div>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} pendingCount={pendingCount} />
        </Suspense>
      ) : null}
    </header>
  );
}

function SubmitButton() {
  const { blocked, onClick } = useSubmitGuard();
  return (
    <Tooltip content={SUBMIT_BLOCKED_TEXT} open={blocked} manual placement="bottom" id="submit-blocked">
      <AppLink
        to="/submit"
        onClick={onClick}
        onPointerDown={preloadJoinDialog}
        onFocus={preloadJoinDialog}
        className={SHELL.submit}
        data-testid="submit-button"
      >
        SUBMIT
      </AppLink>
    </Tooltip>
  );
}

/**
 * SIGN IN, or once signed in the profile menu. While the session is unknown, a returning member's
 * browser hides SIGN IN and keeps its place (the early script marks <html data-member>), so a member
 * never sees it; a new visitor sees it at once and their first click works. PROFILE pressed while its
 * menu is still loading shows it was pressed, and the menu opens when it arrives.
 */
function AccountButton({ pendingCount }: { pendingCount: number }) {
  const { status } = useSession();
  const { signIn } = useAuthActions();
  if (status === 'signedIn') return <ProfileSlot pendingCount={pendingCount} />;
  return (
    <button
      type="button"
      className={SHELL.account}
      onPointerEnter={preloadSession}
      onFocus={preloadSession}
      onClick={() => void signIn()}
      data-testid="sign-in-button"
      data-session={status === 'loading' ? 'unknown' : undefined}
    >
      SIGN IN
    </button>
  );
}

/** The profile menu once loaded; a press on its stand-in before then opens it on arrival (this sign-in only). */
function ProfileSlot({ pendingCount }: { pendingCount: number }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<ProfileFallback pressed={pressed} onPress={() => setPressed(true)} />}>
      <ProfileMenu defaultOpen={pressed} pendingCount={pendingCount} />
    </Suspense>
  );
}

function ProfileFallback({ pressed, onPress }: { pressed: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className={pressed ? SHELL.accountPressed : SHELL.account}
      aria-haspopup="menu"
      aria-busy={pressed || undefined}
      onClick={onPress}
      data-testid="profile-fallback"
    >
      PROFILE
    </button>
  );
}
