// The unsubscribe link of every bulk e-mail: /api/unsubscribe?token=… (a signed token, see
// services/unsubscribe.ts). GET only asks for confirmation, because link scanners open links; POST
// unsubscribes: the page's button, or a mail client's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`). Both answer a small HTML page, never JSON, and change nothing when
// the token is not valid.
import type { Response } from 'express';
import express, { Router } from 'express';
import { API } from '../../domain/api';
import { PRODUCT_NAME } from '../../domain/constants';
import { db } from '../../services/firestore';
import type { MailDeps } from '../../services/mail';
import { mailDepsFromParams } from '../../services/mail';
import { escapeHtml } from '../../services/mail-templates';
import { unsubscribeAddress, verifyUnsubscribeToken } from '../../services/unsubscribe';
import type { AppDeps } from '../app';
import { cache } from '../middleware/cache';

const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

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

/** A small self-contained HTML page (the newsletter confirmation page uses it too). */
export function page(res: Response, status: number, title: string, body: string, form = ''): void {
  res
    .status(status)
    .set('Content-Security-Policy', PAGE_CSP)
    .type('html')
    .send(
      `<!doctype html>
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
`,
    );
}

export function unsubscribeRouter(deps: AppDeps): Router {
  const router = Router();
  let fromParams: MailDeps | null = null;
  const mail = (): MailDeps => deps.mail ?? (fromParams ??= mailDepsFromParams());
  const { unsubscribePage, unsubscribe } = API;

  /** The recipient key of a valid token, or null after answering the error page. */
  function keyOf(query: unknown, res: Response): string | null {
    const parsed = unsubscribe.input.safeParse(query ?? {});
    const secret = mail().settings().unsubscribeSecret;
    if (!secret) {
      page(res, 503, UNSUBSCRIBE_TEXTS.unavailableTitle, UNSUBSCRIBE_TEXTS.unavailableBody);
      return null;
    }
    const key = parsed.success ? verifyUnsubscribeToken(parsed.data.token, secret) : null;
    if (!key) page(res, 400, UNSUBSCRIBE_TEXTS.invalidTitle, UNSUBSCRIBE_TEXTS.invalidBody);
    return key;
  }

  router.get(mounted(unsubscribePage.path), cache(unsubscribePage.cache), (req, res) => {
    if (!keyOf(req.query, res)) return;
    const token = String(req.query.token);
    const form = `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">
<button type="submit" style="font-size:16px;font-weight:bold;padding:12px 20px;border:0;border-radius:8px;background:#ff3d7f;color:#fff;cursor:pointer">${UNSUBSCRIBE_TEXTS.button}</button>
</form>
`;
    page(res, 200, UNSUBSCRIBE_TEXTS.confirmTitle, UNSUBSCRIBE_TEXTS.confirmBody, form);
  });

  router.post(
    mounted(unsubscribe.path),
    cache(unsubscribe.cache),
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const key = keyOf(req.query, res);
      if (!key) return;
      const body = req.body as Record<string, unknown> | undefined;
      const source = body?.['List-Unsubscribe'] === 'One-Click' ? 'one-click' : 'link';
      await unsubscribeAddress(db(), key, deps.clock(), source);
      page(res, 200, UNSUBSCRIBE_TEXTS.doneTitle, UNSUBSCRIBE_TEXTS.doneBody);
    },
  );

  return router;
}
