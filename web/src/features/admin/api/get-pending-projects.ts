// GET /api/admin/pending-projects (spec §7): the review queue, oldest first. Admins only.
import type { z } from 'zod';
import type { pendingProjectSchema } from '@domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export type PendingProject = z.infer<typeof pendingProjectSchema>;

export async function getPendingProjects({ token, signal }: { token: string; signal?: AbortSignal }) {
  return callApi('pendingProjects', { token, signal });
}

export function pendingProjectsQueryOptions(
  uid: string | null,
  isAdmin: boolean,
  getIdToken: () => Promise<string | null>,
) {
  return queryOptions({
    queryKey: [...ADMIN_KEYS.pendingProjects, uid],
    enabled: uid !== null && isAdmin,
    queryFn: async ({ signal }) => getPendingProjects({ token: await requireToken(getIdToken), signal }),
  });
}

export function usePendingProjects() {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery(pendingProjectsQueryOptions(user?.uid ?? null, isAdmin, getIdToken));
}
