// Query keys of the admin pages (per signed-in admin).
import { QUERY_KEYS } from '../../lib/query-keys';

export const ADMIN_KEYS = {
  /** GET /api/admin/pending-projects: [...pendingProjects, uid] */
  pendingProjects: ['admin', 'pending-projects'] as const,
  /** GET /api/admin/held-projects: [...heldProjects, uid] */
  heldProjects: ['admin', 'held-projects'] as const,
  /** GET /api/admin/inbox: [...inbox, uid] */
  inbox: ['admin', 'inbox'] as const,
  /** GET /api/admin/suspicious-votes: [...suspiciousVotes, uid] */
  suspiciousVotes: ['admin', 'suspicious-votes'] as const,
  /** GET /api/admin/pending-count (the PROFILE menu's red dot; key shared through lib/query-keys). */
  pendingCount: QUERY_KEYS.pendingCount,
  /** GET /api/admin/preview-voting-reminder */
  votingReminderPreview: ['admin', 'voting-reminder', 'preview'] as const,
  /** POST /api/admin/preview-voting-reminder-data */
  votingReminderData: ['admin', 'voting-reminder', 'data'] as const,
} as const;
