import type { RouteObject } from 'react-router';
import { ChartPage } from '../features/chart/chart-page';
import { Layout } from './layout';
import { RouteError } from './route-error';

// The site's routes, for the browser router (main.tsx) and the server render (entry-server.tsx).
// `/` is in the main bundle so the chart paints without another round trip; every other screen
// is a lazy route and ships in its own chunk (the server and, before hydrating, the browser load
// the lazy modules of the requested URL first).
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <ChartPage /> },
          {
            path: 'chart/:weekOf',
            lazy: async () => ({ Component: (await import('../features/chart/past-chart-page')).PastChartPage }),
          },
          {
            path: 'p/:id',
            lazy: async () => ({ Component: (await import('../features/project/project-page')).ProjectPage }),
          },
          {
            path: 'launchpad',
            lazy: async () => ({ Component: (await import('../features/launchpad/launchpad-page')).LaunchpadPage }),
          },
          {
            path: 'new',
            lazy: async () => ({ Component: (await import('../features/launchpad/launchpad-page')).LaunchpadPage }),
          },
          {
            path: 'archive',
            lazy: async () => ({ Component: (await import('../features/archive/archive-page')).ArchivePage }),
          },
          {
            path: 'projects',
            lazy: async () => ({
              Component: (await import('../features/all-projects/all-projects-page')).AllProjectsPage,
            }),
          },
          {
            path: 'all-projects',
            lazy: async () => ({
              Component: (await import('../features/all-projects/all-projects-page')).AllProjectsPage,
            }),
          },
          { path: 'about', lazy: async () => ({ Component: (await import('../pages/about-page')).AboutPage }) },
          { path: 'rules', lazy: async () => ({ Component: (await import('../pages/rules-page')).RulesPage }) },
          {
            path: 'voting-guidelines',
            lazy: async () => ({ Component: (await import('../pages/voting-guidelines-page')).VotingGuidelinesPage }),
          },
          {
            path: 'community-rules',
            lazy: async () => ({ Component: (await import('../pages/community-rules-page')).CommunityRulesPage }),
          },
          {
            path: 'vibe-code-guide',
            lazy: async () => ({ Component: (await import('../pages/vibe-code-guide-page')).VibeCodeGuidePage }),
          },
          {
            path: 'best-vibe-coding-tools',
            lazy: async () => ({ Component: (await import('../pages/best-tools-page')).BestToolsPage }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({ Component: (await import('../pages/privacy-policy-page')).PrivacyPolicyPage }),
          },
          {
            path: 'terms-of-service',
            lazy: async () => ({ Component: (await import('../pages/terms-page')).TermsPage }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
          },
          {
            // Sign-in-only pages (spec §2 Route guard); the guard is lazy too, loaded beside the page.
            lazy: async () => ({ Component: (await import('./route-guards')).RequireUser }),
            children: [
              {
                path: 'submit',
                lazy: async () => ({ Component: (await import('../features/submit/submit-page')).SubmitPage }),
              },
              {
                path: 'my-page',
                lazy: async () => ({ Component: (await import('../features/my-page/my-page')).MyPage }),
              },
            ],
          },
          {
            // Admin dashboard: shows its own signed-out / non-admin texts (spec §2), so no guard.
            path: 'admin',
            lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }),
          },
          {
            // Admin-only pages: 'Admin Access Only' and a redirect to / for everyone else.
            lazy: async () => ({ Component: (await import('./route-guards')).RequireAdmin }),
            children: [
              {
                path: 'admin/email-preview',
                lazy: async () => ({
                  Component: (await import('../features/admin/email-preview-page')).EmailPreviewPage,
                }),
              },
              {
                path: 'admin/beta-email',
                lazy: async () => ({ Component: (await import('../features/admin/beta-email-page')).BetaEmailPage }),
              },
            ],
          },
          {
            // Public page; starting a session and voting need sign-in (the page prompts for it).
            path: 'vote',
            lazy: async () => ({ Component: (await import('../features/vote-session/vote-page')).VotePage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];
