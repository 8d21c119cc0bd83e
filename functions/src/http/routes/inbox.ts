// What visitors send: contact messages and newsletter sign-ups. Both are anonymous writes, so
// both are rate limited per client, after the input is parsed: a bad request counts and writes
// nothing. A newsletter sign-up only asks for confirmation (services/newsletter-optin.ts) and answers
// the same whatever the address's state, so it tells nobody whether an address is subscribed.
import { contactItem, notifyOperator } from '../../services/admin-inbox';
import { db } from '../../services/firestore';
import { createContactSubmission } from '../../services/inbox';
import { mailOf } from '../../services/mail';
import { requestNewsletterSignup } from '../../services/newsletter-optin';
import type { AppDeps } from '../app';
import { CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT, rateLimit } from '../middleware/rate-limit';
import { defineHandlers } from '../mount-api';

export const CONTACT_THANKS = "Thanks for reaching out. We'll get back to you soon.";

export function inboxHandlers(deps: AppDeps) {
  const mail = mailOf(deps);
  return defineHandlers({
    contact: {
      before: [rateLimit({ route: 'contact', ...CONTACT_RATE_LIMIT, clock: deps.clock })],
      handle: async (input, { user }) => {
        const stored = await createContactSubmission(db(), input, user?.uid ?? null, deps.clock());
        await notifyOperator(mail().settings(), contactItem(stored));
        return { ok: true, message: CONTACT_THANKS } as const;
      },
    },

    newsletterSignup: {
      before: [rateLimit({ route: 'newsletter', ...NEWSLETTER_RATE_LIMIT, clock: deps.clock })],
      handle: async ({ email }) => {
        await requestNewsletterSignup(db(), email, deps.clock(), mail().settings());
        return { ok: true } as const;
      },
    },
  });
}
