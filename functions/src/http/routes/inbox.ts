// What visitors send: contact messages and newsletter sign-ups. Both are anonymous writes, so
// both are rate limited per client; input is parsed first, so a bad request writes nothing. A
// newsletter sign-up only asks for confirmation (services/newsletter-optin.ts) and answers the same
// whatever the address's state, so it tells nobody whether an address is subscribed.
import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { z } from 'zod';
import { API } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import { db } from '../../services/firestore';
import { createContactSubmission, isStorableEmail } from '../../services/inbox';
import type { MailDeps } from '../../services/mail';
import { mailDepsFromParams } from '../../services/mail';
import { requestNewsletterSignup } from '../../services/newsletter-optin';
import type { AppDeps } from '../app';
import { optionalUser } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT, rateLimit } from '../middleware/rate-limit';
import { parseInput } from '../validate';

export const CONTACT_THANKS = "Thanks for reaching out. We'll get back to you soon.";

/** api.ts paths start with /api; this router is mounted there. */
const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** Parses the body with `schema` into res.locals.input (400 with the spec's message otherwise). */
function body(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    res.locals.input = parseInput(schema, req.body);
    next();
  };
}

/** The form's simple pattern, then the stored schema's stricter check, before anything is counted. */
const newsletterInput = API.newsletterSignup.input.superRefine(({ email }, ctx) => {
  if (!isStorableEmail(email)) ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.emailInvalid });
});

export function inboxRouter(deps: AppDeps): Router {
  const router = Router();
  const { contact, newsletterSignup } = API;
  let fromParams: MailDeps | null = null;
  const mail = (): MailDeps => deps.mail ?? (fromParams ??= mailDepsFromParams());

  router.post(
    mounted(contact.path),
    cache(contact.cache),
    body(contact.input),
    rateLimit({ route: 'contact', ...CONTACT_RATE_LIMIT, clock: deps.clock }),
    optionalUser,
    async (req, res) => {
      const input = res.locals.input as z.output<typeof contact.input>;
      await createContactSubmission(db(), input, req.user?.uid ?? null, deps.clock());
      res.json({ ok: true, message: CONTACT_THANKS });
    },
  );

  router.post(
    mounted(newsletterSignup.path),
    cache(newsletterSignup.cache),
    body(newsletterInput),
    rateLimit({ route: 'newsletter', ...NEWSLETTER_RATE_LIMIT, clock: deps.clock }),
    async (_req, res) => {
      const { email } = res.locals.input as z.output<typeof newsletterInput>;
      await requestNewsletterSignup(db(), email, deps.clock(), mail().settings());
      res.json({ ok: true });
    },
  );

  return router;
}
