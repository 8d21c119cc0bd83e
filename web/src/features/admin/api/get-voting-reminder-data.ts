// POST /api/admin/preview-voting-reminder-data (docs/product.md#calls): how many members the voting reminder
// would reach (test accounts and unsubscribed addresses left out). A read, so a query; the body is
// empty: the spec's fixed admin key is not sent (admin routes authorise by the custom claim).
import { ADMIN_KEYS } from '../admin-keys';
import { useAdminQuery } from './admin-call';

export function useVotingReminderData() {
  return useAdminQuery(ADMIN_KEYS.votingReminderData, 'previewVotingReminderData', { request: { body: {} } });
}
