// GET /api/projects/:id/history: the project's rank per published week, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const getProjectHistory = (id: string, signal?: AbortSignal) =>
  fetchApi('projectHistory', { params: { id }, signal });

export const projectHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.project, id, 'history'],
    queryFn: ({ signal }) => getProjectHistory(id, signal),
  });

export function useProjectHistory(id: string) {
  return useQuery(projectHistoryQueryOptions(id));
}
