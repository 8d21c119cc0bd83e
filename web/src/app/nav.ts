// The site's navigation entries (spec §2 top bar, mobile menu and footer).
export const NAV_LINKS = [
  { label: 'CHART', to: '/' },
  { label: 'LAUNCHPAD', to: '/launchpad' },
  { label: 'ARCHIVE', to: '/archive' },
  { label: 'ABOUT', to: '/about' },
  { label: 'RULES', to: '/rules' },
] as const;

/** Mobile slide-in menu order (spec §2): ABOUT, RULES, CHART, LAUNCHPAD, ARCHIVE, SUBMIT, … */
export const MOBILE_LINKS = [
  { label: 'ABOUT', to: '/about' },
  { label: 'RULES', to: '/rules' },
  { label: 'CHART', to: '/' },
  { label: 'LAUNCHPAD', to: '/launchpad' },
  { label: 'ARCHIVE', to: '/archive' },
] as const;

export const FOOTER_SECTIONS = [
  {
    title: 'NAVIGATION',
    links: [
      { label: 'Chart', to: '/' },
      { label: 'Submit Project', to: '/submit' },
      { label: 'About', to: '/about' },
      { label: 'Rules', to: '/rules' },
    ],
  },
  {
    title: 'COMMUNITY',
    links: [
      { label: 'Voting Guidelines', to: '/voting-guidelines' },
      { label: 'Community Rules', to: '/community-rules' },
      { label: 'Vibe Code Guide', to: '/vibe-code-guide' },
      { label: 'Best Vibe Coding Tools', to: '/best-vibe-coding-tools' },
      { label: 'Get in Touch', to: '/contact' },
    ],
  },
  {
    title: 'TERMS',
    links: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
] as const;

export const SUBMIT_BLOCKED_TEXT = 'Must Sign in to Submit a Project';
/** Spec §9: the submit-block tooltip shows for 3 s. */
export const SUBMIT_BLOCKED_MS = 3_000;
