// GET /api/projects/:id for the project page (lib/project-query.ts).
import { useQuery } from '@tanstack/react-query';
import { projectQueryOptions } from '../../../lib/project-query';

export { projectQueryOptions };

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
