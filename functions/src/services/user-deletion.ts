// Deleting a person's data on request (privacy policy: within 30 days; docs/product.md#privacy). Run by
// the operator script `npm run user:delete -- <email>`. Removes, for every account with the address:
//   the Auth user, users/{uid}, their votes, vibes, weekly quotas, bonus events, warm-up status, vote
//   sessions (with items), tool suggestions, campaign test sends, e-mail delivery records; their
//   submissions with thumbnails, AI reviews, judge failures and counter shards; and by address:
//   contact messages and the newsletter subscription. Rows of their projects in published charts are redacted (rank and
//   scores stay, so the other rows keep their places); chart_entries keep only ids, ranks and scores.
// Kept on purpose, because they are anonymous aggregates the published charts were computed from:
//   other projects' vote and vibe counters and the top-bar vote/vibe totals (a re-run of a past week
//   must give the same chart). The project and builder totals drop with their approved projects. An
//   unsubscribe entry (email_suppressions, a one-way hash, no address) stays, so that they are never
//   mailed again. The Auth accounts are disabled and their tokens revoked first (so an old ID token
//   cannot write while the data goes) and deleted last: a run that stops halfway finds them again.
import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import type { BlobStore } from '../infra/blob-store';
import { systemClock } from '../infra/clock';
import { rebuildFeed } from './feeds';
import { rebuildListIndexes } from './list-index';
import { rebuildSitemap } from './sitemap';
import { recipientKeyOf } from './unsubscribe';

export const REMOVED_PROJECT_NAME = 'Removed project';
export const REMOVED_PROJECT_DESCRIPTION = 'This project was removed at its builder’s request.';

export interface DeletionReport {
  email: string;
  /** Accounts found for the address (Auth and/or users documents). */
  userIds: string[];
  authUsers: number;
  /** Documents per collection (deleted, or that a dry run would delete). */
  documents: Record<string, number>;
  /** Submissions whose thumbnails were removed from the blob store. */
  thumbnails: number;
  /** Published chart documents in which a row was redacted. */
  chartsRedacted: number;
  dryRun: boolean;
}

export interface DeleteUserInput {
  db: Firestore;
  auth: Auth;
  blobStore: BlobStore;
  email: string;
  dryRun?: boolean;
  log?: (line: string) => void;
  /** The launchpad window of the rebuilt list indexes; default: the system clock. */
  now?: Date;
}

const USER_COLLECTIONS = [
  COLLECTIONS.votes,
  COLLECTIONS.vibes,
  COLLECTIONS.userWeeklyQuota,
  COLLECTIONS.voteBonusEvents,
  COLLECTIONS.userWarmupStatus,
  COLLECTIONS.toolSuggestions,
  COLLECTIONS.contactSubmissions,
  COLLECTIONS.emailDeliveries,
  COLLECTIONS.campaignTestSends,
] as const;

async function authUid(auth: Auth, email: string): Promise<string | null> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Chart rows of a removed project: its place stays, everything that names or shows it goes. */
function redactRow(row: Record<string, unknown>): Record<string, unknown> {
  return {
    ...row,
    projectName: REMOVED_PROJECT_NAME,
    projectUrl: null,
    projectIntention: null,
    description: REMOVED_PROJECT_DESCRIPTION,
    thumbnailUrl: null,
    thumbnailSmallUrl: null,
    builderName: null,
    builderTool: [],
    modelProviders: [],
    ideAgents: [],
    hostsFrameworks: [],
    links: {},
    socialProofUrl: null,
    openToCollaborators: false,
    isSecurityVerified: false,
    reviewText: null,
  };
}

/**
 * Decrements spread over the shards that hold enough (a shard never goes below zero, which its schema
 * refuses); counters already too small are lowered as far as they go.
 */
