// PATCH /api/admin/submissions/{id} (spec §7): approve or reject a pending project; then the list
// and the pending count (the PROFILE menu's red dot) are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';
import type { ReviewDecision } from '../admin-messages';

export async function updateSubmissionStatus({
  id,
  status,
  token,
}: {
  id: string;
  status: ReviewDecision;
  token: string;
}) {
  return fetchApi('setSubmissionStatus', { params: { id }, body: { status }, token });
}

export function useUpdateSubmissionStatus() {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ReviewDecision }) =>
      updateSubmissionStatus({ id, status, token: await requireToken(getIdToken) }),
    // Also after a failure: a 409 means someone else already decided, so the row is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.pendingProjects }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.pendingCount }),
      ]),
  });
}
