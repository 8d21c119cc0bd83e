// POST /api/admin/send-test-voting-reminder (docs/product.md#calls): the voting reminder to one typed address.
// Sends the address only: no admin key (admin routes authorise by the custom claim).
import { useAdminMutation } from './admin-call';

export function useSendTestVotingReminder() {
  return useAdminMutation('sendTestVotingReminder', ({ testEmail }: { testEmail: string }) => ({
    body: { testEmail },
  }));
}
