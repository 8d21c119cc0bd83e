// Votes (docs/product.md#votes): each spends 1 from the weekly quota, at most 3 per project per week, only on
// approved projects (launchpad, charted or archived). One transaction reads the quota (which keeps
// the per-project tally) and the project, then writes the vote, the quota and the voter's shards of
// the project's and the top bar's counters (project-counters.ts): no document another voter of the
// project must write, so a viral project's voters do not queue on it. The vote id is
// {weekStart}_{uid}_{submissionId}_{n} with n = tally + 1, so a replayed transaction lands on the
// same document and cannot count twice.
import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, ids } from '../domain/collections';
import { MAX_VOTES_PER_PROJECT_PER_WEEK, STATS_SHARDS } from '../domain/constants';
import type { Submission, UserWeeklyQuota, Vote } from '../domain/entities';
import { remainingVotes, submissionSchema, voteSchema } from '../domain/entities';
import { weekStartOf } from '../domain/week';
import { canChart, incrementChartVotes } from './chart-votes';
import { typedCollection } from './firestore';
import { rememberAnswer, storedAnswer } from './idempotency';
import { counterShardOf, incrementProjectCounters, readLiveCounts } from './project-counters';
import { quotaRef, readQuota } from './quota';
import { incrementStats } from './stats';
import { runContended } from './transactions';
import { DomainError } from '../domain/errors';

export type VoteSource = Vote['source'];

/** Everything a vote needs, read inside the caller's transaction. */
export interface VoteState {
  userId: string;
  submissionId: string;
  weekStart: string;
  quota: UserWeeklyQuota;
  project: Submission | undefined;
}

export function projectRef(firestore: Firestore, submissionId: string) {
  return typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).doc(submissionId);
}

/** The read half of a vote (quota with tally, project); no writes. */
export async function readVoteState(
  tx: Transaction,
  firestore: Firestore,
  { userId, submissionId, now }: { userId: string; submissionId: string; now: Date },
): Promise<VoteState> {
  const weekStart = weekStartOf(now);
  const [quota, projectSnap] = await Promise.all([
    readQuota(tx, firestore, userId, weekStart, now),
    // Not a transactional read: voters of one project would queue on its read lock, and the fold
    // (the chart job) on all of them. Its status only ever moves pending → approved; a project deleted
    // meanwhile keeps the vote, and the fold drops its shard.
    projectRef(firestore, submissionId).get(),
  ]);
  return { userId, submissionId, weekStart, quota, project: projectSnap.data() };
}

/**
 * The rules, in the order a user would want to hear them: the project must exist and be approved,
 * then the per-project limit, then the quota. Throws the texts of docs/product.md#votes; every refusal is a 4xx.
 */
export function checkVote(state: VoteState): void {
  if (!state.project) throw new DomainError('project_not_found');
  if (state.project.status !== 'approved') throw new DomainError('project_not_approved');
  // A maker's votes for their own project would buy rank; review sessions never offer it.
  if (state.project.submittedBy === state.userId) throw new DomainError('own_project');
  const tally = state.quota.perProject[state.submissionId] ?? 0;
  if (tally >= MAX_VOTES_PER_PROJECT_PER_WEEK) throw new DomainError('max_votes_per_project');
  if (remainingVotes(state.quota) <= 0) throw new DomainError('quota_used');
}

/**
 * The write half: the vote, the quota (spent + tally), the voter's project counter and stats shards,
 * and for a project that can chart the voter's shard of the week's chart votes.
 */
