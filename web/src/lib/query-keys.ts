// Query keys shared across features (a vote on any list refreshes the counters and the quota).
export const QUERY_KEYS = {
  /** GET /api/chart/stats */
  chartStats: ['stats', 'chart'] as const,
  /** GET /api/stats/total-vibes */
  totalVibes: ['stats', 'total-vibes'] as const,
  /** GET /api/me/quota, per user: [...myQuota, uid] */
  myQuota: ['me', 'quota'] as const,
  /** GET /api/admin/pending-count, per user */
  pendingCount: ['admin', 'pending-count'] as const,
  /** GET /api/submissions?filter=vibechart */
  currentChart: ['chart', 'current'] as const,
  /** GET /api/chart/live-votes */
  chartLiveVotes: ['chart', 'live-votes'] as const,
  /** GET /api/charts/:weekOf: [...chartWeek, weekOf] */
  chartWeek: ['chart', 'week'] as const,
  /** GET /api/charts */
  chartWeeks: ['chart', 'weeks'] as const,
  /** GET /api/projects/:id and its history: [...project, id] */
  project: ['project'] as const,
} as const;
