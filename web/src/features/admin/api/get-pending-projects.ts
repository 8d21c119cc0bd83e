// GET /api/admin/pending-projects (spec §7): the review queue, oldest first. Admins only.
import type { z } from 'zod';
import type { pendingProjectSchema } from '@domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export type PendingProject = z.infer<typeof pendingProjectSchema>;

export async function getPendingProjects({ token, signal }: { token: string; signal?: AbortSignal }) {
  return fetchApi('pendingProjects', { token, signal });
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

/** Live: a new submission (or another admin's decision) shows at once, not at the next 30 s poll. */
export function usePendingProjects() {
  const { user, isAdmin, getIdToken } = useSession();
  useLiveRefresh(user && isAdmin ? { kind: 'pendingQueue' } : null, [
    ADMIN_KEYS.pendingProjects,
    QUERY_KEYS.pendingCount,
  ]);
  return useQuery(pendingProjectsQueryOptions(user?.uid ?? null, isAdmin, getIdToken));
}
