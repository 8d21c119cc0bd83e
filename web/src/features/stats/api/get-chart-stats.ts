// GET /api/chart/stats: totalVotes, totalProjects, totalBuilders for the top bar and the mobile strip.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getChartStats = (signal?: AbortSignal) => fetchApi('chartStats', { signal });

export const chartStatsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.chartStats, queryFn: ({ signal }) => getChartStats(signal) });

export function useChartStats() {
  return useQuery(chartStatsQueryOptions());
}
