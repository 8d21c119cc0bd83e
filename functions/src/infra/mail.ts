// The SMTP adapter (docs/product.md#e-mail): nodemailer over the URL in the Functions secret SMTP_URL,
// from the sender in the MAIL_FROM param. Locally the URL points at maildev (npm start), in tests at
// an SMTP server inside the test process. No user text reaches a header unescaped: names and
// subjects lose every line break and control character before nodemailer encodes them.
import { defineSecret, defineString } from 'firebase-functions/params';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';

export const SMTP_URL = defineSecret('SMTP_URL');
export const DEFAULT_MAIL_FROM = 'VibeChart <hello@vibechart.dev>';
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: DEFAULT_MAIL_FROM,
  description: 'Sender of every VibeChart e-mail (a fixed company address), e.g. "VibeChart <hello@vibechart.dev>"',
});
/** Where each new contact message and tool suggestion is e-mailed; empty: nowhere (the admin inbox only). */
export const OPERATOR_EMAIL = defineString('OPERATOR_EMAIL', {
  default: 'hello@vibechart.dev',
  description: 'The operator address that new contact messages and tool suggestions are e-mailed to (empty: none)',
});
/** The site's public origin: unsubscribe and project links in e-mails start with it. */
export const SITE_URL = defineString('SITE_URL', {
  default: 'https://vibechart.dev',
  description: 'Public origin of the site, used in e-mail links',
});
/** Signs unsubscribe tokens (HMAC-SHA256). Rotating it invalidates links in e-mails already sent. */
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');
/** The key an admin types on the campaign page. There is no default (docs/product.md#roles). */
export const ADMIN_CAMPAIGN_KEY = defineSecret('ADMIN_CAMPAIGN_KEY');

export interface MailAddress {
  name?: string | null;
  address: string;
}

export interface OutgoingMail {
  to: MailAddress;
  subject: string;
  html: string;
  text: string;
  /** Bulk e-mail: the one-click unsubscribe URL (List-Unsubscribe + List-Unsubscribe-Post headers). */
  unsubscribeUrl?: string;
  /** A stable Message-ID for a bulk delivery, e.g. `<campaign.recipient@vibechart.dev>`. */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

/** Header-safe text: no CR, LF or other control characters (each becomes a space), trimmed, capped. */
export function headerText(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ');
  return flat.trim().slice(0, max);
}

const addressSchema = z.email();

/** The nodemailer message for `mail`: addresses checked, names and subject flattened to one line. */
export function toNodemailerMessage(mail: OutgoingMail, from: string) {
  const address = mail.to.address.trim();
  if (!addressSchema.safeParse(address).success) throw new Error('Recipient address is not a valid e-mail address');
  if (mail.unsubscribeUrl !== undefined && !/^https?:\/\/[^\s<>]+$/.test(mail.unsubscribeUrl)) {
    throw new Error('Unsubscribe URL must be an http(s) URL');
  }
  const name = mail.to.name ? headerText(mail.to.name, 100) : '';
  return {
    from: headerText(from, 300),
    to: name ? { name, address } : address,
    subject: headerText(mail.subject, 250),
    text: mail.text,
    html: mail.html,
    ...(mail.messageId ? { messageId: headerText(mail.messageId, 250) } : {}),
    ...(mail.unsubscribeUrl
      ? {
          list: { unsubscribe: mail.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

/** One nodemailer transport per URL, kept for the life of the instance. */
const transports = new Map<string, Promise<Transporter>>();

export function createSmtpMailer(url: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  let transport = transports.get(url);
  if (!transport) {
    // nodemailer loads with the first e-mail, not with every cold start of the functions.
    transport = import('nodemailer').then(({ createTransport }) => createTransport(url));
    transports.set(url, transport);
  }
  const t = transport;
  return {
    async send(mail) {
      const info = await (await t).sendMail(toNodemailerMessage(mail, from));
      return { messageId: String(info.messageId ?? '') };
    },
  };
}

/** Closes the transports (scripts and tests call it before exiting). */
export function closeSmtpMailers(): void {
  for (const t of transports.values()) t.then((transport) => transport.close()).catch(() => undefined);
  transports.clear();
}
