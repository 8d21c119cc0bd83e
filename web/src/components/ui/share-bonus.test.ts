import { describe, expect, it } from 'vitest';
import type { ShareOutcome } from '../../lib/share';
import { SHARE_BONUS_FAILED, shareBonusToast, shareSucceeded, shouldEarnShareBonus } from './share-bonus';

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

describe('shareBonusToast', () => {
  it('announces the votes added when the bonus applied', () => {
    expect(shareBonusToast({ applied: true, bonusAmount: 2 })).toEqual({
      title: 'Bonus votes earned!',
      description: '+2 votes added to your quota',
      type: 'success',
    });
  });

  it('says it was already earned this week when not applied', () => {
    expect(shareBonusToast({ applied: false, bonusAmount: 0 })).toEqual({
      title: 'Already earned',
      description: "You've already earned bonus votes for share this week",
      type: 'info',
    });
  });

  it('has the spec failure title', () => {
    expect(SHARE_BONUS_FAILED).toEqual({ title: 'Unable to earn bonus', type: 'error' });
  });
});
