import type { RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { matchRoutes, useRoutes } from 'react-router';
import { ScreenPlaceholder } from '../chakra/client-screen';
import type { AdminSubPath } from '../features/admin/admin-meta';
import { ADMIN_DESCRIPTION, ADMIN_TITLE, adminSubPageHead } from '../features/admin/admin-meta';
import * as chartPage from '../features/chart/chart-page';
import { VOTE_DESCRIPTION, VOTE_TITLE } from '../features/vote-session/vote-meta';
import * as layout from './layout';
import type { PageHandle, PageModule, ScreenHandle } from './lazy-page';
import { page, pageAt, screenAt } from './lazy-page';
import type { RouteQuery } from '../lib/route-queries';
import { RouteErrorBoundary } from './route-error';

// The site's routes, for the browser (main.tsx) and the page server (entry-server.tsx), both through
// useRoutes. `/` is in the main bundle so the chart renders without another round trip; every other
// screen is a lazy page in its own chunk (lazy-page.tsx): the server and, before hydrating, the
// browser load the modules of the requested URL first (loadRoute), and the page server's HTML
// preloads their chunks with the app's own (routeSources). The build lists every page with its lazy
// modules for the JavaScript budgets (routeModules).
const eager = (module: PageModule): PageHandle => ({ load: () => Promise.resolve(module) });

// Every module a route loads lazily, by its path from this file; a route names its module by that path.
const LAZY_MODULES = import.meta.glob<PageModule & Record<string, unknown>>([
  '../features/*/*-page.tsx',
  '!../features/chart/chart-page.tsx',
  '../features/my-page/my-page.tsx',
  '../pages/*-page.tsx',
  './route-guards.tsx',
]);

/** The loader of a lazy module; a path the patterns above miss stops the app (and every test) at once. */
function lazy(path: string) {
  const load = LAZY_MODULES[path];
  if (!load) throw new Error(`routes.tsx: ${path} is not among the lazy modules (LAZY_MODULES)`);
  return load;
}

/** A module's path from the web folder ('src/…'): its key in the build's manifest. */
const sourceOf = (path: string) => new URL(path, 'file:///src/app/').pathname.slice(1);

/** A server-rendered lazy page (lazy-page.tsx pageAt), named by its module's path from here. */
const lazyPageAt = (path: string, module: string, name: string) => pageAt(path, lazy(module), name, sourceOf(module));
/** An interactive screen (lazy-page.tsx screenAt), named by its module's path from here. */
const lazyScreenAt = (path: string, module: string, name: string, placeholder?: ReactNode) =>
  screenAt(path, lazy(module), name, placeholder, sourceOf(module));
const guard = (name: 'RequireUser' | 'RequireAdmin') =>
  page(lazy('./route-guards.tsx'), name, sourceOf('./route-guards.tsx'));

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
          lazyPageAt('chart/:weekOf', '../features/chart/past-chart-page.tsx', 'PastChartPage'),
          lazyPageAt('p/:id', '../features/project/project-page.tsx', 'ProjectPage'),
          lazyPageAt('launchpad', '../features/launchpad/launchpad-page.tsx', 'LaunchpadPage'),
          lazyPageAt('new', '../features/launchpad/launchpad-page.tsx', 'LaunchpadPage'),
          lazyPageAt('archive', '../features/archive/archive-page.tsx', 'ArchivePage'),
          lazyPageAt('projects', '../features/all-projects/all-projects-page.tsx', 'AllProjectsPage'),
          lazyPageAt('all-projects', '../features/all-projects/all-projects-page.tsx', 'AllProjectsPage'),
          lazyPageAt('about', '../pages/about-page.tsx', 'AboutPage'),
          lazyPageAt('rules', '../pages/rules-page.tsx', 'RulesPage'),
          lazyPageAt('voting-guidelines', '../pages/voting-guidelines-page.tsx', 'VotingGuidelinesPage'),
          lazyPageAt('community-rules', '../pages/community-rules-page.tsx', 'CommunityRulesPage'),
          lazyPageAt('vibe-code-guide', '../pages/vibe-code-guide-page.tsx', 'VibeCodeGuidePage'),
          lazyPageAt('best-vibe-coding-tools', '../pages/best-tools-page.tsx', 'BestToolsPage'),
          lazyPageAt('privacy-policy', '../pages/privacy-policy-page.tsx', 'PrivacyPolicyPage'),
          lazyPageAt('terms-of-service', '../pages/terms-page.tsx', 'TermsPage'),
          lazyPageAt('contact', '../features/contact/contact-page.tsx', 'ContactPage'),
          {
            // Sign-in-only pages; the guard is lazy too, loaded beside the page.
            ...guard('RequireUser'),
            children: [
              lazyScreenAt('submit', '../features/submit/submit-page.tsx', 'SubmitPage'),
              lazyScreenAt('my-page', '../features/my-page/my-page.tsx', 'MyPage'),
            ],
          },
          // Admin dashboard: shows its own signed-out / non-admin texts, so no guard.
          lazyScreenAt(
            'admin',
            '../features/admin/admin-page.tsx',
            'AdminPage',
            <ScreenPlaceholder title={ADMIN_TITLE} description={ADMIN_DESCRIPTION} noindex />,
          ),
          {
            // Admin-only pages: 'Admin Access Only' and a redirect to / for everyone else.
            ...guard('RequireAdmin'),
            children: [
              lazyScreenAt(
                'admin/email-preview',
                '../features/admin/email-preview-page.tsx',
                'EmailPreviewPage',
                adminPlaceholder('/admin/email-preview'),
              ),
              lazyScreenAt(
                'admin/beta-email',
                '../features/admin/beta-email-page.tsx',
                'BetaEmailPage',
                adminPlaceholder('/admin/beta-email'),
              ),
              lazyScreenAt(
                'admin/fairness',
                '../features/admin/fairness-page.tsx',
                'FairnessPage',
                adminPlaceholder('/admin/fairness'),
              ),
            ],
          },
          // Public page; starting a session and voting need sign-in (the page prompts for it).
          lazyScreenAt(
            'vote',
            '../features/vote-session/vote-page.tsx',
            'VotePage',
            <ScreenPlaceholder title={VOTE_TITLE} description={VOTE_DESCRIPTION} width="xl" />,
          ),
          lazyPageAt('*', '../pages/not-found-page.tsx', 'NotFoundPage'),
        ],
      },
    ],
  },
];

