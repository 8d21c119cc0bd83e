// The /api contract: one entry per call of spec §7 — method and path, who may call it, the input
// schema (body or query) and the response schema. Server routes and the web client both use it.
import { z } from 'zod';
import type { ApiName, ApiRouteInfo } from './api-routes';
import { API_ROUTES } from './api-routes';
import { ALL_PROJECTS_PAGE_SIZE, PRODUCT_SLUG } from './constants';
import { ALL_PROJECTS_START, parseAllProjectsCursor } from './all-projects-cursor';
import { listedProjectSchema, submissionStatusSchema } from './entities';
import {
  adminKeyInputSchema,
  adminStatusInputSchema,
  contactInputSchema,
  earnInputSchema,
  fairnessDecisionInputSchema,
  newsletterInputSchema,
  MAX_PAGE_LIMIT,
  pageQuerySchema,
  queryInt,
  strictQuery,
  testEmailInputSchema,
  toolSuggestionInputSchema,
  voteActionInputSchema,
  projectIdParamsSchema,
  vibeInputSchema,
  voteInputSchema,
  voteSessionInputSchema,
} from './validation';

const isoDate = z.string(); // dates travel as ISO strings

/** A project as the lists send it: ListedProject with dates as ISO strings. */
export const listedProjectJsonSchema = listedProjectSchema.extend({
  createdAt: isoDate,
  /** When it went live on the launchpad (its approval); not on frozen chart rows. */
  launchpadLiveAt: isoDate.nullable().optional(),
  /** Its profile is 100 % complete, so the launchpad features it; not on frozen chart rows. */
  profileComplete: z.boolean().optional(),
});
export type ListedProjectJson = z.infer<typeof listedProjectJsonSchema>;

/** GET /api/projects/:id: the project as listed, and for one off a full chart what it takes to enter. */
export const publicProjectJsonSchema = listedProjectJsonSchema.extend({
  chartOutlook: z
    .object({ lastRowScore: z.number(), votesToEnter: z.number().int().min(0) })
    .nullable()
    .default(null),
});
export type PublicProjectJson = z.infer<typeof publicProjectJsonSchema>;

/** A flagged vote group as the admin page shows it (fairness_groups, with project names). */
export const suspiciousGroupJsonSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  projectIds: z.array(z.string()),
  projects: z.array(z.object({ id: z.string(), projectName: z.string().nullable() })),
  accountIds: z.array(z.string()),
  accountCount: z.number().int(),
  voteCount: z.number().int(),
  votesByProject: z.record(z.string(), z.number().int()),
  reasons: z.array(z.enum(['same_projects', 'fresh_accounts', 'burst'])),
  evidence: z.object({
    freshAccounts: z.number().int(),
    burstWindowMinutes: z.number().int(),
    firstVoteAt: isoDate,
    lastVoteAt: isoDate,
  }),
  status: z.enum(['open', 'discounted', 'dismissed']),
  detectedAt: isoDate,
  decidedByEmail: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  decisionNote: z.string().nullable(),
});
export type SuspiciousGroupJson = z.infer<typeof suspiciousGroupJsonSchema>;

export const chartStatsSchema = z.object({
  totalVotes: z.number().int(),
  totalProjects: z.number().int(),
  totalBuilders: z.number().int(),
});
export const totalVibesSchema = z.object({ totalVibes: z.number().int() });
/**
 * GET /api/chart/live-votes: the votes this week (`weekStart`) of each project on the chart that is
 * live now (`weekOf`, null before the first chart); projects without any are left out. The chart's
 * rows are frozen at the cut-off; when `weekOf` is this week they add these to their counts.
 */
export const chartLiveVotesSchema = z.object({
  weekOf: z.string().nullable(),
  weekStart: z.string(),
  votes: z.record(z.string(), z.number().int().min(0)),
});
export const quotaSchema = z.object({ remaining: z.number().int().min(0) });
export const makerEmailsSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
/**
 * A vote's answer: the voter's votes left, and the project's counts read after the vote committed.
 * The server always sends the counts; they are optional for clients that met a server without them.
 */
