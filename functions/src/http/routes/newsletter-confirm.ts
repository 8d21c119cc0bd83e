// The newsletter's confirmation link: /api/newsletter/confirm?token=… (services/newsletter-optin.ts).
// Like the unsubscribe link: GET only shows the question with a button, because mail scanners open
// links; the button's POST subscribes. Both answer a small HTML page and change nothing for a token
// that is malformed, forged, expired or already used.
import type { Response } from 'express';
import express, { Router } from 'express';
import { API } from '../../domain/api';
import { PRODUCT_NAME } from '../../domain/constants';
import { db } from '../../services/firestore';
import type { MailDeps } from '../../services/mail';
import { mailDepsFromParams } from '../../services/mail';
import { escapeHtml } from '../../services/mail-templates';
import type { ConfirmationToken } from '../../services/newsletter-optin';
import { confirmNewsletterSignup, verifyConfirmationToken } from '../../services/newsletter-optin';
import type { AppDeps } from '../app';
import { cache } from '../middleware/cache';
import { page } from './unsubscribe';

const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

export const NEWSLETTER_CONFIRM_TEXTS = {
  confirmTitle: `Confirm your ${PRODUCT_NAME} newsletter sign-up`,
  confirmBody: `Press the button to get the weekly ${PRODUCT_NAME} newsletter: the new top 10 of AI-built projects every Monday. You can unsubscribe from every e-mail with one click.`,
  button: 'Yes, send me the newsletter',
  doneTitle: "You're subscribed",
  doneBody: `Thanks for confirming. The ${PRODUCT_NAME} newsletter arrives every Monday after the new chart is published.`,
  alreadyTitle: "You're already subscribed",
  alreadyBody: `This address already gets the ${PRODUCT_NAME} newsletter. Nothing changed.`,
  invalidTitle: 'This confirmation link is not valid',
  invalidBody:
    'It may have expired, been used already, or been cut off. Sign up for weekly updates on the site again to get a new link.',
  unavailableTitle: 'Confirmation is not available right now',
  unavailableBody: 'Please try again later, or write to us from the contact page.',
} as const;

export function newsletterConfirmRouter(deps: AppDeps): Router {
  const router = Router();
  let fromParams: MailDeps | null = null;
  const mail = (): MailDeps => deps.mail ?? (fromParams ??= mailDepsFromParams());
  const { newsletterConfirmPage, newsletterConfirm } = API;
  const T = NEWSLETTER_CONFIRM_TEXTS;

  /** The token's parts when it is valid now, or null after answering the error page. */
  function tokenOf(query: unknown, res: Response): ConfirmationToken | null {
    const parsed = newsletterConfirm.input.safeParse(query ?? {});
    const secret = mail().settings().unsubscribeSecret;
    if (!secret) {
      page(res, 503, T.unavailableTitle, T.unavailableBody);
      return null;
    }
    const token = parsed.success ? verifyConfirmationToken(parsed.data.token, secret, deps.clock()) : null;
    if (!token) page(res, 400, T.invalidTitle, T.invalidBody);
    return token;
  }

  router.get(mounted(newsletterConfirmPage.path), cache(newsletterConfirmPage.cache), (req, res) => {
    if (!tokenOf(req.query, res)) return;
    const token = String(req.query.token);
    const form = `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">
<button type="submit" style="font-size:16px;font-weight:bold;padding:12px 20px;border:0;border-radius:8px;background:#ff3d7f;color:#fff;cursor:pointer">${escapeHtml(T.button)}</button>
</form>
`;
    page(res, 200, T.confirmTitle, T.confirmBody, form);
  });

  router.post(
    mounted(newsletterConfirm.path),
    cache(newsletterConfirm.cache),
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const token = tokenOf(req.query, res);
      if (!token) return;
      const outcome = await confirmNewsletterSignup(db(), token, deps.clock());
      if (outcome === 'confirmed') page(res, 200, T.doneTitle, T.doneBody);
      else if (outcome === 'already-subscribed') page(res, 200, T.alreadyTitle, T.alreadyBody);
      else page(res, 400, T.invalidTitle, T.invalidBody);
    },
  );

  return router;
}
