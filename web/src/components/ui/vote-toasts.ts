// The chart's vote toasts (spec §8 "Vote (chart)"), pure so they are unit-tested in node. Also used
// by the project page (/p/:id), which votes the chart's way.
import { MAX_VOTES_PER_PROJECT_PER_WEEK } from '@domain/constants';

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

/** Spec §8 "Vote (chart)", plus decisions.md: a "per project" or quota refusal gets its own toast. */
export function chartVoteErrorToast(message: string): ToastText {
  const text = message.toLowerCase();
  if (text.includes('already voted') || text.includes('per project')) return CHART_VOTE_LIMIT;
  if (text.includes('insufficient') || text.includes('quota')) {
    return { title: 'Out of votes', description: "You've used all votes this week. Resets Monday." };
  }
  if (text.includes('must be logged in')) {
    return { title: 'Sign in to vote', description: "We need to know it's really you before counting your vote." };
  }
  if (text.includes('not found')) {
    return {
      title: 'Project not found',
      description: 'This project might have been removed or is no longer available.',
    };
  }
  if (text.includes('not approved')) {
    return { title: 'Project pending review', description: 'This project is still being reviewed. Check back soon!' };
  }
  return {
    title: 'Oops! Something went wrong',
    description: "We couldn't record your vote right now. Please try again.",
  };
}
