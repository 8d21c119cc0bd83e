// The weekly newsletter: after the Monday chart is published, every confirmed newsletter
// subscriber gets the new top 10 with movement. Same batching and idempotency as the campaigns: one
// delivery per week and address (email_deliveries `newsletter-{weekOf}_{key}`), so a re-run of the
// chart job, or of this job after a kill, mails nobody twice. Without SMTP config it logs one line
// and does nothing.
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../domain/collections';
import { chartSchema, newsletterSubscriberSchema } from '../domain/entities';
import { parseStored } from '../domain/firestore-data';
import { assertWeekStart } from '../domain/week';
import { isTestAccountEmail } from '../services/campaign';
import type { MailSettings, Recipient } from '../services/mail';
import { sendBulk } from '../services/mail';
import { NEWSLETTER_SIZE, weeklyNewsletterEmail } from '../services/mail-templates';
import { isConfirmedSubscriber } from '../services/newsletter-optin';
import { suppressionsOf } from '../services/unsubscribe';

export const newsletterCampaignId = (weekOf: string) => `newsletter-${weekOf}`;

export interface NewsletterInput {
  db: Firestore;
  /** The published week (a Monday, YYYY-MM-DD). */
  weekOf: string;
  now: () => Date;
  /** null: mail is not configured (no SMTP_URL): the job logs one line and skips. */
  settings: MailSettings | null;
  budgetMs?: number;
  /** Test hook: throw after this many batches, as if the process died. */
  failAfterBatches?: number;
  /** Where the job's one-line notes go (tests capture them). */
  log?: (message: string, data?: Record<string, unknown>) => void;
}

export type NewsletterResult =
  | { status: 'skipped'; weekOf: string; reason: string }
  | {
      status: 'sent' | 'partial';
      weekOf: string;
      sent: number;
      failed: number;
      skipped: number;
      remaining: number;
    }
  | { status: 'failed'; weekOf: string; error: string };

/**
 * Confirmed subscribers who may get it (double opt-in, services/newsletter-optin.ts): confirmed
 * through the e-mailed link, not a test address, and not unsubscribed since they confirmed (a new
 * confirmation is new consent for the newsletter). Pending and legacy unconfirmed documents get nothing.
 */
async function newsletterRecipients(db: Firestore): Promise<Recipient[]> {
  const snap = await db.collection(COLLECTIONS.newsletterSubscribers).where('unsubscribedAt', '==', null).get();
  const subscribers = snap.docs.flatMap((doc) => {
    try {
      const s = parseStored(newsletterSubscriberSchema, doc.ref.path, doc.id, doc.data());
      return s.confirmedAt && !isTestAccountEmail(s.email) ? [s] : [];
    } catch (error) {
      logger.warn('Weekly newsletter: a subscriber document does not parse', {
        path: doc.ref.path,
        error: String(error),
      });
      return [];
    }
  });
  const suppressed = await suppressionsOf(
    db,
    subscribers.map((s) => s.id),
  );
  return subscribers
    .filter((s) => isConfirmedSubscriber(s, suppressed.get(s.id)))
    .map((s) => ({ key: s.id, email: s.email, name: null, userId: null }));
}

export async function runWeeklyNewsletter(input: NewsletterInput): Promise<NewsletterResult> {
  const { db, weekOf, settings } = input;
  assertWeekStart(weekOf);
  const log = input.log ?? ((message, data) => logger.info(message, data ?? {}));
  if (!settings?.mailer) {
    const reason = 'SMTP_URL is not configured';
    log(`Weekly newsletter for ${weekOf} skipped: ${reason}`);
    return { status: 'skipped', weekOf, reason };
  }
  if (!settings.unsubscribeSecret) {
    const reason = 'UNSUBSCRIBE_SECRET is not configured (every newsletter needs its unsubscribe link)';
    log(`Weekly newsletter for ${weekOf} skipped: ${reason}`);
    return { status: 'skipped', weekOf, reason };
  }
  const chartSnap = await db.collection(COLLECTIONS.charts).doc(weekOf).get();
  if (!chartSnap.exists) {
    const reason = `no chart published for ${weekOf}`;
    log(`Weekly newsletter for ${weekOf} skipped: ${reason}`);
    return { status: 'skipped', weekOf, reason };
  }
  const chart = parseStored(chartSchema, chartSnap.ref.path, chartSnap.id, chartSnap.data());
  const top = chart.entries.slice(0, NEWSLETTER_SIZE);
  if (top.length === 0) {
    const reason = 'the chart is empty';
    log(`Weekly newsletter for ${weekOf} skipped: ${reason}`);
    return { status: 'skipped', weekOf, reason };
  }
  const recipients = await newsletterRecipients(db);
  const result = await sendBulk({
    db,
    campaignId: newsletterCampaignId(weekOf),
    recipients,
    render: (_r, unsubscribeUrl) =>
      weeklyNewsletterEmail({ siteUrl: settings.siteUrl, unsubscribeUrl, weekOf, entries: top }),
    settings,
    mailer: settings.mailer,
    unsubscribeSecret: settings.unsubscribeSecret,
    now: input.now,
    budgetMs: input.budgetMs,
    failAfterBatches: input.failAfterBatches,
  });
  const { sent, failed, skipped, remaining } = result;
  const outcome: NewsletterResult = {
    status: remaining > 0 ? 'partial' : 'sent',
    weekOf,
    sent,
    failed,
    skipped,
    remaining,
  };
  log(`Weekly newsletter for ${weekOf}: ${sent} sent, ${failed} failed, ${skipped} skipped, ${remaining} left`);
  return outcome;
}
