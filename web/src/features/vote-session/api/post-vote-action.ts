// POST /api/vote-action (docs/product.md#calls): JSON sessionId, projectId, action (vote or skip); the user from
// the bearer token. A vote spends quota, so the quota and the lists are refreshed afterwards.
import type { ApiOutput } from '@domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { readAgain } from '../../../lib/read-again';
import { useSession } from '../../../lib/session';
import type { SessionAction } from '../session-model';
import { REFRESH_AFTER_EARN, REFRESH_AFTER_VOTE } from './refresh-keys';

export interface VoteActionInput {
  sessionId: string;
  projectId: string;
  action: SessionAction;
}

export async function postVoteAction({
  input,
  token,
}: {
  input: VoteActionInput;
  token: string;
}): Promise<ApiOutput<'voteAction'>> {
  return browserApi.call('voteAction', { body: input, token });
}

export function useVoteAction() {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VoteActionInput) => {
      const token = await getIdToken();
      if (!token) throw new Error('Must be logged in');
      return postVoteAction({ input, token });
    },
    onSuccess: (result, input) => {
      // The answer that completes a session may credit the review bonus, even a skip: the quota changed.
      const changed = input.action === 'vote' ? REFRESH_AFTER_VOTE : result.bonusEarned ? REFRESH_AFTER_EARN : [];
      void readAgain(queryClient, changed);
    },
    // A final error (callApi retried the action's key) may hide a stored vote: re-read the quota.
    onError: () => {
      void readAgain(queryClient, REFRESH_AFTER_VOTE);
    },
  });
}
