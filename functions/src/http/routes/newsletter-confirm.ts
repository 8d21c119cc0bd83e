// The newsletter's confirmation link: /api/newsletter/confirm?token=… (services/newsletter-optin.ts).
// Like the unsubscribe link: GET only shows the question with a button, because mail scanners open
// links; the button's POST subscribes. Both answer a small HTML page and change nothing for a token
// that is malformed, forged, expired or already used.
import type { Response } from 'express';
import express from 'express';
import { PRODUCT_NAME } from '../../domain/constants';
import { db } from '../../services/firestore';
import { mailOf } from '../../services/mail';
import { confirmNewsletterSignup, verifyConfirmationToken } from '../../services/newsletter-optin';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';
import { checkLinkToken, confirmForm, page } from './unsubscribe';

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

export function newsletterConfirmHandlers(deps: AppDeps) {
  const mail = mailOf(deps);
  const T = NEWSLETTER_CONFIRM_TEXTS;

  const tokenOf = (token: string | undefined, res: Response) =>
    checkLinkToken(res, mail().settings().unsubscribeSecret, T, (secret) =>
      verifyConfirmationToken(token, secret, deps.clock()),
    );

  return defineHandlers({
    newsletterConfirmPage: ({ token }, { res }) => {
      const found = tokenOf(token, res);
      if ('page' in found) return found.page;
      return page(res, 200, T.confirmTitle, T.confirmBody, confirmForm(token!, T.button));
    },

    newsletterConfirm: {
      before: [express.urlencoded({ extended: false, limit: '1kb', inflate: false })],
      handle: async ({ token }, { res }) => {
        const found = tokenOf(token, res);
        if ('page' in found) return found.page;
        const outcome = await confirmNewsletterSignup(db(), found.value, deps.clock());
        if (outcome === 'confirmed') return page(res, 200, T.doneTitle, T.doneBody);
        if (outcome === 'already-subscribed') return page(res, 200, T.alreadyTitle, T.alreadyBody);
        return page(res, 400, T.invalidTitle, T.invalidBody);
      },
    },
  });
}
