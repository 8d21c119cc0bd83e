import type { ErrorCode } from '@domain/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { ApiError } from '../../lib/api-client';
import {
  SIGN_IN_REQUIRED,
  allProjectsVoteErrorToast,
  initialVisibleCount,
  nextVisibleCount,
} from './all-projects-rows';

const ids = Array.from({ length: 75 }, (_, i) => `p${i}`);
const apiError = (status: number, message: string, code: ErrorCode) =>
  new ApiError(status, message, JSON.stringify({ error: 'x', code, message }));

describe('All Projects paging (spec §2, §9: 20 more per Load More)', () => {
  it('starts with one page of 20', () => {
    expect(initialVisibleCount(ids, null)).toBe(20);
    expect(initialVisibleCount(ids, 'unknown')).toBe(20);
  });

  it('opens enough pages to show the project of a #project-{id} link', () => {
    expect(initialVisibleCount(ids, 'p0')).toBe(20);
    expect(initialVisibleCount(ids, 'p19')).toBe(20);
    expect(initialVisibleCount(ids, 'p20')).toBe(40);
    expect(initialVisibleCount(ids, 'p74')).toBe(80);
  });

  it('reveals 20 more, never past the end', () => {
    expect(nextVisibleCount(20, 75)).toBe(40);
    expect(nextVisibleCount(60, 75)).toBe(75);
    expect(nextVisibleCount(75, 75)).toBe(75);
  });
});

describe('All Projects vote toasts (spec §8)', () => {
  it('maps the per-project limit to Already Voted', () => {
    expect(
      allProjectsVoteErrorToast(apiError(409, MESSAGES.maxVotesPerProject, 'max_votes_per_project')),
    ).toMatchObject({
      title: 'Already Voted',
      description: "You've already voted for this project.",
    });
  });

  it('maps a missing session to Sign In Required', () => {
    expect(allProjectsVoteErrorToast(apiError(401, MESSAGES.mustBeLoggedIn, 'must_be_logged_in'))).toEqual(
      SIGN_IN_REQUIRED,
    );
    expect(SIGN_IN_REQUIRED).toMatchObject({
      title: 'Sign In Required',
      description: 'Please sign in to vote for projects.',
    });
  });

  it('maps an exhausted quota to Out of votes', () => {
    expect(allProjectsVoteErrorToast(apiError(409, MESSAGES.quotaUsed, 'quota_used'))).toMatchObject({
      title: 'Out of votes',
    });
  });

  it('anything else is the generic failure', () => {
    for (const error of [
      apiError(404, MESSAGES.projectNotFound, 'project_not_found'),
      new TypeError('Failed to fetch'),
      null,
    ]) {
      expect(allProjectsVoteErrorToast(error)).toMatchObject({
        title: 'Oops! Something went wrong',
        description: "We couldn't record your vote right now. Please try again later.",
      });
    }
  });
});
