import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import type { ErrorCode } from '@domain/errors';
import { ApiError } from '../../lib/api-error';
import { CHART_VOTE_LIMIT, chartVoteErrorToast } from './vote-toasts';

const refused = (code: ErrorCode, message: string) =>
  new ApiError(409, message, JSON.stringify({ error: 'x', code, message }));

describe('chartVoteErrorToast', () => {
  it("gives the server's per-project refusal the chart's own limit toast, not the launchpad's", () => {
    const toast = chartVoteErrorToast(refused('max_votes_per_project', MESSAGES.maxVotesPerProject));
    expect(toast).toBe(CHART_VOTE_LIMIT);
    expect(toast).toEqual({
      title: 'Max 3 votes per project',
      description: "If you love it enough, share it with someone who hasn't voted yet!",
    });
    expect(toast.title).not.toBe('Vote limit reached');
  });

  it('maps server error codes to the chart toasts of spec §8, never their English', () => {
    expect(chartVoteErrorToast(refused('must_be_logged_in', 'Must be logged in')).title).toBe('Sign in to vote');
    expect(chartVoteErrorToast(refused('project_not_found', 'Project not found'))).toEqual({
      title: 'Project not found',
      description: 'This project might have been removed or is no longer available.',
    });
    expect(chartVoteErrorToast(refused('project_not_approved', 'Project not approved')).title).toBe(
      'Project pending review',
    );
    expect(chartVoteErrorToast(refused('quota_used', 'Insufficient votes: weekly quota used')).title).toBe(
      'Out of votes',
    );
    // A message that names a cause is not read: only the code chooses.
    expect(chartVoteErrorToast(new ApiError(409, MESSAGES.quotaUsed, MESSAGES.quotaUsed)).title).toBe(
      'Oops! Something went wrong',
    );
    expect(chartVoteErrorToast(new Error('500: boom'))).toEqual({
      title: 'Oops! Something went wrong',
      description: "We couldn't record your vote right now. Please try again.",
    });
  });
});
