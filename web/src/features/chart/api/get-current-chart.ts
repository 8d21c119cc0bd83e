// GET /api/submissions?filter=vibechart: the published chart (one Firestore read server-side), through
// react-query; refetched on mount and on reconnect (spec §7). The Firestore SDK stays out of the page.
import { PRODUCT_SLUG } from '@domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getCurrentChart = (signal?: AbortSignal) =>
  fetchApi('submissions', { query: { filter: PRODUCT_SLUG }, signal });

export const currentChartQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.currentChart,
    queryFn: ({ signal }) => getCurrentChart(signal),
    refetchOnMount: 'always',
    refetchOnReconnect: true,
  });

export function useCurrentChart() {
  return useQuery(currentChartQueryOptions());
}
