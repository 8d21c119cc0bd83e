import type { RouteObject } from 'react-router';
import { Suspense } from 'react';
import { matchRoutes, useRoutes } from 'react-router';
import { ChartPage } from '../features/chart/chart-page';
import { Layout } from './layout';
import type { PageHandle } from './lazy-page';
import { page } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

// The site's routes, for the browser (main.tsx) and the server render (entry-server.tsx), both through
// useRoutes (app-routes.tsx). `/` is in the main bundle so the chart paints without another round
// trip; every other screen is a lazy page in its own chunk (lazy-page.tsx): the server and, before
// hydrating, the browser load the lazy modules of the requested URL first (preloadRoute).
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <ChartPage /> },
          {
            path: 'chart/:weekOf',
            ...page(() => import('../features/chart/past-chart-page'), 'PastChartPage'),
          },
          {
            path: 'p/:id',
            ...page(() => import('../features/project/project-page'), 'ProjectPage'),
          },
          {
            path: 'launchpad',
            ...page(() => import('../features/launchpad/launchpad-page'), 'LaunchpadPage'),
          },
          {
            path: 'new',
            ...page(() => import('../features/launchpad/launchpad-page'), 'LaunchpadPage'),
          },
          {
            path: 'archive',
            ...page(() => import('../features/archive/archive-page'), 'ArchivePage'),
          },
          {
            path: 'projects',
            ...page(() => import('../features/all-projects/all-projects-page'), 'AllProjectsPage'),
          },
          {
            path: 'all-projects',
            ...page(() => import('../features/all-projects/all-projects-page'), 'AllProjectsPage'),
          },
          { path: 'about', ...page(() => import('../pages/about-page'), 'AboutPage') },
          { path: 'rules', ...page(() => import('../pages/rules-page'), 'RulesPage') },
          {
            path: 'voting-guidelines',
            ...page(() => import('../pages/voting-guidelines-page'), 'VotingGuidelinesPage'),
          },
          {
            path: 'community-rules',
            ...page(() => import('../pages/community-rules-page'), 'CommunityRulesPage'),
          },
          {
            path: 'vibe-code-guide',
            ...page(() => import('../pages/vibe-code-guide-page'), 'VibeCodeGuidePage'),
          },
          {
            path: 'best-vibe-coding-tools',
            ...page(() => import('../pages/best-tools-page'), 'BestToolsPage'),
          },
          {
            path: 'privacy-policy',
            ...page(() => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage'),
          },
          {
            path: 'terms-of-service',
            ...page(() => import('../pages/terms-page'), 'TermsPage'),
          },
          {
            path: 'contact',
            ...page(() => import('../features/contact/contact-page'), 'ContactPage'),
          },
          {
            // Sign-in-only pages (spec §2 Route guard); the guard is lazy too, loaded beside the page.
            ...page(() => import('./route-guards'), 'RequireUser'),
            children: [
              {
                path: 'submit',
                ...page(() => import('../features/submit/submit-page'), 'SubmitPage'),
              },
              {
                path: 'my-page',
                ...page(() => import('../features/my-page/my-page'), 'MyPage'),
              },
            ],
          },
          {
            // Admin dashboard: shows its own signed-out / non-admin texts (spec §2), so no guard.
            path: 'admin',
            ...page(() => import('../features/admin/admin-page'), 'AdminPage'),
          },
          {
            // Admin-only pages: 'Admin Access Only' and a redirect to / for everyone else.
            ...page(() => import('./route-guards'), 'RequireAdmin'),
            children: [
              {
                path: 'admin/email-preview',
                ...page(() => import('../features/admin/email-preview-page'), 'EmailPreviewPage'),
              },
              {
                path: 'admin/beta-email',
                ...page(() => import('../features/admin/beta-email-page'), 'BetaEmailPage'),
              },
              {
                path: 'admin/fairness',
                ...page(() => import('../features/admin/fairness-page'), 'FairnessPage'),
              },
            ],
          },
          {
            // Public page; starting a session and voting need sign-in (the page prompts for it).
            path: 'vote',
            ...page(() => import('../features/vote-session/vote-page'), 'VotePage'),
          },
          { path: '*', ...page(() => import('../pages/not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

/**
 * The page for the current URL (inside a BrowserRouter or StaticRouter). In a Suspense boundary of its
 * own: hydrating a server page, React then hydrates the site in slices that yield to the browser (a
 * boundary hydrates as transition work), not in one blocking pass with the providers.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <Suspense fallback={null}>{element}</Suspense>;
}

/** Loads the lazy pages (and guards) a path renders, so they render without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/** True when the path matches no page of the site (the 404 page renders). */
export function isUnknownPath(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.path === '*');
}
