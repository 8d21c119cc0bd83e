import type { RouteObject } from 'react-router';
import { Suspense } from 'react';
import { matchRoutes, useRoutes } from 'react-router';
import { ScreenPlaceholder } from '../chakra/client-screen';
import type { AdminSubPath } from '../features/admin/admin-meta';
import { ADMIN_DESCRIPTION, ADMIN_TITLE, adminSubPageHead } from '../features/admin/admin-meta';
import * as chartPage from '../features/chart/chart-page';
import { VOTE_DESCRIPTION, VOTE_TITLE } from '../features/vote-session/vote-meta';
import * as layout from './layout';
import type { PageHandle, PageModule } from './lazy-page';
import { page, pageAt, screenAt } from './lazy-page';
import type { RouteQuery } from '../lib/route-queries';
import { RouteErrorBoundary } from './route-error';

// The site's routes, for the browser (main.tsx) and the page server (entry-server.tsx), both through
// useRoutes. `/` is in the main bundle so the chart renders without another round trip; every other
// screen is a lazy page in its own chunk (lazy-page.tsx): the server and, before hydrating, the
// browser load the modules of the requested URL first (loadRoute).
const eager = (module: PageModule): PageHandle => ({ load: () => Promise.resolve(module) });

/** An admin sub-page's placeholder: its own head, kept out of search engines like the page. */
const adminPlaceholder = (path: AdminSubPath) => <ScreenPlaceholder {...adminSubPageHead(path)} noindex />;

export const routes: RouteObject[] = [
  {
    element: <layout.Layout />,
    handle: eager(layout),
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <chartPage.ChartPage />, handle: eager(chartPage) },
          pageAt('chart/:weekOf', () => import('../features/chart/past-chart-page'), 'PastChartPage'),
          pageAt('p/:id', () => import('../features/project/project-page'), 'ProjectPage'),
          pageAt('launchpad', () => import('../features/launchpad/launchpad-page'), 'LaunchpadPage'),
          pageAt('new', () => import('../features/launchpad/launchpad-page'), 'LaunchpadPage'),
          pageAt('archive', () => import('../features/archive/archive-page'), 'ArchivePage'),
          pageAt('projects', () => import('../features/all-projects/all-projects-page'), 'AllProjectsPage'),
          pageAt('all-projects', () => import('../features/all-projects/all-projects-page'), 'AllProjectsPage'),
          pageAt('about', () => import('../pages/about-page'), 'AboutPage'),
          pageAt('rules', () => import('../pages/rules-page'), 'RulesPage'),
          pageAt('voting-guidelines', () => import('../pages/voting-guidelines-page'), 'VotingGuidelinesPage'),
          pageAt('community-rules', () => import('../pages/community-rules-page'), 'CommunityRulesPage'),
          pageAt('vibe-code-guide', () => import('../pages/vibe-code-guide-page'), 'VibeCodeGuidePage'),
          pageAt('best-vibe-coding-tools', () => import('../pages/best-tools-page'), 'BestToolsPage'),
          pageAt('privacy-policy', () => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage'),
          pageAt('terms-of-service', () => import('../pages/terms-page'), 'TermsPage'),
          pageAt('contact', () => import('../features/contact/contact-page'), 'ContactPage'),
          {
            // Sign-in-only pages; the guard is lazy too, loaded beside the page.
            ...page(() => import('./route-guards'), 'RequireUser'),
            children: [
              screenAt('submit', () => import('../features/submit/submit-page'), 'SubmitPage'),
              screenAt('my-page', () => import('../features/my-page/my-page'), 'MyPage'),
            ],
          },
          // Admin dashboard: shows its own signed-out / non-admin texts, so no guard.
          screenAt(
            'admin',
            () => import('../features/admin/admin-page'),
            'AdminPage',
            <ScreenPlaceholder title={ADMIN_TITLE} description={ADMIN_DESCRIPTION} noindex />,
          ),
          {
            // Admin-only pages: 'Admin Access Only' and a redirect to / for everyone else.
            ...page(() => import('./route-guards'), 'RequireAdmin'),
            children: [
              screenAt(
                'admin/email-preview',
                () => import('../features/admin/email-preview-page'),
                'EmailPreviewPage',
                adminPlaceholder('/admin/email-preview'),
              ),
              screenAt(
                'admin/beta-email',
                () => import('../features/admin/beta-email-page'),
                'BetaEmailPage',
                adminPlaceholder('/admin/beta-email'),
              ),
              screenAt(
                'admin/fairness',
                () => import('../features/admin/fairness-page'),
                'FairnessPage',
                adminPlaceholder('/admin/fairness'),
              ),
            ],
          },
          // Public page; starting a session and voting need sign-in (the page prompts for it).
          screenAt(
            'vote',
            () => import('../features/vote-session/vote-page'),
            'VotePage',
            <ScreenPlaceholder title={VOTE_TITLE} description={VOTE_DESCRIPTION} width="xl" />,
          ),
          pageAt('*', () => import('../pages/not-found-page'), 'NotFoundPage'),
        ],
      },
    ],
  },
];

/** The page for the current URL (inside a BrowserRouter or StaticRouter). */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <Suspense fallback={null}>{element}</Suspense>;
}

/** Loads the modules a URL renders and returns the data they declare, so it renders at once. */
export async function loadRoute(pathname: string, search: URLSearchParams): Promise<RouteQuery[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const modules = await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.load()));
  return matches.flatMap(({ params }, index) => modules[index]?.queries?.({ params, search }) ?? []);
}

/** True when the path matches no page of the site (the 404 page renders). */
export function isUnknownPath(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.path === '*');
}
