// A deadline for every API request. When Firestore is unreachable its client retries for a minute or
// more, longer than the function may run; the caller should hear a clear 503 instead of a platform
// timeout. Work still running after the 503 must not write: runContended checks requestExpired()
// before each attempt and before each commit, so a transaction that got its data late is abandoned.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { MESSAGES } from '../../domain/messages';
import { HttpError } from '../errors';

interface RequestBudget {
  expired: boolean;
}

const budgets = new AsyncLocalStorage<RequestBudget>();

/** Below the api function's 60 s timeout, above the campaign call's 40 s sending budget. */
export const DEFAULT_REQUEST_DEADLINE_MS = 50_000;

/** True once the current request was answered with the deadline's 503 (false outside a request). */
export function requestExpired(): boolean {
  return budgets.getStore()?.expired ?? false;
}

/** Call before a write outside runContended: a request its deadline already answered must not write. */
export function assertRequestAlive(): void {
  if (requestExpired()) throw new HttpError(503, MESSAGES.unavailable);
}

/** Answers 503 `{error: 'unavailable'}` when a request has not answered within `ms`. */
export function requestDeadline(ms: number): RequestHandler {
  return (_req, res, next) => {
    const budget: RequestBudget = { expired: false };
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      budget.expired = true;
      res
        .status(503)
        .set({ 'Cache-Control': 'private, no-store', 'Retry-After': '5' })
        .json({ error: 'unavailable', message: MESSAGES.unavailable });
    }, ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    res.once('finish', done);
    res.once('close', done);
    budgets.run(budget, next);
  };
}
