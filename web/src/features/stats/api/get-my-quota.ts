// GET /api/me/quota: votes left this week, signed in only (the top bar's first counter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getMyQuota = (token: string | null, signal?: AbortSignal) => fetchApi('myQuota', { token, signal });

export const myQuotaQueryOptions = (uid: string | null, getIdToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.myQuota, uid],
    queryFn: async ({ signal }) => getMyQuota(await getIdToken(), signal),
    enabled: uid !== null,
  });

export function useMyQuota() {
  const { user, getIdToken } = useSession();
  return useQuery(myQuotaQueryOptions(user?.uid ?? null, getIdToken));
}
