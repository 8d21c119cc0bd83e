// GET /api/projects/:id/history: the project's rank per published week, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const projectHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.project, id, 'history'],
    queryFn: ({ client, signal }) => apiOf(client).call('projectHistory', { params: { id }, signal }),
  });

export function useProjectHistory(id: string) {
  return useQuery(projectHistoryQueryOptions(id));
}