export const voteResultSchema = z.object({
  remaining: z.number().int().min(0),
  voteCount: z.number().int().min(0).optional(),
  weeklyVotes: z.number().int().min(0).optional(),
});
export const archiveCountSchema = z.object({ total: z.number().int().min(0) });
/** A vibe's answer: the project's vibes in all, read after the vibe committed. */
export const vibeResultSchema = z.object({ vibeCount: z.number().int().min(0) });
export const earnResultSchema = z.object({ applied: z.boolean(), bonusAmount: z.number().int().min(0) });
export const okSchema = z.object({ ok: z.literal(true) });
export const checkAdminSchema = z.object({ isAdmin: z.boolean() });
export const pendingCountSchema = z.number().int().min(0);
export const builderToolJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  category: z.string(),
});
export const pendingProjectSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  description: z.string(),
  builderTool: z.array(z.string()),
  projectUrl: z.string().nullable(),
  createdAt: isoDate,
  /** Every other field the AI judge reads, in full: the admin sees everything the judge sees. */
  projectIntention: z.string().nullable(),
  modelProviders: z.array(z.string()),
  ideAgents: z.array(z.string()),
  hostsFrameworks: z.array(z.string()),
  stage: z.string().nullable(),
});
/** An approved project whose aiScore is held for an admin's look before it can chart. */
export const heldProjectSchema = pendingProjectSchema.extend({
  aiScore: z.number(),
  innovationScore: z.number().nullable(),
  utilityScore: z.number().nullable(),
  reviewText: z.string().nullable(),
  aiHeldAt: isoDate,
});
export const releaseHeldInputSchema = z.object({
  /** An adjusted score (the review stays as the judge wrote it); omitted keeps the judge's score. */
  aiScore: z.number().min(3).max(10).optional(),
});
export const mySubmissionSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  projectUrl: z.string().nullable(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  thumbnailSmallUrl: z.string().nullable(),
  status: submissionStatusSchema,
  createdAt: isoDate,
  /** Only for approved projects (spec §2 My Projects); null otherwise. */
  totalVotes: z.number().int().nullable(),
  weeklyVotes: z.number().int().nullable(),
  /** Its rank on the chart that is live now; null off it (fell off, archived, never charted). */
  rank: z.number().int().nullable(),
  /** The last chart it was on, for one off the live chart: rank and week (YYYY-MM-DD); else null. */
  lastChartRank: z.number().int().nullable(),
  lastChartWeekOf: z.string().nullable(),
  /** Its AI score is held until an admin checks it (a very high score); it does not chart meanwhile. */
  aiScoreHeld: z.boolean(),
});
export const createdProjectSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  status: submissionStatusSchema,
  thumbnailUrl: z.string().nullable(),
  thumbnailSmallUrl: z.string().nullable(),
  createdAt: isoDate,
});
export const voteSessionItemJsonSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  acted: z.boolean(),
  project: z.object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    url: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    stackTags: z.array(z.string()),
  }),
});
export const voteSessionResultSchema = z.object({
  sessionId: z.string(),
  items: z.array(voteSessionItemJsonSchema),
});
export const voteActionResultSchema = z.object({
  ok: z.literal(true),
  completed: z.boolean(),
  remaining: z.number().int().min(0).optional(),
  /** For a vote: the project's counts read after it committed. */
  voteCount: z.number().int().min(0).optional(),
  weeklyVotes: z.number().int().min(0).optional(),
});
export const contactResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export const errorBodySchema = z.object({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const chartWeekSchema = z.object({
  weekOf: z.string(),
  publishedAt: isoDate,
  /** Rows on that week's chart. */
  entries: z.number().int().min(0),
});
export const chartJsonSchema = z.object({
  weekOf: z.string(),
  publishedAt: isoDate,
  entries: z.array(listedProjectJsonSchema),
  /** Votes left out after a fairness review (issue 17). */
  discountedVotes: z.number().int().min(0).default(0),
});
export const chartHistoryRowSchema = z.object({
  weekOf: z.string(),
  rank: z.number().int().min(1),
  chartStatus: z.string(),
});

const ALL_PROJECTS_CURSOR_MESSAGE = "cursor must be a previous page's nextCursor";
/**
 * GET /api/projects/all: one page of All Projects. `cursor` is a previous page's nextCursor (none:
 * the first page); `limit` rows at most (default 20, at most 24).
 */
export const allProjectsQuerySchema = strictQuery({
  cursor: z
    .string()
    .max(240, ALL_PROJECTS_CURSOR_MESSAGE)
    .transform((text, ctx) => {
      const cursor = parseAllProjectsCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: ALL_PROJECTS_CURSOR_MESSAGE });
      return cursor ?? ALL_PROJECTS_START;
    })
    .default(ALL_PROJECTS_START),
  limit: queryInt('limit', 1, MAX_PAGE_LIMIT, ALL_PROJECTS_PAGE_SIZE),
});
/**
 * A page of All Projects: the current chart's projects by rank, then every other approved project
 * newest first. A page may hold fewer than `limit` rows (it reads at most 30 documents; projects on
 * the chart are skipped in the newest-first part) while nextCursor is not null; null: the list ends.
 */
