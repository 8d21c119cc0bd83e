// GET /api/projects/:id: one public project as listed (404 'Project not found' otherwise).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.project, id],
    queryFn: ({ client, signal }) => apiOf(client).call('project', { params: { id }, signal }),
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
