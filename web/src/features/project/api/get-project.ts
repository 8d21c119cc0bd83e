// GET /api/projects/:id: one public project as listed (404 'Project not found' otherwise).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getProject = (id: string, signal?: AbortSignal) => fetchApi('project', { params: { id }, signal });

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...QUERY_KEYS.project, id], queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
