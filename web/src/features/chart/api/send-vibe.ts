// POST /api/projects/{id}/vibe from a chart row: 'Vibe sent!'; refreshes the chart and total vibes.
import { useSendVibe } from '../../../components/ui/use-vote-actions';
import { QUERY_KEYS } from '../../../lib/query-keys';

export function useChartVibe(onVibed?: (id: string, vibeCount: number) => void) {
  return useSendVibe({ listKeys: [QUERY_KEYS.currentChart, QUERY_KEYS.chartWeek], onVibed });
}
