// POST /api/votes (spec §7): JSON { submissionId } plus action 'vote' from the launchpad and the
// archive; the server takes the voter from the bearer token, never from the body. Answers
// { remaining }. Callers pass the queries to refresh afterwards (their list; spec §4/§7).
import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from './lazy-api';
import { QUERY_KEYS } from './query-keys';
import { useSession } from './session';

export class NotSignedInError extends Error {
  constructor() {
    super('Must be logged in');
    this.name = 'NotSignedInError';
  }
}

export async function postVote({
  submissionId,
  action,
  token,
}: {
  submissionId: string;
  action?: 'vote';
  token: string;
}): Promise<{ remaining: number }> {
  return fetchApi('vote', { body: action ? { submissionId, action } : { submissionId }, token });
}

export interface UseVoteOptions {
  /** 'vote' on the launchpad and the archive (spec §7); omitted on All Projects. */
  action?: 'vote';
  /** Queries refetched after a vote (success or failure: a failure may mean the row is stale). */
  refresh: readonly QueryKey[];
}

export function useVote({ action, refresh }: UseVoteOptions) {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submissionId: string) => {
      const token = await getIdToken();
      if (!token) throw new NotSignedInError();
      return postVote({ submissionId, action, token });
    },
    onSettled: () => {
      // Not awaited: the button is free again at once; the rows update when the refetch lands. The
      // quota too: after a final error the vote may still have been stored (callApi retried its key).
      for (const queryKey of [...refresh, QUERY_KEYS.myQuota]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
