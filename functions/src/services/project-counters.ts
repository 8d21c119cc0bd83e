// A project's vote and vibe counters as distributed counters: Firestore sustains about one write a
// second per document, so a project that goes viral must not have every vote write its own document.
// - Writes: a vote or vibe increments one of PROJECT_COUNTER_SHARDS shard documents
//   (project_counter_shards/{projectId}_{n}, n from the voter's id) blindly, inside its transaction.
//   Nothing another voter must write in the same second: their shard is theirs 15 times in 16.
// - Reads: the live count is the project document's fields (voteCount, votesByWeek, vibeCount: what
//   was folded) plus its shards, read together at one snapshot (lists: a read-only transaction; one
//   project: one batched read), so a fold in between can neither double a vote nor hide one. A
//   listed project costs at most N shard reads more.
// - Fold: the Monday chart job moves every shard into its project's fields and deletes it, in one
//   transaction per project, before it ranks; the shards then hold only what came after.
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { COLLECTIONS, ids } from '../domain/collections';
import { PROJECT_COUNTER_SHARDS } from '../domain/constants';
import type { ProjectCounterShard, Submission } from '../domain/entities';
import { projectCounterShardSchema, submissionSchema } from '../domain/entities';
import { typedCollection } from './firestore';
import { runContended } from './transactions';

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;
/** Projects folded at once by the chart job. */
const FOLD_CONCURRENCY = 8;

export type ProjectCounts = Pick<Submission, 'voteCount' | 'votesByWeek' | 'vibeCount'>;

function shards(firestore: Firestore) {
  return typedCollection(COLLECTIONS.projectCounterShards, projectCounterShardSchema, firestore);
}

/** The shard a voter writes (of `count`): stable per person, spread evenly over people. */
export function counterShardOf(userId: string, count = PROJECT_COUNTER_SHARDS): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % count;
}

export function counterShardRef(firestore: Firestore, projectId: string, shard: number) {
  return shards(firestore).doc(ids.projectCounterShard(projectId, shard));
}

/**
 * Adds a vote (of `weekStart`) or vibes to the project's shard `shard`, inside the caller's
 * transaction or batch: a blind write, no read, so concurrent voters never wait on each other here.
 */
export function incrementProjectCounters(
  firestore: Firestore,
  writer: Transaction | WriteBatch,
  projectId: string,
  delta: { vote?: { weekStart: string }; vibes?: number },
  shard: number,
): void {
  const update: Record<string, unknown> = { projectId };
  if (delta.vote) {
    update.votes = FieldValue.increment(1);
    update.votesByWeek = { [delta.vote.weekStart]: FieldValue.increment(1) };
  }
  if (delta.vibes) update.vibes = FieldValue.increment(delta.vibes);
  // The raw reference: the converter would parse the increments as numbers.
  (writer as WriteBatch).set(counterShardRef(firestore, projectId, shard).withConverter(null), update, { merge: true });
}

/** The project's fields plus what its shards add. */
export function addShards(stored: ProjectCounts, pending: readonly ProjectCounterShard[]): ProjectCounts {
  const votesByWeek = { ...stored.votesByWeek };
  let { voteCount, vibeCount } = stored;
  for (const shard of pending) {
    voteCount += shard.votes;
    vibeCount += shard.vibes;
    for (const [week, n] of Object.entries(shard.votesByWeek)) votesByWeek[week] = (votesByWeek[week] ?? 0) + n;
  }
  return { voteCount, votesByWeek, vibeCount };
}

