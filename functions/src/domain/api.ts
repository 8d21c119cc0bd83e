// The /api contract: one entry per call of spec §7 — method and path, who may call it, the input
// schema (body or query) and the response schema. Server routes and the web client both use it.
import { z } from 'zod';
import { PRODUCT_SLUG } from './constants';
import { listedProjectSchema, submissionStatusSchema } from './entities';
import {
  adminKeyInputSchema,
  adminStatusInputSchema,
  contactInputSchema,
  earnInputSchema,
  fairnessDecisionInputSchema,
  newsletterInputSchema,
  pageQuerySchema,
  strictQuery,
  testEmailInputSchema,
  toolSuggestionInputSchema,
  voteActionInputSchema,
  projectIdParamsSchema,
  vibeInputSchema,
  voteInputSchema,
  voteSessionInputSchema,
} from './validation';

export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';
/** public: `public, max-age=60, s-maxage=300`; private: `private, no-store`. */
export type CachePolicy = 'public' | 'private';

const isoDate = z.string(); // dates travel as ISO strings

/** A project as the lists send it: ListedProject with dates as ISO strings. */
export const listedProjectJsonSchema = listedProjectSchema.extend({ createdAt: isoDate });
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
  rank: z.number().int().nullable(),
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

/** GET /api/submissions: `filter=vibechart` is the chart; none (or `all`) is All Projects; nothing else. */
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
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  auth: AuthLevel;
  cache: CachePolicy;
  /** The path parameters' schema; without it each `:name` is passed on as a string. */
  params?: z.ZodType;
  /**
   * The input's schema: read from the query for GET (a public GET without one refuses any query), from the
   * JSON body otherwise, or from the query where `inputIn` says so.
   */
  input?: z.ZodType;
  inputIn?: 'query';
  /** multipart/form-data routes parse their fields themselves (validation.ts schemas). */
  multipart?: true;
  /**
   * Spends or raises the quota once per attempt: the client sends an `Idempotency-Key` header
   * (IDEMPOTENCY_KEY_HEADER, one key per user action, the same key on every retry of it) and the
   * server answers a replay with the stored answer instead of spending again (services/idempotency.ts).
   */
  idempotent?: true;
  /** The answer's status when it succeeds (default 200). */
  status?: 201;
  /** The body: JSON (default), or an HTML page, an SVG or a PNG image the handler renders. */
  responds?: 'html' | 'svg' | 'png';
  output: z.ZodType;
}

