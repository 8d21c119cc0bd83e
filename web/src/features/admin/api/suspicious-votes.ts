// GET /api/admin/suspicious-votes and POST /api/admin/suspicious-votes/{id} (issue 17): the week's
// flagged vote groups, and an admin's decision on one (discount or dismiss, with why).
import type { SuspiciousGroupJson } from '@domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export type SuspiciousGroup = SuspiciousGroupJson;

export function useSuspiciousVotes() {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery({
    queryKey: [...ADMIN_KEYS.suspiciousVotes, user?.uid ?? null],
    enabled: user !== null && isAdmin,
    queryFn: async ({ signal }) => fetchApi('suspiciousVotes', { token: await requireToken(getIdToken), signal }),
  });
}

export function useDecideSuspiciousVotes() {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, note }: { id: string; action: 'discount' | 'dismiss'; note: string }) =>
      fetchApi('decideSuspiciousVotes', {
        params: { id },
        body: { action, note },
        token: await requireToken(getIdToken),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.suspiciousVotes }),
  });
}
