// The share bonus (docs/product.md#states-and-transitions, #errors-and-toasts,
// #limits-and-constants): a successful share by a signed-in user asks POST /api/earn
// {action:'share'} for the weekly +2; the server decides whether it applies. Pure, unit-tested:
// which toast says what happened (the copy, and the bonus only when it was applied).
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

/** docs/product.md#bonus-votes. */
export const SHARE_BONUS_FAILED: ToastOptions = { title: 'Unable to earn bonus', type: 'error' };

/** What POST /api/earn {action:'share'} answered, or 'failed' when the call did not succeed. */
export type ShareBonusResult = { applied: boolean; bonusAmount: number } | 'failed';

/**
 * The toast after the bonus call, or null to leave the share's own toast as it is. `shareToast` is
 * the toast the share showed: the copy toast, or null after a native share
 * (docs/product.md#states-and-transitions: none). The bonus is claimed on every share but applies
 * once a week, so only an applied bonus is news: it joins the copy toast (one toast at a time: a
 * second toast would replace it) or, after a native share, shows docs/product.md#errors-and-toasts
 * 'Bonus votes earned!'. Already earned this week says nothing. A failed call (logged by the
 * caller) shows docs/product.md#errors-and-toasts 'Unable to earn bonus' only when it replaces no copy toast.
 */
export function shareBonusToast(shareToast: ToastOptions | null, result: ShareBonusResult): ToastOptions | null {
  if (result === 'failed') return shareToast ? null : SHARE_BONUS_FAILED;
  if (!result.applied) return null;
  const added = `+${result.bonusAmount} votes added to your quota`;
  return shareToast
    ? { ...shareToast, description: `Bonus votes earned! ${added}`, type: 'success' }
    : { title: 'Bonus votes earned!', description: added, type: 'success' };
}
