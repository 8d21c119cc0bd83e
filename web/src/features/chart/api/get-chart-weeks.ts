// GET /api/charts: the published weeks, newest first (the past chart's week picker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getChartWeeks = (signal?: AbortSignal) => fetchApi('charts', { signal });

export const chartWeeksQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.chartWeeks, queryFn: ({ signal }) => getChartWeeks(signal) });

export function useChartWeeks() {
  return useQuery(chartWeeksQueryOptions());
}
