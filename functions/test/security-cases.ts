// The tables behind security.test.ts: a valid request for every /api route of the contract (the base
// each bad case changes one thing of), and the bad inputs themselves — text that is not acceptable
// Unicode, URLs with other schemes, files that lie about their type, tokens that must not pass.
// Cases that can be derived from the contract (wrong types, missing fields) are derived in the test.
import type { ApiName } from '../src/domain/api';

/** The ids of the world security.test.ts seeds before its cases run. */
export interface World {
  aliceUid: string;
  aliceEmail: string;
  bobUid: string;
  bobEmail: string;
  adminUid: string;
  /** approved, submitted by a third builder */
  approvedId: string;
  /** pending, submitted by a third builder */
  pendingId: string;
  /** pending, submitted by bob */
  bobPendingId: string;
  /** alice's review session; its one item is approvedId */
  aliceSessionId: string;
  /** bob's review session; its one item is approvedId */
  bobSessionId: string;
  /** an open fairness group of the current week */
  fairnessGroupId: string;
  /** a contact message in the admin inbox */
  contactId: string;
  /** a published chart week */
  weekOf: string;
  /** the campaign key the app is configured with */
  adminKey: string;
  /** a valid unsubscribe token of a subscribed address */
  unsubscribeToken: string;
  /** the current confirmation link token of a pending newsletter sign-up */
  newsletterConfirmToken: string;
}

export type Caller = 'anonymous' | 'alice' | 'admin';
export type MultipartForm = 'old' | 'v2';

/** One valid call of a route. */
export interface RouteExample {
  /** Path parameters by name (`:id` → params.id). */
  params?: Record<string, string>;
  /** The contract input: the query of GET routes (and of `inputIn: 'query'`), else the JSON body. */
  input?: Record<string, unknown>;
  /** Where the contract's input travels, when not the usual place for the method. */
  inputIn?: 'query' | 'body';
  /** Multipart routes: which submit form. */
  form?: MultipartForm;
  /** Who makes the call (default: alice for user routes, admin for admin routes, anonymous otherwise). */
  caller?: Caller;
  /** The status the valid call answers. */
  ok: number;
  /** Extra headers (e.g. Accept for the e-mail preview). */
  headers?: Record<string, string>;
}