export const allProjectsPageSchema = z.object({
  projects: z.array(listedProjectJsonSchema),
  nextCursor: z.string().nullable(),
});
export type AllProjectsPage = z.infer<typeof allProjectsPageSchema>;

/**
 * GET /api/submissions: `filter=vibechart` is the chart; none (or `all`) is the first page of All
 * Projects (clients from before GET /api/projects/all paged it); nothing else.
 */
export const SUBMISSIONS_FILTERS = [PRODUCT_SLUG, 'all'] as const;
export const chartQuerySchema = strictQuery({
  filter: z.enum(SUBMISSIONS_FILTERS, { error: `filter must be '${PRODUCT_SLUG}' or 'all'` }).optional(),
});
export const mySubmissionsQuerySchema = z.object({ userId: z.string().max(200).optional() });
export const checkAdminQuerySchema = z.object({ email: z.string().max(320).optional() });
/** GET /api/og: which page's share image (spec §2: home, 404 for the 404 page; a project's own page). */
export const OG_ROUTES = ['home', '404', 'project'] as const;
export const ogQuerySchema = strictQuery({
  route: z.enum(OG_ROUTES, { error: "route must be 'home', '404' or 'project'" }),
  id: z.string().min(1).max(200).optional(),
}).refine((q) => (q.route === 'project') === (q.id !== undefined), {
  error: 'id is required with route=project, and only with it',
});

// ---- E-mail (admin e-mail preview, campaign, unsubscribe) ----
export const recipientCountSchema = z.object({ recipientCount: z.number().int().min(0) });
/** An e-mail as rendered for a preview (the HTML document, its subject and plain-text part). */
export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const mailSentSchema = z.object({ ok: z.literal(true), message: z.string(), sentTo: z.string() });
export const campaignPreviewSchema = z.object({
  /** Every account in users. */
  totalUsers: z.number().int().min(0),
  /** Who a run would mail: not a test account, not unsubscribed. */
  realRecipients: z.number().int().min(0),
  testAccountsFiltered: z.number().int().min(0),
  unsubscribedFiltered: z.number().int().min(0),
  /** Real recipients a previous (possibly interrupted) run already mailed; a run skips them. */
  alreadySent: z.number().int().min(0),
  batchInfo: z.object({
    batchSize: z.number().int().min(1),
    batches: z.number().int().min(0),
    delaySeconds: z.number().min(0),
    /** Human-readable, e.g. "about 2 min"; estimatedSeconds is the same as a number. */
    estimatedDuration: z.string(),
    estimatedSeconds: z.number().min(0),
  }),
});
export const campaignResultSchema = z.object({
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Mailed by an earlier run (or claimed by a concurrent one): not sent again. */
  skipped: z.number().int().min(0),
  /** Not reached before this call's time budget ran out: call again to continue. */
  remaining: z.number().int().min(0),
  complete: z.boolean(),
});
/** A link's token; anything else (repeated, too long) reads as no token: the page says the link is not valid. */
const linkToken = z.string().max(200).optional().catch(undefined);
export const unsubscribeQuerySchema = z.object({ token: linkToken });
/** The newsletter confirmation link's query (services/newsletter-optin.ts token). */
export const newsletterConfirmQuerySchema = z.object({ token: linkToken });

