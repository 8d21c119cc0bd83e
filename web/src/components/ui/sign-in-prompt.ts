// The sign-in toasts a signed-out click on vote/vibe shows (spec §6, §8). Pages pass their own.
import { TOOLTIP_TEXTS } from './tooltip-texts';

export interface SignInPrompt {
  title: string;
  description: string;
}

/** Chart vote (spec §6): 'Authentication Required: Please sign in to vote for projects.' */
export const CHART_VOTE_SIGN_IN: SignInPrompt = {
  title: 'Authentication Required',
  description: 'Please sign in to vote for projects.',
};
/** Launchpad/archive vote (spec §5/§8): 'Sign in required' / 'Please sign in to vote on projects'. */
export const VOTE_SIGN_IN: SignInPrompt = {
  title: 'Sign in required',
  description: 'Please sign in to vote on projects',
};
/** All Projects vote (spec §8): 'Sign In Required' / 'Please sign in to vote for projects.' */
export const ALL_PROJECTS_VOTE_SIGN_IN: SignInPrompt = {
  title: 'Sign In Required',
  description: 'Please sign in to vote for projects.',
};
/** Any vibe (spec §5): 'Sign in required' / 'Please sign in to send vibes'. */
export const VIBE_SIGN_IN: SignInPrompt = { title: 'Sign in required', description: 'Please sign in to send vibes' };

export const VOTE_TOOLTIP_SIGNED_IN = TOOLTIP_TEXTS['vote-in'];
export const VOTE_TOOLTIP_SIGNED_OUT = TOOLTIP_TEXTS['vote-out'];
