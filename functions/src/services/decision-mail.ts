// The e-mails a submitter gets when an admin approves or rejects their project, or releases (or
// adjusts) its held AI score: transactional, one per decision, never to a suppressed address. It is sent after the decision has
// committed and can never undo or fail it: every problem is logged and reported as an outcome.
// One delivery record per submission and decision (email_deliveries, like the bulk sender's) is
// claimed in a transaction before the send, so a repeated or concurrent call mails nobody twice.
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS, ids } from '../domain/collections';
import type { Submission } from '../domain/entities';
import { emailDeliverySchema, userSchema } from '../domain/entities';
import type { MailSettings, Recipient } from './mail';
import { deliveryErrorCode, messageIdOf, withTimeout } from './mail';
import type { RenderedEmail, SubmissionDecision } from './mail-templates';
import { scoreReviewEmail, submissionDecisionEmail } from './mail-templates';
import { typedCollection } from './firestore';
import { runContended } from './transactions';
import { recipientKeyOf, unsubscribeToken, unsubscribeUrl } from './unsubscribe';

/** An SMTP server that does not answer within this long does not hold up the admin's answer. */
export const DECISION_MAIL_TIMEOUT_MS = 10_000;

export type DecisionMailOutcome =
  | 'sent'
  /** Claimed by an earlier or concurrent call for the same submission and decision. */
  | 'already-sent'
  | 'suppressed'
  | 'no-address'
  | 'not-configured'
  | 'failed';

/** `submission-approved-{id}` (hashed when the id is long: campaign ids are at most 100 characters). */
export function decisionCampaignId(submissionId: string, decision: SubmissionDecision): string {
  const part = submissionId.length <= 60 ? submissionId : createHash('sha256').update(submissionId).digest('hex');
  return `submission-${decision}-${part}`;
}

