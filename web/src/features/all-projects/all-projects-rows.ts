// Pure rules of the All Projects list (spec §2, §8, §9): 20 more per Load More, and the page's own
// vote toasts. No React here, so it is unit-tested in node.
import { ALL_PROJECTS_PAGE_SIZE } from '@domain/constants';
import { ALL_PROJECTS_VOTE_SIGN_IN } from '../../components/ui/sign-in-prompt';
import type { ToastOptions } from '../../components/ui/toaster';
import { errorCodeOf } from '../../lib/api-error';
import { OUT_OF_VOTES } from '../../lib/list-vote-toasts';

/**
 * How many rows to show at first: one page of 20, or enough pages to include the project a
 * #project-{id} link points at, so a shared link lands on its row.
 */
export function initialVisibleCount(
  ids: readonly string[],
  hashId: string | null,
  pageSize = ALL_PROJECTS_PAGE_SIZE,
): number {
  const index = hashId ? ids.indexOf(hashId) : -1;
  if (index < 0) return pageSize;
  return (Math.floor(index / pageSize) + 1) * pageSize;
}

/** The next count after Load More: 20 more, never past the list. */
export function nextVisibleCount(current: number, total: number, pageSize = ALL_PROJECTS_PAGE_SIZE): number {
  return Math.min(total, current + pageSize);
}

export const VOTE_RECORDED: ToastOptions = { title: 'Vote Recorded', type: 'success' };
export const SIGN_IN_REQUIRED: ToastOptions = { ...ALL_PROJECTS_VOTE_SIGN_IN, type: 'warning' };

/**
 * Spec §8 "Vote (All Projects page)". The per-project limit ('Max 3 votes per project per week',
 * decisions.md) maps to this page's vote-limit toast, 'Already Voted'. An exhausted weekly quota is
 * not in this page's list; it gets the launchpad's 'Out of votes' text rather than "try again later".
 */
export function allProjectsVoteErrorToast(error: unknown): ToastOptions {
  switch (errorCodeOf(error)) {
    case 'max_votes_per_project':
      return { title: 'Already Voted', description: "You've already voted for this project.", type: 'warning' };
    case 'must_be_logged_in':
      return SIGN_IN_REQUIRED;
    case 'quota_used':
      return OUT_OF_VOTES;
    default:
      return {
        title: 'Oops! Something went wrong',
        description: "We couldn't record your vote right now. Please try again later.",
        type: 'error',
      };
  }
}