/** One call of the contract. `mountApi` (http/mount-api.ts) mounts each from this and nothing else. */
export interface ApiRoute extends ApiRouteInfo {
  /** The path parameters' schema; without it each `:name` is passed on as a string. */
  params?: z.ZodType;
  /**
   * The input's schema: read from the query for GET (a public GET without one refuses any query), from the
   * JSON body otherwise, or from the query where `inputIn` says so.
   */
  input?: z.ZodType;
  output: z.ZodType;
}

/** Every route of API_ROUTES with its schemas. */
export const API = {
  health: { ...API_ROUTES.health, output: okSchema },
  checkAdmin: { ...API_ROUTES.checkAdmin, input: checkAdminQuerySchema, output: checkAdminSchema },
  syncUser: { ...API_ROUTES.syncUser, input: z.object({}).passthrough(), output: okSchema },
  pendingCount: { ...API_ROUTES.pendingCount, output: pendingCountSchema },
  chartStats: { ...API_ROUTES.chartStats, output: chartStatsSchema },
  chartLiveVotes: { ...API_ROUTES.chartLiveVotes, output: chartLiveVotesSchema },
  totalVibes: { ...API_ROUTES.totalVibes, output: totalVibesSchema },
  myQuota: { ...API_ROUTES.myQuota, output: quotaSchema },
  myMakerEmails: { ...API_ROUTES.myMakerEmails, output: makerEmailsSchema },
  setMyMakerEmails: { ...API_ROUTES.setMyMakerEmails, input: makerEmailsSchema, output: makerEmailsSchema },
  newsletterSignup: { ...API_ROUTES.newsletterSignup, input: newsletterInputSchema, output: okSchema },
  submissions: { ...API_ROUTES.submissions, input: chartQuerySchema, output: z.array(listedProjectJsonSchema) },
  /** All Projects, a page at a time (allProjectsQuerySchema, allProjectsPageSchema). */
  allProjects: { ...API_ROUTES.allProjects, input: allProjectsQuerySchema, output: allProjectsPageSchema },
  launchpad: { ...API_ROUTES.launchpad, input: pageQuerySchema, output: z.array(listedProjectJsonSchema) },
  archive: { ...API_ROUTES.archive, input: pageQuerySchema, output: z.array(listedProjectJsonSchema) },
  archiveCount: { ...API_ROUTES.archiveCount, output: archiveCountSchema },
  vote: { ...API_ROUTES.vote, input: voteInputSchema, output: voteResultSchema },
  projectVibe: { ...API_ROUTES.projectVibe, params: projectIdParamsSchema, output: vibeResultSchema },
  vibe: { ...API_ROUTES.vibe, input: vibeInputSchema, output: vibeResultSchema },
  builderTools: { ...API_ROUTES.builderTools, output: z.array(builderToolJsonSchema) },
  createProject: { ...API_ROUTES.createProject, output: createdProjectSchema },
  createProjectV2: { ...API_ROUTES.createProjectV2, output: createdProjectSchema },
  toolSuggestion: { ...API_ROUTES.toolSuggestion, input: toolSuggestionInputSchema, output: okSchema },
  mySubmissions: { ...API_ROUTES.mySubmissions, input: mySubmissionsQuerySchema, output: z.array(mySubmissionSchema) },
  earn: { ...API_ROUTES.earn, input: earnInputSchema, output: earnResultSchema },
  contact: { ...API_ROUTES.contact, input: contactInputSchema, output: contactResultSchema },
  voteSession: { ...API_ROUTES.voteSession, input: voteSessionInputSchema, output: voteSessionResultSchema },
  voteAction: { ...API_ROUTES.voteAction, input: voteActionInputSchema, output: voteActionResultSchema },
  suspiciousVotes: {
    ...API_ROUTES.suspiciousVotes,
    output: z.object({ weekOf: z.string(), groups: z.array(suspiciousGroupJsonSchema) }),
  },
  decideSuspiciousVotes: {
    ...API_ROUTES.decideSuspiciousVotes,
    input: fairnessDecisionInputSchema,
    output: suspiciousGroupJsonSchema,
  },
  heldProjects: { ...API_ROUTES.heldProjects, output: z.array(heldProjectSchema) },
  releaseHeldProject: {
    ...API_ROUTES.releaseHeldProject,
    input: releaseHeldInputSchema,
    output: z.object({ id: z.string(), aiScore: z.number() }),
  },
  pendingProjects: { ...API_ROUTES.pendingProjects, output: z.array(pendingProjectSchema) },
  setSubmissionStatus: {
    ...API_ROUTES.setSubmissionStatus,
    input: adminStatusInputSchema,
    output: z.object({ id: z.string(), status: submissionStatusSchema }),
  },
  deleteSubmission: { ...API_ROUTES.deleteSubmission, output: okSchema },
  charts: { ...API_ROUTES.charts, output: z.array(chartWeekSchema) },
  chart: { ...API_ROUTES.chart, output: chartJsonSchema },
  project: { ...API_ROUTES.project, output: publicProjectJsonSchema },
  projectHistory: { ...API_ROUTES.projectHistory, output: z.array(chartHistoryRowSchema) },
  badge: { ...API_ROUTES.badge, output: z.string().startsWith('<svg') },
  og: {
    ...API_ROUTES.og,
    input: ogQuerySchema,
    output: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'a PNG body'),
  },
  previewVotingReminderData: {
    ...API_ROUTES.previewVotingReminderData,
    input: z.object({}).passthrough(),
    output: recipientCountSchema,
  },
  previewVotingReminder: { ...API_ROUTES.previewVotingReminder, output: emailPreviewSchema },
  sendTestVotingReminder: { ...API_ROUTES.sendTestVotingReminder, input: testEmailInputSchema, output: mailSentSchema },
  sendBetaTurbulenceTest: { ...API_ROUTES.sendBetaTurbulenceTest, input: adminKeyInputSchema, output: mailSentSchema },
  betaTurbulencePreview: {
    ...API_ROUTES.betaTurbulencePreview,
    input: adminKeyInputSchema,
    output: campaignPreviewSchema,
  },
  sendBetaTurbulenceCampaign: {
    ...API_ROUTES.sendBetaTurbulenceCampaign,
    input: adminKeyInputSchema,
    output: campaignResultSchema,
  },
  unsubscribePage: { ...API_ROUTES.unsubscribePage, input: unsubscribeQuerySchema, output: z.string() },
  unsubscribe: { ...API_ROUTES.unsubscribe, input: unsubscribeQuerySchema, output: z.string() },
  newsletterConfirmPage: {
    ...API_ROUTES.newsletterConfirmPage,
    input: newsletterConfirmQuerySchema,
    output: z.string(),
  },
  newsletterConfirm: { ...API_ROUTES.newsletterConfirm, input: newsletterConfirmQuerySchema, output: z.string() },
} as const satisfies Record<ApiName, ApiRoute>;

export type { ApiName, AuthLevel, CachePolicy } from './api-routes';
export type ApiOutput<N extends ApiName> = z.infer<(typeof API)[N]['output']>;
type Entry<N extends ApiName> = (typeof API)[N];

/** `{ id: string }` for '/api/projects/:id/vibe'. */
export type PathParams<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? Record<K, string> & PathParams<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? Record<K, string>
    : Record<never, never>;
export type ApiParams<N extends ApiName> = PathParams<Entry<N>['path']>;

type InputSchema<N extends ApiName> = Entry<N> extends { input: infer S extends z.ZodType } ? S : never;
type ReadsQuery<N extends ApiName> = Entry<N> extends { method: 'GET' } | { inputIn: 'query' } ? true : false;
/** The query a client sends: the contract's parameter names, values as they go into a URL. */
export type ApiQuery<N extends ApiName> =
  ReadsQuery<N> extends true ? { [K in keyof z.output<InputSchema<N>>]?: string | number } : never;
/** The body a client sends: the input schema's (JSON), a FormData for multipart routes, none for a GET. */
export type ApiBody<N extends ApiName> =
  Entry<N> extends { multipart: true } ? FormData : ReadsQuery<N> extends true ? never : z.input<InputSchema<N>>;
