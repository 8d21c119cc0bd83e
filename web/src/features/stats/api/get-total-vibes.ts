// GET /api/stats/total-vibes: the vibes counter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const totalVibesQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.totalVibes,
    queryFn: ({ client, signal }) => apiOf(client).call('totalVibes', { signal }),
  });

export function useTotalVibes() {
  return useQuery(totalVibesQueryOptions());
}
