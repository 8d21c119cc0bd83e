// POST /api/admin/beta-turbulence-preview (spec §7): who the campaign would reach (totalUsers,
// realRecipients, testAccountsFiltered, batchInfo). Needs the typed admin key, so it runs on the
// "Load Preview" step as a mutation and the key never lands in a query cache key.
import { useMutation } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { requireToken } from '../admin-keys';

export async function loadBetaTurbulencePreview({ adminKey, token }: { adminKey: string; token: string }) {
  return fetchApi('betaTurbulencePreview', { body: { adminKey }, token });
}

export function useLoadBetaTurbulencePreview() {
  const { getIdToken } = useSession();
  return useMutation({
    // The variables hold the admin key: drop them from the mutation cache as soon as the page is gone.
    gcTime: 0,
    mutationFn: async ({ adminKey }: { adminKey: string }) =>
      loadBetaTurbulencePreview({ adminKey, token: await requireToken(getIdToken) }),
  });
}
