// POST /api/vibes (spec §7): JSON { submissionId }, the vibe from the launchpad and the archive.
// Answers the project's new { vibeCount }. Callers pass the queries to refresh afterwards.
import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from './lazy-api';
import { NotSignedInError } from './post-vote';
import { useSession } from './session';

export async function postVibe({
  submissionId,
  token,
}: {
  submissionId: string;
  token: string;
}): Promise<{ vibeCount: number }> {
  return fetchApi('vibe', { body: { submissionId }, token });
}

export function useVibe({ refresh }: { refresh: readonly QueryKey[] }) {
  const { getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submissionId: string) => {
      const token = await getIdToken();
      if (!token) throw new NotSignedInError();
      return postVibe({ submissionId, token });
    },
    onSettled: () => {
      // Not awaited: the button is free again at once; the rows update when the refetch lands.
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
