// GET /api/submissions (spec §7): every approved project, already in the spec §9 order by the
// server (on the current chart first by rank, then newest first; README "Choices"), so no client sort.
import type { ListedProjectJson } from '@domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';

export async function getAllProjects({ signal }: { signal?: AbortSignal } = {}): Promise<ListedProjectJson[]> {
  return fetchApi('submissions', { signal });
}

export const allProjectsQueryKey = ['submissions', 'all'] as const;

export function allProjectsQueryOptions() {
  return queryOptions({ queryKey: allProjectsQueryKey, queryFn: ({ signal }) => getAllProjects({ signal }) });
}

export function useAllProjects() {
  return useQuery(allProjectsQueryOptions());
}
