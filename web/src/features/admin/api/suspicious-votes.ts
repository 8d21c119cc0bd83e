// GET /api/admin/suspicious-votes and POST /api/admin/suspicious-votes/{id}: the week's
// flagged vote groups, and an admin's decision on one (discount or dismiss, with why).
import type { SuspiciousGroupJson } from '@domain/api';
import { ADMIN_KEYS } from '../admin-keys';
import { useAdminMutation, useAdminQuery } from './admin-call';

export type SuspiciousGroup = SuspiciousGroupJson;

export function useSuspiciousVotes() {
  return useAdminQuery(ADMIN_KEYS.suspiciousVotes, 'suspiciousVotes');
}

export function useDecideSuspiciousVotes() {
  return useAdminMutation(
    'decideSuspiciousVotes',
    ({ id, action, note }: { id: string; action: 'discount' | 'dismiss'; note: string }) => ({
      params: { id },
      body: { action, note },
    }),
    { refreshes: [ADMIN_KEYS.suspiciousVotes] },
  );
}
