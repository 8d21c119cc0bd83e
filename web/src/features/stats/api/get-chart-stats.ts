// GET /api/chart/stats: totalVotes, totalProjects, totalBuilders for the top bar and the mobile strip.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const chartStatsQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.chartStats,
    queryFn: ({ client, signal }) => apiOf(client).call('chartStats', { signal }),
  });

export function useChartStats() {
  return useQuery(chartStatsQueryOptions());
}
