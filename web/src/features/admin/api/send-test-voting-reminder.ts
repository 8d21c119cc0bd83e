// POST /api/admin/send-test-voting-reminder (spec §7): the voting reminder to one typed address.
// Sends the address only: no admin key (admin routes authorise by the custom claim).
import { useMutation } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { requireToken } from '../admin-keys';

export async function sendTestVotingReminder({ testEmail, token }: { testEmail: string; token: string }) {
  return fetchApi('sendTestVotingReminder', { body: { testEmail }, token });
}

export function useSendTestVotingReminder() {
  const { getIdToken } = useSession();
  return useMutation({
    mutationFn: async ({ testEmail }: { testEmail: string }) =>
      sendTestVotingReminder({ testEmail, token: await requireToken(getIdToken) }),
  });
}
