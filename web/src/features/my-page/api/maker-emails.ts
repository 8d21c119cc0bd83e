// GET and POST /api/me/maker-emails: the member's opt-in to their projects' weekly rank
// e-mail after the Monday chart.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const KEY = ['me', 'maker-emails'] as const;

async function tokenOf(getIdToken: () => Promise<string | null>): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new Error('Must be logged in');
  return token;
}

export function useMakerEmails() {
  const { user, getIdToken } = useSession();
  return useQuery({
    queryKey: [...KEY, user?.uid ?? null],
    enabled: user !== null,
    queryFn: async ({ signal }) => browserApi.call('myMakerEmails', { token: await tokenOf(getIdToken), signal }),
  });
}

export function useSetMakerEmails() {
  const { user, getIdToken } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      browserApi.call('setMyMakerEmails', { body: { enabled }, token: await tokenOf(getIdToken) }),
    onSuccess: (data) => queryClient.setQueryData([...KEY, user?.uid ?? null], data),
  });
}
