// Each page's vote and vibe (docs/product.md#validation, #calls, #errors-and-toasts): its request
// and its toasts, one table per page, the toast chosen by the server's error code
// (domain/errors.ts), never by its English; the server's message is shown only where no toast of
// ours fits. use-project-actions.ts loads this module with the first vote or vibe, so none of it is in a first paint.
import { MAX_VOTES_PER_PROJECT_PER_WEEK } from '@domain/constants';
import { ALL_PROJECTS_VOTE_SIGN_IN, VIBE_SIGN_IN, VOTE_SIGN_IN } from '../components/ui/sign-in-prompt';
import type { ToastOptions } from '../components/ui/toaster';
import { errorCodeOf, serverMessageOf } from './api-error';

export interface ProjectActionsTable {
  /** POST /api/votes carries action 'vote' (docs/product.md#calls: from the launchpad and the archive only). */
  voteAction?: 'vote';
  /** POST /api/projects/:id/vibe (chart, project page) or POST /api/vibes (launchpad, archive). */
  vibeRoute: 'projectVibe' | 'vibe';
  voted: (remaining: number) => ToastOptions;
  voteFailed: (error: unknown) => ToastOptions;
  vibed: ToastOptions;
  vibeFailed: (error: unknown) => ToastOptions;
}

/** The weekly quota is used up (every page's words for it). */
export const OUT_OF_VOTES: ToastOptions = {
  title: 'Out of votes',
  description: "You've used all votes this week. Resets Monday.",
  type: 'warning',
};

const voteCounted = (remaining: number): ToastOptions => ({
  title: 'Vote counted! ✨',
  description: `${remaining} votes remaining this week`,
  type: 'success',
});

const vibeFailed = (error: unknown): ToastOptions => ({
  title: 'Error',
  description: serverMessageOf(error) || 'Failed to send vibe',
  type: 'error',
});

/**
 * The chart's vote-limit toast (docs/product.md#errors-and-toasts "Vote (chart)", its 'already
 * voted' case). Every page maps a "per project" refusal to its own limit toast, and the rule is
 * 3 votes per project a week (docs/product.md#votes), so the title states that rule; the
 * chart's own words follow.
 */
export const CHART_VOTE_LIMIT: ToastOptions = {
  title: `Max ${MAX_VOTES_PER_PROJECT_PER_WEEK} votes per project`,
  description: "If you love it enough, share it with someone who hasn't voted yet!",
};

/**
 * docs/product.md#errors-and-toasts "Vote (chart)", plus docs/product.md#votes: a per-project or quota
 * refusal gets its own toast.
 */
function chartVoteFailed(error: unknown): ToastOptions {
  switch (errorCodeOf(error)) {
    case 'max_votes_per_project':
      return CHART_VOTE_LIMIT;
    case 'quota_used':
      return OUT_OF_VOTES;
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

/** The anonymous prompts (an expired or revoked session answers 401 must_be_logged_in: they fit). */
export const SIGN_IN_TO_VOTE: ToastOptions = { ...VOTE_SIGN_IN, type: 'warning' };
export const SIGN_IN_TO_VIBE: ToastOptions = { ...VIBE_SIGN_IN, type: 'warning' };
export const SIGN_IN_REQUIRED: ToastOptions = { ...ALL_PROJECTS_VOTE_SIGN_IN, type: 'warning' };

function listVoteFailed(error: unknown): ToastOptions {
  switch (errorCodeOf(error)) {
    case 'max_votes_per_project':
      return {
        title: 'Vote limit reached',
        description: "You've given the max 3 votes to this project this week",
        type: 'warning',
      };
    case 'quota_used':
      return OUT_OF_VOTES;
    case 'must_be_logged_in':
      return SIGN_IN_TO_VOTE;
    default:
      return { title: 'Vote failed', description: serverMessageOf(error) || 'Failed to process vote', type: 'error' };
  }
}

/**
 * docs/product.md#errors-and-toasts "Vote (All Projects page)". The per-project limit ('Max 3 votes
 * per project per week', docs/product.md#votes) maps to this page's vote-limit toast, 'Already Voted'. An
 * exhausted weekly quota is not in this page's list; it gets the launchpad's 'Out of votes' text
 * rather than "try again later".
 */
function allProjectsVoteFailed(error: unknown): ToastOptions {
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

/** The launchpad's and the archive's table (docs/product.md#validation, #errors-and-toasts). */
const LIST: ProjectActionsTable = {
  voteAction: 'vote',
  vibeRoute: 'vibe',
  voted: voteCounted,
  voteFailed: listVoteFailed,
  vibed: { title: 'Good vibes! ✨', description: 'Your vibe has been sent', type: 'success' },
  vibeFailed: (error) => (errorCodeOf(error) === 'must_be_logged_in' ? SIGN_IN_TO_VIBE : vibeFailed(error)),
};

export type ProjectActionsPage = 'chart' | 'list' | 'allProjects';

/** Every page's table: the chart's is also the project page's (/p/:id votes the chart's way). */
export const PROJECT_ACTIONS: Record<ProjectActionsPage, ProjectActionsTable> = {
  chart: {
    vibeRoute: 'projectVibe',
    voted: voteCounted,
    // The chart's vote toasts are all of the destructive kind (docs/product.md#errors-and-toasts "Vote (chart)").
    voteFailed: (error) => ({ ...chartVoteFailed(error), type: 'error' }),
    vibed: { title: 'Vibe sent!', type: 'success' },
    vibeFailed,
  },
  list: LIST,
  allProjects: {
    ...LIST,
    voteAction: undefined,
    voted: () => ({ title: 'Vote Recorded', type: 'success' }),
    voteFailed: allProjectsVoteFailed,
  },
};
