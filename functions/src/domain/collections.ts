// Firestore collection names and deterministic document ids. Deterministic ids make replays
// idempotent (a vote, vibe or bonus written twice lands on the same document).
export const COLLECTIONS = {
  users: 'users',
  submissions: 'submissions',
  votes: 'votes',
  vibes: 'vibes',
  contactSubmissions: 'contact_submissions',
  chartEntries: 'chart_entries',
  charts: 'charts',
  toolSuggestions: 'tool_suggestions',
  voteSessions: 'vote_sessions',
  voteSessionItems: 'items', // subcollection of vote_sessions/{id}
  userWarmupStatus: 'user_warmup_status',
  userWeeklyQuota: 'user_weekly_quota',
  voteBonusEvents: 'vote_bonus_events',
  aiReviews: 'ai_reviews',
  builderTools: 'builder_tools',
  newsletterSubscribers: 'newsletter_subscribers',
  stats: 'stats',
  statsShards: 'stats_shards',
  config: 'config',
  rateLimits: 'rate_limits',
  chartLocks: 'chart_locks',
  emailDeliveries: 'email_deliveries',
  emailSuppressions: 'email_suppressions',
  campaignTestSends: 'campaign_test_sends',
  judgeFailures: 'judge_failures',
  /** Server-only ordered indexes of the paged public lists (services/list-index.ts). */
  listIndexes: 'list_indexes',
  /** Server-only: what sitemap.xml and the feeds are served from (services/sitemap.ts, services/feeds.ts). */
  siteFiles: 'site_files',
  idempotencyKeys: 'idempotency_keys',
  /** Server-only: vote groups the fairness job flagged, and the admins' decisions on them. */
  fairnessGroups: 'fairness_groups',
  /**
   * Server-only: {projectId}_{n}, the votes and vibes of a project not yet folded into its document
   * (services/project-counters.ts).
   */
  projectCounterShards: 'project_counter_shards',
  /** Server-only: {weekStart}_{n}, the week's votes on projects that can chart (services/chart-votes.ts). */
  chartVoteShards: 'chart_vote_shards',
} as const;

/** charts/current is a full copy of the latest published week, so a chart view is one read. */
export const CURRENT_CHART_ID = 'current';
/** stats/summary: the rolled-up top-bar counters; stats_shards/{0..n-1} take the writes. */
export const STATS_SUMMARY_ID = 'summary';
/**
 * config/chart_index: {weeks: {[weekOf]: {publishedAt, entries}}}, written by the chart job with the
 * chart (services/charts.ts reads it).
 */
export const CHART_INDEX_ID = 'chart_index';

export const ids = {
  vote: (weekStart: string, userId: string, submissionId: string, n: number) =>
    `${weekStart}_${userId}_${submissionId}_${n}`,
  vibe: (day: string, userId: string, submissionId: string) => `${day}_${userId}_${submissionId}`,
  quota: (userId: string, weekStart: string) => `${userId}_${weekStart}`,
  warmup: (userId: string, weekStart: string) => `${userId}_${weekStart}`,
  bonusEvent: (userId: string, weekStart: string, action: string) => `${userId}_${weekStart}_${action}`,
  chartEntry: (weekOf: string, submissionId: string) => `${weekOf}_${submissionId}`,
  aiReview: (submissionId: string, aiVersion: number, inputHash: string) =>
    `${submissionId}_v${aiVersion}_${inputHash}`,
  sessionItem: (position: number) => String(position).padStart(3, '0'),
  /** One bulk e-mail to one address: `recipientKey` is sha256 of the lower-cased address. */
  emailDelivery: (campaignId: string, recipientKey: string) => `${campaignId}_${recipientKey}`,
  campaignTestSend: (campaignId: string, userId: string) => `${campaignId}_${userId}`,
  /** One user action on a spending route, by the client's Idempotency-Key. */
  idempotencyKey: (userId: string, key: string) => `${userId}_${key}`,
  projectCounterShard: (projectId: string, shard: number) => `${projectId}_${shard}`,
  chartVoteShard: (weekStart: string, shard: number) => `${weekStart}_${shard}`,
};
