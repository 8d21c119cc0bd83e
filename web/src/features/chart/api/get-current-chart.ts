// GET /api/submissions?filter=vibechart: the published chart (one Firestore read server-side),
// refetched on mount when stale and on reconnect.
import { PRODUCT_SLUG } from '@domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { listRows } from '../../../lib/project-rows';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const currentChartQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.currentChart,
    queryFn: async ({ client, signal }) =>
      listRows(await apiOf(client).call('submissions', { query: { filter: PRODUCT_SLUG }, signal })),
    refetchOnReconnect: true,
  });

export function useCurrentChart() {
  return useQuery(currentChartQueryOptions());
}
