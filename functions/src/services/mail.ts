// Sending: the mail settings (from the Functions params/secrets, or injected by tests) and the bulk
// sender every campaign and newsletter uses — batches of EMAIL_BATCH_SIZE with EMAIL_BATCH_DELAY_MS
// between them, and a delivery record per recipient that is claimed before the send. A run killed
// halfway and started again therefore skips everyone already mailed (or claimed: at most once).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS, ids } from '../domain/collections';
import { EMAIL_BATCH_DELAY_MS, EMAIL_BATCH_SIZE } from '../domain/constants';
import type { EmailDelivery } from '../domain/entities';
import { emailDeliverySchema } from '../domain/entities';
import type { Mailer } from '../infra/mail';
import {
  ADMIN_CAMPAIGN_KEY,
  MAIL_FROM,
  OPERATOR_EMAIL,
  SITE_URL,
  SMTP_URL,
  UNSUBSCRIBE_SECRET,
  createSmtpMailer,
} from '../infra/mail';
import type { RenderedEmail } from './mail-templates';
import { typedCollection } from './firestore';
import { runContended } from './transactions';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe';
import { DomainError } from '../domain/errors';

export interface MailSettings {
  /** null: SMTP_URL is not configured, nothing can be sent. */
  mailer: Mailer | null;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
  /** Where new contact messages and tool suggestions are e-mailed; null or absent: nowhere. */
  operatorEmail?: string | null;
  /** null: UNSUBSCRIBE_SECRET is not configured; bulk e-mail (which needs the link) cannot go out. */
  unsubscribeSecret: string | null;
  batchSize: number;
  batchDelayMs: number;
  /** Waits between batches (injectable: tests record it instead of waiting 2 s). */
  sleep: (ms: number) => Promise<void>;
}

/** What the HTTP routes need: the settings, read when a request runs (secrets exist only at runtime). */
export interface MailDeps {
  settings(): MailSettings;
  /** ADMIN_CAMPAIGN_KEY, or null when it is not configured (then no campaign can run). */
  campaignKey(): string | null;
  /** Wall-clock budget of one campaign call (the api function times out after 60 s). */
  campaignBudgetMs?: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const secretValue = (read: () => string) => read().trim() || null;

/** Settings from the Functions params: SMTP_URL, UNSUBSCRIBE_SECRET (secrets), MAIL_FROM, SITE_URL. */
export function mailSettingsFromParams(): MailSettings {
  const smtpUrl = secretValue(() => SMTP_URL.value());
  return {
    mailer: smtpUrl ? createSmtpMailer(smtpUrl, MAIL_FROM.value()) : null,
    siteUrl: SITE_URL.value(),
    operatorEmail: OPERATOR_EMAIL.value().trim() || null,
    unsubscribeSecret: secretValue(() => UNSUBSCRIBE_SECRET.value()),
    batchSize: EMAIL_BATCH_SIZE,
    batchDelayMs: EMAIL_BATCH_DELAY_MS,
    sleep,
  };
}

export function mailDepsFromParams(): MailDeps {
  return { settings: mailSettingsFromParams, campaignKey: () => secretValue(() => ADMIN_CAMPAIGN_KEY.value()) };
}

/** The mailer and unsubscribe secret, or 503 with the setting that is missing. */
export function requireSendable(settings: MailSettings): { mailer: Mailer; unsubscribeSecret: string } {
  if (!settings.mailer) throw new DomainError('mail_not_configured');
  if (!settings.unsubscribeSecret) throw new DomainError('unsubscribe_not_configured');
  return { mailer: settings.mailer, unsubscribeSecret: settings.unsubscribeSecret };
}

export interface Recipient {
  /** sha256 of the lower-cased address (recipientKeyOf). */
  key: string;
  email: string;
  name: string | null;
  userId: string | null;
}

/**
 * Sends one e-mail with the unsubscribe link of `to` (the test sends). 503 when sending is not
 * configured, 502 'Failed to Send' when the SMTP server refuses it (the reason is logged).
 */
export async function sendOne(
  settings: MailSettings,
  to: { email: string; name: string | null },
  render: (unsubscribeUrl: string) => RenderedEmail,
): Promise<void> {
  const { mailer, unsubscribeSecret } = requireSendable(settings);
  const link = unsubscribeUrl(settings.siteUrl, unsubscribeToken(to.email, unsubscribeSecret));
  try {
    await mailer.send({ to: { address: to.email, name: to.name }, ...render(link), unsubscribeUrl: link });
  } catch (error) {
    logger.error('e-mail: test send failed', { error: deliveryErrorCode(error) });
    throw new DomainError('mail_send_failed');
  }
}

/**
 * What is stored and logged about a failed send: a short code, never the SMTP server's text (which
 * usually quotes the recipient's address). `smtp-550` for a reply code, the client's error code
 * lower-cased (`econnection`, `etimedout`, `eenvelope`), `timeout`, else `unknown`.
 */
export function deliveryErrorCode(error: unknown): string {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && Number.isInteger(responseCode) && responseCode >= 100 && responseCode < 600) {
    return `smtp-${responseCode}`;
  }
  if (typeof code === 'string' && /^[A-Za-z][A-Za-z_]{1,30}$/.test(code)) return code.toLowerCase();
  if (error instanceof MailTimeoutError) return 'timeout';
  return 'unknown';
}

