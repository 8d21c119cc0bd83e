// PATCH /api/admin/submissions/{id} (docs/product.md#calls): approve or reject a pending project; then the list
// and the pending count (the PROFILE menu's red dot) are refreshed.
import type { ReviewDecision } from '../admin-messages';
import { PENDING_QUEUE_KEYS, useAdminMutation } from './admin-call';

export function useUpdateSubmissionStatus() {
  return useAdminMutation(
    'setSubmissionStatus',
    ({ id, status }: { id: string; status: ReviewDecision }) => ({ params: { id }, body: { status } }),
    { refreshes: PENDING_QUEUE_KEYS },
  );
}
