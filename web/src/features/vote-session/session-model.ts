// The review session (/vote) as a pure state machine (docs/product.md#review-session):
// the user acts on each item (vote or skip); moving back and moving forward without acting are
// allowed; keys and buttons do nothing while a request is pending or after completion.
import type { z } from 'zod';
import type { voteSessionItemJsonSchema } from '@domain/api';
import { BONUS_AMOUNTS, REVIEW_SESSION_DEFAULT_SIZE, REVIEW_SESSION_MAX_SIZE } from '@domain/constants';
import { sessionEarnsReviewBonus } from '@domain/review-bonus';
import { ApiError } from '../../lib/api-error';

export type SessionItem = z.infer<typeof voteSessionItemJsonSchema>;
export type SessionAction = 'vote' | 'skip';

/**
 * Query `target`: default 5, 5 when not a whole number in the server's 1..20 (what its schema,
 * voteSessionInputSchema, makes of it), without loading zod with the page.
 */
export function parseTargetCount(raw: string | null | undefined): number {
  const n = raw == null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= REVIEW_SESSION_MAX_SIZE ? n : REVIEW_SESSION_DEFAULT_SIZE;
}

export interface SessionState {
  items: SessionItem[];
  /** The item on screen. */
  index: number;
  /** projectId → what the user did. */
  acted: Record<string, SessionAction>;
  /** The projectId whose action is in flight. */
  pending: string | null;
  completed: boolean;
  /** The review bonus the server credited with the action that completed the session. */
  bonusEarned: number;
}

export type SessionEvent =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'act'; projectId: string }
  | { type: 'acted'; projectId: string; action: SessionAction; completed: boolean; bonusEarned?: number }
  | { type: 'failed'; projectId: string };

export function initialSession(items: SessionItem[]): SessionState {
  const acted: Record<string, SessionAction> = {};
  for (const item of items) if (item.acted) acted[item.project.id] = 'skip';
  const first = items.findIndex((item) => !item.acted);
  return {
    items,
    index: first < 0 ? 0 : first,
    acted,
    pending: null,
    completed: items.length > 0 && first < 0,
    bonusEarned: 0,
  };
}

/** Navigation and acting are locked while a request runs and after completion. */
export function isLocked(state: SessionState): boolean {
  return state.pending !== null || state.completed;
}

export function currentItem(state: SessionState): SessionItem | null {
  return state.items[state.index] ?? null;
}

export function actedCount(state: SessionState): number {
  return state.items.filter((item) => state.acted[item.project.id]).length;
}

/** The next item not acted on, searching forward from `from` and wrapping; `from` itself if none. */
function nextOpen(state: SessionState, from: number): number {
  const n = state.items.length;
  for (let step = 1; step <= n; step++) {
    const i = (from + step) % n;
    const item = state.items[i];
    if (item && !state.acted[item.project.id]) return i;
  }
  return from;
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'next':
      if (isLocked(state) || state.index >= state.items.length - 1) return state;
      return { ...state, index: state.index + 1 };
    case 'prev':
      if (isLocked(state) || state.index <= 0) return state;
      return { ...state, index: state.index - 1 };
    case 'act': {
      const item = currentItem(state);
      if (isLocked(state) || !item || item.project.id !== event.projectId || state.acted[event.projectId]) return state;
      return { ...state, pending: event.projectId };
    }
    case 'acted': {
      if (state.pending !== event.projectId) return state;
      const next = { ...state, pending: null, acted: { ...state.acted, [event.projectId]: event.action } };
      const allActed = next.items.every((item) => next.acted[item.project.id]);
      if (event.completed || allActed) return { ...next, completed: true, bonusEarned: event.bonusEarned ?? 0 };
      return { ...next, index: nextOpen(next, next.index) };
    }
    case 'failed':
      // The user stays on the same item (docs/product.md#errors-and-toasts).
      return state.pending === event.projectId ? { ...state, pending: null } : state;
  }
}

/** docs/product.md#screens: V vote, S skip, ←/→ move between items. */
export function commandForKey(key: string): 'vote' | 'skip' | 'prev' | 'next' | null {
  switch (key) {
    case 'v':
    case 'V':
      return 'vote';
    case 's':
    case 'S':
      return 'skip';
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    default:
      return null;
  }
}

/** Swipe (framer-motion drag): right = vote, left = skip, past a distance or with a flick. */
export const SWIPE_DISTANCE_PX = 120;
export const SWIPE_VELOCITY = 600;
export function swipeAction(offsetX: number, velocityX: number): SessionAction | null {
  if (offsetX > SWIPE_DISTANCE_PX || (offsetX > 40 && velocityX > SWIPE_VELOCITY)) return 'vote';
  if (offsetX < -SWIPE_DISTANCE_PX || (offsetX < -40 && velocityX < -SWIPE_VELOCITY)) return 'skip';
  return null;
}

/** A completed session earns the review bonus: every card answered (at least 5), one or more votes. */
export function offersReviewBonus(state: SessionState): boolean {
  const votes = Object.values(state.acted).filter((action) => action === 'vote').length;
  return state.completed && sessionEarnsReviewBonus({ answered: actedCount(state), votes });
}

/** What the completion screen says about the review bonus, which the last answer credited; null: nothing. */
export function reviewBonusNote(state: SessionState): string | null {
  if (!state.completed) return null;
  if (state.bonusEarned > 0) return `+${state.bonusEarned} bonus votes added to your quota for this week.`;
  if (offersReviewBonus(state)) return "You've already earned this week's review bonus.";
  if (actedCount(state) >= REVIEW_SESSION_DEFAULT_SIZE) {
    return `Vote for at least one project in a review session to earn +${BONUS_AMOUNTS.review5} bonus votes.`;
  }
  return null;
}

export interface ToastText {
  title: string;
  description?: string;
  type: 'success' | 'error' | 'info';
}

export const START_FAILED = 'Failed to start voting session';
export const ACTION_FAILED = 'Failed to submit vote';

/**
 * The server's own error text: the message of our JSON error body. A body that is not our JSON
 * (a proxy's 502 page, an empty answer) or a network failure has none.
 */
export function serverErrorOf(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const body = error.message.startsWith(`${error.status}: `) ? error.message.slice(`${error.status}: `.length) : '';
  return error.serverMessage !== body ? error.serverMessage.trim() : '';
}

/** docs/product.md#errors-and-toasts: toast 'Error' with the server error, else the fallback text. */
export function sessionErrorToast(error: unknown, fallback: typeof START_FAILED | typeof ACTION_FAILED): ToastText {
  return { title: 'Error', description: serverErrorOf(error) || fallback, type: 'error' };
}
