// The review bonus (+3 votes, once a week): earned by a completed review session — every card
// answered — of at least the default size with at least one vote; skipping every card earns nothing.
import { REVIEW_SESSION_DEFAULT_SIZE } from './constants';

export function sessionEarnsReviewBonus({ answered, votes }: { answered: number; votes: number }): boolean {
  return answered >= REVIEW_SESSION_DEFAULT_SIZE && votes >= 1;
}
