// The stored records of the jobs, the admin tools, the quota and the e-mails (spec §3): one zod
// schema and one type per Firestore collection, re-exported by entities.ts. Their own module so the
// web app evaluates the stored data model in two tasks rather than one (lib/lazy-api.ts).
import { z } from 'zod';
import { AI_SCORE_MAX, AI_SCORE_MIN, AI_VERSION, BASE_VOTE_QUOTA, LIMITS } from './constants';
import { date, id, nullableDate, score10, weekStart } from './entity-fields';
import { TOOL_CATEGORIES } from './tools';

/**
 * fairness_groups/{weekStart}_{hash} — a flagged group of accounts (domain/fairness.ts), written by
 * the fairness job, decided by an admin. Server only: it names accounts.
 */
export const fairnessGroupSchema = z.object({
  id,
  weekStart,
  projectIds: z.array(id).min(1),
  accountIds: z.array(id).min(1),
  accountCount: z.number().int().min(1),
  voteCount: z.number().int().min(1),
  votesByProject: z.record(z.string(), z.number().int().min(0)),
  reasons: z.array(z.enum(['same_projects', 'fresh_accounts', 'burst'])),
  evidence: z.object({
    freshAccounts: z.number().int().min(0),
    burstWindowMinutes: z.number().int().min(0),
    firstVoteAt: date,
    lastVoteAt: date,
  }),
  status: z.enum(['open', 'discounted', 'dismissed']).default('open'),
  detectedAt: date,
  updatedAt: date,
  decidedBy: id.nullable().default(null),
  decidedByEmail: z.string().nullable().default(null),
  decidedAt: nullableDate,
  decisionNote: z.string().max(500).nullable().default(null),
});
export type FairnessGroup = z.infer<typeof fairnessGroupSchema>;

/** tool_suggestions/{uuid} — written by /api, read by admins. */
export const toolSuggestionSchema = z.object({
  id,
  userId: id,
  projectId: id.nullable().default(null),
  category: z.enum(TOOL_CATEGORIES),
  suggestion: z.string().min(1).max(LIMITS.toolSuggestion),
  createdAt: date,
});
export type ToolSuggestion = z.infer<typeof toolSuggestionSchema>;

/** vote_sessions/{uuid} with items in vote_sessions/{uuid}/items/{position}. */
export const voteSessionSchema = z.object({
  id,
  userId: id,
  targetCount: z.number().int().min(1).max(50),
  weekStart,
  excludeProjectId: id.nullable().default(null),
  actedCount: z.number().int().min(0).default(0),
  createdAt: date,
  completedAt: nullableDate,
});
export type VoteSession = z.infer<typeof voteSessionSchema>;

export const voteSessionItemSchema = z.object({
  id,
  sessionId: id,
  userId: id,
  projectId: id,
  position: z.number().int().min(0),
  acted: z.boolean().default(false),
  action: z.enum(['vote', 'skip']).nullable().default(null),
  createdAt: date,
});
export type VoteSessionItem = z.infer<typeof voteSessionItemSchema>;

/** user_warmup_status/{uid}_{weekStart} */
export const userWarmupStatusSchema = z.object({
  id,
  userId: id,
  weekStart,
  reviewsCompleted: z.number().int().min(0).default(0),
  eligible: z.boolean().default(false),
  createdAt: date,
});
export type UserWarmupStatus = z.infer<typeof userWarmupStatusSchema>;

/** user_weekly_quota/{uid}_{weekStart} — also keeps the per-project tally for the 3-per-week rule. */
export const userWeeklyQuotaSchema = z.object({
  id,
  userId: id,
  weekStart,
  baseQuota: z.number().int().min(0).default(BASE_VOTE_QUOTA),
  bonusQuota: z.number().int().min(0).default(0),
  spent: z.number().int().min(0).default(0),
  perProject: z.record(id, z.number().int().min(0)).default({}),
  updatedAt: date,
});
export type UserWeeklyQuota = z.infer<typeof userWeeklyQuotaSchema>;

export function remainingVotes(quota: Pick<UserWeeklyQuota, 'baseQuota' | 'bonusQuota' | 'spent'>): number {
  return Math.max(0, quota.baseQuota + quota.bonusQuota - quota.spent);
}

/** vote_bonus_events/{uid}_{weekStart}_{action} — the id makes each bonus once per week. */
export const voteBonusEventSchema = z.object({
  id,
  userId: id,
  weekStart,
  action: z.enum(['share', 'review5']),
  amount: z.number().int().min(1),
  createdAt: date,
});
export type VoteBonusEvent = z.infer<typeof voteBonusEventSchema>;

/** ai_reviews/{submissionId}_v{aiVersion}_{inputHash} — the id is the uniqueness rule. */
export const aiReviewSchema = z.object({
  id,
  submissionId: id,
  innovationScore: score10,
  utilityScore: score10,
  finalScore: z.number().min(AI_SCORE_MIN).max(AI_SCORE_MAX),
  reviewText: z.string().min(LIMITS.reviewTextMin).max(LIMITS.reviewTextMax),
  aiVersion: z.number().int().default(AI_VERSION),
  inputHash: z.string().length(LIMITS.inputHash),
  model: z.string().max(100).nullable().default(null),
  createdAt: date,
});
export type AiReview = z.infer<typeof aiReviewSchema>;

