// The vote and vibe toasts of the launchpad and the archive (spec §5, §8), chosen from the server's
// message: decisions.md fixes the words clients match on ('per project', 'Insufficient … quota',
// 'Must be logged in').
import { VIBE_SIGN_IN, VOTE_SIGN_IN } from '../components/ui/sign-in-prompt';
import type { ToastOptions } from '../components/ui/toaster';
import { ApiError } from './api-error';

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

export function voteSuccessToast(remaining: number): ToastOptions {
  return { title: 'Vote counted! ✨', description: `${remaining} votes remaining this week`, type: 'success' };
}

export function voteErrorToast(error: unknown): ToastOptions {
  const message = serverMessageOf(error);
  const lower = message.toLowerCase();
  if (lower.includes('per project')) {
    return {
      title: 'Vote limit reached',
      description: "You've given the max 3 votes to this project this week",
      type: 'warning',
    };
  }
  if (lower.includes('insufficient') || lower.includes('quota')) {
    return { title: 'Out of votes', description: "You've used all votes this week. Resets Monday.", type: 'warning' };
  }
  // An expired or revoked session answers 401 'Must be logged in': the anonymous prompt fits.
  if (lower.includes('must be logged in')) return SIGN_IN_TO_VOTE;
  return { title: 'Vote failed', description: message || 'Failed to process vote', type: 'error' };
}

export const VIBE_SUCCESS: ToastOptions = {
  title: 'Good vibes! ✨',
  description: 'Your vibe has been sent',
  type: 'success',
};

export function vibeErrorToast(error: unknown): ToastOptions {
  const message = serverMessageOf(error);
  if (message.toLowerCase().includes('must be logged in')) return SIGN_IN_TO_VIBE;
  return { title: 'Error', description: message || 'Failed to send vibe', type: 'error' };
}
