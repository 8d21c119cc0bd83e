// POST /api/admin/preview-voting-reminder-data (spec §7): how many members the voting reminder
// would reach (test accounts and unsubscribed addresses left out). A read, so a query; the body is
// empty: the spec's fixed admin key is not sent (admin routes authorise by the custom claim).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { useSession } from '../../../lib/session';
import { ADMIN_KEYS, requireToken } from '../admin-keys';

export async function getVotingReminderData({ token, signal }: { token: string; signal?: AbortSignal }) {
  return fetchApi('previewVotingReminderData', { body: {}, token, signal });
}

export function votingReminderDataQueryOptions(
  uid: string | null,
  isAdmin: boolean,
  getIdToken: () => Promise<string | null>,
) {
  return queryOptions({
    queryKey: [...ADMIN_KEYS.votingReminderData, uid],
    enabled: uid !== null && isAdmin,
    queryFn: async ({ signal }) => getVotingReminderData({ token: await requireToken(getIdToken), signal }),
  });
}

export function useVotingReminderData() {
  const { user, isAdmin, getIdToken } = useSession();
  return useQuery(votingReminderDataQueryOptions(user?.uid ?? null, isAdmin, getIdToken));
}
