// Review sessions (/vote): N approved projects the user has neither voted on this week nor submitted,
// launchpad projects first. Each item is acted on once (vote or skip); a vote goes through the same
// rules and transaction as POST /api/votes. After the last item the session is complete and the
// week's warm-up status counts its reviews (the +3 review5 bonus checks for such a session, with at
// least one vote in it).
// Cost is bounded: a session reads its quota and one page of candidates (at most 61 documents; the
// route adds its rate-limit window) and writes itself and its items (at most 21); members start at
// most VOTE_SESSION_RATE_LIMIT of them (http/routes/votes.ts). A session can be acted on for
// SESSION_ACTION_MS within its own week; a Firestore TTL policy on expiresAt (sessions and their
// `items`) deletes it the day after that week.
import { createHash, randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, ids } from '../domain/collections';
import { LAUNCHPAD_DAYS, REVIEW_SESSION_DEFAULT_SIZE } from '../domain/constants';
import type { Submission, UserWarmupStatus, VoteSession, VoteSessionItem } from '../domain/entities';
import {
  remainingVotes,
  submissionSchema,
  userWarmupStatusSchema,
  voteSessionItemSchema,
  voteSessionSchema,
} from '../domain/entities';
import { MESSAGES } from '../domain/messages';
import { parseBuilderTool } from '../domain/tools';
import { addLocalDays, shiftWeek, weekStartInstant, weekStartOf } from '../domain/week';
import { assertRequestAlive } from '../infra/request-budget';
import { typedCollection } from './firestore';
import { rememberAnswer, storedAnswer } from './idempotency';
import { quotaRef } from './quota';
import { runContended } from './transactions';
import { checkVote, projectCountsAfter, projectGone, readVoteState, writeVote } from './votes';
import { DomainError } from '../domain/errors';

export const SESSION_MESSAGES = {
  notFound: MESSAGES.sessionNotFound,
  notYours: MESSAGES.sessionNotYours,
  notInSession: MESSAGES.sessionItemNotFound,
} as const;

/** Candidates are read newest-approved first, one page: enough to vary, skip what the user voted on. */
export const MAX_CANDIDATE_READS = 60;
/** How long after its start a session can be acted on (and never past its week). */
export const SESSION_ACTION_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the TTL policy may delete a session: a day after its week ends (the bonus check reads it that week). */
export function sessionExpiresAt(weekStart: string): Date {
  return new Date(weekStartInstant(shiftWeek(weekStart, 1)).getTime() + DAY_MS);
}

/** A session past SESSION_ACTION_MS or begun in an earlier week takes no more actions. */
export function sessionExpired(session: Pick<VoteSession, 'createdAt' | 'weekStart'>, now: Date): boolean {
  return now.getTime() - session.createdAt.getTime() >= SESSION_ACTION_MS || weekStartOf(now) !== session.weekStart;
}

export interface SessionProjectJson {
  id: string;
  title: string;
  summary: string;
  url: string | null;
  thumbnail_url: string | null;
  stackTags: string[];
}
export interface SessionItemJson {
  id: string;
  position: number;
  acted: boolean;
  project: SessionProjectJson;
}

function sessionsCollection(firestore: Firestore) {
  return typedCollection(COLLECTIONS.voteSessions, voteSessionSchema, firestore);
}

function itemsCollection(firestore: Firestore, sessionId: string) {
  return typedCollection(
    `${COLLECTIONS.voteSessions}/${sessionId}/${COLLECTIONS.voteSessionItems}`,
    voteSessionItemSchema,
    firestore,
  );
}

