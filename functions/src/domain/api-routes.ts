// The /api routes without their schemas: method, path, who may call it, caching and how the answer
// is sent. The browser calls the API with this table alone (it trusts its own server's answers); the
// contract (api.ts) adds each route's zod schemas for the server's checks.

export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';
/** public: `public, max-age=60, s-maxage=300`; private: `private, no-store`. */
export type CachePolicy = 'public' | 'private';

export interface ApiRouteInfo {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  auth: AuthLevel;
  cache: CachePolicy;
  /** The input is read from the query string although the method is not GET. */
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
}

export const API_ROUTES = {
  health: { method: 'GET', path: '/api/health', auth: 'public', cache: 'private' },
  /** This API described as OpenAPI 3.1, generated from the contract (http/openapi.ts). */
  openapi: { method: 'GET', path: '/api/openapi.json', auth: 'public', cache: 'public' },
  checkAdmin: { method: 'GET', path: '/api/users/check-admin', auth: 'optional', cache: 'private' },
  syncUser: { method: 'POST', path: '/api/users/sync', auth: 'user', cache: 'private' },
  pendingCount: { method: 'GET', path: '/api/admin/pending-count', auth: 'admin', cache: 'private' },
  chartStats: { method: 'GET', path: '/api/chart/stats', auth: 'public', cache: 'public' },
  /** The live chart's votes this week per project; cached shorter than the lists (routes/lists.ts). */
  chartLiveVotes: { method: 'GET', path: '/api/chart/live-votes', auth: 'public', cache: 'public' },
  totalVibes: { method: 'GET', path: '/api/stats/total-vibes', auth: 'public', cache: 'public' },
  myQuota: { method: 'GET', path: '/api/me/quota', auth: 'user', cache: 'private' },
  /** The maker's weekly rank e-mail after the Monday chart: opted in or not. */
  myMakerEmails: { method: 'GET', path: '/api/me/maker-emails', auth: 'user', cache: 'private' },
  setMyMakerEmails: { method: 'POST', path: '/api/me/maker-emails', auth: 'user', cache: 'private' },
  newsletterSignup: { method: 'POST', path: '/api/newsletter-signup', auth: 'public', cache: 'private' },
  submissions: { method: 'GET', path: '/api/submissions', auth: 'public', cache: 'public' },
  allProjects: { method: 'GET', path: '/api/projects/all', auth: 'public', cache: 'public' },
  launchpad: { method: 'GET', path: '/api/projects/launchpad', auth: 'public', cache: 'public' },
  /** The web sends its bearer here (docs/product.md#calls) but the rows carry nothing per user: it is not verified. */
  archive: { method: 'GET', path: '/api/projects/archive', auth: 'public', cache: 'public' },
  /** How many projects GET /api/projects/archive lists in all (the archive's "of ~N shown" label). */
  archiveCount: { method: 'GET', path: '/api/projects/archive/count', auth: 'public', cache: 'public' },
  vote: { method: 'POST', idempotent: true, path: '/api/votes', auth: 'user', cache: 'private' },
  projectVibe: { method: 'POST', idempotent: true, path: '/api/projects/:id/vibe', auth: 'user', cache: 'private' },
  vibe: { method: 'POST', idempotent: true, path: '/api/vibes', auth: 'user', cache: 'private' },
  builderTools: { method: 'GET', path: '/api/builder-tools', auth: 'public', cache: 'public' },
  createProject: {
    method: 'POST',
    path: '/api/projects',
    auth: 'user',
    cache: 'private',
    status: 201,
    multipart: true,
  },
  createProjectV2: {
    method: 'POST',
    path: '/api/projects/v2',
    auth: 'user',
    cache: 'private',
    status: 201,
    multipart: true,
  },
  toolSuggestion: { method: 'POST', path: '/api/tool-suggestions', auth: 'user', cache: 'private', status: 201 },
  mySubmissions: { method: 'GET', path: '/api/my-submissions', auth: 'user', cache: 'private' },
  earn: { method: 'POST', idempotent: true, path: '/api/earn', auth: 'user', cache: 'private' },
  contact: { method: 'POST', path: '/api/contact', auth: 'optional', cache: 'private' },
  voteSession: { method: 'POST', path: '/api/vote-session', auth: 'user', cache: 'private' },
  voteAction: { method: 'POST', idempotent: true, path: '/api/vote-action', auth: 'user', cache: 'private' },
  /** The current week's flagged vote groups with their evidence. */
  suspiciousVotes: { method: 'GET', path: '/api/admin/suspicious-votes', auth: 'admin', cache: 'private' },
  /** Discount or dismiss one open group, with why; recorded with the admin. */
  decideSuspiciousVotes: { method: 'POST', path: '/api/admin/suspicious-votes/:id', auth: 'admin', cache: 'private' },
  heldProjects: { method: 'GET', path: '/api/admin/held-projects', auth: 'admin', cache: 'private' },
  /** Contact messages and tool suggestions, newest first; an admin marks each handled. */
  adminInbox: { method: 'GET', path: '/api/admin/inbox', auth: 'admin', cache: 'private' },
  handleInboxItem: { method: 'POST', path: '/api/admin/inbox/:kind/:id/handled', auth: 'admin', cache: 'private' },
  releaseHeldProject: { method: 'POST', path: '/api/admin/held-projects/:id/release', auth: 'admin', cache: 'private' },
  pendingProjects: { method: 'GET', path: '/api/admin/pending-projects', auth: 'admin', cache: 'private' },
  setSubmissionStatus: { method: 'PATCH', path: '/api/admin/submissions/:id', auth: 'admin', cache: 'private' },
  deleteSubmission: { method: 'DELETE', path: '/api/admin/submissions/:id', auth: 'admin', cache: 'private' },
  charts: { method: 'GET', path: '/api/charts', auth: 'public', cache: 'public' },
  chart: { method: 'GET', path: '/api/charts/:weekOf', auth: 'public', cache: 'public' },
  /** One public project (approved: launchpad, charted or archived) as listed; 404 otherwise. */
  project: { method: 'GET', path: '/api/projects/:id', auth: 'public', cache: 'public' },
  projectHistory: { method: 'GET', path: '/api/projects/:id/history', auth: 'public', cache: 'public' },
  /**
   * The live rank badge of an approved project, `:file` = `{id}.svg`: an image/svg+xml body (not
   * JSON), cached until the next chart (http/routes/badge.ts); 404 for any other project.
   */
  badge: { method: 'GET', path: '/api/badge/:file', auth: 'public', cache: 'public', responds: 'svg' },
  // A 1200×630 image/png body (not JSON), cached longer than the lists: see http/routes/og.ts.
  og: { method: 'GET', path: '/api/og', auth: 'public', cache: 'public', responds: 'png' },
  // ---- Admin e-mail: authorised by the admin claim only (no fixed key: docs/product.md#roles).
  previewVotingReminderData: {
    method: 'POST',
    path: '/api/admin/preview-voting-reminder-data',
    auth: 'admin',
    cache: 'private',
  },
  // JSON {subject, html, text} for `Accept: application/json` (the api client); any other Accept
  // gets the e-mail's HTML document itself (text/html).
  previewVotingReminder: { method: 'GET', path: '/api/admin/preview-voting-reminder', auth: 'admin', cache: 'private' },
  sendTestVotingReminder: {
    method: 'POST',
    path: '/api/admin/send-test-voting-reminder',
    auth: 'admin',
    cache: 'private',
  },
  // ---- The beta-turbulence campaign: admin claim AND the admin key (secret ADMIN_CAMPAIGN_KEY).
  /** Sends the campaign e-mail to the caller's own address and unlocks the campaign for 12 hours. */
  sendBetaTurbulenceTest: {
    method: 'POST',
    path: '/api/admin/send-beta-turbulence-test',
    auth: 'admin',
    cache: 'private',
  },
  betaTurbulencePreview: {
    method: 'POST',
    path: '/api/admin/beta-turbulence-preview',
    auth: 'admin',
    cache: 'private',
  },
  /** Sends in batches within one call's time budget; while `complete` is false, call again. */
  sendBetaTurbulenceCampaign: {
    method: 'POST',
    path: '/api/admin/send-beta-turbulence-campaign',
    auth: 'admin',
    cache: 'private',
  },
  // ---- Unsubscribe links of every bulk e-mail (signed token). Both answer an HTML page, not JSON:
  // GET asks for confirmation, POST (the page's button, or RFC 8058 one-click) unsubscribes.
  unsubscribePage: { method: 'GET', path: '/api/unsubscribe', auth: 'public', cache: 'private', responds: 'html' },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe',
    auth: 'public',
    cache: 'private',
    inputIn: 'query',
    responds: 'html',
  },
  // ---- The newsletter's double opt-in link (signed, single-use, expiring token). HTML pages like
  // unsubscribe: GET asks (mail scanners open links), POST (the page's button) confirms.
  newsletterConfirmPage: {
    method: 'GET',
    path: '/api/newsletter/confirm',
    auth: 'public',
    cache: 'private',
    responds: 'html',
  },
  newsletterConfirm: {
    method: 'POST',
    path: '/api/newsletter/confirm',
    auth: 'public',
    cache: 'private',
    inputIn: 'query',
    responds: 'html',
  },
} as const satisfies Record<string, ApiRouteInfo>;

export type ApiName = keyof typeof API_ROUTES;
