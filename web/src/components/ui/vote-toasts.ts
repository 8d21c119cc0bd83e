// The chart's vote toasts (spec §8 "Vote (chart)"), pure so they are unit-tested in node. Also used
// by the project page (/p/:id), which votes the chart's way.
import { MAX_VOTES_PER_PROJECT_PER_WEEK } from '@domain/constants';
import { errorCodeOf } from '../../lib/api-error';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The chart's vote-limit toast (spec §8 "Vote (chart)", its 'already voted' case). decisions.md maps
 * a "per project" refusal to each page's own limit toast and replaces the one-vote reading with
 * 3 votes per project a week, so the title states that rule; the chart's own words follow.
 */
export const CHART_VOTE_LIMIT: ToastText = {
  title: `Max ${MAX_VOTES_PER_PROJECT_PER_WEEK} votes per project`,
  description: "If you love it enough, share it with someone who hasn't voted yet!",
};

/** Spec §8 "Vote (chart)", plus decisions.md: a per-project or quota refusal gets its own toast. */
export function chartVoteErrorToast(error: unknown): ToastText {
  switch (errorCodeOf(error)) {
    case 'max_votes_per_project':
      return CHART_VOTE_LIMIT;
    case 'quota_used':
      return { title: 'Out of votes', description: "You've used all votes this week. Resets Monday." };
    case 'own_project':
      return { title: 'Your own project', description: "You can't vote for your own project: share it instead!" };
    case 'must_be_logged_in':
      return { title: 'Sign in to vote', description: "We need to know it's really you before counting your vote." };
    case 'project_not_found':
      return {
        title: 'Project not found',
        description: 'This project might have been removed or is no longer available.',
      };
    case 'project_not_approved':
      return { title: 'Project pending review', description: 'This project is still being reviewed. Check back soon!' };
    default:
      return {
        title: 'Oops! Something went wrong',
        description: "We couldn't record your vote right now. Please try again.",
      };
  }
}
