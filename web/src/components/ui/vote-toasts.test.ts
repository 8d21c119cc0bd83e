import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { CHART_VOTE_LIMIT, chartVoteErrorToast } from './vote-toasts';

describe('chartVoteErrorToast', () => {
  it("gives the server's per-project refusal the chart's own limit toast, not the launchpad's", () => {
    const toast = chartVoteErrorToast(MESSAGES.maxVotesPerProject);
    expect(toast).toBe(CHART_VOTE_LIMIT);
    expect(toast).toEqual({
      title: 'Max 3 votes per project',
      description: "If you love it enough, share it with someone who hasn't voted yet!",
    });
    expect(toast.title).not.toBe('Vote limit reached');
    expect(chartVoteErrorToast('You already voted for this')).toBe(CHART_VOTE_LIMIT);
  });

  it('maps server messages to the chart toasts of spec §8', () => {
    expect(chartVoteErrorToast('Must be logged in').title).toBe('Sign in to vote');
    expect(chartVoteErrorToast('Project not found')).toEqual({
      title: 'Project not found',
      description: 'This project might have been removed or is no longer available.',
    });
    expect(chartVoteErrorToast('Project not approved').title).toBe('Project pending review');
    expect(chartVoteErrorToast('Insufficient votes: weekly quota used').title).toBe('Out of votes');
    expect(chartVoteErrorToast('500: boom')).toEqual({
      title: 'Oops! Something went wrong',
      description: "We couldn't record your vote right now. Please try again.",
    });
  });
});
