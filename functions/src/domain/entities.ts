// The stored data model: one zod schema and one type per Firestore collection, the public documents
// (submissions, charts, users) and the records of the jobs, the admin tools, the quota and the e-mails.
// Dates are plain Date after parsing (see firestore-data.ts). Public documents carry no e-mail.
import { FAIRNESS_REASONS } from './fairness';
import { z } from 'zod';
import { AI_SCORE_MAX, AI_SCORE_MIN, AI_VERSION, BASE_VOTE_QUOTA, LIMITS } from './constants';
import { projectNameKey } from './project-search';
import { STAGES, TOOL_CATEGORIES } from './tools';

// The field types the stored entities share.
export const id = z.string().min(1).max(200);
export const weekStart = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'weekStart must be YYYY-MM-DD');
export const day = weekStart;
export const date = z.date();
export const score10 = z.number().min(1).max(10);
export const nullableDate = date.nullable().default(null);
export const httpUrl = z
  .string()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), 'Only http(s) URLs are stored');

export const submissionStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const linksSchema = z
  .object({
    website: httpUrl.optional(),
    linkedin: httpUrl.optional(),
    github: httpUrl.optional(),
    x: httpUrl.optional(),
  })
  .strict();
export type Links = z.infer<typeof linksSchema>;

/** users/{uid} — private: only the user (and the server) reads it. */
export const userSchema = z.object({
  id,
  email: z.email(),
  fullName: z.string().max(200).nullable().default(null),
  isAdmin: z.boolean().default(false),
  /** The sign-in provider's profile photo (the token's `picture`), http(s) only. */
  photoUrl: httpUrl.nullable().default(null),
  createdAt: date,
  lastSignInAt: nullableDate,
  /** Opted in to the maker's weekly rank e-mail after the Monday chart. */
  makerRankEmails: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;

/**
 * submissions/{id} — public once approved; the owner and admins read it while pending or rejected.
 * `nameKey` (the name folded for prefix search, project-search.ts) is derived from projectName on
 * every parse, so whatever writes a parsed submission stores it.
 */
export const submissionFields = z.object({
  id,
  projectName: z.string().min(1).max(LIMITS.title),
  projectUrl: httpUrl.nullable().default(null),
  description: z.string().min(1).max(LIMITS.description),
  projectIntention: z.string().max(LIMITS.intention).nullable().default(null),
  builderTool: z.array(z.string().min(1).max(60)).max(6).default([]),
  thumbnailUrl: z.string().max(2048).nullable().default(null),
  thumbnailSmallUrl: z.string().max(2048).nullable().default(null),
  submittedBy: id,
  builderName: z.string().max(200).nullable().default(null),
  socialProofUrl: httpUrl.nullable().default(null),
  status: submissionStatusSchema.default('pending'),
  isSecurityVerified: z.boolean().default(false),
  createdAt: date,
  vibeCount: z.number().int().min(0).default(0),
  voteCount: z.number().int().min(0).default(0),
  /** Votes per week (weekStart → count): the weekly figure the lists show and the chart job reads. */
  votesByWeek: z.record(weekStart, z.number().int().min(0)).default({}),
  modelProviders: z.array(z.string().max(60)).max(2).default([]),
  ideAgents: z.array(z.string().max(60)).max(2).default([]),
  hostsFrameworks: z.array(z.string().max(60)).max(2).default([]),
  stage: z.enum(STAGES).nullable().default(null),
  openToCollaborators: z.boolean().default(false),
  links: linksSchema.default({}),
  formVersion: z.union([z.literal(1), z.literal(2)]).default(2),
  aiJudgedAt: nullableDate,
  innovationScore: score10.nullable().default(null),
  utilityScore: score10.nullable().default(null),
  aiScore: z.number().min(AI_SCORE_MIN).max(AI_SCORE_MAX).nullable().default(null),
  reviewText: z.string().max(LIMITS.reviewTextMax).nullable().default(null),
  aiVersion: z.number().int().nullable().default(null),
  /**
   * Set by the judge when it holds the score (domain/judge.ts isHeldScore: ≥ AI_HOLD_MIN_SCORE or far
   * above the peers'): the chart skips the project until an admin releases it.
   */
  aiHeldAt: nullableDate,
  approvedAt: nullableDate,
  launchpadLiveAt: nullableDate,
  firstChartedAt: nullableDate,
  archivedAt: nullableDate,
  lastChartRank: z.number().int().min(1).nullable().default(null),
  lastChartWeekStart: weekStart.nullable().default(null),
  /** The rank the week before lastChartWeekStart (null: new, a re-entry, or charted before this field). */
  lastChartPreviousRank: z.number().int().min(1).nullable().default(null),
  peakRank: z.number().int().min(1).nullable().default(null),
  weeksOnChart: z.number().int().min(0).default(0),
});
export const submissionSchema = submissionFields.transform((s) => ({ ...s, nameKey: projectNameKey(s.projectName) }));
export type Submission = z.infer<typeof submissionSchema>;

/** Lifecycle stage derived from status and dates (docs/product.md#life-of-a-project). */
export type LifecycleStage = 'pending' | 'rejected' | 'launchpad' | 'judging' | 'judged' | 'charted' | 'archived';

/** votes/{weekStart}_{uid}_{submissionId}_{n} — one document per vote; n is 1..3 within the week. */
export const voteSchema = z.object({
  id,
  userId: id,
  submissionId: id,
  projectId: id,
  weekStart,
  weight: z.number().positive().default(1.0),
  source: z.enum(['chart', 'launchpad', 'archive', 'all-projects', 'session']).default('chart'),
  createdAt: date,
  /** The voter's network (IPv4 /24, IPv6 /48), hashed with the week: a fairness signal; null when unknown. */
  addressBucket: z.string().max(64).nullable().default(null),
});
export type Vote = z.infer<typeof voteSchema>;

/** vibes/{day}_{uid}_{submissionId} — free, at most one per user per project per day. */
export const vibeSchema = z.object({ id, userId: id, submissionId: id, day, createdAt: date });
export type Vibe = z.infer<typeof vibeSchema>;

/** contact_submissions/{id} — written by /api only, read by admins. */
export const contactSubmissionSchema = z.object({
  id,
  userId: id.nullable().default(null),
  name: z.string().min(1).max(LIMITS.contactName),
  email: z.email(),
  subject: z.string().min(1).max(LIMITS.contactSubject),
  message: z.string().min(LIMITS.contactMessageMin).max(LIMITS.contactMessageMax),
  status: z.enum(['new', 'read', 'answered', 'handled']).default('new'),
  createdAt: date,
  /** When an admin marked it handled in the admin inbox, and who. */
  handledAt: nullableDate,
  handledBy: id.nullable().default(null),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** chart_entries/{weekOf}_{submissionId} — one row of one published week. */
export const chartEntrySchema = z.object({
  id,
  submissionId: id,
  rank: z.number().int().min(1),
  weekOf: weekStart,
  lastWeekRank: z.number().int().min(1).nullable().default(null),
  weeksOnChart: z.number().int().min(1).default(1),
  peakRank: z.number().int().min(1),
  totalVotes: z.number().int().min(0).default(0),
  aiScore: z.number().min(0).max(10).default(0),
  finalScore: z.number().min(0).max(9999.9).default(0),
  chartStatus: z.string().max(20),
  createdAt: date,
});
export type ChartEntry = z.infer<typeof chartEntrySchema>;

/** A chart row as the lists render it ("Project as listed", docs/product.md#data), without private data. */
export const listedProjectSchema = z.object({
  id,
  rank: z.number().int().min(1).nullable(),
  currentRank: z.number().int().min(1).nullable(),
  previousRank: z.number().int().min(1).nullable(),
  peakRank: z.number().int().min(1).nullable(),
  weeksOnChart: z.number().int().min(0),
  projectName: z.string(),
  projectUrl: z.string().nullable(),
  projectIntention: z.string().nullable(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  thumbnailSmallUrl: z.string().nullable(),
  builderName: z.string().nullable(),
  builderTool: z.array(z.string()),
  modelProviders: z.array(z.string()),
  ideAgents: z.array(z.string()),
  hostsFrameworks: z.array(z.string()),
  links: linksSchema,
  socialProofUrl: z.string().nullable(),
  openToCollaborators: z.boolean(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  isSecurityVerified: z.boolean(),
  chartStatus: z.string().nullable(),
  status: submissionStatusSchema,
  createdAt: date,
  voteCount: z.number().int().min(0),
  weeklyVotes: z.number().int().min(0),
  vibeCount: z.number().int().min(0),
  innovationScore: z.number().nullable(),
  utilityScore: z.number().nullable(),
  aiScore: z.number().nullable(),
  finalScore: z.number().nullable(),
  reviewText: z.string().nullable(),
});
export type ListedProject = z.infer<typeof listedProjectSchema>;

/** charts/{weekOf} (and charts/current, a copy of the newest) — everything a chart view renders. */
export const chartSchema = z.object({
  id,
  weekOf: weekStart,
  publishedAt: date,
  entries: z.array(listedProjectSchema).max(100),
  /** Votes cast before the cut-off that an admin discounted after a fairness review (left out). */
  discountedVotes: z.number().int().min(0).default(0),
});
export type Chart = z.infer<typeof chartSchema>;

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
  reasons: z.array(z.enum(FAIRNESS_REASONS)),
  evidence: z.object({
    freshAccounts: z.number().int().min(0),
    burstWindowMinutes: z.number().int().min(0),
    sharedAddressAccounts: z.number().int().min(0).default(0),
    voterSharePercent: z.number().int().min(0).max(100).default(0),
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
  status: z.enum(['new', 'handled']).default('new'),
  createdAt: date,
  handledAt: nullableDate,
  handledBy: id.nullable().default(null),
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
  /** How many of the acted items were votes (the review bonus needs one). */
  votedCount: z.number().int().min(0).default(0),
  createdAt: date,
  completedAt: nullableDate,
  /** A Firestore TTL policy deletes the session after its week (null: from before expiry existed). */
  expiresAt: nullableDate,
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
  /** Deleted with its session (TTL on the `items` collection group). */
  expiresAt: nullableDate,
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
 * Double opt-in (docs/product.md#e-mail): a sign-up stores a pending document and mails a link; only
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

/**
 * chart_vote_shards/{weekStart}_{n} — the week's votes per project on projects that can chart (judged
 * with aiScore ≥ 7.0, not archived), in shards by the voter (server only): the live chart's rows read
 * their votes this week from these few documents instead of from each of their 100 projects.
 */
export const chartVoteShardSchema = z.object({
  id,
  weekStart,
  votes: z.record(z.string(), z.number().int().min(0)).default({}),
});
export type ChartVoteShard = z.infer<typeof chartVoteShardSchema>;

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
