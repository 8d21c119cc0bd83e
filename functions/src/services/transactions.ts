// Transactions under contention: the emulator serialises them and may abort parallel ones ("lock
// timeout"); production aborts on conflicts too. Retry with backoff, then answer 503 — never 500.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { assertRequestAlive } from '../infra/request-budget';
import { DomainError } from '../domain/errors';

// Not UNAVAILABLE (14): Firestore is unreachable, the client has retried it already for long; the
// error handler answers 503 at once instead of retrying here for minutes.
const RETRYABLE_CODES = new Set([10, 4, 'aborted', 'deadline-exceeded', 'ABORTED']);

export function isContention(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (RETRYABLE_CODES.has(e?.code as never)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /lock timeout|contention|aborted|too much contention|transaction.*(expired|invalid)/i.test(message);
}

export interface ContendedOptions {
  attempts?: number;
  baseDelayMs?: number;
}

/**
 * Runs `work` in a Firestore transaction, retrying contention with jittered exponential backoff.
 * `work` must be free of side effects (it may run more than once); DomainErrors pass straight through.
 */
export async function runContended<T>(
  db: Firestore,
  work: (tx: Transaction) => Promise<T>,
  { attempts = 6, baseDelayMs = 40 }: ContendedOptions = {},
): Promise<T> {
  // A request already answered by its deadline's 503 must not write: check before reading and before the commit.
  const guarded = async (tx: Transaction) => {
    assertRequestAlive();
    const result = await work(tx);
    assertRequestAlive();
    return result;
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(guarded, { maxAttempts: 3 });
    } catch (error) {
      if (error instanceof DomainError || !isContention(error)) throw error;
      if (attempt >= attempts) throw new DomainError('busy');
      const delay = baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
