// POST /api/votes from a chart row: the chart's toasts; refreshes the chart, stats and quota.
import { useCastVote } from '../../../components/ui/use-vote-actions';
import { QUERY_KEYS } from '../../../lib/query-keys';

export function useChartVote(onVoted?: (submissionId: string) => void) {
  return useCastVote({ listKeys: [QUERY_KEYS.currentChart, QUERY_KEYS.chartWeek], onVoted });
}