function shardDecrements(
  shards: Array<{ id: string; get(field: string): unknown }>,
  amounts: Partial<Record<'totalProjects' | 'totalBuilders', number>>,
): Map<string, Record<string, FieldValue>> {
  const out = new Map<string, Record<string, FieldValue>>();
  for (const [field, amount] of Object.entries(amounts)) {
    let left = amount ?? 0;
    for (const shard of shards) {
      if (left <= 0) break;
      const value = Number(shard.get(field) ?? 0);
      const take = Math.min(left, Math.max(0, Math.floor(value)));
      if (take <= 0) continue;
      out.set(shard.id, { ...out.get(shard.id), [field]: FieldValue.increment(-take) });
      left -= take;
    }
  }
  return out;
}

/** Disables the Auth account and revokes its refresh tokens (an account that is gone already is fine). */
async function lockOut(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.updateUser(uid, { disabled: true });
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

export async function deleteUserData(input: DeleteUserInput): Promise<DeletionReport> {
  const { db, auth, blobStore } = input;
  const email = input.email.trim();
  const lower = email.toLowerCase();
  const dryRun = input.dryRun ?? false;
  const log = input.log ?? (() => {});
  const documents: Record<string, number> = {};
  const refs = new Map<string, DocumentReference>();
  const add = (collection: string, ref: DocumentReference) => {
    if (refs.has(ref.path)) return;
    refs.set(ref.path, ref);
    documents[collection] = (documents[collection] ?? 0) + 1;
  };

  // Who: the Auth account and every users document with the address (the token's address is lower case).
  const fromAuth = await authUid(auth, email);
  const userSnaps = await db
    .collection(COLLECTIONS.users)
    .where('email', 'in', [...new Set([email, lower])])
    .get();
  const userIds = [...new Set([...(fromAuth ? [fromAuth] : []), ...userSnaps.docs.map((d) => d.id)])];
  for (const uid of userIds) {
    const ref = db.collection(COLLECTIONS.users).doc(uid);
    if ((await ref.get()).exists) add(COLLECTIONS.users, ref);
  }

  // Their own records, by userId.
  const sessions: DocumentReference[] = [];
  for (const uid of userIds) {
    for (const collection of USER_COLLECTIONS) {
      const snap = await db.collection(collection).where('userId', '==', uid).get();
      for (const doc of snap.docs) add(collection, doc.ref);
    }
    const sessionSnap = await db.collection(COLLECTIONS.voteSessions).where('userId', '==', uid).get();
    for (const doc of sessionSnap.docs) {
      sessions.push(doc.ref);
      documents[COLLECTIONS.voteSessions] = (documents[COLLECTIONS.voteSessions] ?? 0) + 1;
      const items = await doc.ref.collection(COLLECTIONS.voteSessionItems).count().get();
      documents[`${COLLECTIONS.voteSessions}/items`] =
        (documents[`${COLLECTIONS.voteSessions}/items`] ?? 0) + items.data().count;
    }
  }

  // By address: contact messages (stored as typed, so compared case-insensitively: the inbox is small
  // and this runs rarely), the newsletter subscription, delivery records.
  const key = recipientKeyOf(email);
  const contactSnap = await db.collection(COLLECTIONS.contactSubmissions).select('email').get();
  for (const doc of contactSnap.docs) {
    if (
      String(doc.get('email') ?? '')
        .trim()
        .toLowerCase() === lower
    )
      add(COLLECTIONS.contactSubmissions, doc.ref);
  }
  const subscriber = db.collection(COLLECTIONS.newsletterSubscribers).doc(key);
  if ((await subscriber.get()).exists) add(COLLECTIONS.newsletterSubscribers, subscriber);
  const deliverySnap = await db.collection(COLLECTIONS.emailDeliveries).where('recipientKey', '==', key).get();
  for (const doc of deliverySnap.docs) add(COLLECTIONS.emailDeliveries, doc.ref);

  // Their submissions and what hangs off them.
  const submissionRefs: DocumentReference[] = [];
  let approved = 0;
  const approvedBuilders = new Set<string>();
  const chartWeeks = new Set<string>();
  for (const uid of userIds) {
    const snap = await db.collection(COLLECTIONS.submissions).where('submittedBy', '==', uid).get();
    for (const doc of snap.docs) {
      submissionRefs.push(doc.ref);
      documents[COLLECTIONS.submissions] = (documents[COLLECTIONS.submissions] ?? 0) + 1;
      if (doc.get('status') === 'approved') {
        approved += 1;
        approvedBuilders.add(uid);
      }
      for (const collection of [COLLECTIONS.aiReviews, COLLECTIONS.judgeFailures]) {
        const related = await db.collection(collection).where('submissionId', '==', doc.id).get();
        for (const r of related.docs) add(collection, r.ref);
      }
      // The project's counter shards (votes and vibes not yet folded) go with it.
      const shards = await db.collection(COLLECTIONS.projectCounterShards).where('projectId', '==', doc.id).get();
      for (const r of shards.docs) add(COLLECTIONS.projectCounterShards, r.ref);
      const entries = await db.collection(COLLECTIONS.chartEntries).where('submissionId', '==', doc.id).get();
      for (const e of entries.docs) chartWeeks.add(String(e.get('weekOf')));
    }
  }
  const submissionIds = new Set(submissionRefs.map((r) => r.id));
  const chartIds = chartWeeks.size ? [...chartWeeks, 'current'] : [];
  const report: DeletionReport = {
    email,
    userIds,
    authUsers: fromAuth ? 1 : 0,
    documents,
    thumbnails: submissionRefs.length,
    chartsRedacted: 0,
    dryRun,
  };
  if (dryRun) {
    report.chartsRedacted = chartIds.length;
    return report;
  }

  // 0. Lock the accounts out before anything is deleted: disabled, refresh tokens revoked. Every user
  // route checks revocation (http/middleware/auth.ts), so an ID token issued earlier can no longer
  // recreate users/{uid} or vote while (or after) the data goes.
  for (const uid of userIds) await lockOut(auth, uid);
  log(`accounts disabled and signed out: ${userIds.length}`);

  // 1. Charts first: while the submissions exist, a stopped run still knows which rows to redact.
  for (const chartId of chartIds) {
    const ref = db.collection(COLLECTIONS.charts).doc(chartId);
    const redacted = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const entries = snap.get('entries') as Record<string, unknown>[] | undefined;
      if (!entries?.some((e) => submissionIds.has(String(e.id)))) return false;
      tx.update(ref, { entries: entries.map((e) => (submissionIds.has(String(e.id)) ? redactRow(e) : e)) });
      return true;
    });
    if (redacted) report.chartsRedacted += 1;
  }
  log(`charts redacted: ${report.chartsRedacted}`);

  // 2. Their records; vote sessions with their items.
  const writer = db.bulkWriter();
  for (const ref of refs.values()) void writer.delete(ref);
  await writer.close();
  for (const ref of sessions) await db.recursiveDelete(ref);
  log(`documents deleted: ${refs.size + sessions.length} (+ session items)`);

  // 3. Thumbnails (thumbnails/{submissionId}/…) while the submissions still name them.
  for (const ref of submissionRefs) await blobStore.delete(`thumbnails/${ref.id}`);

  // 4. Submissions, and the project/builder totals in the same transaction, so they never disagree.
  const first = submissionRefs.slice(0, 400);
  if (first.length) {
    await db.runTransaction(async (tx) => {
      const shards = await tx.get(db.collection(COLLECTIONS.statsShards));
      for (const ref of first) tx.delete(ref);
      for (const [id, delta] of shardDecrements(shards.docs, {
        totalProjects: approved,
        totalBuilders: approvedBuilders.size,
      })) {
        tx.set(db.collection(COLLECTIONS.statsShards).doc(id), delta, { merge: true });
      }
    });
  }
  for (let i = 400; i < submissionRefs.length; i += 400) {
    const batch = db.batch();
    for (const ref of submissionRefs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }

  // The public lists' order (list_indexes) without the deleted projects, so no page comes back short.
  if (approved > 0) await rebuildListIndexes(db, input.now ?? systemClock()());
  // sitemap.xml and the feeds without them (the feeds carry the redacted rows' names).
  if (approved > 0) await rebuildSitemap(db);
  if (report.chartsRedacted > 0) await rebuildFeed(db);

  // 5. The Auth accounts.
  for (const uid of userIds) {
    try {
      await auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }
  return report;
}
