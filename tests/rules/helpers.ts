// Shared setup for the Firestore rules tests: one test environment per file against the emulator in
// FIRESTORE_EMULATOR_HOST, a clean database before every test, contexts per role and seed factories.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID, STATS_SUMMARY_ID, ids } from '../../functions/src/domain/collections';
import type {
  AiReview,
  BuilderTool,
  Chart,
  ChartEntry,
  ContactSubmission,
  NewsletterSubscriber,
  StatsSummary,
  Submission,
  ToolSuggestion,
  User,
  UserWarmupStatus,
  UserWeeklyQuota,
  Vibe,
  Vote,
  VoteBonusEvent,
  VoteSession,
  VoteSessionItem,
} from '../../functions/src/domain/entities';
import { PROJECT_ID } from '../../scripts/lib/project';

export { COLLECTIONS, ids };

// Denied writes are the point of most tests; the SDK would log a warning for each one.
setLogLevel('error');

export { PROJECT_ID };
export const RULES_PATH = resolve(import.meta.dirname, '..', '..', 'firestore.rules');

/** Two ordinary users and an admin (custom claim `admin: true`, docs/product.md#roles). */
export const ALICE = 'alice';
export const BOB = 'bob';
export const ADMIN = 'admin-user';

export const WEEK = '2026-11-23';
export const DAY = '2026-11-24';
export const AT = Timestamp.fromDate(new Date('2026-11-24T10:00:00Z'));

