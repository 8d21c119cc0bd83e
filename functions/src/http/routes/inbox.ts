// What visitors send: contact messages and newsletter sign-ups. Both are anonymous writes, so
// both are rate limited per client and have a ceiling for everyone together, after the input is
// parsed: a bad request counts and writes nothing. A newsletter sign-up only asks for confirmation
// (services/newsletter-optin.ts) and answers the same, after the same time, whatever the address's
// state, so it tells nobody whether an address is subscribed.
import { db } from '../../services/firestore';
import { createContactSubmission } from '../../services/inbox';
import { mailOf } from '../../services/mail';
import { requestNewsletterSignup } from '../../services/newsletter-optin';
import type { AppDeps } from '../app';
import {
  CONTACT_CEILING,
  CONTACT_RATE_LIMIT,
  NEWSLETTER_CEILING,
  NEWSLETTER_RATE_LIMIT,
  rateLimit,
} from '../middleware/rate-limit';
import { defineHandlers } from '../mount-api';

/** How long after it began every newsletter sign-up answers (an SMTP send normally takes < 1 s). */
export const NEWSLETTER_ANSWER_MS = 3000;
/** Time kept between a send's timeout and the answer; a send is never given less than MIN_SEND_MS. */
const SEND_MARGIN_MS = 250;
const MIN_SEND_MS = 1000;

export const CONTACT_THANKS = "Thanks for reaching out. We'll get back to you soon.";

export function inboxHandlers(deps: AppDeps) {
  const mail = mailOf(deps);
  return defineHandlers({
    contact: {
      before: [rateLimit({ route: 'contact', ...CONTACT_RATE_LIMIT, ceiling: CONTACT_CEILING, clock: deps.clock })],
      handle: async (input, { user }) => {
        await createContactSubmission(db(), input, user?.uid ?? null, deps.clock());
        return { ok: true, message: CONTACT_THANKS } as const;
      },
    },

    newsletterSignup: {
      before: [
        rateLimit({ route: 'newsletter', ...NEWSLETTER_RATE_LIMIT, ceiling: NEWSLETTER_CEILING, clock: deps.clock }),
      ],
      handle: async ({ email }) => {
        // Every sign-up answers NEWSLETTER_ANSWER_MS after it began, whether an e-mail went out or
        // the address was subscribed already: the time tells nothing. The send must fit in it.
        const started = performance.now();
        const settings = mail().settings();
        const left = () => NEWSLETTER_ANSWER_MS - (performance.now() - started);
        await requestNewsletterSignup(db(), email, deps.clock(), settings, {
          mailTimeoutMs: Math.max(MIN_SEND_MS, left() - SEND_MARGIN_MS),
        });
        await settings.sleep(Math.max(0, left()));
        return { ok: true } as const;
      },
    },
  });
}
