// The sign-in toasts a signed-out click on vote/vibe shows (docs/product.md#roles,
// #errors-and-toasts). Pages pass their own.
import { TOOLTIP_TEXTS } from './tooltip-texts';

export interface SignInPrompt {
  title: string;
  description: string;
}

/** Chart vote (docs/product.md#roles): 'Authentication Required: Please sign in to vote for projects.' */
export const CHART_VOTE_SIGN_IN: SignInPrompt = {
  title: 'Authentication Required',
  description: 'Please sign in to vote for projects.',
};
/**
 * Launchpad/archive vote (docs/product.md#validation, #errors-and-toasts): 'Sign in required' /
 * 'Please sign in to vote on projects'.
 */
export const VOTE_SIGN_IN: SignInPrompt = {
  title: 'Sign in required',
  description: 'Please sign in to vote on projects',
};
/**
 * All Projects vote (docs/product.md#errors-and-toasts): 'Sign In Required' / 'Please sign in to vote for projects.'
 */
export const ALL_PROJECTS_VOTE_SIGN_IN: SignInPrompt = {
  title: 'Sign In Required',
  description: 'Please sign in to vote for projects.',
};
/** Any vibe (docs/product.md#validation): 'Sign in required' / 'Please sign in to send vibes'. */
export const VIBE_SIGN_IN: SignInPrompt = { title: 'Sign in required', description: 'Please sign in to send vibes' };

export const VOTE_TOOLTIP_SIGNED_IN = TOOLTIP_TEXTS['vote-in'];
export const VOTE_TOOLTIP_SIGNED_OUT = TOOLTIP_TEXTS['vote-out'];
