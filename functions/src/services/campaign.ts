// Who the member e-mails (voting reminder, beta-turbulence campaign) go to, the campaign preview
// numbers, the admin key check and the "test send first" rule.
//
// Test accounts (docs/product.md#limits-and-constants: filtered out) are addresses that cannot
// belong to a real member: the reserved example domains and test TLDs of RFC 2606 / RFC 6761 (example.com, example.net,
// example.org, *.example, *.test, *.invalid, *.localhost) and tagged addresses such as
// anna+test@gmail.com. Test, seed and e2e accounts all use such addresses.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, ids } from '../domain/collections';
import { campaignTestSendSchema } from '../domain/entities';
import { typedCollection } from './firestore';
import type { MailSettings, Recipient } from './mail';
import { recipientKeyOf, suppressionsOf } from './unsubscribe';
import { DomainError } from '../domain/errors';

export const BETA_TURBULENCE_CAMPAIGN = 'beta-turbulence';
/** A test send unlocks the campaign for this long (the page's "session"). */
export const TEST_SEND_VALID_MS = 12 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TLDS = ['test', 'example', 'invalid', 'localhost'];

export function isTestAccountEmail(email: string): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return true;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).replace(/\.$/, '');
  if (/\+test/.test(local)) return true;
  if (RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`))) return true;
  const tld = domain.split('.').pop() ?? '';
  return RESERVED_TLDS.includes(tld);
}

const emailSchema = z.email();

export interface Audience {
  totalUsers: number;
  /** Real members who have not unsubscribed, one per address. */
  recipients: Recipient[];
  testAccounts: number;
  unsubscribed: number;
}

/** Every account in users, split into real recipients, test accounts and unsubscribed addresses. */
export async function loadMemberAudience(db: Firestore): Promise<Audience> {
  const snap = await db.collection(COLLECTIONS.users).select('email', 'fullName').get();
  const real = new Map<string, Recipient>();
  let testAccounts = 0;
  for (const doc of snap.docs) {
    const email = String(doc.get('email') ?? '').trim();
    // An address that is not valid cannot be mailed: counted with the filtered test accounts.
    if (!emailSchema.safeParse(email).success || isTestAccountEmail(email)) {
      testAccounts += 1;
      continue;
    }
    const fullName = doc.get('fullName');
    const key = recipientKeyOf(email);
    if (!real.has(key)) {
      real.set(key, { key, email, name: typeof fullName === 'string' ? fullName : null, userId: doc.id });
    }
  }
  const suppressed = await suppressionsOf(db, [...real.keys()]);
  const recipients = [...real.values()].filter((r) => !suppressed.has(r.key));
  return {
    totalUsers: snap.size,
    recipients,
    testAccounts,
    unsubscribed: real.size - recipients.length,
  };
}

/** How many of `recipients` a previous run of `campaignId` already mailed. */
export async function countAlreadySent(db: Firestore, campaignId: string, recipients: Recipient[]): Promise<number> {
  let sent = 0;
  const col = db.collection(COLLECTIONS.emailDeliveries);
  for (let i = 0; i < recipients.length; i += 300) {
    const refs = recipients.slice(i, i + 300).map((r) => col.doc(ids.emailDelivery(campaignId, r.key)));
    if (refs.length === 0) continue;
    for (const snap of await db.getAll(...refs)) if (snap.get('status') === 'sent') sent += 1;
  }
  return sent;
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `about ${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface CampaignPreview {
  totalUsers: number;
  realRecipients: number;
  testAccountsFiltered: number;
  unsubscribedFiltered: number;
  alreadySent: number;
  batchInfo: {
    batchSize: number;
    batches: number;
    delaySeconds: number;
    estimatedDuration: string;
    estimatedSeconds: number;
  };
}

export async function previewCampaign(
  db: Firestore,
  campaignId: string,
  settings: Pick<MailSettings, 'batchSize' | 'batchDelayMs'>,
): Promise<CampaignPreview> {
  const audience = await loadMemberAudience(db);
  const alreadySent = await countAlreadySent(db, campaignId, audience.recipients);
  const toSend = audience.recipients.length - alreadySent;
  const batches = Math.ceil(toSend / settings.batchSize);
  const delaySeconds = settings.batchDelayMs / 1000;
  // The pauses between batches; the sends themselves usually take well under a second per batch.
  const estimatedSeconds = Math.max(0, batches - 1) * delaySeconds;
  return {
    totalUsers: audience.totalUsers,
    realRecipients: audience.recipients.length,
    testAccountsFiltered: audience.testAccounts,
    unsubscribedFiltered: audience.unsubscribed,
    alreadySent,
    batchInfo: {
      batchSize: settings.batchSize,
      batches,
      delaySeconds,
      estimatedDuration: formatDuration(estimatedSeconds),
      estimatedSeconds,
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The campaign routes' second factor: the key typed on the page against the secret, compared in
 * constant time (both sides hashed first, so neither length nor content leaks through timing).
 */
export function checkAdminKey(given: string, expected: string | null): void {
  if (!expected) throw new DomainError('campaign_not_configured');
  if (!timingSafeEqual(digest(given), digest(expected))) throw new DomainError('admin_key_invalid');
}

const testSends = (db: Firestore) => typedCollection(COLLECTIONS.campaignTestSends, campaignTestSendSchema, db);

export async function recordTestSend(db: Firestore, campaignId: string, userId: string, now: Date): Promise<void> {
  const ref = testSends(db).doc(ids.campaignTestSend(campaignId, userId));
  await ref.set({ id: ref.id, campaignId, userId, sentAt: now });
}

/** 409 'Send test email first' unless this admin test-sent the campaign within TEST_SEND_VALID_MS. */
export async function assertRecentTestSend(db: Firestore, campaignId: string, userId: string, now: Date) {
  const test = (await testSends(db).doc(ids.campaignTestSend(campaignId, userId)).get()).data();
  const age = test ? now.getTime() - test.sentAt.getTime() : Infinity;
  // A few minutes "in the future" is clock skew between instances, not a forged record.
  if (!(age > -CLOCK_SKEW_MS && age <= TEST_SEND_VALID_MS)) throw new DomainError('send_test_first');
}
