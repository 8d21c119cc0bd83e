// GET /api/admin/pending-projects (docs/product.md#calls): the review queue, oldest first. Admins only.
import type { z } from 'zod';
import type { pendingProjectSchema } from '@domain/api';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { ADMIN_KEYS } from '../admin-keys';
import { useAdminQuery } from './admin-call';

export type PendingProject = z.infer<typeof pendingProjectSchema>;

/** Live: a new submission (or another admin's decision) shows at once, not at the next 30 s poll. */
export function usePendingProjects() {
  const { user, isAdmin } = useSession();
  useLiveRefresh(user && isAdmin ? { kind: 'pendingQueue' } : null, [
    ADMIN_KEYS.pendingProjects,
    QUERY_KEYS.pendingCount,
  ]);
  return useAdminQuery(ADMIN_KEYS.pendingProjects, 'pendingProjects');
}
