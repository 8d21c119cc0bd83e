// Query keys of the admin pages (per signed-in admin), and the token every admin call needs.
import { QUERY_KEYS } from '../../lib/query-keys';

export const ADMIN_KEYS = {
  /** GET /api/admin/pending-projects: [...pendingProjects, uid] */
  pendingProjects: ['admin', 'pending-projects'] as const,
  /** GET /api/admin/held-projects: [...heldProjects, uid] */
  heldProjects: ['admin', 'held-projects'] as const,
  /** GET /api/admin/suspicious-votes: [...suspiciousVotes, uid] */
  suspiciousVotes: ['admin', 'suspicious-votes'] as const,
  /** GET /api/admin/pending-count (the PROFILE menu's red dot; key shared through lib/query-keys). */
  pendingCount: QUERY_KEYS.pendingCount,
  /** GET /api/admin/preview-voting-reminder */
  votingReminderPreview: ['admin', 'voting-reminder', 'preview'] as const,
  /** POST /api/admin/preview-voting-reminder-data */
  votingReminderData: ['admin', 'voting-reminder', 'data'] as const,
} as const;

/** The admin's ID token; a call without one would only be refused (401), so fail before sending. */
export async function requireToken(getIdToken: () => Promise<string | null>): Promise<string> {
  const token = await getIdToken();
  if (!token) throw new Error('Must be logged in');
  return token;
}
