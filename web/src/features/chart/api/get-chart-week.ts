// GET /api/charts/:weekOf: one published week's frozen chart (404 when never published, 400 when
// weekOf is not a Monday).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getChartWeek = (weekOf: string, signal?: AbortSignal) => fetchApi('chart', { params: { weekOf }, signal });

export const chartWeekQueryOptions = (weekOf: string) =>
  queryOptions({ queryKey: [...QUERY_KEYS.chartWeek, weekOf], queryFn: ({ signal }) => getChartWeek(weekOf, signal) });

export function useChartWeek(weekOf: string) {
  return useQuery(chartWeekQueryOptions(weekOf));
}
