import { describe, expect, it } from 'vitest';
import type { ShareOutcome } from '../../lib/share';
import { shareBonusToast, shareSucceeded, shouldEarnShareBonus } from './share-bonus';
import type { ToastOptions } from './toaster';

const OUTCOMES: ShareOutcome[] = ['shared', 'copied', 'cancelled', 'failed'];

describe('shouldEarnShareBonus', () => {
  it('earns for a native share or a copied link by a signed-in user', () => {
    expect(shouldEarnShareBonus('shared', 'signedIn')).toBe(true);
    expect(shouldEarnShareBonus('copied', 'signedIn')).toBe(true);
  });

  it('never earns for a cancelled or failed share', () => {
    expect(shouldEarnShareBonus('cancelled', 'signedIn')).toBe(false);
    expect(shouldEarnShareBonus('failed', 'signedIn')).toBe(false);
  });

  it('never earns when signed out, whatever the outcome', () => {
    for (const outcome of OUTCOMES) expect(shouldEarnShareBonus(outcome, 'signedOut')).toBe(false);
  });

  it('treats only shared and copied as success', () => {
    expect(OUTCOMES.filter(shareSucceeded)).toEqual(['shared', 'copied']);
  });
});

describe('shareBonusToast: say what happened (the copy, and the bonus only when applied)', () => {
  // The toasts share-button.tsx shows for a copied link (docs/product.md#errors-and-toasts); a
  // native share shows none (null).
  const linkCopied: ToastOptions = { title: 'Link copied!', type: 'success' };
  const siteLinkCopied: ToastOptions = { title: 'Link Copied!', type: 'success' };
  const applied = { applied: true, bonusAmount: 2 };
  const alreadyEarned = { applied: false, bonusAmount: 0 };

  it('leaves the copy toast alone when the bonus was already earned this week (every share after the first)', () => {
    expect(shareBonusToast(linkCopied, alreadyEarned)).toBeNull();
    expect(shareBonusToast(siteLinkCopied, alreadyEarned)).toBeNull();
  });

  it('says nothing after a native share when the bonus was already earned', () => {
    expect(shareBonusToast(null, alreadyEarned)).toBeNull();
  });

  it('keeps the copy in the toast when the bonus applied', () => {
    expect(shareBonusToast(linkCopied, applied)).toEqual({
      title: 'Link copied!',
      description: 'Bonus votes earned! +2 votes added to your quota',
      type: 'success',
    });
    expect(shareBonusToast(siteLinkCopied, applied)?.title).toBe('Link Copied!');
  });

  it('announces an applied bonus after a native share with the spec Earn toast', () => {
    expect(shareBonusToast(null, applied)).toEqual({
      title: 'Bonus votes earned!',
      description: '+2 votes added to your quota',
      type: 'success',
    });
  });

  it('never replaces the copy toast with a failed bonus call; after a native share it shows the spec failure', () => {
    expect(shareBonusToast(linkCopied, 'failed')).toBeNull();
    expect(shareBonusToast(null, 'failed')).toEqual({ title: 'Unable to earn bonus', type: 'error' });
  });

  it('never speaks of "Already earned" for a share', () => {
    for (const shown of [linkCopied, siteLinkCopied, null]) {
      for (const result of [applied, alreadyEarned, 'failed'] as const) {
        const next = shareBonusToast(shown, result);
        expect(`${next?.title ?? ''} ${next?.description ?? ''}`).not.toMatch(/already earned/i);
      }
    }
  });
});