export const API = {
  health: { method: 'GET', path: '/api/health', auth: 'public', cache: 'private', output: okSchema },
  checkAdmin: {
    method: 'GET',
    path: '/api/users/check-admin',
    auth: 'optional',
    cache: 'private',
    input: checkAdminQuerySchema,
    output: checkAdminSchema,
  },
  syncUser: {
    method: 'POST',
    path: '/api/users/sync',
    auth: 'user',
    cache: 'private',
    input: z.object({}).passthrough(),
    output: okSchema,
  },
  pendingCount: {
    method: 'GET',
    path: '/api/admin/pending-count',
    auth: 'admin',
    cache: 'private',
    output: pendingCountSchema,
  },
  chartStats: { method: 'GET', path: '/api/chart/stats', auth: 'public', cache: 'public', output: chartStatsSchema },
  totalVibes: {
    method: 'GET',
    path: '/api/stats/total-vibes',
    auth: 'public',
    cache: 'public',
    output: totalVibesSchema,
  },
  myQuota: { method: 'GET', path: '/api/me/quota', auth: 'user', cache: 'private', output: quotaSchema },
  /** The maker's weekly rank e-mail after the Monday chart (issue 17): opted in or not. */
  myMakerEmails: {
    method: 'GET',
    path: '/api/me/maker-emails',
    auth: 'user',
    cache: 'private',
    output: makerEmailsSchema,
  },
  setMyMakerEmails: {
    method: 'POST',
    path: '/api/me/maker-emails',
    auth: 'user',
    cache: 'private',
    input: makerEmailsSchema,
    output: makerEmailsSchema,
  },
  newsletterSignup: {
    method: 'POST',
    path: '/api/newsletter-signup',
    auth: 'public',
    cache: 'private',
    input: newsletterInputSchema,
    output: okSchema,
  },
  submissions: {
    method: 'GET',
    path: '/api/submissions',
    auth: 'public',
    cache: 'public',
    input: chartQuerySchema,
    output: z.array(listedProjectJsonSchema),
  },
  launchpad: {
    method: 'GET',
    path: '/api/projects/launchpad',
    auth: 'public',
    cache: 'public',
    input: pageQuerySchema,
    output: z.array(listedProjectJsonSchema),
  },
  /** The web sends its bearer here (spec §7) but the rows carry nothing per user: it is not verified. */
  archive: {
    method: 'GET',
    path: '/api/projects/archive',
    auth: 'public',
    cache: 'public',
    input: pageQuerySchema,
    output: z.array(listedProjectJsonSchema),
  },
  /** How many projects GET /api/projects/archive lists in all (the archive's "of ~N shown" label). */
  archiveCount: {
    method: 'GET',
    path: '/api/projects/archive/count',
    auth: 'public',
    cache: 'public',
    output: archiveCountSchema,
  },
  vote: {
    method: 'POST',
    idempotent: true,
    path: '/api/votes',
    auth: 'user',
    cache: 'private',
    input: voteInputSchema,
    output: voteResultSchema,
  },
  projectVibe: {
    method: 'POST',
    idempotent: true,
    path: '/api/projects/:id/vibe',
    auth: 'user',
    cache: 'private',
    params: projectIdParamsSchema,
    output: vibeResultSchema,
  },
  vibe: {
    method: 'POST',
    idempotent: true,
    path: '/api/vibes',
    auth: 'user',
    cache: 'private',
    input: vibeInputSchema,
    output: vibeResultSchema,
  },
  builderTools: {
    method: 'GET',
    path: '/api/builder-tools',
    auth: 'public',
    cache: 'public',
    output: z.array(builderToolJsonSchema),
  },
  createProject: {
    method: 'POST',
    path: '/api/projects',
    auth: 'user',
    cache: 'private',
    status: 201,
    multipart: true,
    output: createdProjectSchema,
  },
  createProjectV2: {
    method: 'POST',
    path: '/api/projects/v2',
    auth: 'user',
    cache: 'private',
    status: 201,
    multipart: true,
    output: createdProjectSchema,
  },
  toolSuggestion: {
    method: 'POST',
    path: '/api/tool-suggestions',
    auth: 'user',
    cache: 'private',
    status: 201,
    input: toolSuggestionInputSchema,
    output: okSchema,
  },
  mySubmissions: {
    method: 'GET',
    path: '/api/my-submissions',
    auth: 'user',
    cache: 'private',
    input: mySubmissionsQuerySchema,
    output: z.array(mySubmissionSchema),
  },
  earn: {
    method: 'POST',
    idempotent: true,
    path: '/api/earn',
    auth: 'user',
    cache: 'private',
    input: earnInputSchema,
    output: earnResultSchema,
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'optional',
    cache: 'private',
    input: contactInputSchema,
    output: contactResultSchema,
  },
  voteSession: {
    method: 'POST',
    path: '/api/vote-session',
    auth: 'user',
    cache: 'private',
    input: voteSessionInputSchema,
    output: voteSessionResultSchema,
  },
  voteAction: {
    method: 'POST',
    idempotent: true,
    path: '/api/vote-action',
    auth: 'user',
    cache: 'private',
    input: voteActionInputSchema,
    output: voteActionResultSchema,
  },
  /** The current week's flagged vote groups with their evidence (issue 17). */
  suspiciousVotes: {
    method: 'GET',
    path: '/api/admin/suspicious-votes',
    auth: 'admin',
    cache: 'private',
    output: z.object({ weekOf: z.string(), groups: z.array(suspiciousGroupJsonSchema) }),
  },
  /** Discount or dismiss one open group, with why; recorded with the admin. */
  decideSuspiciousVotes: {
    method: 'POST',
    path: '/api/admin/suspicious-votes/:id',
    auth: 'admin',
    cache: 'private',
    input: fairnessDecisionInputSchema,
    output: suspiciousGroupJsonSchema,
  },
  heldProjects: {
    method: 'GET',
    path: '/api/admin/held-projects',
    auth: 'admin',
    cache: 'private',
    output: z.array(heldProjectSchema),
  },
  releaseHeldProject: {
    method: 'POST',
    path: '/api/admin/held-projects/:id/release',
    auth: 'admin',
    cache: 'private',
    input: releaseHeldInputSchema,
    output: z.object({ id: z.string(), aiScore: z.number() }),
  },
  pendingProjects: {
    method: 'GET',
    path: '/api/admin/pending-projects',
    auth: 'admin',
    cache: 'private',
    output: z.array(pendingProjectSchema),
  },
  setSubmissionStatus: {
    method: 'PATCH',
    path: '/api/admin/submissions/:id',
    auth: 'admin',
    cache: 'private',
    input: adminStatusInputSchema,
    output: z.object({ id: z.string(), status: submissionStatusSchema }),
  },
  deleteSubmission: {
    method: 'DELETE',
    path: '/api/admin/submissions/:id',
    auth: 'admin',
    cache: 'private',
    output: okSchema,
  },
  charts: { method: 'GET', path: '/api/charts', auth: 'public', cache: 'public', output: z.array(chartWeekSchema) },
  chart: { method: 'GET', path: '/api/charts/:weekOf', auth: 'public', cache: 'public', output: chartJsonSchema },
  /** One public project (approved: launchpad, charted or archived) as listed; 404 otherwise. */
  project: {
    method: 'GET',
    path: '/api/projects/:id',
    auth: 'public',
    cache: 'public',
    output: publicProjectJsonSchema,
  },
  projectHistory: {
    method: 'GET',
    path: '/api/projects/:id/history',
    auth: 'public',
    cache: 'public',
    output: z.array(chartHistoryRowSchema),
  },
  /**
   * The live rank badge of an approved project, `:file` = `{id}.svg`: an image/svg+xml body (not
   * JSON), cached until the next chart (http/routes/badge.ts); 404 for any other project.
   */
  badge: {
    method: 'GET',
    path: '/api/badge/:file',
    auth: 'public',
    cache: 'public',
    responds: 'svg',
    output: z.string().startsWith('<svg'),
  },
  // A 1200×630 image/png body (not JSON), cached longer than the lists: see http/routes/og.ts.
  og: {
    method: 'GET',
    path: '/api/og',
    auth: 'public',
    cache: 'public',
    responds: 'png',
    input: ogQuerySchema,
    output: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'a PNG body'),
  },
  // ---- Admin e-mail: authorised by the admin claim only (no fixed key: decisions.md "Roles").
  previewVotingReminderData: {
    method: 'POST',
    path: '/api/admin/preview-voting-reminder-data',
    auth: 'admin',
    cache: 'private',
    input: z.object({}).passthrough(),
    output: recipientCountSchema,
  },
  // JSON {subject, html, text} for `Accept: application/json` (the api client); any other Accept
  // gets the e-mail's HTML document itself (text/html).
  previewVotingReminder: {
    method: 'GET',
    path: '/api/admin/preview-voting-reminder',
    auth: 'admin',
    cache: 'private',
    output: emailPreviewSchema,
  },
  sendTestVotingReminder: {
    method: 'POST',
    path: '/api/admin/send-test-voting-reminder',
    auth: 'admin',
    cache: 'private',
    input: testEmailInputSchema,
    output: mailSentSchema,
  },
  // ---- The beta-turbulence campaign: admin claim AND the admin key (secret ADMIN_CAMPAIGN_KEY).
  /** Sends the campaign e-mail to the caller's own address and unlocks the campaign for 12 hours. */
  sendBetaTurbulenceTest: {
    method: 'POST',
    path: '/api/admin/send-beta-turbulence-test',
    auth: 'admin',
    cache: 'private',
    input: adminKeyInputSchema,
    output: mailSentSchema,
  },
  betaTurbulencePreview: {
    method: 'POST',
    path: '/api/admin/beta-turbulence-preview',
    auth: 'admin',
    cache: 'private',
    input: adminKeyInputSchema,
    output: campaignPreviewSchema,
  },
  /** Sends in batches within one call's time budget; while `complete` is false, call again. */
  sendBetaTurbulenceCampaign: {
    method: 'POST',
    path: '/api/admin/send-beta-turbulence-campaign',
    auth: 'admin',
    cache: 'private',
    input: adminKeyInputSchema,
    output: campaignResultSchema,
  },
  // ---- Unsubscribe links of every bulk e-mail (signed token). Both answer an HTML page, not JSON:
  // GET asks for confirmation, POST (the page's button, or RFC 8058 one-click) unsubscribes.
  unsubscribePage: {
    method: 'GET',
    path: '/api/unsubscribe',
    auth: 'public',
    cache: 'private',
    responds: 'html',
    input: unsubscribeQuerySchema,
    output: z.string(),
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe',
    auth: 'public',
    cache: 'private',
    inputIn: 'query',
    responds: 'html',
    input: unsubscribeQuerySchema,
    output: z.string(),
  },
  // ---- The newsletter's double opt-in link (signed, single-use, expiring token). HTML pages like
  // unsubscribe: GET asks (mail scanners open links), POST (the page's button) confirms.
  newsletterConfirmPage: {
    method: 'GET',
    path: '/api/newsletter/confirm',
    auth: 'public',
    cache: 'private',
    responds: 'html',
    input: newsletterConfirmQuerySchema,
    output: z.string(),
  },
  newsletterConfirm: {
    method: 'POST',
    path: '/api/newsletter/confirm',
    auth: 'public',
    cache: 'private',
    inputIn: 'query',
    responds: 'html',
    input: newsletterConfirmQuerySchema,
    output: z.string(),
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiName = keyof typeof API;
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
