// The stored data model (spec §3): one zod schema and one type per Firestore collection.
// Dates are plain Date after parsing (see firestore-data.ts). Public documents carry no e-mail.
// The jobs', admin tools', quota and e-mail records are in records.ts (re-exported here).
import { z } from 'zod';
import { AI_SCORE_MAX, AI_SCORE_MIN, LIMITS } from './constants';
import { date, day, httpUrl, id, nullableDate, score10, weekStart } from './entity-fields';
import { STAGES } from './tools';

export * from './records';

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
  /** Opted in to the maker's weekly rank e-mail after the Monday chart (issue 17). */
  makerRankEmails: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;

/** submissions/{id} — public once approved; the owner and admins read it while pending or rejected. */
export const submissionSchema = z.object({
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
  /** Set by the judge when aiScore ≥ AI_HOLD_MIN_SCORE: the chart skips the project until an admin releases it. */
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
export type Submission = z.infer<typeof submissionSchema>;

/** Lifecycle stage derived from status and dates (decisions.md). */
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
  status: z.enum(['new', 'read', 'answered']).default('new'),
  createdAt: date,
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

/** A chart row as the lists render it ("Project as listed", spec §3), without private data. */
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
