// The site's navigation entries (docs/product.md#top-bar, #mobile-menu, #chart).
export const NAV_LINKS = [
  { label: 'CHART', to: '/' },
  { label: 'LAUNCHPAD', to: '/launchpad' },
  { label: 'ARCHIVE', to: '/archive' },
  { label: 'ABOUT', to: '/about' },
  { label: 'RULES', to: '/rules' },
] as const;

/** Mobile slide-in menu order (docs/product.md#screens): ABOUT, RULES, CHART, LAUNCHPAD, ARCHIVE, SUBMIT, … */
export const MOBILE_LINKS = [...NAV_LINKS.slice(3), ...NAV_LINKS.slice(0, 3)];

/** The footer's columns: title → the links' labels and paths, in order. */
export const FOOTER_SECTIONS: Record<string, Record<string, string>> = {
  NAVIGATION: { Chart: '/', 'Submit Project': '/submit', About: '/about', Rules: '/rules' },
  COMMUNITY: {
    'Voting Guidelines': '/voting-guidelines',
    'Community Rules': '/community-rules',
    'Vibe Code Guide': '/vibe-code-guide',
    'Best Vibe Coding Tools': '/best-vibe-coding-tools',
    'Get in Touch': '/contact',
  },
  TERMS: { 'Terms of Service': '/terms-of-service', 'Privacy Policy': '/privacy-policy' },
};

export const SUBMIT_BLOCKED_TEXT = 'Must Sign in to Submit a Project';
/** docs/product.md#limits-and-constants: the submit-block tooltip shows for 3 s. */
export const SUBMIT_BLOCKED_MS = 3_000;
