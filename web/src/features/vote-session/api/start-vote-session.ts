// POST /api/vote-session (docs/product.md#calls): JSON targetCount + excludeProjectId; the server takes the user
// from the bearer token (userId in the body would be ignored, so none is sent). Answers sessionId
// and items. A query (not a mutation) so the spinner, StrictMode's double mount and "Keep Voting"
// (a new attempt number) are handled by react-query; it is never refetched on its own.
import type { ApiOutput } from '@domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export type VoteSessionResult = ApiOutput<'voteSession'>;

export async function startVoteSession({
  targetCount,
  excludeProjectId,
  token,
  signal,
}: {
  targetCount: number;
  excludeProjectId: string | null;
  token: string;
  signal?: AbortSignal;
}): Promise<VoteSessionResult> {
  return browserApi.call('voteSession', {
    body: excludeProjectId ? { targetCount, excludeProjectId } : { targetCount },
    token,
    signal,
  });
}

export interface VoteSessionRequest {
  uid: string | null;
  targetCount: number;
  excludeProjectId: string | null;
  /** Bumped by "Keep Voting" for a fresh session. */
  attempt: number;
}

export function voteSessionQueryOptions(request: VoteSessionRequest, getIdToken: () => Promise<string | null>) {
  return queryOptions({
    queryKey: ['vote-session', request.uid, request.targetCount, request.excludeProjectId, request.attempt] as const,
    enabled: request.uid !== null,
    queryFn: async () => {
      const token = await getIdToken();
      if (!token) throw new Error('Must be logged in');
      // No abort signal: a session the server created must not be dropped half-way by a re-render.
      return startVoteSession({ ...request, token });
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}

export function useVoteSession(request: Omit<VoteSessionRequest, 'uid'>) {
  const { user, getIdToken } = useSession();
  return useQuery(voteSessionQueryOptions({ ...request, uid: user?.uid ?? null }, getIdToken));
}
