// GET /api/me/quota: votes left this week, signed in only (the top bar's first counter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useLiveRefresh } from '../../../lib/use-live-refresh';

export const myQuotaQueryOptions = (uid: string | null, getIdToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.myQuota, uid],
    queryFn: async ({ client, signal }) => apiOf(client).call('myQuota', { token: await getIdToken(), signal }),
    enabled: uid !== null,
  });

/** Live: follows votes made in another tab (a Firestore listener on this week's quota document). */
export function useMyQuota() {
  const { user, getIdToken } = useSession();
  const uid = user?.uid ?? null;
  useLiveRefresh(uid ? { kind: 'myQuota', uid } : null, [[...QUERY_KEYS.myQuota, uid]]);
  return useQuery(myQuotaQueryOptions(uid, getIdToken));
}
