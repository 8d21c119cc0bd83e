// Idempotent spending: a vote, vibe, bonus claim or review-session action whose answer
// was lost (a 504 at the CDN, a dropped connection) may have been stored. The client sends one
// Idempotency-Key per user action and resends it on every retry of that action; the server keeps
// key → answer in idempotency_keys/{uid}_{key}, written in the SAME transaction that spends, so a
// replay reads the stored answer and spends nothing, and an attempt that was never stored runs anew.
// The key document is read inside that transaction, so two attempts with one key racing on two
// instances conflict and the loser, retried, sees the winner's answer. Old clients send no key and
// get the old behaviour. Documents expire by a TTL policy on expiresAt (firestore.indexes.json).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { COLLECTIONS, ids } from '../domain/collections';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../domain/validation';
import { DomainError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';

/** How long a key is remembered: retries come within minutes; a day covers a phone back online. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  reused: MESSAGES.idempotencyKeyReused,
} as const;

/** One attempt of a user action: who, which key (none from old clients), what operation on what input. */
export interface Attempt {
  userId: string;
  key: string | undefined;
  /** The operation, e.g. 'vote' (both vibe routes are 'vibe': one action). */
  operation: string;
  /** The validated input that decides the outcome, e.g. { submissionId }. */
  request: Record<string, unknown>;
}

/** The header's key, validated (400 with the rule's message); undefined when absent. */
export function idempotencyKeyOf(req: { get(name: string): string | undefined }): string | undefined {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined || raw === '') return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new DomainError('idempotency_key_invalid', parsed.error.issues[0]?.message);
  }
  return parsed.data;
}

function keyRef(firestore: Firestore, attempt: Attempt & { key: string }) {
  return firestore.collection(COLLECTIONS.idempotencyKeys).doc(ids.idempotencyKey(attempt.userId, attempt.key));
}

/** Stable text of the request (keys sorted) so one action always has one fingerprint. */
function fingerprint(attempt: Attempt): string {
  const sorted = Object.fromEntries(Object.entries(attempt.request).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ operation: attempt.operation, request: sorted });
}

/**
 * Read FIRST in the spending transaction: the stored answer of an earlier attempt with this key, or
 * undefined (no key, or never stored). The same key with another operation or input is a 422.
 */
export async function storedAnswer<T>(
  tx: Transaction,
  firestore: Firestore,
  attempt: Attempt,
  output: z.ZodType<T>,
): Promise<T | undefined> {
  if (!attempt.key) return undefined;
  const snap = await tx.get(keyRef(firestore, { ...attempt, key: attempt.key }));
  if (!snap.exists) return undefined;
  if (snap.get('fingerprint') !== fingerprint(attempt)) {
    throw new DomainError('idempotency_key_reused');
  }
  return output.parse(snap.get('answer'));
}

/** Written in the spending transaction, next to what it spends: key → answer. No key, no write. */
export function rememberAnswer(
  tx: Transaction,
  firestore: Firestore,
  attempt: Attempt,
  answer: unknown,
  now: Date,
): void {
  if (!attempt.key) return;
  tx.set(keyRef(firestore, { ...attempt, key: attempt.key }), {
    userId: attempt.userId,
    operation: attempt.operation,
    fingerprint: fingerprint(attempt),
    answer,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
  });
}
