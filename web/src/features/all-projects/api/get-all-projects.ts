// GET /api/submissions (spec §7): every approved project, already in the spec §9 order by the
// server (on the current chart first by rank, then newest first; README "Choices"), so no client sort.
import type { ListedProjectJson } from '@domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';

export const allProjectsQueryKey = ['submissions', 'all'] as const;

export function allProjectsQueryOptions() {
  return queryOptions({
    queryKey: allProjectsQueryKey,
    queryFn: ({ client, signal }): Promise<ListedProjectJson[]> => apiOf(client).call('submissions', { signal }),
  });
}

export function useAllProjects() {
  return useQuery(allProjectsQueryOptions());
}
