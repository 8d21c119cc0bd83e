// Newsletter double opt-in (docs/product.md#e-mail). A sign-up never subscribes anyone:
// it stores a pending newsletter_subscribers document and e-mails one confirmation link; only the
// owner's click (a POST from the confirm page, so a mail scanner's GET changes nothing) subscribes the
// address, and only that brings back an address that had unsubscribed.
//   - The sign-up answers the same whatever the address's state (new, pending, subscribed, unsubscribed).
//   - At most one confirmation e-mail per address per CONFIRMATION_RESEND_MS: a repeated sign-up is
//     claimed in the same transaction that stores it, so nobody can mail-bomb an address through us.
//     The same transaction counts the e-mail against the mailbox (its +tag and, at Google, dot
//     variants are one: domain/mailbox.ts) per day, its domain per hour and everyone per hour
//     (services/rate-limits.ts); over any of them nothing is sent or stored, and the answer is the
//     same. The route answers after a fixed time, so its timing does not tell the states apart either.
//   - The link: `{recipientKey}.{expiresAt}.{nonce}.{hmac}` — HMAC-SHA256 under UNSUBSCRIBE_SECRET
//     (its own prefix, so it can never pass as an unsubscribe token), an expiry, and a random nonce
//     whose sha256 the document keeps; confirming clears it, so each link works once.
//   - An unconfirmed sign-up carries pendingExpiresAt (the link's expiry): a Firestore TTL policy
//     deletes it then. Confirmed subscriptions, and documents from before double opt-in, have none.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../domain/collections';
import type { NewsletterSubscriber } from '../domain/entities';
import { newsletterSubscriberSchema } from '../domain/entities';
import { reviveTimestamps } from '../domain/firestore-data';
import { LARGE_MAIL_PROVIDERS, mailboxOf } from '../domain/mailbox';
import { isStorableEmail } from '../domain/validation';
import type { MailSettings } from './mail';
import { deliveryErrorCode, withTimeout } from './mail';
import { newsletterConfirmationEmail } from './mail-templates';
import type { RateLimitBucket } from './rate-limits';
import { CEILING_KEY, DAY_MS, HOUR_MS, checkBuckets, uncountBuckets } from './rate-limits';
import { runContended } from './transactions';
import { recipientKeyOf } from './unsubscribe';
import { DomainError } from '../domain/errors';

/** A new sign-up of the same address mails again only after this long. */
export const CONFIRMATION_RESEND_MS = 24 * HOUR_MS;
/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * HOUR_MS;
export const CONFIRMATION_MAIL_TIMEOUT_MS = 10_000;

/** Confirmation e-mails to one mailbox (all its +tag and dot variants) per day. */
export const CONFIRMATIONS_PER_MAILBOX = { limit: 1, windowMs: DAY_MS } as const;
/** …to one domain per hour: a company's staff cannot be bombed one address after another. */
export const CONFIRMATIONS_PER_DOMAIN = { limit: 20, windowMs: HOUR_MS } as const;
/** …to a large provider's domain per hour (many unrelated people sign up with it). */
export const CONFIRMATIONS_PER_LARGE_PROVIDER = { limit: 200, windowMs: HOUR_MS } as const;
/** …to anyone per hour: what no rotation of addresses, clients or relays can exceed. */
export const CONFIRMATIONS_CEILING = { limit: 200, windowMs: HOUR_MS } as const;
const CONFIRMATION_ROUTE = 'newsletter-confirmation';

/** The buckets one confirmation e-mail to `address` counts in. */
export function confirmationBuckets(address: string): RateLimitBucket[] {
  const { mailbox, domain } = mailboxOf(address);
  const perDomain = LARGE_MAIL_PROVIDERS.has(domain) ? CONFIRMATIONS_PER_LARGE_PROVIDER : CONFIRMATIONS_PER_DOMAIN;
  return [
    { clientId: `mailbox:${sha256(mailbox)}`, ...CONFIRMATIONS_PER_MAILBOX },
    { clientId: `domain:${domain}`, ...perDomain },
    { clientId: CEILING_KEY, ...CONFIRMATIONS_CEILING },
  ];
}