/** A valid call per contract route. security.test.ts fails, naming the route, when one is missing. */
export function routeExamples(w: World): Partial<Record<ApiName, RouteExample>> {
  const key = { adminKey: w.adminKey };
  return {
    health: { ok: 200 },
    checkAdmin: { input: { email: w.aliceEmail }, caller: 'alice', ok: 200 },
    // The spec's client sends id, email and fullName; the server takes all three from the token.
    syncUser: { input: { id: w.bobUid, email: w.bobEmail, fullName: 'Mallory' }, ok: 200 },
    pendingCount: { ok: 200 },
    chartStats: { ok: 200 },
    chartLiveVotes: { ok: 200 },
    openapi: { ok: 200 },
    totalVibes: { ok: 200 },
    myQuota: { ok: 200 },
    newsletterSignup: { input: { email: 'reader@vibers.dev' }, ok: 200 },
    submissions: { input: { filter: 'vibechart' }, ok: 200 },
    allProjects: { input: { cursor: 'new', limit: '20' }, ok: 200 },
    launchpad: { input: { page: '1', limit: '24' }, ok: 200 },
    archive: { input: { page: '1', limit: '24' }, ok: 200 },
    archiveCount: { ok: 200 },
    vote: { input: { submissionId: w.approvedId }, ok: 200 },
    projectVibe: { params: { id: w.approvedId }, ok: 200 },
    vibe: { input: { submissionId: w.approvedId }, ok: 200 },
    builderTools: { ok: 200 },
    createProject: { form: 'old', ok: 201 },
    createProjectV2: { form: 'v2', ok: 201 },
    toolSuggestion: { input: { category: 'ide_agent', suggestion: 'Kiro', projectId: w.approvedId }, ok: 201 },
    mySubmissions: { input: { userId: w.aliceUid }, ok: 200 },
    earn: { input: { action: 'share' }, ok: 200 },
    contact: {
      input: {
        name: 'Ada Lovelace',
        email: 'ada@vibers.dev',
        subject: 'Bug Report',
        message: 'The chart looks great on my phone.',
      },
      ok: 200,
    },
    voteSession: { input: { targetCount: 5 }, ok: 200 },
    voteAction: { input: { sessionId: w.aliceSessionId, projectId: w.approvedId, action: 'skip' }, ok: 200 },
    pendingProjects: { ok: 200 },
    heldProjects: { ok: 200 },
    adminInbox: { ok: 200 },
    handleInboxItem: { params: { kind: 'contact', id: w.contactId }, ok: 200 },
    myMakerEmails: { ok: 200 },
    setMyMakerEmails: { input: { enabled: true }, ok: 200 },
    suspiciousVotes: { ok: 200 },
    decideSuspiciousVotes: {
      params: { id: w.fairnessGroupId },
      input: { action: 'dismiss', note: 'an organic crowd' },
      ok: 200,
    },
    releaseHeldProject: { params: { id: w.approvedId }, input: {}, ok: 200 },
    setSubmissionStatus: { params: { id: w.pendingId }, input: { status: 'approved' }, ok: 200 },
    deleteSubmission: { params: { id: w.pendingId }, ok: 200 },
    charts: { ok: 200 },
    chart: { params: { weekOf: w.weekOf }, ok: 200 },
    project: { params: { id: w.approvedId }, ok: 200 },
    projectHistory: { params: { id: w.approvedId }, ok: 200 },
    og: { input: { route: 'home' }, ok: 200 },
    badge: { params: { file: `${w.approvedId}.svg` }, ok: 200 },
    previewVotingReminderData: { input: {}, ok: 200 },
    previewVotingReminder: { headers: { accept: 'application/json' }, ok: 200 },
    sendTestVotingReminder: { input: { testEmail: 'qa@vibers.dev' }, ok: 200 },
    sendBetaTurbulenceTest: { input: key, ok: 200 },
    betaTurbulencePreview: { input: key, ok: 200 },
    sendBetaTurbulenceCampaign: { input: key, ok: 200 },
    unsubscribePage: { input: { token: w.unsubscribeToken }, ok: 200 },
    unsubscribe: { input: { token: w.unsubscribeToken }, inputIn: 'query', ok: 200 },
    newsletterConfirmPage: { input: { token: w.newsletterConfirmToken }, ok: 200 },
    newsletterConfirm: { input: { token: w.newsletterConfirmToken }, inputIn: 'query', ok: 200 },
  };
}

/** Route-specific refusals beyond what the contract derives: someone else's ids. */
export function foreignIdCases(w: World): Array<{ route: ApiName; name: string; change: Partial<RouteExample> }> {
  return [
    {
      route: 'voteAction',
      name: "bob's review session",
      change: { input: { sessionId: w.bobSessionId, projectId: w.approvedId, action: 'vote' } },
    },
    {
      route: 'voteAction',
      name: "bob's review session (skip)",
      change: { input: { sessionId: w.bobSessionId, projectId: w.approvedId, action: 'skip' } },
    },
    {
      route: 'voteAction',
      name: 'a project outside the session',
      change: { input: { sessionId: w.aliceSessionId, projectId: w.bobPendingId, action: 'vote' } },
    },
    { route: 'vote', name: "bob's pending project", change: { input: { submissionId: w.bobPendingId } } },
    { route: 'vibe', name: "bob's pending project", change: { input: { submissionId: w.bobPendingId } } },
  ];
}

/** Identity a client might send to act as someone else; the server must ignore every one of them. */
export function foreignIdentity(w: World): Record<string, unknown> {
  return {
    userId: w.bobUid,
    uid: w.bobUid,
    user_id: w.bobUid,
    submittedBy: w.bobUid,
    userEmail: w.bobEmail,
    userFullName: 'Mallory Bob',
    isAdmin: true,
    admin: true,
    role: 'admin',
  };
}

// ---------------------------------------------------------------------------------------------
// Text

/** Characters no text field accepts (http/middleware/safe-text.ts), each put inside a valid value. */
export const UNSAFE_TEXT: Array<{ name: string; text: string; /** cannot travel in a URL */ bodyOnly?: true }> = [
  { name: 'a lone high surrogate', text: '\ud83d', bodyOnly: true },
  { name: 'a lone low surrogate', text: '\ude00', bodyOnly: true },
  { name: 'a surrogate pair in the wrong order', text: '\ude00\ud83d', bodyOnly: true },
  { name: 'NUL', text: '\u0000' },
  { name: 'BEL', text: '\u0007' },
  { name: 'ESC (terminal escape)', text: '\u001b[31m' },
  { name: 'a C1 control', text: '\u009b' },
  { name: 'a right-to-left override', text: '\u202e' },
  { name: 'a left-to-right override', text: '\u202d' },
  { name: 'a right-to-left isolate', text: '\u2067' },
];

