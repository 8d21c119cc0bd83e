// GET /api/admin/held-projects and POST /api/admin/held-projects/{id}/release (issue 14): projects
// whose AI score (≥ 9.0) waits for an admin's look before it can chart. Releasing keeps the judge's
// score or sets an adjusted one; the list refreshes after either outcome (a 409: someone else did it).
import type { z } from 'zod';
import type { heldProjectSchema } from '@domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export type HeldProject = z.infer<typeof heldProjectSchema>;

export function useHeldProjects() {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery({
    queryKey: [...ADMIN_KEYS.heldProjects, user?.uid ?? null],
    enabled: user !== null && isAdmin,
    queryFn: async ({ signal }) => fetchApi('heldProjects', { token: await requireToken(getIdToken), signal }),
  });
}

export function useReleaseHeldProject() {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, aiScore }: { id: string; aiScore?: number }) =>
      fetchApi('releaseHeldProject', {
        params: { id },
        body: aiScore === undefined ? {} : { aiScore },
        token: await requireToken(getIdToken),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.heldProjects }),
  });
}