const TOKEN = /^([0-9a-f]{64})\.([0-9]{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function mac(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`vibechart-newsletter-confirm:v1:${payload}`).digest();
}

export interface ConfirmationToken {
  key: string;
  expiresAt: Date;
  nonce: string;
}

export function confirmationToken({ key, expiresAt, nonce }: ConfirmationToken, secret: string): string {
  const payload = `${key}.${expiresAt.getTime()}.${nonce}`;
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The token's parts when it is well-formed, signed by `secret` and not expired at `now`; else null. */
export function verifyConfirmationToken(
  token: string | undefined,
  secret: string,
  now: Date,
): ConfirmationToken | null {
  const match = TOKEN.exec(token ?? '');
  if (!match) return null;
  const [, key, expires, nonce, signature] = match as unknown as [string, string, string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(`${key}.${expires}.${nonce}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(expires));
  return expiresAt.getTime() > now.getTime() ? { key, expiresAt, nonce } : null;
}

export function confirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

const subscriberRef = (db: Firestore, key: string) => db.collection(COLLECTIONS.newsletterSubscribers).doc(key);
const suppressionRef = (db: Firestore, key: string) => db.collection(COLLECTIONS.emailSuppressions).doc(key);

/** A stored document, read leniently: one that does not parse counts as absent (it gets rewritten). */
function parseSubscriber(id: string, data: unknown): NewsletterSubscriber | null {
  const parsed = newsletterSubscriberSchema.safeParse({ ...(reviveTimestamps(data) as object), id });
  return parsed.success ? parsed.data : null;
}

/**
 * Gets the newsletter: confirmed, not unsubscribed since, and not suppressed after the confirmation
 * (an unsubscribe from any bulk e-mail stops the newsletter until the owner confirms again).
 */
export function isConfirmedSubscriber(s: NewsletterSubscriber, suppressedAt: Date | null | undefined): boolean {
  if (!s.confirmedAt || s.unsubscribedAt) return false;
  return !suppressedAt || suppressedAt.getTime() < s.confirmedAt.getTime();
}

export type SignupOutcome =
  /** A confirmation e-mail went out. */
  | 'confirmation-sent'
  /** Already a confirmed subscriber: nothing to do, nothing sent. */
  | 'already-subscribed'
  /** A confirmation e-mail went out within CONFIRMATION_RESEND_MS: none again. */
  | 'recently-sent'
  /** No SMTP_URL or UNSUBSCRIBE_SECRET: stored as pending, no link could be sent. */
  | 'not-configured'
  /** The SMTP server refused or did not answer: the claim is released so a later sign-up can retry. */
  | 'send-failed'
  /** The mailbox, its domain or everyone got as many confirmation e-mails as allowed: none sent. */
  | 'throttled';

/**
 * A newsletter sign-up: stores the address as pending (a confirmed subscription stays as it is, an
 * unsubscribe stays in force) and sends one confirmation e-mail unless one went out recently. The
 * outcome is for logs and tests only: the HTTP answer must be the same for every outcome.
 */
export async function requestNewsletterSignup(
  db: Firestore,
  email: string,
  now: Date,
  settings: MailSettings,
  { mailTimeoutMs = CONFIRMATION_MAIL_TIMEOUT_MS }: { mailTimeoutMs?: number } = {},
): Promise<SignupOutcome> {
  const address = email.trim();
  if (!isStorableEmail(address)) throw new DomainError('email_invalid');
  const key = recipientKeyOf(address);
  const ref = subscriberRef(db, key);
  const canSend = Boolean(settings.mailer && settings.unsubscribeSecret);
  const buckets = confirmationBuckets(address);

  const claim = await runContended(db, async (tx) => {
    const [snap, suppression] = await Promise.all([tx.get(ref), tx.get(suppressionRef(db, key))]);
    const current = snap.exists ? parseSubscriber(key, snap.data()) : null;
    const suppressedAt = suppression.exists
      ? (suppression.get('unsubscribedAt')?.toDate?.() as Date | undefined)
      : null;
    if (current && isConfirmedSubscriber(current, suppressedAt ?? null))
      return { outcome: 'already-subscribed' as const };
    const lastSent = current?.confirmationSentAt?.getTime();
    if (lastSent !== undefined && now.getTime() - lastSent < CONFIRMATION_RESEND_MS) {
      return { outcome: 'recently-sent' as const };
    }
    // Without mail settings there is no link to send: a known address stays exactly as it is.
    if (!canSend && snap.exists) return { outcome: 'claimed' as const, nonce: null };
    if (canSend) {
      const budget = await checkBuckets(tx, db, { route: CONFIRMATION_ROUTE, buckets, now });
      if (!budget.allowed) return { outcome: 'throttled' as const };
      budget.record();
    }
    const nonce = canSend ? randomBytes(16).toString('base64url') : null;
    tx.set(ref, {
      email: current?.email ?? address,
      source: current?.source ?? 'site',
      consentAt: current?.consentAt ?? null,
      // An unsubscribed (or legacy, unconfirmed) address stays so until its owner clicks the link.
      confirmedAt: current?.confirmedAt ?? null,
      unsubscribedAt: current?.unsubscribedAt ?? null,
      confirmationSentAt: nonce ? now : null,
      confirmTokenHash: nonce ? sha256(nonce) : null,
      pendingExpiresAt: new Date(now.getTime() + CONFIRMATION_VALID_MS),
    });
    return { outcome: 'claimed' as const, nonce };
  });
  if (claim.outcome === 'throttled') {
    logger.warn('newsletter sign-up: confirmation e-mails to this mailbox, its domain or everyone used up', {
      recipientKey: key,
    });
  }
  if (claim.outcome !== 'claimed') return claim.outcome;
  if (!claim.nonce || !settings.mailer || !settings.unsubscribeSecret) {
    logger.warn(
      'newsletter sign-up: stored as pending, no confirmation e-mail (SMTP_URL or UNSUBSCRIBE_SECRET missing)',
    );
    return 'not-configured';
  }

  const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_MS);
  const token = confirmationToken({ key, expiresAt, nonce: claim.nonce }, settings.unsubscribeSecret);
  const mail = newsletterConfirmationEmail({
    confirmUrl: confirmationUrl(settings.siteUrl, token),
    validDays: Math.round(CONFIRMATION_VALID_MS / (24 * HOUR_MS)),
  });
  try {
    await withTimeout(settings.mailer.send({ to: { address, name: null }, ...mail }), mailTimeoutMs);
    return 'confirmation-sent';
  } catch (error) {
    logger.error('newsletter sign-up: confirmation e-mail failed', {
      recipientKey: key,
      error: deliveryErrorCode(error),
    });
    // Release this claim (only if no later sign-up replaced it) and its count, so the owner can try again.
    const hash = sha256(claim.nonce);
    await runContended(db, async (tx) => {
      const snap = await tx.get(ref);
      if (snap.get('confirmTokenHash') !== hash) return;
      await uncountBuckets(tx, db, { route: CONFIRMATION_ROUTE, buckets, at: now });
      tx.update(ref, { confirmationSentAt: null, confirmTokenHash: null });
    }).catch(() => undefined);
    return 'send-failed';
  }
}

export type ConfirmOutcome = 'confirmed' | 'already-subscribed' | 'invalid';

/**
 * The owner's click: subscribes the address when `token` is the current link of its document (and
 * clears it: single use). An earlier unsubscribe is lifted for the newsletter by this consent.
 */
export async function confirmNewsletterSignup(
  db: Firestore,
  token: ConfirmationToken,
  now: Date,
): Promise<ConfirmOutcome> {
  const ref = subscriberRef(db, token.key);
  const hash = sha256(token.nonce);
  return runContended(db, async (tx) => {
    const [snap, suppression] = await Promise.all([tx.get(ref), tx.get(suppressionRef(db, token.key))]);
    const current = snap.exists ? parseSubscriber(token.key, snap.data()) : null;
    if (!current) return 'invalid';
    if (current.confirmTokenHash !== hash) {
      const suppressedAt = suppression.exists
        ? (suppression.get('unsubscribedAt')?.toDate?.() as Date | undefined)
        : null;
      return isConfirmedSubscriber(current, suppressedAt ?? null) ? 'already-subscribed' : 'invalid';
    }
    tx.update(ref, {
      confirmedAt: now,
      consentAt: now,
      unsubscribedAt: null,
      confirmTokenHash: null,
      pendingExpiresAt: null,
    });
    return 'confirmed';
  });
}
