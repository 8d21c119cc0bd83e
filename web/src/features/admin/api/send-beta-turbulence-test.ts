// POST /api/admin/send-beta-turbulence-test (spec §7): the campaign e-mail to the admin's own
// address (taken from the token by the server), which unlocks the campaign run for this admin.
import { useMutation } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { requireToken } from '../admin-keys';

export async function sendBetaTurbulenceTest({ adminKey, token }: { adminKey: string; token: string }) {
  return fetchApi('sendBetaTurbulenceTest', { body: { adminKey }, token });
}

export function useSendBetaTurbulenceTest() {
  const { getIdToken } = useSession();
  return useMutation({
    // The variables hold the admin key: drop them from the mutation cache as soon as the page is gone.
    gcTime: 0,
    mutationFn: async ({ adminKey }: { adminKey: string }) =>
      sendBetaTurbulenceTest({ adminKey, token: await requireToken(getIdToken) }),
  });
}
