// The makers' weekly rank e-mail: after the Monday chart, each maker who opted in
// (users/{uid}.makerRankEmails) and has a project on it hears where it stands ("#12, up 5; peak #9").
// Same batching, one-click unsubscribe and at-most-once delivery as the newsletter: one delivery per
// week and address (email_deliveries `maker-rank-{weekOf}_{key}`), so a re-run mails nobody twice.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../domain/collections';
import { chartSchema, submissionSchema, userSchema } from '../domain/entities';
import { assertWeekStart } from '../domain/week';
import { isTestAccountEmail } from '../services/campaign';
import { typedCollection } from '../services/firestore';
import type { MailSettings, Recipient } from '../services/mail';
import { sendBulk } from '../services/mail';
import type { MakerRankLine } from '../services/mail-templates';
import { makerRankEmail } from '../services/mail-templates';
import { recipientKeyOf, suppressionsOf } from '../services/unsubscribe';

export const makerRankCampaignId = (weekOf: string) => `maker-rank-${weekOf}`;

export interface MakerEmailsInput {
  db: Firestore;
  weekOf: string;
  now: () => Date;
  /** null: mail is not configured: the job logs one line and skips. */
  settings: MailSettings | null;
  budgetMs?: number;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

export type MakerEmailsResult =
  | { status: 'skipped'; weekOf: string; reason: string }
  | {
      status: 'sent' | 'partial';
      weekOf: string;
      makers: number;
      sent: number;
      failed: number;
      skipped: number;
      remaining: number;
    };

const GET_ALL_CHUNK = 300;

/** The documents that exist, read in chunks (their converters parse them). */
async function getAll<T>(db: Firestore, refs: DocumentReference<T>[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    const chunk = refs.slice(i, i + GET_ALL_CHUNK) as unknown as DocumentReference[];
    for (const snap of await db.getAll(...chunk)) {
      const data = snap.data() as T | undefined;
      if (data) out.push(data);
    }
  }
  return out;
}

/** Who gets one, and about which projects: opted-in makers with a real, unsuppressed address. */
async function makerRecipients(
  db: Firestore,
  rows: MakerRankLine[],
): Promise<{ recipients: Recipient[]; lines: Map<string, MakerRankLine[]> }> {
  const submissions = typedCollection(COLLECTIONS.submissions, submissionSchema, db);
  const projects = await getAll(
    db,
    rows.map((row) => submissions.doc(row.id)),
  );
  const makerOf = new Map(projects.map((p) => [p.id, p.submittedBy]));
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  const makers = await getAll(
    db,
    [...new Set(projects.map((p) => p.submittedBy))].map((uid) => users.doc(uid)),
  );
  const optedIn = makers.filter((u) => u.makerRankEmails && !isTestAccountEmail(u.email));
  const keyOf = new Map(optedIn.map((u) => [u.id, recipientKeyOf(u.email)]));
  const suppressed = await suppressionsOf(db, [...keyOf.values()]);
  const lines = new Map<string, MakerRankLine[]>();
  const recipients: Recipient[] = [];
  for (const user of optedIn) {
    const key = keyOf.get(user.id)!;
    if (suppressed.get(key)) continue;
    const own = rows.filter((row) => makerOf.get(row.id) === user.id);
    if (own.length === 0) continue;
    lines.set(key, own);
    recipients.push({ key, email: user.email, name: user.fullName, userId: user.id });
  }
  return { recipients, lines };
}

export async function runMakerRankEmails(input: MakerEmailsInput): Promise<MakerEmailsResult> {
  const { db, weekOf, settings } = input;
  assertWeekStart(weekOf);
  const log = input.log ?? ((message, data) => logger.info(message, data ?? {}));
  const skip = (reason: string): MakerEmailsResult => {
    log(`Maker rank e-mails for ${weekOf} skipped: ${reason}`);
    return { status: 'skipped', weekOf, reason };
  };
  if (!settings?.mailer) return skip('SMTP_URL is not configured');
  if (!settings.unsubscribeSecret) return skip('UNSUBSCRIBE_SECRET is not configured');
  const chart = (await typedCollection(COLLECTIONS.charts, chartSchema, db).doc(weekOf).get()).data();
  if (!chart) return skip(`no chart published for ${weekOf}`);
  const rows: MakerRankLine[] = chart.entries.flatMap((e) =>
    e.rank === null
      ? []
      : [
          {
            id: e.id,
            projectName: e.projectName,
            rank: e.rank,
            previousRank: e.previousRank,
            peakRank: e.peakRank,
            isNew: e.isNew,
          },
        ],
  );
  const { recipients, lines } = await makerRecipients(db, rows);
  const result = await sendBulk({
    db,
    campaignId: makerRankCampaignId(weekOf),
    recipients,
    render: (recipient, unsubscribeUrl) =>
      makerRankEmail({ siteUrl: settings.siteUrl, unsubscribeUrl, weekOf, lines: lines.get(recipient.key) ?? [] }),
    settings,
    mailer: settings.mailer,
    unsubscribeSecret: settings.unsubscribeSecret,
    now: input.now,
    budgetMs: input.budgetMs,
  });
  const { sent, failed, skipped, remaining } = result;
  log(`Maker rank e-mails for ${weekOf}: ${sent} sent, ${failed} failed, ${skipped} skipped, ${remaining} left`);
  return {
    status: remaining > 0 ? 'partial' : 'sent',
    weekOf,
    makers: recipients.length,
    sent,
    failed,
    skipped,
    remaining,
  };
}
