// POST /api/votes from the All Projects list (spec §7: no action field here) with this page's toasts
// (spec §8 "Vote (All Projects page)"); the list is refetched afterwards.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toaster';
import { useVote } from '../../../lib/post-vote';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { VOTE_RECORDED, allProjectsVoteErrorToast } from '../all-projects-rows';
import { allProjectsQueryKey } from './get-all-projects';

/** Spec §7: after a vote the list, the chart stats and the user's quota are refreshed. */
const REFRESH_AFTER_VOTE = [allProjectsQueryKey, QUERY_KEYS.chartStats, QUERY_KEYS.myQuota] as const;

export function useAllProjectsVote(projectId: string) {
  const mutation = useVote({ refresh: REFRESH_AFTER_VOTE });
  const { mutateAsync } = mutation;
  const vote = useCallback(async () => {
    try {
      await mutateAsync(projectId);
      toast(VOTE_RECORDED);
    } catch (error) {
      toast(allProjectsVoteErrorToast(error));
    }
  }, [mutateAsync, projectId]);
  return { vote, pending: mutation.isPending };
}
