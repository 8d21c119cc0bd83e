// GET /api/projects/archive/count: how many projects the archive lists in all, for the load-more
// label 'of ~N shown'. A count of the archive query, cached like the list (max-age 60 s).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';

export const archiveCountQueryKey = ['projects', 'archive', 'count'] as const;

export function archiveCountQueryOptions() {
  return queryOptions({
    queryKey: archiveCountQueryKey,
    queryFn: async ({ client, signal }) => (await apiOf(client).call('archiveCount', { signal })).total,
  });
}

export function useArchiveCount() {
  return useQuery(archiveCountQueryOptions());
}