/** "host:port" from FIRESTORE_EMULATOR_HOST (set by `firebase emulators:exec`). */
export function emulatorHost(variable: string, fallback: string): { host: string; port: number } {
  const value = process.env[variable] || fallback;
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

const firestoreHost = () => emulatorHost('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');

// Loading rules into the emulator starts a new rule-coverage report, so rules are loaded only when the
// emulator does not already run exactly this file (it usually does: emulators:exec loads firestore.rules).
// That keeps one coverage report across all test files for scripts/check-rules-coverage.mjs.
async function rulesToLoad(rules: string): Promise<string | undefined> {
  const { host, port } = firestoreHost();
  try {
    const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`);
    if (!response.ok) return rules;
    const coverage = (await response.json()) as { rules?: { files?: { content?: string }[] } };
    const loaded = coverage.rules?.files?.map((file) => file.content).join('\n');
    return loaded === rules ? undefined : rules;
  } catch {
    return rules;
  }
}

export interface RulesTest {
  env(): RulesTestEnvironment;
  /** A signed-out visitor. */
  visitor(): Firestore;
  /** A signed-in user without the admin claim (extra claims are merged into the token). */
  user(uid: string, claims?: Record<string, unknown>): Firestore;
  /** The admin: signed in as ADMIN with the custom claim `admin: true`. */
  admin(): Firestore;
  /** Writes documents with rules disabled (the Admin SDK's view). */
  seed(...docs: [path: string, data: DocumentData][]): Promise<void>;
}

// The compat instance the test library returns is accepted by the modular API (it unwraps it).
const modular = (db: unknown) => db as Firestore;

/** Registers the hooks of one rules test file and returns its contexts. */
export function setupRulesTest(): RulesTest {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('the rules test environment is not initialised yet (use it inside a test)');
    return env;
  };

  beforeAll(async () => {
    const { host, port } = firestoreHost();
    const rules = readFileSync(RULES_PATH, 'utf8');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host, port, rules: await rulesToLoad(rules) },
    });
  });
  beforeEach(async () => {
    await current().clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  return {
    env: current,
    visitor: () => modular(current().unauthenticatedContext().firestore()),
    user: (uid, claims = {}) => modular(current().authenticatedContext(uid, claims).firestore()),
    admin: () => modular(current().authenticatedContext(ADMIN, { admin: true }).firestore()),
    seed: async (...docs) => {
      await current().withSecurityRulesDisabled(async (context) => {
        const db = modular(context.firestore());
        for (const [path, data] of docs) await setDoc(doc(db, path), data);
      });
    },
  };
}

/**
 * The admin's profile, users/{ADMIN} with isAdmin: the rules want it beside the claim (admin:revoke
 * clears it, and an ID token keeps its claim until it expires).
 */
export function adminProfile(isAdmin = true): [string, DocumentData] {
  return [`${COLLECTIONS.users}/${ADMIN}`, user(ADMIN, { isAdmin })];
}

// ---- Seed factories: documents as the server stores them (Date fields become Timestamps) ---------

type StoredValue<V> = V extends Date ? Timestamp : V;
/** An entity as stored in Firestore. Typed from the domain schemas so the seeds follow the model. */
export type Stored<T> = { [K in keyof T]: StoredValue<T[K]> };

export function user(uid: string, overrides: Partial<Stored<User>> = {}): Stored<User> {
  return {
    id: uid,
    email: `${uid}@example.com`,
    fullName: uid,
    isAdmin: false,
    photoUrl: null,
    createdAt: AT,
    lastSignInAt: AT,
    makerRankEmails: false,
    ...overrides,
  };
}

export function submission(overrides: Partial<Stored<Submission>> = {}): Stored<Submission> {
  return {
    id: 'sub-1',
    projectName: 'Vibe Synth',
    projectUrl: 'https://vibe-synth.example.com',
    description: 'A synthesizer built with an AI pair programmer.',
    projectIntention: null,
    builderTool: ['Cursor'],
    thumbnailUrl: null,
    thumbnailSmallUrl: null,
    submittedBy: ALICE,
    builderName: 'Alice',
    socialProofUrl: null,
    status: 'pending',
    isSecurityVerified: false,
    createdAt: AT,
    vibeCount: 0,
    voteCount: 0,
    votesByWeek: {},
    modelProviders: [],
    ideAgents: ['Cursor'],
    hostsFrameworks: [],
    stage: 'Prototype',
    openToCollaborators: false,
    links: {},
    formVersion: 2,
    aiJudgedAt: null,
    innovationScore: null,
    utilityScore: null,
    aiScore: null,
    reviewText: null,
    aiVersion: null,
    aiHeldAt: null,
    approvedAt: null,
    launchpadLiveAt: null,
    firstChartedAt: null,
    archivedAt: null,
    lastChartRank: null,
    lastChartWeekStart: null,
    lastChartPreviousRank: null,
    peakRank: null,
    weeksOnChart: 0,
    ...overrides,
  };
}

export function vote(userId: string, overrides: Partial<Stored<Vote>> = {}): Stored<Vote> {
  return {
    id: ids.vote(WEEK, userId, 'sub-1', 1),
    userId,
    submissionId: 'sub-1',
    projectId: 'sub-1',
    weekStart: WEEK,
    weight: 1,
    source: 'chart',
    createdAt: AT,
    addressBucket: null,
    ...overrides,
  };
}

export function vibe(userId: string, overrides: Partial<Stored<Vibe>> = {}): Stored<Vibe> {
  return { id: ids.vibe(DAY, userId, 'sub-1'), userId, submissionId: 'sub-1', day: DAY, createdAt: AT, ...overrides };
}

export function userWeeklyQuota(
  userId: string,
  overrides: Partial<Stored<UserWeeklyQuota>> = {},
): Stored<UserWeeklyQuota> {
  return {
    id: ids.quota(userId, WEEK),
    userId,
    weekStart: WEEK,
    baseQuota: 10,
    bonusQuota: 0,
    spent: 1,
    perProject: { 'sub-1': 1 },
    updatedAt: AT,
    ...overrides,
  };
}

export function userWarmupStatus(
  userId: string,
  overrides: Partial<Stored<UserWarmupStatus>> = {},
): Stored<UserWarmupStatus> {
  return {
    id: ids.warmup(userId, WEEK),
    userId,
    weekStart: WEEK,
    reviewsCompleted: 2,
    eligible: false,
    createdAt: AT,
    ...overrides,
  };
}

export function voteBonusEvent(
  userId: string,
  overrides: Partial<Stored<VoteBonusEvent>> = {},
): Stored<VoteBonusEvent> {
  return {
    id: ids.bonusEvent(userId, WEEK, 'share'),
    userId,
    weekStart: WEEK,
    action: 'share',
    amount: 2,
    createdAt: AT,
    ...overrides,
  };
}

export function voteSession(userId: string, overrides: Partial<Stored<VoteSession>> = {}): Stored<VoteSession> {
  return {
    id: `session-${userId}`,
    userId,
    targetCount: 5,
    weekStart: WEEK,
    excludeProjectId: null,
    actedCount: 0,
    votedCount: 0,
    createdAt: AT,
    completedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

export function voteSessionItem(
  sessionId: string,
  userId: string,
  position: number,
  overrides: Partial<Stored<VoteSessionItem>> = {},
): Stored<VoteSessionItem> {
  return {
    id: ids.sessionItem(position),
    sessionId,
    userId,
    projectId: `sub-${position + 1}`,
    position,
    acted: false,
    action: null,
    createdAt: AT,
    expiresAt: null,
    ...overrides,
  };
}

export function contactSubmission(overrides: Partial<Stored<ContactSubmission>> = {}): Stored<ContactSubmission> {
  return {
    id: 'contact-1',
    userId: null,
    name: 'Carol',
    email: 'carol@example.com',
    subject: 'Hello',
    message: 'I would like to know more about the chart.',
    status: 'new',
    createdAt: AT,
    ...overrides,
  };
}

export function toolSuggestion(
  userId: string,
  overrides: Partial<Stored<ToolSuggestion>> = {},
): Stored<ToolSuggestion> {
  return {
    id: `suggestion-${userId}`,
    userId,
    projectId: null,
    category: 'ide_agent',
    suggestion: 'Zed',
    createdAt: AT,
    ...overrides,
  };
}

export function newsletterSubscriber(
  email: string,
  overrides: Partial<Stored<NewsletterSubscriber>> = {},
): Stored<NewsletterSubscriber> {
  // The real id is sha256(lowercased e-mail); any stable id will do for the rules.
  return {
    id: `subscriber-${email.split('@')[0]}`,
    email,
    consentAt: AT,
    source: 'site',
    unsubscribedAt: null,
    confirmedAt: AT,
    confirmationSentAt: AT,
    confirmTokenHash: null,
    pendingExpiresAt: null,
    ...overrides,
  };
}

export function chartEntry(overrides: Partial<Stored<ChartEntry>> = {}): Stored<ChartEntry> {
  return {
    id: ids.chartEntry(WEEK, 'sub-1'),
    submissionId: 'sub-1',
    rank: 1,
    weekOf: WEEK,
    lastWeekRank: null,
    weeksOnChart: 1,
    peakRank: 1,
    totalVotes: 12,
    aiScore: 8.2,
    finalScore: 88,
    chartStatus: 'New Entry',
    createdAt: AT,
    ...overrides,
  };
}

export function chart(overrides: Partial<Stored<Chart>> = {}): Stored<Chart> {
  return { id: CURRENT_CHART_ID, weekOf: WEEK, publishedAt: AT, entries: [], discountedVotes: 0, ...overrides };
}

export function aiReview(overrides: Partial<Stored<AiReview>> = {}): Stored<AiReview> {
  const inputHash = 'a'.repeat(64);
  return {
    id: ids.aiReview('sub-1', 2, inputHash),
    submissionId: 'sub-1',
    innovationScore: 8,
    utilityScore: 7.5,
    finalScore: 7.8,
    reviewText: 'Inventive and useful for musicians.',
    aiVersion: 2,
    inputHash,
    model: 'gemini-test',
    createdAt: AT,
    ...overrides,
  };
}

export function builderTool(overrides: Partial<Stored<BuilderTool>> = {}): Stored<BuilderTool> {
  return { id: 'cursor', name: 'Cursor', color: 'green', category: 'ide_agent', order: 0, ...overrides };
}

export function statsSummary(overrides: Partial<Stored<StatsSummary>> = {}): Stored<StatsSummary> {
  return {
    id: STATS_SUMMARY_ID,
    totalVotes: 120,
    totalVibes: 40,
    totalProjects: 12,
    totalBuilders: 9,
    updatedAt: AT,
    ...overrides,
  };
}

export function statsShard(n: number): DocumentData {
  return { id: String(n), totalVotes: 3, totalVibes: 1, totalProjects: 0, totalBuilders: 0 };
}

/** config/chart_index: the published weeks (written by the chart job, read by everyone). */
export function chartIndex(): DocumentData {
  return { weeks: { [WEEK]: { publishedAt: AT, entries: 1 } } };
}

/** Server-only bookkeeping: rate limits, chart job locks, e-mail delivery log, judge failures. */
export function serverOnlyDoc(
  kind: 'rate_limits' | 'chart_locks' | 'email_deliveries' | 'judge_failures' | 'fairness_groups',
): DocumentData {
  switch (kind) {
    case 'rate_limits':
      return { key: `vote:${ALICE}`, count: 3, windowStart: AT };
    case 'chart_locks':
      return { weekOf: WEEK, owner: 'chart-job', acquiredAt: AT };
    case 'email_deliveries':
      return { to: `${ALICE}@example.com`, template: 'campaign', status: 'sent', sentAt: AT };
    case 'judge_failures':
      return { submissionId: 'sub-1', kind: 'malformed', error: 'not JSON', attempts: 2, failedAt: AT };
    case 'fairness_groups':
      return {
        weekStart: WEEK,
        projectIds: ['sub-1'],
        accountIds: [ALICE],
        accountCount: 1,
        voteCount: 3,
        status: 'open',
      };
  }
}