/** A small PRNG seeded by the session id: the order varies per session and is reproducible. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Launchpad projects first, then the rest of the non-archived, then archived; shuffled within each. */
export function pickSessionProjects(candidates: Submission[], count: number, now: Date, seed: string): Submission[] {
  const random = seededRandom(seed);
  const onLaunchpad = (s: Submission) =>
    !s.archivedAt && s.launchpadLiveAt !== null && addLocalDays(s.launchpadLiveAt, LAUNCHPAD_DAYS) > now;
  const launchpad = candidates.filter(onLaunchpad);
  const live = candidates.filter((s) => !onLaunchpad(s) && !s.archivedAt);
  const archived = candidates.filter((s) => s.archivedAt);
  return [...shuffle(launchpad, random), ...shuffle(live, random), ...shuffle(archived, random)].slice(0, count);
}

function projectJson(s: Submission): SessionProjectJson {
  return {
    id: s.id,
    title: s.projectName,
    summary: s.description,
    url: s.projectUrl,
    thumbnail_url: s.thumbnailUrl,
    stackTags: parseBuilderTool([...s.builderTool, ...s.modelProviders, ...s.ideAgents, ...s.hostsFrameworks]),
  };
}

export interface CreateSessionRequest {
  userId: string;
  targetCount: number;
  excludeProjectId?: string | null;
  now: Date;
  sessionId?: string;
}

/** POST /api/vote-session: stores the session and its items; an empty list when nothing is left. */
export async function createVoteSession(
  firestore: Firestore,
  { userId, targetCount, excludeProjectId, now, sessionId = randomUUID() }: CreateSessionRequest,
): Promise<{ sessionId: string; items: SessionItemJson[] }> {
  const weekStart = weekStartOf(now);
  const quota = (await quotaRef(firestore, userId, weekStart).get()).data();
  const skip = new Set(Object.keys(quota?.perProject ?? {}).filter((id) => (quota?.perProject[id] ?? 0) > 0));
  if (excludeProjectId) skip.add(excludeProjectId);

  // Three candidates per item to vary the pick, plus room for what is skipped: one page, never more.
  const pageSize = Math.min(MAX_CANDIDATE_READS, targetCount * 3 + skip.size + 5);
  const page = await typedCollection(COLLECTIONS.submissions, submissionSchema, firestore)
    .where('status', '==', 'approved')
    .orderBy('launchpadLiveAt', 'desc')
    .limit(pageSize)
    .get();
  const candidates = page.docs.map((doc) => doc.data()).filter((s) => !skip.has(s.id) && s.submittedBy !== userId);
  const picked = pickSessionProjects(candidates, targetCount, now, sessionId);
  const expiresAt = sessionExpiresAt(weekStart);

  const session: VoteSession = {
    id: sessionId,
    userId,
    targetCount,
    weekStart,
    excludeProjectId: excludeProjectId || null,
    actedCount: 0,
    votedCount: 0,
    createdAt: now,
    completedAt: null,
    expiresAt,
  };
  const items: VoteSessionItem[] = picked.map((s, position) => ({
    id: ids.sessionItem(position),
    sessionId,
    userId,
    projectId: s.id,
    position,
    acted: false,
    action: null,
    createdAt: now,
    expiresAt,
  }));
  const batch = firestore.batch();
  batch.create(sessionsCollection(firestore).doc(sessionId), session);
  const itemRefs = itemsCollection(firestore, sessionId);
  for (const item of items) batch.create(itemRefs.doc(item.id), item);
  // The reads above may have waited out a Firestore outage: never create a session already answered 503.
  assertRequestAlive();
  await batch.commit();

  return {
    sessionId,
    items: items.map((item, i) => ({
      id: item.id,
      position: item.position,
      acted: item.acted,
      project: projectJson(picked[i] as Submission),
    })),
  };
}

export interface SessionActionRequest {
  userId: string;
  sessionId: string;
  projectId: string;
  action: 'vote' | 'skip';
  now: Date;
  /** The client's Idempotency-Key: a replay answers the stored result (an acted item spends nothing anyway). */
  idempotencyKey?: string;
  /** The caller's public network, for the vote (services/votes.ts addressBucketOf). */
  network?: string | null;
}

const actionAnswerSchema = z.object({
  ok: z.literal(true),
  completed: z.boolean(),
  remaining: z.number().int().min(0),
});

