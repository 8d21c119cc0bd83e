import { describe, expect, it } from 'vitest';
import { chartVoteErrorToast } from './vote-toasts';

describe('chartVoteErrorToast', () => {
  it('maps server messages to the chart toasts of spec §8', () => {
    expect(chartVoteErrorToast('You already voted for this')).toEqual({
      title: 'One vote per project',
      description: "If you love it enough, share it with someone who hasn't voted yet!",
    });
    expect(chartVoteErrorToast('Must be logged in').title).toBe('Sign in to vote');
    expect(chartVoteErrorToast('Project not found')).toEqual({
      title: 'Project not found',
      description: 'This project might have been removed or is no longer available.',
    });
    expect(chartVoteErrorToast('Project not approved').title).toBe('Project pending review');
    expect(chartVoteErrorToast('Max 3 votes per project per week').title).toBe('Vote limit reached');
    expect(chartVoteErrorToast('Insufficient votes: weekly quota used').title).toBe('Out of votes');
    expect(chartVoteErrorToast('500: boom')).toEqual({
      title: 'Oops! Something went wrong',
      description: "We couldn't record your vote right now. Please try again.",
    });
  });
});
