// GET /api/charts: the published weeks, newest first (the past chart's week picker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const chartWeeksQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.chartWeeks,
    queryFn: ({ client, signal }) => apiOf(client).call('charts', { signal }),
  });

export function useChartWeeks() {
  return useQuery(chartWeeksQueryOptions());
}
