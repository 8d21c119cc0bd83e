// The admin pages' head texts, for the pages and for their placeholders (app/routes.tsx, the admin
// guard while the session loads): kept out of search engines, but each with its own description.
import { PRODUCT_NAME } from '@domain/constants';

export interface PageHead {
  title: string;
  description: string;
}

export const ADMIN_TITLE = `Admin Dashboard — ${PRODUCT_NAME}`;
export const ADMIN_DESCRIPTION = `${PRODUCT_NAME} admins review pending submissions, held AI scores and the messages visitors send.`;

/** The admin sub-pages by path; the title's first part is the page's own name. */
export const ADMIN_SUB_PAGES = {
  '/admin/email-preview': {
    name: 'Email Preview',
    description: `Preview the ${PRODUCT_NAME} voting-reminder e-mail with this week's numbers and send yourself a test.`,
  },
  '/admin/beta-email': {
    name: 'Campaign',
    description: `Send the ${PRODUCT_NAME} beta campaign e-mail: a test to yourself, the recipients' preview, then the run.`,
  },
  '/admin/fairness': {
    name: 'Fairness review',
    description: `Groups of accounts that voted alike this week on ${PRODUCT_NAME}, to discount or dismiss.`,
  },
} as const;

export type AdminSubPath = keyof typeof ADMIN_SUB_PAGES;

/** The head of an admin sub-page. */
export function adminSubPageHead(path: AdminSubPath): PageHead {
  const page = ADMIN_SUB_PAGES[path];
  return { title: `${page.name} — ${PRODUCT_NAME}`, description: page.description };
}
