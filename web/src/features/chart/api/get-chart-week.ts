// GET /api/charts/:weekOf: one published week's frozen chart (404 when never published, 400 when
// weekOf is not a Monday).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { listRows } from '../../../lib/project-rows';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const chartWeekQueryOptions = (weekOf: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.chartWeek, weekOf],
    queryFn: async ({ client, signal }) => {
      const chart = await apiOf(client).call('chart', { params: { weekOf }, signal });
      return { ...chart, entries: listRows(chart.entries) };
    },
  });

export function useChartWeek(weekOf: string) {
  return useQuery(chartWeekQueryOptions(weekOf));
}