export function writeVote(
  tx: Transaction,
  firestore: Firestore,
  state: VoteState,
  { now, source, network = null }: { now: Date; source: VoteSource; network?: string | null },
): { remaining: number } {
  const { userId, submissionId, weekStart, quota } = state;
  const n = (quota.perProject[submissionId] ?? 0) + 1;
  const voteRef = typedCollection(COLLECTIONS.votes, voteSchema, firestore).doc(
    ids.vote(weekStart, userId, submissionId, n),
  );
  const vote: Vote = {
    id: voteRef.id,
    userId,
    submissionId,
    projectId: submissionId,
    weekStart,
    weight: 1,
    source,
    createdAt: now,
    addressBucket: network ? addressBucketOf(weekStart, network) : null,
  };
  const nextQuota: UserWeeklyQuota = {
    ...quota,
    spent: quota.spent + 1,
    perProject: { ...quota.perProject, [submissionId]: n },
    updatedAt: now,
  };
  tx.set(voteRef, vote);
  tx.set(quotaRef(firestore, userId, weekStart), nextQuota);
  const shard = counterShardOf(userId);
  incrementProjectCounters(firestore, tx, submissionId, { vote: { weekStart } }, shard);
  if (state.project && canChart(state.project)) {
    incrementChartVotes(firestore, tx, { weekStart, projectId: submissionId, userId });
  }
  incrementStats(firestore, tx, { totalVotes: 1 }, counterShardOf(userId, STATS_SHARDS));
  return { remaining: remainingVotes(nextQuota) };
}

export interface VoteRequest {
  userId: string;
  submissionId: string;
  now: Date;
  source?: VoteSource;
  /** The client's Idempotency-Key: a replay answers the stored result and spends nothing. */
  idempotencyKey?: string;
  /** The caller's network (IPv4 /24, IPv6 /48) when it is a public one: stored hashed, for fairness. */
  network?: string | null;
}

/**
 * What a vote keeps of its network: sha256 with the week, cut to 16 hex digits. The fairness job only
 * compares buckets within a week; a bucket says nothing about another week's.
 */
export function addressBucketOf(weekStart: string, network: string): string {
  return createHash('sha256').update(`${weekStart}\n${network}`).digest('hex').slice(0, 16);
}

const voteAnswerSchema = z.object({ remaining: z.number().int().min(0) });

/** The project was deleted between its read and the commit (the update's exists precondition). */
export function projectGone(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 5 || code === 'not-found';
}

export interface VoteAnswer {
  remaining: number;
  /** The project's votes in all, read after the vote committed (its live count, not a guess). */
  voteCount: number;
  /** Its votes this week, read with voteCount. */
  weeklyVotes: number;
}

/** The project's live counts after a write: what the voter's screen shows next. */
export async function projectCountsAfter(
  firestore: Firestore,
  submissionId: string,
  weekStart: string,
): Promise<{ voteCount: number; weeklyVotes: number; vibeCount: number }> {
  const counts = await readLiveCounts(firestore, submissionId);
  if (!counts) throw new DomainError('project_not_found');
  return {
    voteCount: counts.voteCount,
    weeklyVotes: counts.votesByWeek[weekStart] ?? 0,
    vibeCount: counts.vibeCount,
  };
}

/**
 * POST /api/votes: {remaining} after the vote, and the project's vote counts read after it
 * committed. Contention retries, then 503 (runContended).
 */
export async function castVote(
  firestore: Firestore,
  { userId, submissionId, now, source = 'chart', idempotencyKey, network }: VoteRequest,
): Promise<VoteAnswer> {
  const attempt = { userId, key: idempotencyKey, operation: 'vote', request: { submissionId } };
  let spent: { remaining: number };
  try {
    spent = await runContended(firestore, async (tx) => {
      const stored = await storedAnswer(tx, firestore, attempt, voteAnswerSchema);
      if (stored) return stored;
      const state = await readVoteState(tx, firestore, { userId, submissionId, now });
      checkVote(state);
      const answer = writeVote(tx, firestore, state, { now, source, network });
      rememberAnswer(tx, firestore, attempt, answer, now);
      return answer;
    });
  } catch (error) {
    if (projectGone(error)) throw new DomainError('project_not_found');
    throw error;
  }
  // After the commit (a replay too): the counts as anyone reading the project now sees them.
  const { voteCount, weeklyVotes } = await projectCountsAfter(firestore, submissionId, weekStartOf(now));
  return { ...spent, voteCount, weeklyVotes };
}
