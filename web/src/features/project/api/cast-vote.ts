// POST /api/votes from the project page: the chart's toasts; refreshes this project, stats and quota.
import { useCastVote } from '../../../components/ui/use-vote-actions';
import { QUERY_KEYS } from '../../../lib/query-keys';

export function useProjectVote(id: string) {
  return useCastVote({ listKeys: [[...QUERY_KEYS.project, id], QUERY_KEYS.currentChart] });
}
