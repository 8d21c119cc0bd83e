// GET /api/admin/preview-voting-reminder (spec §7): the voting-reminder e-mail as {subject, html,
// text} (the api client asks for JSON). Authorised by the admin claim; no admin key is sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export async function getVotingReminderPreview({ token, signal }: { token: string; signal?: AbortSignal }) {
  return fetchApi('previewVotingReminder', { token, signal });
}

export function votingReminderPreviewQueryOptions(
  uid: string | null,
  isAdmin: boolean,
  getIdToken: () => Promise<string | null>,
) {
  return queryOptions({
    queryKey: [...ADMIN_KEYS.votingReminderPreview, uid],
    enabled: uid !== null && isAdmin,
    queryFn: async ({ signal }) => getVotingReminderPreview({ token: await requireToken(getIdToken), signal }),
    // The e-mail only changes with a deploy: no refetch while the admin reads it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useVotingReminderPreview() {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery(votingReminderPreviewQueryOptions(user?.uid ?? null, isAdmin, getIdToken));
}
