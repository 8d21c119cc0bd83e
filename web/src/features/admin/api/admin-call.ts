// What every admin request shares: the admin's ID token on each call (none: refused before sending,
// lib/id-token.ts), reads cached per signed-in admin under [...key, uid] and enabled only for admins.
import type { ApiName, ApiOutput } from '@domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../../../lib/api';
import { browserApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { requireIdToken } from '../../../lib/id-token';
import { ADMIN_KEYS } from '../admin-keys';
import { readAgain } from '../../../lib/read-again';

type Request<N extends ApiName> = Omit<CallOptions<N>, 'token' | 'signal'>;

export function useAdminQuery<N extends ApiName>(
  key: readonly string[],
  name: N,
  { request, staleTime }: { request?: Request<N>; staleTime?: number } = {},
) {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery({
    queryKey: [...key, user?.uid ?? null],
    enabled: user !== null && isAdmin,
    queryFn: async ({ signal }) =>
      browserApi.call(name, { ...request, token: await requireIdToken(getIdToken), signal } as CallOptions<N>),
    // A read that only changes with a deploy (staleTime Infinity) is not refetched on focus either.
    ...(staleTime === undefined ? {} : { staleTime, refetchOnWindowFocus: false }),
  });
}

/**
 * An admin action: `request` turns the variables into the call; a fresh token is taken per call.
 * `refreshes`: the queries read again once it is settled, also after a failure (a 409 means someone
 * else already decided, so what the page shows is stale).
 */
export function useAdminMutation<N extends ApiName, V>(
  name: N,
  request: (variables: V) => Request<N>,
  { refreshes = [], gcTime }: { refreshes?: (readonly string[])[]; gcTime?: number } = {},
) {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    gcTime,
    mutationFn: async (variables: V): Promise<ApiOutput<N>> =>
      browserApi.call(name, { ...request(variables), token: await requireIdToken(getIdToken) } as CallOptions<N>),
    onSettled: () => readAgain(queryClient, refreshes),
  });
}

/** The review queue and the pending count (the PROFILE menu's red dot). */
export const PENDING_QUEUE_KEYS = [ADMIN_KEYS.pendingProjects, ADMIN_KEYS.pendingCount];
