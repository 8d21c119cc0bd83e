// GET /api/admin/preview-voting-reminder (docs/product.md#calls): the voting-reminder e-mail as {subject, html,
// text} (the api client asks for JSON). Authorised by the admin claim; no admin key is sent.
import { ADMIN_KEYS } from '../admin-keys';
import { useAdminQuery } from './admin-call';

export function useVotingReminderPreview() {
  // The e-mail only changes with a deploy: no refetch while the admin reads it.
  return useAdminQuery(ADMIN_KEYS.votingReminderPreview, 'previewVotingReminder', { staleTime: Infinity });
}
