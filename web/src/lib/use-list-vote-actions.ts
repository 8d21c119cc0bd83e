// Vote and vibe on a launchpad or archive row (spec §7, §8): POST /api/votes with action 'vote' and
// POST /api/vibes, their toasts, then the list and the counters refreshed. The vote and vibe buttons
// handle the signed-out click themselves (sign-in prompt); these run only for a signed-in user.
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { toast } from '../components/ui/toaster';
import { VIBE_SUCCESS, vibeErrorToast, voteErrorToast, voteSuccessToast } from './list-vote-toasts';
import { useVibe } from './post-vibe';
import { useVote } from './post-vote';
import { QUERY_KEYS } from './query-keys';

export interface ListVoteActions {
  vote: () => Promise<void>;
  vibe: () => Promise<void>;
  votePending: boolean;
  vibePending: boolean;
}

/**
 * `listKey`: the page's list query, refetched after a vote or vibe (for the archive that is pages
 * 1..n). A vote also refreshes the chart stats and the user's quota; a vibe the total vibes.
 */
export function useListVoteActions(projectId: string, listKey: QueryKey): ListVoteActions {
  const afterVote = useMemo(() => [listKey, QUERY_KEYS.chartStats, QUERY_KEYS.myQuota], [listKey]);
  const afterVibe = useMemo(() => [listKey, QUERY_KEYS.totalVibes], [listKey]);
  const voteMutation = useVote({ action: 'vote', refresh: afterVote });
  const vibeMutation = useVibe({ refresh: afterVibe });
  const { mutateAsync: sendVote } = voteMutation;
  const { mutateAsync: sendVibe } = vibeMutation;

  const vote = useCallback(async () => {
    try {
      const { remaining } = await sendVote(projectId);
      toast(voteSuccessToast(remaining));
    } catch (error) {
      toast(voteErrorToast(error));
    }
  }, [sendVote, projectId]);

  const vibe = useCallback(async () => {
    try {
      await sendVibe(projectId);
      toast(VIBE_SUCCESS);
    } catch (error) {
      toast(vibeErrorToast(error));
    }
  }, [sendVibe, projectId]);

  return { vote, vibe, votePending: voteMutation.isPending, vibePending: vibeMutation.isPending };
}
