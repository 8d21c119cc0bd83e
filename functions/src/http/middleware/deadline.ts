// A deadline for every API request. When Firestore is unreachable its client retries for a minute or
// more, longer than the function may run; the caller should hear a clear 503 instead of a platform
// timeout. Work still running after the 503 must not write: runContended checks requestExpired()
// before each attempt and before each commit, so a transaction that got its data late is abandoned.
import type { RequestHandler } from 'express';
import { MESSAGES } from '../../domain/messages';
import type { RequestBudget } from '../../infra/request-budget';
import { runWithBudget } from '../../infra/request-budget';

export { assertRequestAlive, requestExpired } from '../../infra/request-budget';

/** Below the api function's 60 s timeout, above the campaign call's 40 s sending budget. */
export const DEFAULT_REQUEST_DEADLINE_MS = 50_000;

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
        .json({ error: 'unavailable', code: 'unavailable', message: MESSAGES.unavailable });
    }, ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    res.once('finish', done);
    res.once('close', done);
    runWithBudget(budget, next);
  };
}
