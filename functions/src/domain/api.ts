// The /api contract: one entry per call of docs/product.md#calls — method and path, who may call it, the input
// schema (body or query) and the response schema. Server routes and the web client both use it.
import { FAIRNESS_REASONS } from './fairness';
import { z } from 'zod';
import type { ApiName, ApiRouteInfo } from './api-routes';
import { API_ROUTES } from './api-routes';
import { ALL_PROJECTS_PAGE_SIZE, PRODUCT_SLUG } from './constants';
import type { AllProjectsCursor } from './all-projects-cursor';
import { parseAllProjectsCursor } from './all-projects-cursor';
import { NAME_PREFIX_MAX, namePrefixOf } from './project-search';
import { PREDEFINED_TOOLS } from './tools';
import { listedProjectSchema, submissionStatusSchema } from './entities';
import type { ErrorCode } from './errors';
import {
  adminKeyInputSchema,
  adminStatusInputSchema,
  contactInputSchema,
  earnInputSchema,
  fairnessDecisionInputSchema,
  newsletterInputSchema,
  MAX_PAGE_LIMIT,
  oldSubmissionSchema,
  pageQuerySchema,
  queryInt,
  strictQuery,
  documentIdField,
  testEmailInputSchema,
  toolSuggestionInputSchema,
  voteActionInputSchema,
  projectIdParamsSchema,
  v2SubmissionSchema,
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
  reasons: z.array(z.enum(FAIRNESS_REASONS)),
  evidence: z.object({
    freshAccounts: z.number().int(),
    burstWindowMinutes: z.number().int(),
    sharedAddressAccounts: z.number().int(),
    voterSharePercent: z.number().int(),
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
/** A contact message or a tool suggestion as the admin inbox lists it. */
export const inboxItemSchema = z.object({
  kind: z.enum(['contact', 'tool_suggestion']),
  id: z.string(),
  createdAt: isoDate,
  handled: z.boolean(),
  /** The contact subject, or the tool category. */
  title: z.string(),
  /** The message, or the suggested tool. */
  text: z.string(),
  fromName: z.string().nullable(),
  fromEmail: z.string().nullable(),
  userId: z.string().nullable(),
  projectId: z.string().nullable(),
});
export type InboxItemJson = z.infer<typeof inboxItemSchema>;
export const inboxItemParamsSchema = z.object({
  kind: z.enum(['contact', 'tool_suggestion'], { error: "kind must be 'contact' or 'tool_suggestion'" }),
  id: documentIdField('Message id'),
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
  /** Only for approved projects (docs/product.md#my-projects); null otherwise. */
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
  /** The review bonus this action credited (the one completing a qualifying session); 0 otherwise. */
  bonusEarned: z.number().int().min(0).optional(),
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
  /** Votes left out after a fairness review. */
  discountedVotes: z.number().int().min(0).default(0),
});
export const chartHistoryRowSchema = z.object({
  weekOf: z.string(),
  rank: z.number().int().min(1),
  chartStatus: z.string(),
});

const ALL_PROJECTS_CURSOR_MESSAGE = "cursor must be a previous page's nextCursor";
const TOOL_NAMES = PREDEFINED_TOOLS.map((tool) => tool.name);
const NAME_PREFIX_MESSAGE = `q must be a name prefix in lower case, without accents or extra spaces, 1 to ${NAME_PREFIX_MAX} characters`;

/** Which cursors a list may be paged with: the full list's, the tool filter's (newest first) or a search's. */
function cursorFits(cursor: AllProjectsCursor, { tool, q }: { tool?: string; q?: string }): boolean {
  if (q !== undefined) return cursor.part === 'name';
  if (tool !== undefined) return cursor.part === 'newest';
  return cursor.part !== 'name';
}

/**
 * GET /api/projects/all: one page of All Projects. `cursor` is a previous page's nextCursor (none:
 * the first page); `limit` rows at most (default 20, at most 24). `tool` (a name of the builder-tool
 * catalogue, as spelled there) keeps the projects built with it, newest first; `q` (a name prefix,
 * folded as projectNameKey folds names) keeps the projects whose name starts with it, by name.
 */
export const allProjectsQuerySchema = strictQuery({
  cursor: z
    .string()
    .max(800, ALL_PROJECTS_CURSOR_MESSAGE)
    .transform((text, ctx) => {
      const cursor = parseAllProjectsCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: ALL_PROJECTS_CURSOR_MESSAGE });
      return cursor ?? undefined;
    })
    .optional(),
  limit: queryInt('limit', 1, MAX_PAGE_LIMIT, ALL_PROJECTS_PAGE_SIZE),
  tool: z
    .enum(TOOL_NAMES, { error: 'tool must be a builder tool of GET /api/builder-tools, spelled as there' })
    .optional(),
  q: z
    .string()
    .max(NAME_PREFIX_MAX, NAME_PREFIX_MESSAGE)
    .refine((text) => text.length > 0 && namePrefixOf(text) === text, NAME_PREFIX_MESSAGE)
    .optional(),
}).refine((query) => query.cursor === undefined || cursorFits(query.cursor, query), {
  error: ALL_PROJECTS_CURSOR_MESSAGE,
  path: ['cursor'],
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
/**
 * GET /api/og: which page's share image (docs/product.md#screens: home, 404 for the 404 page; a project's own page).
 */
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

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document. Only its frame is checked here; the whole document
 * is checked by an OpenAPI validator in the tests.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

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
  openapi: { ...API_ROUTES.openapi, output: openApiDocumentSchema },
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
  adminInbox: { ...API_ROUTES.adminInbox, output: z.array(inboxItemSchema) },
  handleInboxItem: { ...API_ROUTES.handleInboxItem, params: inboxItemParamsSchema, output: inboxItemSchema },
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

/** A call as its published description (GET /api/openapi.json, docs/api.md) tells it beyond its schemas. */
export interface ApiDoc {
  /** What the call does, in one line. */
  summary: string;
  /** What a client must know beyond the summary and the schemas. */
  description?: string;
  /**
   * The error codes it answers besides those that every call of its kind can, which http/openapi.ts
   * adds: any call `invalid_input`, `malformed_body`, `body_too_large`, `body_encoded`, `internal`,
   * `unavailable`; behind a token `must_be_logged_in` (and `admin_only` for admins); a spending call
   * the Idempotency-Key's `idempotency_key_invalid` and `idempotency_key_reused`.
   */
  errors?: readonly ErrorCode[];
  /** Statuses answered with an HTML page that says what went wrong, instead of a JSON error. */
  errorPages?: readonly (400 | 503)[];
  /** A multipart call's form: its text fields (lists and objects as JSON text) and its file field. */
  form?: { fields: z.ZodObject; file: string };
  /** The success is JSON for `Accept: application/json` only; any other Accept gets an HTML document. */
  htmlUnlessJson?: true;
}

const VOTE_REFUSALS = [
  'project_not_found',
  'project_not_approved',
  'own_project',
  'max_votes_per_project',
  'quota_used',
] as const;
const VIBE_REFUSALS = [
  'project_not_found',
  'project_not_approved',
  'own_project',
  'already_vibed_today',
  'busy',
] as const;
const SUBMIT_REFUSALS = [
  'rate_limited',
  'daily_submission_limit',
  'not_multipart',
  'thumbnail_required',
  'thumbnail_too_large',
  'thumbnail_format',
  'unknown_tool',
  'busy',
] as const;
const MAIL_REFUSALS = ['mail_not_configured', 'unsubscribe_not_configured', 'mail_send_failed'] as const;
const CAMPAIGN_KEY_REFUSALS = ['campaign_not_configured', 'admin_key_invalid'] as const;
const LINK_PAGE = {
  errorPages: [400, 503],
  description: 'Answers an HTML page: 400 when the link is not valid, 503 when e-mail is not set up.',
} as const;

/** Every call's summary and refusals, for its published description (http/openapi.ts). */
export const API_DOCS = {
  health: { summary: 'Tells that the API is up.' },
  openapi: { summary: 'This API as an OpenAPI 3.1 document, generated from the contract.' },
  checkAdmin: {
    summary: 'Whether the caller is an admin (with `email`: and that it is their own address).',
    description: 'Decided by the ID token alone; without a valid one the answer is false.',
  },
  syncUser: {
    summary: "Creates or refreshes the caller's profile from their ID token after a sign-in.",
    description: 'The body is read only to refuse one that is not a JSON object: the token decides everything.',
    errors: ['account_email_missing', 'account_email_invalid', 'rate_limited', 'busy'],
  },
  pendingCount: { summary: 'How many submissions wait for review.' },
  chartStats: { summary: 'Totals for the chart page: votes, projects and builders.' },
  chartLiveVotes: { summary: "This week's votes so far for each project on the live chart, read from its shards." },
  totalVibes: { summary: 'How many vibes were sent in all.' },
  myQuota: { summary: "The caller's votes left this week." },
  myMakerEmails: { summary: "Whether the caller gets the maker's weekly rank e-mail after the Monday chart." },
  setMyMakerEmails: {
    summary: "Opts the caller in or out of the maker's weekly rank e-mail.",
    errors: ['account_email_missing', 'account_email_invalid', 'busy'],
  },
  newsletterSignup: {
    summary: 'Asks for the newsletter: the address gets a confirmation link.',
    description: 'The answer is the same whatever the address already is, so it tells nobody who subscribed.',
    errors: ['email_invalid', 'rate_limited', 'busy'],
  },
  submissions: {
    summary: 'The current chart (`filter=vibechart`), or the first page of All Projects (no filter or `all`).',
  },
  allProjects: {
    summary: 'One page of All Projects: the current chart by rank, then every other approved project, newest first.',
    description: 'A page may hold fewer than `limit` rows while `nextCursor` is not null; null: the list ends.',
  },
  launchpad: { summary: 'The projects on the launchpad (their first 7 days after approval), a page at a time.' },
  archive: { summary: 'Every project that has charted, most recent chart week first, a page at a time.' },
  archiveCount: { summary: 'How many projects the archive lists.' },
  vote: {
    summary: "Spends one of the caller's weekly votes on an approved project.",
    errors: [...VOTE_REFUSALS, 'busy'],
  },
  projectVibe: { summary: 'Sends a vibe to a project: free, one per person, project and day.', errors: VIBE_REFUSALS },
  vibe: {
    summary: 'Sends a vibe to the project named in the body (as `POST /api/projects/{id}/vibe`).',
    errors: VIBE_REFUSALS,
  },
  builderTools: { summary: 'The catalogue of AI tools a submission can name.' },
  createProject: {
    summary: 'Submits a project with the first submit form (multipart, with a thumbnail).',
    errors: SUBMIT_REFUSALS,
    form: { fields: oldSubmissionSchema, file: 'thumbnail' },
  },
  createProjectV2: {
    summary: 'Submits a project with the current submit form (multipart, with a thumbnail).',
    errors: SUBMIT_REFUSALS,
    form: { fields: v2SubmissionSchema, file: 'thumbnail' },
  },
  toolSuggestion: { summary: 'Suggests a tool the catalogue lacks.', errors: ['rate_limited'] },
  mySubmissions: { summary: "The caller's own submissions, newest first, with their votes and rank." },
  earn: {
    summary: 'Claims a weekly bonus: +2 votes for sharing, +3 after a completed review session.',
    errors: ['review_session_required', 'busy'],
  },
  contact: { summary: 'Sends a message to the team.', errors: ['rate_limited', 'busy'] },
  voteSession: {
    summary: 'Starts a review session: projects to vote for or skip, one after another.',
    errors: ['rate_limited'],
  },
  voteAction: {
    summary: 'Votes for or skips one project of a review session.',
    errors: [
      'session_not_found',
      'session_not_yours',
      'session_item_not_found',
      'session_expired',
      ...VOTE_REFUSALS,
      'busy',
    ],
  },
  suspiciousVotes: { summary: "This week's flagged vote groups, with their evidence." },
  decideSuspiciousVotes: {
    summary: 'Discounts or dismisses one open flagged group, with why; recorded with the admin.',
    errors: ['fairness_group_not_found', 'fairness_group_decided'],
  },
  heldProjects: { summary: 'Approved projects whose AI score waits for an admin before they can chart.' },
  releaseHeldProject: {
    summary: "Releases a held project with the judge's score, or an adjusted one.",
    errors: ['project_not_found', 'not_held_for_review', 'busy'],
  },
  pendingProjects: { summary: 'The submissions waiting for review, with every field the AI judge reads.' },
  adminInbox: { summary: 'Contact messages and tool suggestions, the newest 50 of each, newest first.' },
  handleInboxItem: {
    summary: 'Marks one contact message or tool suggestion handled; marking it again changes nothing.',
    errors: ['inbox_item_not_found', 'busy'],
  },
  setSubmissionStatus: {
    summary: 'Approves or rejects a pending submission; the submitter is e-mailed.',
    errors: ['project_not_found', 'not_pending', 'busy'],
  },
  deleteSubmission: {
    summary: 'Deletes a pending submission and its thumbnail.',
    errors: ['project_not_found', 'not_pending', 'busy'],
  },
  charts: { summary: 'Every published chart week, newest first.' },
  chart: {
    summary: "One week's published chart, as it was published.",
    errors: ['week_not_monday', 'chart_not_found'],
  },
  project: {
    summary: 'One approved project as the lists show it, and what it takes to enter a full chart.',
    errors: ['project_not_found'],
  },
  projectHistory: { summary: "A project's rank in each chart week.", errors: ['project_not_found'] },
  badge: {
    summary: "An approved project's live rank badge, an SVG image (`{file}` is `{id}.svg`).",
    description: 'Cached until the next Monday chart.',
    errors: ['project_not_found'],
  },
  og: {
    summary: "A page's 1200×630 share image (PNG).",
    description: 'Cached for an hour (a project) to a week (the 404 page).',
    errors: ['project_not_found'],
  },
  previewVotingReminderData: { summary: 'How many members the voting reminder would reach.' },
  previewVotingReminder: {
    summary: 'The voting reminder e-mail as rendered.',
    description: "JSON for `Accept: application/json`; any other Accept gets the e-mail's HTML document itself.",
    htmlUnlessJson: true,
  },
  sendTestVotingReminder: {
    summary: 'Sends the voting reminder to one address.',
    errors: ['address_unsubscribed', ...MAIL_REFUSALS],
  },
  sendBetaTurbulenceTest: {
    summary: "Sends the campaign e-mail to the caller's own address; unlocks the campaign run for 12 hours.",
    errors: [...CAMPAIGN_KEY_REFUSALS, 'account_email_missing', 'address_unsubscribed', ...MAIL_REFUSALS],
  },
  betaTurbulencePreview: { summary: 'Who a campaign run would mail.', errors: CAMPAIGN_KEY_REFUSALS },
  sendBetaTurbulenceCampaign: {
    summary: "Sends the campaign in batches within one call's time; call again while `complete` is false.",
    errors: [...CAMPAIGN_KEY_REFUSALS, 'send_test_first', 'mail_not_configured', 'unsubscribe_not_configured'],
  },
  unsubscribePage: { summary: "An e-mail's unsubscribe link: a page that asks to confirm.", ...LINK_PAGE },
  unsubscribe: {
    summary: "Unsubscribes the link's address from every e-mail: the page's button, or a mail client's one-click POST.",
    ...LINK_PAGE,
    description: `${LINK_PAGE.description} A one-click POST (RFC 8058) sends the form body \`List-Unsubscribe=One-Click\`.`,
    errors: ['busy'],
  },
  newsletterConfirmPage: { summary: "The newsletter's confirmation link: a page that asks to confirm.", ...LINK_PAGE },
  newsletterConfirm: {
    summary: "Confirms the newsletter sign-up of the link's address (the page's button).",
    ...LINK_PAGE,
    errors: ['busy'],
  },
} as const satisfies Record<ApiName, ApiDoc>;

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
