// Weekly vote quota (docs/product.md#votes): base 10 + bonus, keyed by the Copenhagen weekStart so it resets
// on Monday by construction. user_weekly_quota/{uid}_{weekStart} is the one source of truth: /earn
// raises bonusQuota in the same transaction that writes the once-per-week bonus event, so a quota
// document that does not exist yet means base 10 and no bonus.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, ids } from '../domain/collections';
import { BASE_VOTE_QUOTA, BONUS_AMOUNTS } from '../domain/constants';
import type { BonusAction } from '../domain/constants';
import type { UserWeeklyQuota, VoteBonusEvent } from '../domain/entities';
import { remainingVotes, userWeeklyQuotaSchema, voteBonusEventSchema, voteSessionSchema } from '../domain/entities';
import { weekStartOf } from '../domain/week';
import { sessionEarnsReviewBonus } from '../domain/review-bonus';
import { z } from 'zod';
import { typedCollection } from './firestore';
import { rememberAnswer, storedAnswer } from './idempotency';
import { runContended } from './transactions';
import { DomainError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';

/** review5 without a completed session of 5 with a vote this week: a 409 the client shows as "Unable to earn bonus". */
export const REVIEW_SESSION_REQUIRED = MESSAGES.reviewSessionRequired;

export type UserQueue = <T>(userId: string, work: () => Promise<T>) => Promise<T>;

/**
 * One queue per app instance that runs a user's quota transactions one after another. A user's votes
 * are serial by nature (one quota document); letting parallel clicks race makes their transactions
 * deadlock on that document until the lock timeout. Across instances the transaction still decides.
 */
export function createUserQueue(): UserQueue {
  const tails = new Map<string, Promise<unknown>>();
  return async (userId, work) => {
    const run = (tails.get(userId) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(userId, tail);
    try {
      return await run;
    } finally {
      if (tails.get(userId) === tail) tails.delete(userId);
    }
  };
}

export function quotaRef(firestore: Firestore, userId: string, weekStart: string) {
  return typedCollection(COLLECTIONS.userWeeklyQuota, userWeeklyQuotaSchema, firestore).doc(
    ids.quota(userId, weekStart),
  );
}

/** The quota a user starts the week with: base 10, no bonus, nothing spent. */
export function freshQuota(userId: string, weekStart: string, now: Date): UserWeeklyQuota {
  return userWeeklyQuotaSchema.parse({
    id: ids.quota(userId, weekStart),
    userId,
    weekStart,
    baseQuota: BASE_VOTE_QUOTA,
    bonusQuota: 0,
    spent: 0,
    perProject: {},
    updatedAt: now,
  });
}

/** Reads the week's quota inside a transaction; a missing document is the fresh quota. */
export async function readQuota(
  tx: Transaction,
  firestore: Firestore,
  userId: string,
  weekStart: string,
  now: Date,
): Promise<UserWeeklyQuota> {
  const snap = await tx.get(quotaRef(firestore, userId, weekStart));
  return snap.data() ?? freshQuota(userId, weekStart, now);
}

/** GET /api/me/quota: one document read. */
export async function myQuota(firestore: Firestore, userId: string, now: Date): Promise<{ remaining: number }> {
  const weekStart = weekStartOf(now);
  const snap = await quotaRef(firestore, userId, weekStart).get();
  return { remaining: remainingVotes(snap.data() ?? freshQuota(userId, weekStart, now)) };
}

export interface EarnRequest {
  userId: string;
  action: BonusAction;
  now: Date;
  /** The client's Idempotency-Key: a replay answers the stored result (applied stays true). */
  idempotencyKey?: string;
}

const earnAnswerSchema = z.object({ applied: z.boolean(), bonusAmount: z.number().int().min(0) });

/**
 * POST /api/earn. For review5 the user's completed sessions this week are read first; then one
 * transaction reads the bonus event (its id makes it once per week) and the quota, and writes the
 * event and the raised bonusQuota together. Already earned → {applied: false, bonusAmount: 0}.
 */
export async function earnBonus(
  firestore: Firestore,
  { userId, action, now, idempotencyKey }: EarnRequest,
): Promise<{ applied: boolean; bonusAmount: number }> {
  const attempt = { userId, key: idempotencyKey, operation: 'earn', request: { action } };
  const weekStart = weekStartOf(now);
  const eventRef = typedCollection(COLLECTIONS.voteBonusEvents, voteBonusEventSchema, firestore).doc(
    ids.bonusEvent(userId, weekStart, action),
  );
  const completedSessions = typedCollection(COLLECTIONS.voteSessions, voteSessionSchema, firestore)
    .where('userId', '==', userId)
    .where('weekStart', '==', weekStart)
    .where('completedAt', '>', new Date(0));
  const amount = BONUS_AMOUNTS[action];
  // Outside the transaction: a query there locks its whole range (every user's sessions), and a
  // completed session stays completed, so reading it first cannot let a bonus through wrongly.
  const sessions = action === 'review5' ? await completedSessions.get() : null;

  return runContended(firestore, async (tx) => {
    const stored = await storedAnswer(tx, firestore, attempt, earnAnswerSchema);
    if (stored) return stored;
    const [eventSnap, quota] = await Promise.all([tx.get(eventRef), readQuota(tx, firestore, userId, weekStart, now)]);
    if (eventSnap.exists) {
      const answer = { applied: false, bonusAmount: 0 };
      rememberAnswer(tx, firestore, attempt, answer, now);
      return answer;
    }
    const earned = sessions?.docs.some((d) => {
      const session = d.data();
      return sessionEarnsReviewBonus({ answered: session.actedCount, votes: session.votedCount });
    });
    if (sessions && !earned) {
      throw new DomainError('review_session_required');
    }
    const event: VoteBonusEvent = { id: eventRef.id, userId, weekStart, action, amount, createdAt: now };
    tx.create(eventRef, event);
    tx.set(quotaRef(firestore, userId, weekStart), {
      ...quota,
      bonusQuota: quota.bonusQuota + amount,
      updatedAt: now,
    });
    const answer = { applied: true, bonusAmount: amount };
    rememberAnswer(tx, firestore, attempt, answer, now);
    return answer;
  });
}
