import type { ErrorCode } from '@domain/errors';
import { MESSAGES } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, serverMessageOf } from './api-error';
import { requireIdToken } from './id-token';
import { PROJECT_ACTIONS } from './project-action-toasts';

const { chart, list, allProjects } = PROJECT_ACTIONS;
const refused = (status: number, message: string, code: ErrorCode) =>
  new ApiError(status, message, JSON.stringify({ error: 'x', code, message }));
const perProjectLimit = refused(409, MESSAGES.maxVotesPerProject, 'max_votes_per_project');
const quotaUsed = refused(409, MESSAGES.quotaUsed, 'quota_used');
const loggedOut = refused(401, MESSAGES.mustBeLoggedIn, 'must_be_logged_in');
const notFound = refused(404, MESSAGES.projectNotFound, 'project_not_found');
const htmlPage = new ApiError(502, '<html>Bad gateway</html>', '<html>Bad gateway</html>');

const OUT_OF_VOTES = {
  title: 'Out of votes',
  description: "You've used all votes this week. Resets Monday.",
  type: 'warning',
};
const SIGN_IN_TO_VOTE = {
  title: 'Sign in required',
  description: 'Please sign in to vote on projects',
  type: 'warning',
};

// What each page sends is checked where it is sent (use-project-actions.test.tsx).
describe('a signed-in call without a token', () => {
  it('is refused before it is sent, as the server would', async () => {
    const error = await requireIdToken(async () => null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(list.voteFailed(error)).toEqual(SIGN_IN_TO_VOTE);
    await expect(requireIdToken(async () => 'token')).resolves.toBe('token');
  });
});

describe('vote counted (docs/product.md#errors-and-toasts)', () => {
  it('names the votes left on the chart, the launchpad and the archive; All Projects says Vote Recorded', () => {
    for (const table of [chart, list]) {
      expect(table.voted(7)).toEqual({
        title: 'Vote counted! ✨',
        description: '7 votes remaining this week',
        type: 'success',
      });
    }
    expect(allProjects.voted(7)).toEqual({ title: 'Vote Recorded', type: 'success' });
  });
});

describe("the chart's vote toasts (docs/product.md#errors-and-toasts 'Vote (chart)'), also the project page's", () => {
  it("gives the server's per-project refusal the chart's own limit toast, not the launchpad's", () => {
    expect(chart.voteFailed(perProjectLimit)).toEqual({
      title: 'Max 3 votes per project',
      description: "If you love it enough, share it with someone who hasn't voted yet!",
      type: 'error',
    });
  });

  it.each([
    [loggedOut, 'Sign in to vote', "We need to know it's really you before counting your vote."],
    [notFound, 'Project not found', 'This project might have been removed or is no longer available.'],
    [
      refused(409, 'Project not approved', 'project_not_approved'),
      'Project pending review',
      'This project is still being reviewed. Check back soon!',
    ],
    [quotaUsed, 'Out of votes', "You've used all votes this week. Resets Monday."],
    [refused(403, 'x', 'own_project'), 'Your own project', "You can't vote for your own project: share it instead!"],
    // A message that names a cause is not read: only the code chooses.
    [
      new ApiError(409, MESSAGES.quotaUsed, MESSAGES.quotaUsed),
      'Oops! Something went wrong',
      "We couldn't record your vote right now. Please try again.",
    ],
    [new Error('500: boom'), 'Oops! Something went wrong', "We couldn't record your vote right now. Please try again."],
  ])('maps %s to %s, always as an error toast', (error, title, description) => {
    expect(chart.voteFailed(error)).toEqual({ title, description, type: 'error' });
  });
});

describe('the launchpad, archive and All Projects vote toasts (docs/product.md#errors-and-toasts)', () => {
  const ANOTHER_TRY = "We couldn't record your vote right now. Please try again later.";
  it.each([
    [
      'list',
      perProjectLimit,
      { title: 'Vote limit reached', description: "You've given the max 3 votes to this project this week" },
    ],
    ['list', quotaUsed, OUT_OF_VOTES],
    ['list', loggedOut, SIGN_IN_TO_VOTE],
    ['list', notFound, { title: 'Vote failed', description: 'Project not found', type: 'error' }],
    ['list', htmlPage, { title: 'Vote failed', description: 'Failed to process vote' }],
    ['list', undefined, { title: 'Vote failed', description: 'Failed to process vote' }],
    ['allProjects', perProjectLimit, { title: 'Already Voted', description: "You've already voted for this project." }],
    [
      'allProjects',
      loggedOut,
      { title: 'Sign In Required', description: 'Please sign in to vote for projects.', type: 'warning' },
    ],
    ['allProjects', quotaUsed, OUT_OF_VOTES],
    ['allProjects', notFound, { title: 'Oops! Something went wrong', description: ANOTHER_TRY }],
    [
      'allProjects',
      new TypeError('Failed to fetch'),
      { title: 'Oops! Something went wrong', description: ANOTHER_TRY },
    ],
    ['allProjects', null, { title: 'Oops! Something went wrong', description: ANOTHER_TRY }],
  ] as const)('%s maps %s', (page, error, expected) => {
    expect(PROJECT_ACTIONS[page].voteFailed(error)).toMatchObject(expected);
  });
});

describe('vibe toasts (docs/product.md#errors-and-toasts)', () => {
  it('success: the chart says Vibe sent!, the launchpad and the archive Good vibes!', () => {
    expect(chart.vibed).toEqual({ title: 'Vibe sent!', type: 'success' });
    expect(list.vibed).toMatchObject({ title: 'Good vibes! ✨', description: 'Your vibe has been sent' });
  });

  it("errors: 'Error' with the server message, else 'Failed to send vibe'", () => {
    for (const table of [chart, list]) {
      expect(table.vibeFailed(refused(409, MESSAGES.alreadyVibedToday, 'already_vibed_today'))).toMatchObject({
        title: 'Error',
        description: MESSAGES.alreadyVibedToday,
      });
      expect(table.vibeFailed(new Error(''))).toMatchObject({ title: 'Error', description: 'Failed to send vibe' });
    }
    expect(list.vibeFailed(loggedOut)).toEqual({
      title: 'Sign in required',
      description: 'Please sign in to send vibes',
      type: 'warning',
    });
  });
});

describe('serverMessageOf', () => {
  it('prefers the JSON message, keeps plain errors, drops HTML and huge bodies', () => {
    expect(serverMessageOf(refused(409, 'Max 3 votes per project per week', 'max_votes_per_project'))).toBe(
      'Max 3 votes per project per week',
    );
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(serverMessageOf(new ApiError(500, '<!doctype html>', '<!doctype html>'))).toBe('');
    expect(serverMessageOf(new Error('x'.repeat(500)))).toBe('');
    expect(serverMessageOf('oops')).toBe('');
  });
});
