import type { ErrorCode } from '@domain/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { ApiError } from './api-client';
import {
  SIGN_IN_TO_VIBE,
  SIGN_IN_TO_VOTE,
  VIBE_SUCCESS,
  serverMessageOf,
  vibeErrorToast,
  voteErrorToast,
  voteSuccessToast,
} from './list-vote-toasts';

const apiError = (status: number, message: string, code: ErrorCode) =>
  new ApiError(status, message, JSON.stringify({ error: 'x', code, message }));

describe('launchpad and archive vote toasts (spec §8)', () => {
  it('success names the votes left', () => {
    expect(voteSuccessToast(7)).toMatchObject({
      title: 'Vote counted! ✨',
      description: '7 votes remaining this week',
    });
  });

  it("maps the server's per-project limit", () => {
    expect(voteErrorToast(apiError(409, MESSAGES.maxVotesPerProject, 'max_votes_per_project'))).toMatchObject({
      title: 'Vote limit reached',
      description: "You've given the max 3 votes to this project this week",
    });
  });

  it('maps an exhausted quota', () => {
    expect(voteErrorToast(apiError(409, MESSAGES.quotaUsed, 'quota_used'))).toMatchObject({
      title: 'Out of votes',
      description: "You've used all votes this week. Resets Monday.",
    });
  });

  it('maps an expired session to the sign-in prompt', () => {
    expect(voteErrorToast(apiError(401, MESSAGES.mustBeLoggedIn, 'must_be_logged_in'))).toEqual(SIGN_IN_TO_VOTE);
    expect(SIGN_IN_TO_VOTE).toMatchObject({
      title: 'Sign in required',
      description: 'Please sign in to vote on projects',
    });
  });

  it("otherwise 'Vote failed' with the server message, or the fallback", () => {
    expect(voteErrorToast(apiError(404, MESSAGES.projectNotFound, 'project_not_found'))).toMatchObject({
      title: 'Vote failed',
      description: 'Project not found',
      type: 'error',
    });
    expect(voteErrorToast(new ApiError(502, '<html>Bad gateway</html>', '<html>Bad gateway</html>'))).toMatchObject({
      title: 'Vote failed',
      description: 'Failed to process vote',
    });
    expect(voteErrorToast(undefined)).toMatchObject({ title: 'Vote failed', description: 'Failed to process vote' });
  });
});

describe('launchpad and archive vibe toasts (spec §8)', () => {
  it('success', () => {
    expect(VIBE_SUCCESS).toMatchObject({ title: 'Good vibes! ✨', description: 'Your vibe has been sent' });
  });

  it("errors: 'Error' with the server message, else 'Failed to send vibe'", () => {
    expect(vibeErrorToast(apiError(409, MESSAGES.alreadyVibedToday, 'already_vibed_today'))).toMatchObject({
      title: 'Error',
      description: MESSAGES.alreadyVibedToday,
    });
    expect(vibeErrorToast(new Error(''))).toMatchObject({ title: 'Error', description: 'Failed to send vibe' });
    expect(vibeErrorToast(apiError(401, MESSAGES.mustBeLoggedIn, 'must_be_logged_in'))).toEqual(SIGN_IN_TO_VIBE);
  });
});

describe('serverMessageOf', () => {
  it('prefers the JSON message, keeps plain errors, drops HTML and huge bodies', () => {
    expect(serverMessageOf(apiError(409, 'Max 3 votes per project per week', 'max_votes_per_project'))).toBe(
      'Max 3 votes per project per week',
    );
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(serverMessageOf(new ApiError(500, '<!doctype html>', '<!doctype html>'))).toBe('');
    expect(serverMessageOf(new Error('x'.repeat(500)))).toBe('');
    expect(serverMessageOf('oops')).toBe('');
  });
});
