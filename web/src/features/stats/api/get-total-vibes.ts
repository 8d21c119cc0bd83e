// GET /api/stats/total-vibes: the vibes counter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getTotalVibes = (signal?: AbortSignal) => fetchApi('totalVibes', { signal });

export const totalVibesQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.totalVibes, queryFn: ({ signal }) => getTotalVibes(signal) });

export function useTotalVibes() {
  return useQuery(totalVibesQueryOptions());
}