/** The SMTP server did not answer in time (decision e-mails, confirmation e-mails). */
export class MailTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer from the SMTP server within ${ms} ms`);
    this.name = 'MailTimeoutError';
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A delivery that failed this many times is not tried again. */
export const MAX_DELIVERY_ATTEMPTS = 3;

export interface BulkSendInput {
  db: Firestore;
  /** Names the mailing, e.g. `beta-turbulence` or `newsletter-2026-11-23`: one delivery per recipient. */
  campaignId: string;
  recipients: Recipient[];
  render: (recipient: Recipient, unsubscribeUrl: string) => RenderedEmail;
  settings: MailSettings;
  mailer: Mailer;
  unsubscribeSecret: string;
  now: () => Date;
  /** Stop before a batch that would start later than this many ms after the run began. */
  budgetMs?: number;
  /** Test hook: throw after this many batches, as if the process died. */
  failAfterBatches?: number;
}

export interface BulkSendResult {
  sent: number;
  failed: number;
  /** Mailed (or claimed) earlier, or failed too often: not sent by this run. */
  skipped: number;
  /** Not reached within the budget, or left after the SMTP server refused a whole batch. */
  remaining: number;
  batches: number;
}

const deliveries = (db: Firestore) => typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db);

function sendable(d: EmailDelivery | undefined): boolean {
  return !d || (d.status === 'failed' && d.attempts < MAX_DELIVERY_ATTEMPTS);
}

/** Claims one delivery: true when this run may send it (no one sent or claimed it before). */
async function claim(db: Firestore, campaignId: string, r: Recipient, now: Date): Promise<boolean> {
  const ref = deliveries(db).doc(ids.emailDelivery(campaignId, r.key));
  return runContended(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!sendable(current)) return false;
    tx.set(ref, {
      id: ref.id,
      campaignId,
      recipientKey: r.key,
      userId: r.userId,
      status: 'sending',
      attempts: (current?.attempts ?? 0) + 1,
      claimedAt: now,
      sentAt: null,
      error: null,
    });
    return true;
  });
}

/** A stable Message-ID for one delivery, e.g. `<campaign.recipientkey@vibechart.dev>`. */
export function messageIdOf(campaignId: string, r: Pick<Recipient, 'key'>, siteUrl: string): string {
  let host = 'vibechart.dev';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // keep the default
  }
  return `<${campaignId}.${r.key.slice(0, 24)}@${host}>`;
}

/**
 * Sends `render(recipient)` to every recipient not mailed before under `campaignId`: batches of
 * `settings.batchSize`, `settings.batchDelayMs` between batches. Each delivery is claimed in a
 * transaction before its send and marked sent/failed after it, so concurrent or repeated runs send
 * nobody a second copy. A claim whose run died before marking it stays claimed (never re-sent).
 */
export async function sendBulk(input: BulkSendInput): Promise<BulkSendResult> {
  const { db, campaignId, recipients, settings, mailer } = input;
  const started = Date.now();
  const batchSize = Math.max(1, settings.batchSize);
  const col = deliveries(db);
  const result: BulkSendResult = { sent: 0, failed: 0, skipped: 0, remaining: 0, batches: 0 };

  // Read what earlier runs did first, so each batch holds recipients that still need the e-mail.
  const pending: Recipient[] = [];
  for (let i = 0; i < recipients.length; i += 300) {
    const part = recipients.slice(i, i + 300);
    const refs = part.map((r) => col.doc(ids.emailDelivery(campaignId, r.key)));
    // getAll applies each ref's converter; its typing does not carry it.
    const snaps = (await db.getAll(...refs)) as DocumentSnapshot<EmailDelivery>[];
    snaps.forEach((snap, j) => {
      if (sendable(snap.data())) pending.push(part[j]!);
      else result.skipped += 1;
    });
  }

  for (let i = 0; i < pending.length; i += batchSize) {
    if (i > 0) {
      if (input.budgetMs !== undefined && Date.now() - started + settings.batchDelayMs > input.budgetMs) {
        result.remaining = pending.length - i;
        break;
      }
      await settings.sleep(settings.batchDelayMs);
    }
    const batch = pending.slice(i, i + batchSize);
    const now = input.now();
    const claims = await Promise.all(batch.map((r) => claim(db, campaignId, r, now)));
    const mine = batch.filter((_, j) => claims[j]);
    result.skipped += batch.length - mine.length;
    const outcomes = await Promise.allSettled(
      mine.map((r) => {
        const link = unsubscribeUrl(settings.siteUrl, unsubscribeToken(r.email, input.unsubscribeSecret));
        const mail = input.render(r, link);
        return mailer.send({
          to: { address: r.email, name: r.name },
          ...mail,
          unsubscribeUrl: link,
          messageId: messageIdOf(campaignId, r, settings.siteUrl),
        });
      }),
    );
    const marks = db.batch();
    const doneAt = input.now();
    outcomes.forEach((outcome, j) => {
      const ref = col.doc(ids.emailDelivery(campaignId, mine[j]!.key));
      if (outcome.status === 'fulfilled') {
        result.sent += 1;
        marks.update(ref, { status: 'sent', sentAt: doneAt });
      } else {
        result.failed += 1;
        const error = deliveryErrorCode(outcome.reason);
        logger.warn('e-mail: delivery failed', { campaignId, recipientKey: mine[j]!.key, error });
        marks.update(ref, { status: 'failed', error });
      }
    });
    if (mine.length) await marks.commit();
    result.batches += 1;

    const rest = pending.length - (i + batch.length);
    // A batch the server refused entirely: stop instead of burning everyone's attempts.
    if (mine.length > 0 && outcomes.every((o) => o.status === 'rejected') && rest > 0) {
      logger.error('e-mail: the SMTP server refused a whole batch; stopping this run', { campaignId });
      result.remaining = rest;
      break;
    }
    if (input.failAfterBatches !== undefined && result.batches >= input.failAfterBatches && rest > 0) {
      throw new Error(`bulk send killed after ${result.batches} batches (test hook)`);
    }
  }
  return result;
}

/** The caller's mail settings (tests pass their own), else the Functions params, read on first use. */
export function mailOf(deps: { mail?: MailDeps }): () => MailDeps {
  let fromParams: MailDeps | null = null;
  return () => deps.mail ?? (fromParams ??= mailDepsFromParams());
}
