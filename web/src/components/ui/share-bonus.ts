// The share bonus (spec §4, §8, §9): a successful share by a signed-in user asks POST /api/earn
// {action:'share'} for the weekly +2; the server decides whether it applies. Pure, unit-tested.
import type { ShareOutcome } from '../../lib/share';
import type { ToastOptions } from './toaster';

/** Only a share that went out (native share or a copied link) earns; a cancelled or failed one does not. */
export function shareSucceeded(outcome: ShareOutcome): boolean {
  return outcome === 'shared' || outcome === 'copied';
}

/** Whether to call POST /api/earn: a successful share by a signed-in user. Signed out earns nothing. */
export function shouldEarnShareBonus(outcome: ShareOutcome, status: 'signedIn' | 'signedOut'): boolean {
  return status === 'signedIn' && shareSucceeded(outcome);
}

/** Spec §8 Earn, for the share action: applied, or already earned this week. */
export function shareBonusToast(result: { applied: boolean; bonusAmount: number }): ToastOptions {
  return result.applied
    ? { title: 'Bonus votes earned!', description: `+${result.bonusAmount} votes added to your quota`, type: 'success' }
    : { title: 'Already earned', description: "You've already earned bonus votes for share this week", type: 'info' };
}

/** Spec §8 Earn failure. */
export const SHARE_BONUS_FAILED: ToastOptions = { title: 'Unable to earn bonus', type: 'error' };
