// The chart's vote toasts (spec §8 "Vote (chart)"), pure so they are unit-tested in node.

export interface ToastText {
  title: string;
  description: string;
}

/** Spec §8 "Vote (chart)", plus decisions.md: a "per project" or quota refusal gets its own toast. */
export function chartVoteErrorToast(message: string): ToastText {
  const text = message.toLowerCase();
  if (text.includes('already voted')) {
    return {
      title: 'One vote per project',
      description: "If you love it enough, share it with someone who hasn't voted yet!",
    };
  }
  if (text.includes('per project')) {
    return { title: 'Vote limit reached', description: "You've given the max 3 votes to this project this week" };
  }
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
