// DELETE /api/admin/submissions/{id} (spec §7): removes a pending project for good; then the list
// and the pending count (the PROFILE menu's red dot) are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export async function deleteSubmission({ id, token }: { id: string; token: string }) {
  return fetchApi('deleteSubmission', { params: { id }, token });
}

export function useDeleteSubmission() {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string }) => deleteSubmission({ id, token: await requireToken(getIdToken) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.pendingProjects }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.pendingCount }),
      ]),
  });
}
