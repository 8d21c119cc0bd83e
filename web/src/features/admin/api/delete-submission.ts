// DELETE /api/admin/submissions/{id} (docs/product.md#calls): removes a pending project for good; then the list
// and the pending count (the PROFILE menu's red dot) are refreshed.
import { PENDING_QUEUE_KEYS, useAdminMutation } from './admin-call';

export function useDeleteSubmission() {
  return useAdminMutation('deleteSubmission', ({ id }: { id: string }) => ({ params: { id } }), {
    refreshes: PENDING_QUEUE_KEYS,
  });
}
