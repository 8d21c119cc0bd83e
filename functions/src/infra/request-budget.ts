// The current request's budget, for work that must not write once the request was answered late:
// http/middleware/deadline.ts opens one per request and marks it expired when it answers 503;
// runContended and the services' writes check it. Outside a request there is none (never expired).
import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError } from '../domain/errors';

export interface RequestBudget {
  expired: boolean;
}

const budgets = new AsyncLocalStorage<RequestBudget>();

/** Runs `next` (the rest of the request) inside `budget`. */
export function runWithBudget(budget: RequestBudget, next: () => void): void {
  budgets.run(budget, next);
}

/** True once the current request was answered with the deadline's 503 (false outside a request). */
export function requestExpired(): boolean {
  return budgets.getStore()?.expired ?? false;
}

/** Call before a write outside runContended: a request its deadline already answered must not write. */
export function assertRequestAlive(): void {
  if (requestExpired()) throw new DomainError('unavailable');
}
