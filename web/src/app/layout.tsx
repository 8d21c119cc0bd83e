// The site shell (spec §2): desktop top bar, mobile menu + sticky counter strip, footer, toasts.
import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { Suspense, lazy, useEffect, useState } from 'react';
import { SpriteIcon } from '../components/ui/sprite-icon';
import { NavLink, Link as RouterLink, Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { Tooltip } from '../components/ui/tooltip';
import { MobileCounterStrip, TopBarCounters } from '../features/stats/components/counters';
import { endHydration } from '../lib/first-render';
import { preloadSession, useSession } from '../lib/session';
import { NAV_LINKS, SUBMIT_BLOCKED_TEXT } from './nav';
import { ScrollRestoration } from './scroll-restoration';
import { useAuthActions } from '../lib/use-auth-actions';
import { useSubmitGuard } from './use-submit-guard';

export { NAV_LINKS };

const ProfileMenu = lazy(() => import('./profile-menu'));
// Below the fold: a server page keeps the footer's HTML while its chunk loads, then hydrates it.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const MobileMenu = lazy(() => import('./mobile-menu'));
const preloadMobileMenu = () => void import('./mobile-menu');

export function Layout() {
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="vc-skip-link">
        Skip to content
      </a>
      <Header />
      <MobileCounterStrip />
      <Container as="main" id="main" maxW="6xl" flex="1" py={{ base: 4, md: 8 }} tabIndex={-1} outline="none">
        {/* Its own boundary: hydrating a server page, React hydrates the shell first and the page after it,
            in slices that yield to the browser; a client navigation to a page whose chunk is not in yet
            keeps the current page (the router navigates in a transition). */}
        <Suspense fallback={<Box minH="100vh" aria-busy="true" />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </Container>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster />
      <ScrollRestoration />
    </Flex>
  );
}

/** Marks <html data-hydrated> once the page is live (browser tests wait for it before they click). */
function PageHydrated() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border.muted" bg="bg">
      <Container maxW="6xl" py={2}>
        <Flex align="center" justify="space-between" gap={4} minH="56px">
          <Link
            asChild
            fontWeight="black"
            fontSize="xl"
            letterSpacing="tight"
            _hover={{ textDecoration: 'none' }}
            minH="48px"
          >
            <RouterLink to="/" aria-label={`${PRODUCT_NAME} home`}>
              {PRODUCT_NAME}
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap={1} hideBelow="lg" data-testid="top-nav">
            {NAV_LINKS.map(({ label, to }) => (
              <Link
                key={to}
                asChild
                fontSize="sm"
                fontWeight="bold"
                color="fg.muted"
                px={2}
                minH="48px"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                css={{
                  '&[aria-current=page]': { color: 'fg', textDecoration: 'underline', textUnderlineOffset: '6px' },
                }}
              >
                <NavLink to={to} end={to === '/'}>
                  {label}
                </NavLink>
              </Link>
            ))}
          </HStack>
          {/* From 768 px; below, the sticky strip under the bar shows the counters (spec §2 mobile). */}
          <Box hideBelow="md">
            <TopBarCounters />
          </Box>
          <HStack gap={2} hideBelow="lg">
            <SubmitButton />
            <AccountButton />
          </HStack>
          <Button
            hideFrom="lg"
            variant="ghost"
            minW="48px"
            minH="48px"
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
          </Button>
        </Flex>
      </Container>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function SubmitButton() {
  const { blocked, onClick } = useSubmitGuard();
  return (
    <Tooltip content={SUBMIT_BLOCKED_TEXT} open={blocked} manual placement="bottom">
      <Button asChild size="sm" minH="48px" fontWeight="black" data-testid="submit-button">
        <RouterLink to="/submit" onClick={onClick}>
          SUBMIT
        </RouterLink>
      </Button>
    </Tooltip>
  );
}

function AccountButton() {
  const { status } = useSession();
  const { signIn } = useAuthActions();
  if (status === 'signedIn') {
    return (
      <Suspense fallback={<ProfileFallback />}>
        <ProfileMenu />
      </Suspense>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      minH="48px"
      fontWeight="black"
      onPointerEnter={preloadSession}
      onFocus={preloadSession}
      onClick={() => void signIn()}
      data-testid="sign-in-button"
    >
      SIGN IN
    </Button>
  );
}

function ProfileFallback() {
  return (
    <Button size="sm" variant="outline" minH="48px" fontWeight="black" disabled>
      PROFILE
    </Button>
  );
}