/** The submitter's address and name: users/{uid} (kept current by users/sync), else the Auth account. */
async function submitterOf(db: Firestore, uid: string): Promise<{ email: string; name: string | null } | null> {
  const profile = (await typedCollection(COLLECTIONS.users, userSchema, db).doc(uid).get()).data();
  if (profile) return { email: profile.email, name: profile.fullName };
  try {
    const account = await getAuth().getUser(uid);
    return account.email ? { email: account.email.toLowerCase(), name: account.displayName ?? null } : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export interface DecisionMailInput {
  db: Firestore;
  /** Read here, not by the caller: a setting that cannot be read is one more logged outcome. */
  settings: () => MailSettings;
  submission: Pick<Submission, 'id' | 'projectName' | 'submittedBy' | 'builderName'>;
  decision: SubmissionDecision;
  now: () => Date;
  timeoutMs?: number;
}

/** Sends the decision e-mail at most once. Never throws: the outcome is returned and logged. */
export async function sendDecisionEmail(input: DecisionMailInput): Promise<DecisionMailOutcome> {
  const { submission, decision } = input;
  return sendSubmitterEmail({
    ...input,
    what: 'decision e-mail',
    context: { submissionId: submission.id, decision },
    campaignId: decisionCampaignId(submission.id, decision),
    render: ({ settings, unsubscribeUrl, name }) =>
      submissionDecisionEmail({
        siteUrl: settings.siteUrl,
        unsubscribeUrl,
        decision,
        submissionId: submission.id,
        projectName: submission.projectName,
        name,
      }),
  });
}

export interface ScoreReviewMailInput extends Omit<DecisionMailInput, 'decision'> {
  /** The score the judge gave and the hold it had, and the score it charts with now. */
  judgedScore: number;
  heldAt: Date;
  aiScore: number;
}

/**
 * After an admin released (or adjusted) a held AI score: the maker hears that the score was checked,
 * what it is now and that the project can chart from the next Monday. One per hold, at most once.
 */
export async function sendScoreReviewEmail(input: ScoreReviewMailInput): Promise<DecisionMailOutcome> {
  const { submission, judgedScore, aiScore, heldAt } = input;
  const outcome = aiScore === judgedScore ? 'released' : 'adjusted';
  const key = `${submission.id}-${heldAt.getTime()}`;
  const part = key.length <= 60 ? key : createHash('sha256').update(key).digest('hex');
  return sendSubmitterEmail({
    ...input,
    what: 'score review e-mail',
    context: { submissionId: submission.id, outcome },
    campaignId: `score-review-${part}`,
    render: ({ settings, unsubscribeUrl, name }) =>
      scoreReviewEmail({
        siteUrl: settings.siteUrl,
        unsubscribeUrl,
        submissionId: submission.id,
        projectName: submission.projectName,
        name,
        judgedScore,
        aiScore,
      }),
  });
}

interface SubmitterMail {
  db: Firestore;
  settings: () => MailSettings;
  submission: Pick<Submission, 'id' | 'projectName' | 'submittedBy' | 'builderName'>;
  now: () => Date;
  timeoutMs?: number;
  /** For the logs: which e-mail, and about what. */
  what: string;
  context: Record<string, string>;
  /** One delivery per campaign id and address. */
  campaignId: string;
  render: (to: { settings: MailSettings; unsubscribeUrl: string | null; name: string | null }) => RenderedEmail;
}

/** One transactional e-mail to a project's submitter, claimed once per campaign id. Never throws. */
async function sendSubmitterEmail(input: SubmitterMail): Promise<DecisionMailOutcome> {
  const { db, submission, what, context, campaignId } = input;
  let claimed: DocumentReference | null = null;
  try {
    const settings = input.settings();
    if (!settings.mailer) {
      logger.info(`${what}: not sent, SMTP_URL is not configured`, context);
      return 'not-configured';
    }
    const submitter = await submitterOf(db, submission.submittedBy);
    if (!submitter) {
      logger.warn(`${what}: the submitter has no e-mail address`, context);
      return 'no-address';
    }
    const to: Recipient = {
      key: recipientKeyOf(submitter.email),
      email: submitter.email,
      name: submitter.name ?? submission.builderName,
      userId: submission.submittedBy,
    };
    const ref = typedCollection(COLLECTIONS.emailDeliveries, emailDeliverySchema, db).doc(
      ids.emailDelivery(campaignId, to.key),
    );
    const suppression = db.collection(COLLECTIONS.emailSuppressions).doc(to.key);
    const now = input.now();
    const verdict = await runContended(db, async (tx) => {
      const [delivery, suppressed] = await Promise.all([tx.get(ref), tx.get(suppression)]);
      if (suppressed.exists) return 'suppressed' as const;
      if (delivery.exists) return 'already-sent' as const;
      tx.set(ref, {
        id: ref.id,
        campaignId,
        recipientKey: to.key,
        userId: to.userId,
        status: 'sending',
        attempts: 1,
        claimedAt: now,
        sentAt: null,
        error: null,
      });
      return 'claimed' as const;
    });
    if (verdict !== 'claimed') {
      logger.info(`${what}: not sent (${verdict})`, context);
      return verdict;
    }
    claimed = ref;

    const link = settings.unsubscribeSecret
      ? unsubscribeUrl(settings.siteUrl, unsubscribeToken(to.email, settings.unsubscribeSecret))
      : null;
    const mail = input.render({ settings, unsubscribeUrl: link, name: to.name });
    await withTimeout(
      settings.mailer.send({
        to: { address: to.email, name: to.name },
        ...mail,
        ...(link ? { unsubscribeUrl: link } : {}),
        messageId: messageIdOf(campaignId, to, settings.siteUrl),
      }),
      input.timeoutMs ?? DECISION_MAIL_TIMEOUT_MS,
    );
    await ref.update({ status: 'sent', sentAt: input.now() });
    return 'sent';
  } catch (error) {
    // A code only: the SMTP server's text names the address (email_deliveries keeps no address).
    const code = deliveryErrorCode(error);
    logger.error(`${what}: failed; the decision stands`, { ...context, error: code });
    // A claimed delivery is marked failed and not retried: at most one e-mail per decision.
    if (claimed) await claimed.update({ status: 'failed', error: code }).catch(() => undefined);
    return 'failed';
  }
}