/**
 * POST /api/vote-action. One transaction: the session and its items, the warm-up status, the quota
 * (and the project, read outside the locks); then the vote (for 'vote'), the item, the session and, after the last item,
 * completedAt and the warm-up count. Acting on an item twice changes nothing the second time.
 */
export async function actOnSession(
  firestore: Firestore,
  { userId, sessionId, projectId, action, now, idempotencyKey, network }: SessionActionRequest,
): Promise<{ ok: true; completed: boolean; remaining: number; voteCount?: number; weeklyVotes?: number }> {
  const attempt = { userId, key: idempotencyKey, operation: 'vote-action', request: { sessionId, projectId, action } };
  const sessionRef = sessionsCollection(firestore).doc(sessionId);
  const itemRefs = itemsCollection(firestore, sessionId);
  const warmups = typedCollection(COLLECTIONS.userWarmupStatus, userWarmupStatusSchema, firestore);

  const answer = await runContended(firestore, async (tx) => {
    const stored = await storedAnswer(tx, firestore, attempt, actionAnswerSchema);
    if (stored) return stored;
    const sessionSnap = await tx.get(sessionRef);
    const session = sessionSnap.data();
    if (!session) throw new DomainError('session_not_found');
    if (session.userId !== userId) throw new DomainError('session_not_yours');
    if (sessionExpired(session, now)) throw new DomainError('session_expired');
    // The items by id (positions 0…targetCount-1), not by a query: a query in a transaction locks the
    // whole range, which serialised every user's session actions.
    const itemRefsByPosition = Array.from({ length: session.targetCount }, (_, i) => itemRefs.doc(ids.sessionItem(i)));
    const items = (await tx.getAll(...itemRefsByPosition)).flatMap((d) => d.data() ?? []);
    const item = items.find((i) => i.projectId === projectId);
    if (!item) throw new DomainError('session_item_not_found');

    const warmupRef = warmups.doc(ids.warmup(userId, session.weekStart));
    // The quota answers `remaining` for every action; the vote rules are checked only for a vote.
    const [warmupSnap, state] = await Promise.all([
      tx.get(warmupRef),
      readVoteState(tx, firestore, { userId, submissionId: projectId, now }),
    ]);
    if (item.acted) {
      return { ok: true as const, completed: session.completedAt !== null, remaining: remainingVotes(state.quota) };
    }

    let remaining = remainingVotes(state.quota);
    if (action === 'vote') {
      checkVote(state);
      ({ remaining } = writeVote(tx, firestore, state, { now, source: 'session', network }));
    }

    tx.update(itemRefs.doc(item.id), { acted: true, action });
    const completed = items.every((i) => i.acted || i.id === item.id);
    tx.update(sessionRef, {
      actedCount: session.actedCount + 1,
      votedCount: session.votedCount + (action === 'vote' ? 1 : 0),
      ...(completed ? { completedAt: now } : {}),
    });
    if (completed) {
      const before = warmupSnap.data();
      const reviewsCompleted = (before?.reviewsCompleted ?? 0) + items.length;
      const warmup: UserWarmupStatus = {
        id: warmupRef.id,
        userId,
        weekStart: session.weekStart,
        reviewsCompleted,
        eligible: reviewsCompleted >= REVIEW_SESSION_DEFAULT_SIZE,
        createdAt: before?.createdAt ?? now,
      };
      tx.set(warmupRef, warmup);
    }
    const answer = { ok: true as const, completed, remaining };
    rememberAnswer(tx, firestore, attempt, answer, now);
    return answer;
  }).catch((error: unknown) => {
    if (projectGone(error)) throw new DomainError('project_not_found');
    throw error;
  });
  if (action !== 'vote') return answer;
  // After the commit, as POST /api/votes answers: the project's counts as anyone now sees them.
  const { voteCount, weeklyVotes } = await projectCountsAfter(firestore, projectId, weekStartOf(now));
  return { ...answer, voteCount, weeklyVotes };
}
