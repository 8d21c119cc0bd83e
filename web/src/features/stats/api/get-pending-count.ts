// GET /api/admin/pending-count: admins only, polled every 30 s (docs/product.md#calls) for the red dot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { PENDING_COUNT_POLL_MS } from '../counters';

export const pendingCountQueryOptions = (
  uid: string | null,
  isAdmin: boolean,
  getIdToken: () => Promise<string | null>,
) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.pendingCount, uid],
    queryFn: async ({ client, signal }) => apiOf(client).call('pendingCount', { token: await getIdToken(), signal }),
    enabled: uid !== null && isAdmin,
    refetchInterval: PENDING_COUNT_POLL_MS,
  });

export function usePendingCount() {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery(pendingCountQueryOptions(user?.uid ?? null, isAdmin, getIdToken));
}
