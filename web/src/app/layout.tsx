// The app's layout route: the site shell (shell.tsx) with the router's page and place, the counters
// and the admin's pending count from the query cache, and scroll positions across client navigations.
import { PRODUCT_NAME } from '@domain/constants';
import { Outlet } from 'react-router';
import { chartStatsQueryOptions } from '../features/stats/api/get-chart-stats';
import { usePendingCount } from '../features/stats/api/get-pending-count';
import { totalVibesQueryOptions } from '../features/stats/api/get-total-vibes';
import { useCounterInputs } from '../features/stats/api/use-counter-inputs';
import { AppLink } from '../lib/navigation';
import type { RouteQueries } from '../lib/route-queries';
import { Footer } from './footer';
import { NAV_LINKS } from './nav';
import { RouterNavigation } from './router-navigation';
import { ScrollRestoration } from './scroll-restoration';
import { SHELL, Shell } from './shell';

export { NAV_LINKS };

/** The shell's own data on every page: the top bar's counters. */
export const queries: RouteQueries = () => [chartStatsQueryOptions(), totalVibesQueryOptions()];

export function Layout() {
  return (
    <RouterNavigation>
      <AppShell />
    </RouterNavigation>
  );
}

function AppShell() {
  const counters = useCounterInputs();
  const pending = usePendingCount();
  return (
    <Shell
      brand={<Brand />}
      footer={<Footer />}
      counters={counters}
      pendingCount={pending.data ?? 0}
      after={<ScrollRestoration />}
    >
      <Outlet />
    </Shell>
  );
}

/** The top bar's logo and main navigation. */
function Brand() {
  return (
    <>
      <AppLink to="/" aria-label={`${PRODUCT_NAME} home`} className={SHELL.logo}>
        {PRODUCT_NAME}
      </AppLink>
      <nav aria-label="Main" className={SHELL.nav} data-testid="top-nav">
        {NAV_LINKS.map(({ label, to }) => (
          <AppLink key={to} to={to} nav end={to === '/'} className={SHELL.navLink}>
            {label}
          </AppLink>
        ))}
      </nav>
    </>
  );
}
