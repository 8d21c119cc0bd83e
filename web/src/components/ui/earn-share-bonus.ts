// The share bonus claim after a share (POST /api/earn {action:'share'}), loaded by share-button.tsx
// on use: the chart's first paint carries none of it.
import { QUERY_KEYS } from '../../lib/query-keys';
import type { Session } from '../../lib/session';
import type { ShareOutcome } from '../../lib/share';
import type { ShareBonusResult } from './share-bonus';
import { shareBonusToast, shareSucceeded, shouldEarnShareBonus } from './share-bonus';
import type { ToastOptions } from './toaster';
import { browserApi } from '../../lib/api';
import type { PageData } from '../../lib/page-data';
import { toast } from './toaster';

/**
 * After a successful share a signed-in user asks for the weekly share bonus; a toast follows only
 * when it was applied (share-bonus.ts), and then the quota refreshes. Signed out or after a
 * cancelled or failed share: nothing is called.
 */
export async function earnShareBonus(
  outcome: ShareOutcome,
  shareToast: ToastOptions | null,
  session: Pick<Session, 'ready' | 'getIdToken'>,
  refresh: PageData['refresh'],
): Promise<void> {
  if (!shareSucceeded(outcome)) return; // before ready(): no auth load for a cancelled share
  if (!shouldEarnShareBonus(outcome, await session.ready())) return;
  let result: ShareBonusResult;
  try {
    const token = await session.getIdToken();
    if (!token) return; // signed out in the meantime
    result = await browserApi.call('earn', { body: { action: 'share' }, token });
  } catch (error) {
    console.warn('Could not earn the share bonus', error);
    result = 'failed';
  }
  const followUp = shareBonusToast(shareToast, result);
  if (followUp) toast(followUp);
  // After a failure too: the bonus may have been applied though its answer was lost (the call retried its key).
  if (result === 'failed' || result.applied) void refresh([QUERY_KEYS.myQuota]);
}
