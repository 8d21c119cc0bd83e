// Vibes (docs/product.md): free, signed-in only, never for one's own project, at most one per user per
// project per Copenhagen day.
// The vibe id is {day}_{uid}_{submissionId}, so a replay or a second vibe the same day lands on the
// same document and is refused; the vibe, the project's vibe count (the sender's shard of its
// counters, project-counters.ts) and totalVibes move together.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, ids } from '../domain/collections';
import { STATS_SHARDS } from '../domain/constants';
import { submissionSchema, vibeSchema } from '../domain/entities';
import type { Vibe } from '../domain/entities';
import { dayOf, weekStartOf } from '../domain/week';
import { z } from 'zod';
import { typedCollection } from './firestore';
import { rememberAnswer, storedAnswer } from './idempotency';
import { counterShardOf, incrementProjectCounters } from './project-counters';
import { incrementStats } from './stats';
import { runContended } from './transactions';
import { projectCountsAfter, projectGone } from './votes';
import { DomainError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';

export interface VibeRequest {
  userId: string;
  submissionId: string;
  now: Date;
  /** The client's Idempotency-Key: a replay answers the stored result instead of "already vibed". */
  idempotencyKey?: string;
}

/** What a key remembers of a vibe: that it was sent (the count is read after every answer). */
const vibeAnswerSchema = z.object({});

/**
 * One transaction: read the day's vibe and the project, then write the vibe and both counters.
 * Answers the project's vibe count read after the commit.
 */
export async function sendVibe(
  firestore: Firestore,
  { userId, submissionId, now, idempotencyKey }: VibeRequest,
): Promise<{ vibeCount: number }> {
  const attempt = { userId, key: idempotencyKey, operation: 'vibe', request: { submissionId } };
  const day = dayOf(now);
  const vibeRef = typedCollection(COLLECTIONS.vibes, vibeSchema, firestore).doc(ids.vibe(day, userId, submissionId));
  const projectRef = typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).doc(submissionId);
  await runContended(firestore, async (tx) => {
    // A replay (same key) sends nothing and answers the count as it is now.
    if (await storedAnswer(tx, firestore, attempt, vibeAnswerSchema)) return;
    // The project outside the transaction's locks, as for votes (services/votes.ts readVoteState).
    const [vibeSnap, projectSnap] = await Promise.all([tx.get(vibeRef), projectRef.get()]);
    const project = projectSnap.data();
    if (!project) throw new DomainError('project_not_found');
    if (project.status !== 'approved') throw new DomainError('project_not_approved');
    // As with votes: a maker cannot cheer their own project on.
    if (project.submittedBy === userId) throw new DomainError('own_project', MESSAGES.ownProjectVibe);
    if (vibeSnap.exists) throw new DomainError('already_vibed_today');
    const vibe: Vibe = { id: vibeRef.id, userId, submissionId, day, createdAt: now };
    tx.create(vibeRef, vibe);
    incrementProjectCounters(firestore, tx, submissionId, { vibes: 1 }, counterShardOf(userId));
    incrementStats(firestore, tx, { totalVibes: 1 }, counterShardOf(userId, STATS_SHARDS));
    rememberAnswer(tx, firestore, attempt, {}, now);
  }).catch((error: unknown) => {
    if (projectGone(error)) throw new DomainError('project_not_found');
    throw error;
  });
  const { vibeCount } = await projectCountsAfter(firestore, submissionId, weekStartOf(now));
  return { vibeCount };
}