/** A route's page handle (lazy-page.tsx page): none for a layout, a screen or a plain element. */
function pageHandle(route: RouteObject): PageHandle | undefined {
  const handle = route.handle as PageHandle | ScreenHandle | undefined;
  return handle && 'load' in handle ? handle : undefined;
}

/** The page for the current URL (inside a BrowserRouter or StaticRouter). */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <Suspense fallback={null}>{element}</Suspense>;
}

/** Loads the modules a URL renders and returns the data they declare, so it renders at once. */
export async function loadRoute(pathname: string, search: URLSearchParams): Promise<RouteQuery[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const modules = await Promise.all(matches.map(({ route }) => pageHandle(route)?.load()));
  return matches.flatMap(({ params }, index) => modules[index]?.queries?.({ params, search }) ?? []);
}

/** The source paths of the lazy modules a URL renders, for the page server's preloads. */
export function routeSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => pageHandle(route)?.source ?? []);
}

/** True when the path matches no page of the site (the 404 page renders). */
export function isUnknownPath(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.path === '*');
}

/** A page of the route table and the lazy modules it loads: before it is live, and (a screen) once live. */
export interface RouteModules {
  /** The route's full path pattern ('/chart/:weekOf', '/*' for every other path). */
  path: string;
  /** Source paths ('src/…') of the lazy modules loaded before the page is live (routeSources). */
  before: string[];
  /** Source paths of a screen's modules, loaded once the page is live. */
  screen: string[];
}

/** Every page of the route table with its lazy modules: the build writes it for the bundle budgets. */
export function routeModules(): RouteModules[] {
  const pages: RouteModules[] = [];
  const walk = (list: RouteObject[], base: string, before: string[]) => {
    for (const route of list) {
      const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      const source = pageHandle(route)?.source;
      const loaded = source ? [...before, source] : before;
      const screen = (route.handle as ScreenHandle | undefined)?.screen;
      if (route.children) walk(route.children, path, loaded);
      else pages.push({ path, before: loaded, screen: screen ? [screen] : [] });
    }
  };
  walk(routes, '/', []);
  return pages;
}
