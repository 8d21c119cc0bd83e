// The vote and vibe toasts of the launchpad and the archive (spec §5, §8), chosen by the server's
// error code (domain/errors.ts); the server's message is shown only when no toast of ours fits.
import { VIBE_SIGN_IN, VOTE_SIGN_IN } from '../components/ui/sign-in-prompt';
import type { ToastOptions } from '../components/ui/toaster';
import { ApiError, errorCodeOf } from './api-error';

const MAX_SHOWN_MESSAGE = 200;

/**
 * The server's `message` for an API error, else the error's own text; '' when there is none or it
 * is not a readable sentence (an HTML error page from a proxy, a very long body).
 */
export function serverMessageOf(error: unknown): string {
  const text = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
  const trimmed = text.trim();
  return trimmed.startsWith('<') || trimmed.length > MAX_SHOWN_MESSAGE ? '' : trimmed;
}

/** The anonymous prompts (the vote/vibe buttons show them on a signed-out click, spec §5/§8). */
export const SIGN_IN_TO_VOTE: ToastOptions = { ...VOTE_SIGN_IN, type: 'warning' };
export const SIGN_IN_TO_VIBE: ToastOptions = { ...VIBE_SIGN_IN, type: 'warning' };

/** The weekly quota is used up (every page's words for it). */
export const OUT_OF_VOTES: ToastOptions = {
  title: 'Out of votes',
  description: "You've used all votes this week. Resets Monday.",
  type: 'warning',
};

export function voteSuccessToast(remaining: number): ToastOptions {
  return { title: 'Vote counted! ✨', description: `${remaining} votes remaining this week`, type: 'success' };
}

export function voteErrorToast(error: unknown): ToastOptions {
  switch (errorCodeOf(error)) {
    case 'max_votes_per_project':
      return {
        title: 'Vote limit reached',
        description: "You've given the max 3 votes to this project this week",
        type: 'warning',
      };
    case 'quota_used':
      return OUT_OF_VOTES;
    // An expired or revoked session answers 401 must_be_logged_in: the anonymous prompt fits.
    case 'must_be_logged_in':
      return SIGN_IN_TO_VOTE;
    default:
      return { title: 'Vote failed', description: serverMessageOf(error) || 'Failed to process vote', type: 'error' };
  }
}

export const VIBE_SUCCESS: ToastOptions = {
  title: 'Good vibes! ✨',
  description: 'Your vibe has been sent',
  type: 'success',
};

export function vibeErrorToast(error: unknown): ToastOptions {
  if (errorCodeOf(error) === 'must_be_logged_in') return SIGN_IN_TO_VIBE;
  return { title: 'Error', description: serverMessageOf(error) || 'Failed to send vibe', type: 'error' };
}