/** The shards of `projectIds`, read in `tx`: one query per 30 projects, one read per shard found. */
async function readShards(
  tx: Transaction,
  firestore: Firestore,
  projectIds: readonly string[],
): Promise<Map<string, ProjectCounterShard[]>> {
  const unique = [...new Set(projectIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_LIMIT) chunks.push(unique.slice(i, i + IN_LIMIT));
  const snaps = await Promise.all(chunks.map((chunk) => tx.get(shards(firestore).where('projectId', 'in', chunk))));
  const out = new Map<string, ProjectCounterShard[]>();
  for (const doc of snaps.flatMap((snap) => snap.docs)) {
    const shard = doc.data();
    out.set(shard.projectId, [...(out.get(shard.projectId) ?? []), shard]);
  }
  return out;
}

/** `projects` with their live counts: each one's fields plus its shards read in the same transaction. */
export async function withLiveCounts(
  tx: Transaction,
  firestore: Firestore,
  projects: readonly Submission[],
): Promise<Submission[]> {
  if (projects.length === 0) return [];
  const pending = await readShards(
    tx,
    firestore,
    projects.map((p) => p.id),
  );
  return projects.map((p) => ({ ...p, ...addShards(p, pending.get(p.id) ?? []) }));
}

/**
 * Reads at one snapshot (a read-only transaction: no locks, so voters never wait for it) whatever
 * `read` reads, and the shards of the projects it returns; answers them with their live counts.
 */
export async function readLive<T extends { projects: Submission[] }>(
  firestore: Firestore,
  read: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return firestore.runTransaction(
    async (tx) => {
      const result = await read(tx);
      return { ...result, projects: await withLiveCounts(tx, firestore, result.projects) };
    },
    { readOnly: true },
  );
}

/** The submissions of `refs`, in that order (missing ones left out), with their live counts. */
export async function readLiveProjects(
  firestore: Firestore,
  refs: DocumentReference<Submission>[],
): Promise<Submission[]> {
  if (refs.length === 0) return [];
  const { projects } = await readLive(firestore, async (tx) => ({
    projects: (await tx.getAll(...refs)).flatMap((snap) => snap.data() ?? []),
  }));
  return projects;
}

/**
 * One project's live counts (after a vote or vibe: the answer carries them); null when it is gone.
 * One batched read of the project and all its shard ids: one round trip instead of a transaction's
 * two (a batch read is one snapshot: each document is unchanged up to the batch's last read time),
 * at 1 + PROJECT_COUNTER_SHARDS reads, missing shards included.
 */
export async function readLiveCounts(firestore: Firestore, projectId: string): Promise<ProjectCounts | null> {
  const projectRef = typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).doc(projectId);
  const shardRefs = Array.from({ length: PROJECT_COUNTER_SHARDS }, (_, n) => counterShardRef(firestore, projectId, n));
  // getAll is untyped; the refs carry their converters, so the snapshots are parsed.
  const [projectSnap, ...shardSnaps] = (await firestore.getAll(projectRef, ...shardRefs)) as [
    DocumentSnapshot<Submission>,
    ...DocumentSnapshot<ProjectCounterShard>[],
  ];
  const project = projectSnap.data();
  if (!project) return null;
  return addShards(
    project,
    shardSnaps.flatMap((snap) => snap.data() ?? []),
  );
}

/**
 * Moves one project's shards into its document (voteCount, votesByWeek, vibeCount) and deletes them,
 * in one transaction: a vote that lands meanwhile waits for the commit and starts a fresh shard. A
 * project deleted since takes its shards with it. Returns the shards folded.
 */
export async function foldProject(firestore: Firestore, projectId: string): Promise<number> {
  const projectRef = firestore.collection(COLLECTIONS.submissions).doc(projectId);
  return runContended(firestore, async (tx) => {
    const [project, snap] = await Promise.all([
      tx.get(projectRef),
      tx.get(shards(firestore).where('projectId', '==', projectId)),
    ]);
    if (snap.empty) return 0;
    const folded = addShards(
      { voteCount: 0, votesByWeek: {}, vibeCount: 0 },
      snap.docs.map((doc) => doc.data()),
    );
    for (const doc of snap.docs) tx.delete(doc.ref);
    if (project.exists) {
      const increments: (FieldPath | FieldValue)[] = [];
      const add = (path: FieldPath, n: number) => {
        if (n) increments.push(path, FieldValue.increment(n));
      };
      add(new FieldPath('voteCount'), folded.voteCount);
      add(new FieldPath('vibeCount'), folded.vibeCount);
      for (const [week, n] of Object.entries(folded.votesByWeek)) add(new FieldPath('votesByWeek', week), n);
      if (increments.length >= 2) {
        const [first, value, ...rest] = increments as [FieldPath, FieldValue, ...(FieldPath | FieldValue)[]];
        tx.update(projectRef, first, value, ...rest);
      }
    }
    return snap.size;
  });
}

/**
 * Folds every project that has shards (the chart job, before it ranks). Reads: each shard twice (the
 * scan, then its project's transaction); writes: each shard's delete and one update per project.
 */
export async function foldProjectCounters(firestore: Firestore): Promise<{ projects: number; shards: number }> {
  const snap = await firestore.collection(COLLECTIONS.projectCounterShards).select('projectId').get();
  const projectIds = [...new Set(snap.docs.map((doc) => String(doc.get('projectId'))))].sort();
  let next = 0;
  let folded = 0;
  const worker = async () => {
    while (next < projectIds.length) {
      const id = projectIds[next++]!;
      folded += await foldProject(firestore, id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FOLD_CONCURRENCY, projectIds.length) }, worker));
  return { projects: projectIds.length, shards: folded };
}
