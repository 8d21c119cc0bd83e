// GET /api/projects/:id: one public project as listed (404 'Project not found' otherwise). The
// project page renders from it; a list row's 'AI Judge Review' dialog reads the review's text from it.
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from './api';
import { QUERY_KEYS } from './query-keys';

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.project, id],
    queryFn: ({ client, signal }) => apiOf(client).call('project', { params: { id }, signal }),
  });
