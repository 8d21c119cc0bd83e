// GET /api/admin/inbox and POST /api/admin/inbox/{kind}/{id}/handled: contact messages and tool
// suggestions, newest first; marking one handled refreshes the list.
import type { InboxItemJson } from '@domain/api';
import { ADMIN_KEYS } from '../admin-keys';
import { useAdminMutation, useAdminQuery } from './admin-call';

export type InboxItem = InboxItemJson;

export function useAdminInbox() {
  return useAdminQuery(ADMIN_KEYS.inbox, 'adminInbox');
}

export function useMarkHandled() {
  return useAdminMutation(
    'handleInboxItem',
    ({ kind, id }: Pick<InboxItem, 'kind' | 'id'>) => ({ params: { kind, id } }),
    { refreshes: [ADMIN_KEYS.inbox] },
  );
}
