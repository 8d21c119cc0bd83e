// The site's navigation entries (docs/product.md#top-bar, #mobile-menu, #chart). Beyond the spec's list,
// ALL PROJECTS: every approved project, charted or not, can be found from every page.
export const NAV_LINKS = [
  { label: 'CHART', to: '/' },
  { label: 'LAUNCHPAD', to: '/launchpad' },
  { label: 'ARCHIVE', to: '/archive' },
  { label: 'ALL PROJECTS', to: '/projects' },
  { label: 'ABOUT', to: '/about' },
  { label: 'RULES', to: '/rules' },
] as const;

/**
 * Mobile slide-in menu order (docs/product.md#screens): ABOUT, RULES, CHART, LAUNCHPAD, ARCHIVE,
 * ALL PROJECTS, SUBMIT, …
 */
export const MOBILE_LINKS = [...NAV_LINKS.slice(4), ...NAV_LINKS.slice(0, 4)];

/** The footer's columns: title → the links' labels and paths, in order. */
export const FOOTER_SECTIONS: Record<string, Record<string, string>> = {
  NAVIGATION: {
    Chart: '/',
    'All Projects': '/projects',
    'Submit Project': '/submit',
    About: '/about',
    Rules: '/rules',
  },
  COMMUNITY: {
    'Voting Guidelines': '/voting-guidelines',
    'Community Rules': '/community-rules',
    'Vibe Code Guide': '/vibe-code-guide',
    'Best Vibe Coding Tools': '/best-vibe-coding-tools',
    'Get in Touch': '/contact',
  },
  TERMS: { 'Terms of Service': '/terms-of-service', 'Privacy Policy': '/privacy-policy' },
};

export { SUBMIT_BLOCKED_MS, SUBMIT_BLOCKED_TEXT } from '../components/ui/submit-link';
