// The site shell: the top bar (desktop), the mobile menu and sticky counter strip, the footer, toasts.
import { PRODUCT_NAME } from '@domain/constants';
import { Suspense, lazy, useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, Outlet } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button, link } from 'styled-system/recipes';
import { SpriteIcon } from '../components/ui/sprite-icon';
import { CONTAINER } from '../components/ui/styles';
import { Toaster } from '../components/ui/toaster';
import { JoinDialogHost, preloadJoinDialog, useSubmitGuard } from '../components/ui/submit-link';
import { Tooltip, TooltipTexts } from '../components/ui/tooltip';
import { chartStatsQueryOptions } from '../features/stats/api/get-chart-stats';
import { totalVibesQueryOptions } from '../features/stats/api/get-total-vibes';
import { MobileCounterStrip, TopBarCounters } from '../features/stats/components/counters';
import { preloadSession, useSession } from '../lib/session';
import { useAuthActions } from '../lib/use-auth-actions';
import { replayEarlyEvents } from './early-events';
import { Footer } from './footer';
import { NAV_LINKS, SUBMIT_BLOCKED_TEXT } from './nav';
import type { RouteQueries } from '../lib/route-queries';
import { installTooltipSkipDelay } from '../lib/tooltip-skip-delay';
import { ScrollRestoration } from './scroll-restoration';

export { NAV_LINKS };

/** The shell's own data on every page: the top bar's counters. */
export const queries: RouteQueries = () => [chartStatsQueryOptions(), totalVibesQueryOptions()];

const ProfileMenu = lazy(() => import('./profile-menu'));
const MobileMenu = lazy(() => import('./mobile-menu'));
const preloadMobileMenu = () => void import('./mobile-menu');

const S = {
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
  bar: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, minH: '56px' }),
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
      px: 2,
      minH: '48px',
      _hover: { color: 'fg', textDecoration: 'none' },
      '&[aria-current=page]': { color: 'fg', textDecoration: 'underline', textUnderlineOffset: '6px' },
    }),
  ),
  counters: css({ hideBelow: 'md' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: 2, hideBelow: 'lg' }),
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

export function Layout() {
  return (
    <div className={S.page}>
      <a href="#main" className={S.skipLink}>
        Skip to content
      </a>
      <Header />
      <MobileCounterStrip />
      <main id="main" className={S.main} tabIndex={-1}>
        {/* A client navigation to a page whose chunk is not in yet keeps the current page (the router
            navigates in a transition); a page rendered in the browser shows this while it loads. */}
        <Suspense fallback={<div className={S.pending} aria-busy="true" />}>
          <Outlet />
          {/* Inside the page's boundary: React hydrates it after the shell, and a tap kept before is
              replayed only once the control it was meant for is live. */}
          <PageHydrated />
        </Suspense>
      </main>
      <Footer />
      <TooltipTexts />
      <Toaster />
      <JoinDialogHost />
      <ScrollRestoration />
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
  useEffect(() => installTooltipSkipDelay(), []);
  return null;
}

function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className={S.header}>
      <div className={S.headerInner}>
        <div className={S.bar}>
          <RouterLink to="/" aria-label={`${PRODUCT_NAME} home`} className={S.logo}>
            {PRODUCT_NAME}
          </RouterLink>
          <nav aria-label="Main" className={S.nav} data-testid="top-nav">
            {NAV_LINKS.map(({ label, to }) => (
              <NavLink key={to} to={to} end={to === '/'} className={S.navLink}>
                {label}
              </NavLink>
            ))}
          </nav>
          {/* From 768 px; below, the sticky strip under the bar shows the counters. */}
          <div className={S.counters}>
            <TopBarCounters />
          </div>
          <div className={S.actions}>
            <SubmitButton />
            <AccountButton />
          </div>
          <button
            type="button"
            className={S.menuButton}
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
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

function SubmitButton() {
  const { blocked, onClick } = useSubmitGuard();
  return (
    <Tooltip content={SUBMIT_BLOCKED_TEXT} open={blocked} manual placement="bottom">
      <RouterLink
        to="/submit"
        onClick={onClick}
        onPointerDown={preloadJoinDialog}
        onFocus={preloadJoinDialog}
        className={S.submit}
        data-testid="submit-button"
      >
        SUBMIT
      </RouterLink>
    </Tooltip>
  );
}

/**
 * SIGN IN, or once signed in the profile menu. While the session is unknown, a returning member's
 * browser hides SIGN IN and keeps its place (the early script marks <html data-member>), so a member
 * never sees it; a new visitor sees it at once and their first click works. PROFILE pressed while its
 * menu is still loading shows it was pressed, and the menu opens when it arrives.
 */
function AccountButton() {
  const { status } = useSession();
  const { signIn } = useAuthActions();
  if (status === 'signedIn') return <ProfileSlot />;
  return (
    <button
      type="button"
      className={S.account}
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
function ProfileSlot() {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<ProfileFallback pressed={pressed} onPress={() => setPressed(true)} />}>
      <ProfileMenu defaultOpen={pressed} />
    </Suspense>
  );
}

function ProfileFallback({ pressed, onPress }: { pressed: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className={pressed ? S.accountPressed : S.account}
      aria-haspopup="menu"
      aria-busy={pressed || undefined}
      onClick={onPress}
      data-testid="profile-fallback"
    >
      PROFILE
    </button>
  );
}