/** A value made only of invisible characters must count as blank. */
export const INVISIBLE_ONLY = ['\u200b', '\u200b\u200c\u200d', '\ufeff', ' \u2060 ', '\u00a0\u200b'];

/** Four-byte characters: kept intact, and counted against the limits. */
export const EMOJI = '🚀';

/**
 * Required text fields of JSON routes and their limits (docs/product.md#validation): blank and
 * overlong must be refused.
 */
export const TEXT_FIELDS: Partial<Record<ApiName, Record<string, { max: number; required: boolean }>>> = {
  contact: {
    name: { max: 100, required: true },
    subject: { max: 200, required: true },
    message: { max: 1000, required: true },
  },
  toolSuggestion: { suggestion: { max: 100, required: true } },
};

// ---------------------------------------------------------------------------------------------
// Multipart submit forms

export const OLD_FORM: Record<string, string> = {
  title: 'Rocket Notes',
  url: 'rocketnotes.app',
  toolIds: JSON.stringify(['cursor', 'claude-4-sonnet']),
  summary: 'Notes that write themselves.',
  intention: 'Ship faster',
  socialProof: 'https://x.com/alice',
  securityVerified: 'true',
};

export const V2_FORM: Record<string, string> = {
  title: 'Pixel Garden',
  url: 'https://pixel.garden/',
  summary: 'Grow pixel plants with friends.',
  modelProviders: JSON.stringify(['gpt-5']),
  ideAgents: JSON.stringify(['Cursor']),
  hostsFrameworks: JSON.stringify(['Vercel']),
  stage: 'Side project',
  links: JSON.stringify({ github: 'github.com/alice/pixel', website: 'https://pixel.garden' }),
  openToCollaborators: 'true',
  securityVerified: 'false',
};

/** Free-text fields of each form (every UNSAFE_TEXT entry must be refused in each). */
export const FORM_TEXT_FIELDS: Record<MultipartForm, string[]> = {
  old: ['title', 'summary', 'intention'],
  v2: ['title', 'summary', 'stage'],
};

/** Fields each form cannot do without. */
export const FORM_REQUIRED_FIELDS: Record<MultipartForm, string[]> = {
  old: ['title', 'url', 'toolIds', 'summary'],
  v2: ['title', 'url', 'summary'],
};

/** Values of the wrong shape for the JSON-as-text and boolean fields. */
export const FORM_WRONG_TYPES: Record<MultipartForm, Record<string, string[]>> = {
  old: {
    toolIds: ['[cursor', '{"a":1}', '42', 'null', '[42]', '[["cursor"]]', JSON.stringify(['x'.repeat(5000)])],
    securityVerified: ['maybe', '2', '{}'],
    title: ['x'.repeat(101)],
    summary: ['s'.repeat(201)],
  },
  v2: {
    modelProviders: ['GPT-5', '{"a":1}', '[1]', 'null'],
    ideAgents: ['[Cursor', '"Cursor"'],
    hostsFrameworks: ['{}', '[true]'],
    links: ['{github:', '["https://a.com"]', '"https://a.com"', '{"github":42}', '{"myspace":"https://a.b"}'],
    openToCollaborators: ['yes please', '[]'],
    stage: ['Unicorn', '[]'],
  },
};

/** Every URL field, as a function from a URL to the form fields that carry it. */
export const URL_FIELDS: Array<{ form: MultipartForm; field: string; put: (url: string) => Record<string, string> }> = [
  { form: 'old', field: 'url', put: (url) => ({ url }) },
  { form: 'old', field: 'socialProof', put: (url) => ({ socialProof: url }) },
  { form: 'v2', field: 'url', put: (url) => ({ url }) },
  ...(['github', 'website', 'x', 'linkedin'] as const).map((link) => ({
    form: 'v2' as const,
    field: `links.${link}`,
    put: (url: string) => ({ links: JSON.stringify({ [link]: url }) }),
  })),
];

/** Schemes that must never be stored as a link, in any case, with whitespace around or inside. */
export const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\r\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  '\u00a0javascript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'javascript:/\\/example.com',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'da\tta:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox(1)',
  '  vbscript:msgbox(1)',
  'vb\nscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/x',
];