/**
 * builder_tools/{id}: a public, read-only collection that nothing writes or reads any more; the
 * catalogue is PREDEFINED_TOOLS (domain/tools.ts). Kept for the rules test of the public rule.
 */
export const builderToolSchema = z.object({
  id,
  name: z.string().min(1).max(60),
  color: z.enum(['blue', 'green', 'purple', 'gray']),
  category: z.enum(TOOL_CATEGORIES),
  order: z.number().int().min(0).default(0),
});
export type BuilderTool = z.infer<typeof builderToolSchema>;

/**
 * newsletter_subscribers/{sha256(lowercased email)} — no duplicates by construction; server only.
 * Double opt-in (decisions.md "E-mail"): a sign-up stores a pending document and mails a link; only
 * `confirmedAt` (set by the owner's click) makes it a subscriber. Documents written before double
 * opt-in have no `confirmedAt`: they never confirmed, so they count as pending (not mailed) until
 * their owner signs up again and confirms.
 */
export const newsletterSubscriberSchema = z.object({
  id,
  email: z.email(),
  /** When the owner consented: the confirmation click (legacy documents: their unconfirmed sign-up). */
  consentAt: nullableDate,
  source: z.string().max(40).default('site'),
  unsubscribedAt: nullableDate,
  /** When the owner confirmed through the e-mailed link; null: pending, gets no newsletter. */
  confirmedAt: nullableDate,
  /** The last confirmation e-mail: at most one per address per CONFIRMATION_RESEND_MS (services/newsletter-optin.ts). */
  confirmationSentAt: nullableDate,
  /**
   * Until when an unconfirmed sign-up is kept: a Firestore TTL policy (firestore.indexes.json) deletes
   * the document then, so an address nobody confirmed is not stored for good. null once confirmed.
   */
  pendingExpiresAt: nullableDate,
  /** sha256 of the secret part of the one link that can confirm now; null once used. */
  confirmTokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .default(null),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** stats/summary and stats_shards/{n}: the top-bar counters (sum of shards, rolled up into summary). */
export const statsCountersSchema = z.object({
  totalVotes: z.number().int().min(0).default(0),
  totalVibes: z.number().int().min(0).default(0),
  totalProjects: z.number().int().min(0).default(0),
  totalBuilders: z.number().int().min(0).default(0),
});
export type StatsCounters = z.infer<typeof statsCountersSchema>;
export const statsSummarySchema = statsCountersSchema.extend({ id, updatedAt: date });
export type StatsSummary = z.infer<typeof statsSummarySchema>;
export const statsShardSchema = statsCountersSchema.extend({ id });

/**
 * project_counter_shards/{projectId}_{n}: votes and vibes a project received since its counters were
 * last folded into submissions/{projectId} (voteCount, votesByWeek, vibeCount). Written by blind
 * increments only; the live count is the project's fields plus its shards.
 */
export const projectCounterShardSchema = z.object({
  id,
  projectId: id,
  votes: z.number().int().min(0).default(0),
  votesByWeek: z.record(weekStart, z.number().int().min(0)).default({}),
  vibes: z.number().int().min(0).default(0),
});
export type ProjectCounterShard = z.infer<typeof projectCounterShardSchema>;

const recipientKey = z.string().regex(/^[0-9a-f]{64}$/, 'recipientKey must be a sha256 hex digest');

/**
 * email_deliveries/{campaignId}_{recipientKey}: one bulk e-mail to one address (server only). The id
 * makes a send claimable once: a run killed halfway and started again skips what was sent or claimed.
 * No address is stored, only its sha256.
 */
export const emailDeliverySchema = z.object({
  id,
  campaignId: z.string().min(1).max(100),
  recipientKey,
  userId: id.nullable().default(null),
  status: z.enum(['sending', 'sent', 'failed']),
  attempts: z.number().int().min(1),
  claimedAt: date,
  sentAt: nullableDate,
  /** A short code (services/mail.ts deliveryErrorCode, e.g. `smtp-550`), never the server's text. */
  error: z.string().max(500).nullable().default(null),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

/** email_suppressions/{recipientKey}: an address that unsubscribed; no bulk e-mail goes to it again. */
export const emailSuppressionSchema = z.object({
  id: recipientKey,
  unsubscribedAt: date,
  source: z.enum(['link', 'one-click']),
});
export type EmailSuppression = z.infer<typeof emailSuppressionSchema>;

/** campaign_test_sends/{campaignId}_{uid}: the admin's last test send, required before a campaign run. */
export const campaignTestSendSchema = z.object({
  id,
  campaignId: z.string().min(1).max(100),
  userId: id,
  sentAt: date,
});
export type CampaignTestSend = z.infer<typeof campaignTestSendSchema>;
