// The unsubscribe link of every bulk e-mail: /api/unsubscribe?token=… (a signed token, see
// services/unsubscribe.ts). GET only asks for confirmation, because link scanners open links; POST
// unsubscribes: the page's button, or a mail client's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`). Both answer a small HTML page, never JSON, and change nothing when
// the token is not valid.
import type { Response } from 'express';
import express from 'express';
import { PRODUCT_NAME } from '../../domain/constants';
import { db } from '../../services/firestore';
import { mailOf } from '../../services/mail';
import { escapeHtml } from '../../services/mail-templates';
import { unsubscribeAddress, verifyUnsubscribeToken } from '../../services/unsubscribe';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: `Unsubscribe from ${PRODUCT_NAME} e-mails?`,
  confirmBody: `You will no longer get the weekly newsletter, voting reminders or campaign e-mails from ${PRODUCT_NAME}.`,
  button: 'Unsubscribe',
  doneTitle: "You're unsubscribed",
  doneBody: `We will not send you ${PRODUCT_NAME} e-mails again. Changed your mind? Sign up for weekly updates on the site.`,
  invalidTitle: 'This unsubscribe link is not valid',
  invalidBody: 'It may have been cut off. Open the whole link from the e-mail, or write to us from the contact page.',
  unavailableTitle: 'Unsubscribe is not available right now',
  unavailableBody: 'Please try again later, or write to us from the contact page.',
} as const;

/** A small self-contained HTML page (the newsletter confirmation page uses it too), answered with `status`. */
export function page(res: Response, status: number, title: string, body: string, form = ''): string {
  res.status(status).set('Content-Security-Policy', PAGE_CSP);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
</head>
<body style="margin:0;background:#0b0b10;color:#f4f4f6;font-family:Helvetica,Arial,sans-serif">
<main style="max-width:520px;margin:64px auto;padding:28px;background:#16161f;border-radius:12px">
<p style="margin:0 0 20px 0;font-weight:bold;letter-spacing:1px">${PRODUCT_NAME}</p>
<h1 style="font-size:22px;margin:0 0 12px 0">${escapeHtml(title)}</h1>
<p style="line-height:1.5;margin:0 0 20px 0">${escapeHtml(body)}</p>
${form}<p style="margin:20px 0 0 0"><a href="/" style="color:#ff7aa8">Back to ${PRODUCT_NAME}</a></p>
</main>
</body>
</html>
`;
}

interface LinkTexts {
  unavailableTitle: string;
  unavailableBody: string;
  invalidTitle: string;
  invalidBody: string;
}

/**
 * A signed link's token checked with the mail secret: what `verify` makes of it, or the page to answer
 * instead (503 when no secret is set, 400 when the token is missing or not valid).
 */
export function checkLinkToken<T>(
  res: Response,
  secret: string | null,
  texts: LinkTexts,
  verify: (secret: string) => T | null,
): { value: T } | { page: string } {
  if (!secret) return { page: page(res, 503, texts.unavailableTitle, texts.unavailableBody) };
  const value = verify(secret);
  return value ? { value } : { page: page(res, 400, texts.invalidTitle, texts.invalidBody) };
}

/** The page's button: POSTs the same token back (a link scanner's GET changes nothing). */
export function confirmForm(token: string, label: string): string {
  return `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">
<button type="submit" style="font-size:16px;font-weight:bold;padding:12px 20px;border:0;border-radius:8px;background:#ff3d7f;color:#fff;cursor:pointer">${escapeHtml(label)}</button>
</form>
`;
}

export function unsubscribeHandlers(deps: AppDeps) {
  const mail = mailOf(deps);
  const T = UNSUBSCRIBE_TEXTS;

  const keyOf = (token: string | undefined, res: Response) =>
    checkLinkToken(res, mail().settings().unsubscribeSecret, T, (secret) => verifyUnsubscribeToken(token, secret));

  return defineHandlers({
    unsubscribePage: ({ token }, { res }) => {
      const found = keyOf(token, res);
      if ('page' in found) return found.page;
      return page(res, 200, T.confirmTitle, T.confirmBody, confirmForm(token!, T.button));
    },

    unsubscribe: {
      // The RFC 8058 one-click POST's form body.
      before: [express.urlencoded({ extended: false, limit: '1kb', inflate: false })],
      handle: async ({ token }, { req, res }) => {
        const found = keyOf(token, res);
        if ('page' in found) return found.page;
        const body = req.body as Record<string, unknown> | undefined;
        const source = body?.['List-Unsubscribe'] === 'One-Click' ? 'one-click' : 'link';
        await unsubscribeAddress(db(), found.value, deps.clock(), source);
        return page(res, 200, T.doneTitle, T.doneBody);
      },
    },
  });
}
