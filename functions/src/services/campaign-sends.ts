// The member e-mails an admin sends: the voting reminder (preview and test send only; docs/product.md#screens says
// send-to-all is not done from the preview page) and the beta-turbulence campaign (test send, then
// the run in batches). Plain functions taking their inputs, so routes, scripts and tests call them.
import type { Firestore } from 'firebase-admin/firestore';
import { MESSAGES } from '../domain/messages';
import { BETA_TURBULENCE_CAMPAIGN, loadMemberAudience, recordTestSend } from './campaign';
import type { MailSettings } from './mail';
import { requireSendable, sendBulk, sendOne } from './mail';
import { betaTurbulenceEmail, votingReminderEmail } from './mail-templates';
import { isUnsubscribed } from './unsubscribe';
import { DomainError } from '../domain/errors';

export async function votingReminderRecipientCount(db: Firestore): Promise<number> {
  return (await loadMemberAudience(db)).recipients.length;
}

async function refuseUnsubscribed(db: Firestore, email: string): Promise<void> {
  if (await isUnsubscribed(db, email)) throw new DomainError('address_unsubscribed');
}

/** The reminder to the address typed on the preview page. */
export async function sendVotingReminderTest(db: Firestore, settings: MailSettings, testEmail: string): Promise<void> {
  requireSendable(settings);
  await refuseUnsubscribed(db, testEmail);
  await sendOne(settings, { email: testEmail, name: null }, (unsubscribeUrl) =>
    votingReminderEmail({ siteUrl: settings.siteUrl, unsubscribeUrl }),
  );
}

export interface CampaignAdmin {
  uid: string;
  /** From the verified token: the test goes to the admin's own address, never to a typed one. */
  email: string | null;
  name: string | null;
}

/** The campaign e-mail to the calling admin; recorded so the campaign run is unlocked for them. */
export async function sendBetaTurbulenceTest(
  db: Firestore,
  settings: MailSettings,
  admin: CampaignAdmin,
  now: Date,
): Promise<string> {
  if (!admin.email) throw new DomainError('account_email_missing', MESSAGES.noAccountEmail);
  requireSendable(settings);
  await refuseUnsubscribed(db, admin.email);
  await sendOne(settings, { email: admin.email, name: admin.name }, (unsubscribeUrl) =>
    betaTurbulenceEmail({ siteUrl: settings.siteUrl, unsubscribeUrl, name: admin.name }),
  );
  await recordTestSend(db, BETA_TURBULENCE_CAMPAIGN, admin.uid, now);
  return admin.email;
}

export interface CampaignRunInput {
  db: Firestore;
  settings: MailSettings;
  now: () => Date;
  /** Wall-clock budget of this call; the rest waits for the next call (remaining > 0). */
  budgetMs?: number;
  /** Test hook: throw after this many batches, as if the process died. */
  failAfterBatches?: number;
}

export interface CampaignRunResult {
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
  complete: boolean;
}

/** Sends the beta-turbulence e-mail to every real member not mailed yet (test accounts and unsubscribed skipped). */
export async function runBetaTurbulenceCampaign(input: CampaignRunInput): Promise<CampaignRunResult> {
  const { db, settings } = input;
  const { mailer, unsubscribeSecret } = requireSendable(settings);
  const audience = await loadMemberAudience(db);
  const result = await sendBulk({
    db,
    campaignId: BETA_TURBULENCE_CAMPAIGN,
    recipients: audience.recipients,
    render: (r, unsubscribeUrl) => betaTurbulenceEmail({ siteUrl: settings.siteUrl, unsubscribeUrl, name: r.name }),
    settings,
    mailer,
    unsubscribeSecret,
    now: input.now,
    budgetMs: input.budgetMs,
    failAfterBatches: input.failAfterBatches,
  });
  const { sent, failed, skipped, remaining } = result;
  return { sent, failed, skipped, remaining, complete: remaining === 0 };
}
