// A project's vote and vibe counters as distributed counters: Firestore sustains about one write a
// second per document, so a project that goes viral must not have every vote write its own document.
// - Writes: a vote or vibe increments one of PROJECT_COUNTER_SHARDS shard documents
//   (project_counter_shards/{projectId}_{n}, n from the voter's id) blindly, inside its transaction.
//   Nothing another voter must write in the same second: their shard is theirs 15 times in 16.
// - Reads: the live count is the project document's fields (voteCount, votesByWeek, vibeCount: what
//   was folded) plus its shards, read together at one snapshot (lists: a read-only transaction; one
//   project: one batched read), so a fold in between can neither double a vote nor hide one. A
//   listed project costs at most N shard reads more.
// - Fold: the Monday chart job moves every shard into its project's fields and deletes it before it
//   ranks (atomic batches of whole projects, a shard deleted only if unchanged since it was read; a
//   project whose batch failed is folded in its own transaction); the shards then hold what came after.
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
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
/** Fold batches committing at once (the chart job). */
const FOLD_CONCURRENCY = 8;
/** Writes per fold batch (Firestore takes 500): a project's shard deletes and its update. */
const FOLD_BATCH_WRITES = 450;

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
      const increments = foldIncrements(folded);
      if (increments.length >= 2) {
        const [first, value, ...rest] = increments as [FieldPath, FieldValue, ...(FieldPath | FieldValue)[]];
        tx.update(projectRef, first, value, ...rest);
      }
    }
    return snap.size;
  });
}

/** The increments that add `folded` to a project's fields, for update(field, value, ...); empty when all are 0. */
function foldIncrements(folded: ProjectCounts): (FieldPath | FieldValue)[] {
  const increments: (FieldPath | FieldValue)[] = [];
  const add = (path: FieldPath, n: number) => {
    if (n) increments.push(path, FieldValue.increment(n));
  };
  add(new FieldPath('voteCount'), folded.voteCount);
  add(new FieldPath('vibeCount'), folded.vibeCount);
  for (const [week, n] of Object.entries(folded.votesByWeek)) add(new FieldPath('votesByWeek', week), n);
  return increments;
}

export interface FoldOptions {
  /** Test hook: runs before each batch commits, with the batch's project ids (e.g. to vote meanwhile). */
  beforeCommit?: (projectIds: string[]) => Promise<void>;
}

interface ShardGroup {
  projectId: string;
  shards: QueryDocumentSnapshot<ProjectCounterShard>[];
}

/**
 * Folds the shards of `groups` in one batch, atomically: each shard is deleted only if it is unchanged
 * since it was read (a vote since then makes the batch fail), and each project's fields take the
 * sum. A failed batch (a vote landed, a project is gone) changed nothing: its projects are folded
 * one by one in transactions instead.
 */
async function foldBatch(
  firestore: Firestore,
  groups: readonly ShardGroup[],
  beforeCommit?: FoldOptions['beforeCommit'],
): Promise<void> {
  const batch = firestore.batch();
  for (const { projectId, shards: docs } of groups) {
    for (const doc of docs) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
    const increments = foldIncrements(
      addShards(
        { voteCount: 0, votesByWeek: {}, vibeCount: 0 },
        docs.map((doc) => doc.data()),
      ),
    );
    if (increments.length >= 2) {
      const [first, value, ...rest] = increments as [FieldPath, FieldValue, ...(FieldPath | FieldValue)[]];
      batch.update(firestore.collection(COLLECTIONS.submissions).doc(projectId), first, value, ...rest);
    }
  }
  try {
    await beforeCommit?.(groups.map((g) => g.projectId));
    await batch.commit();
  } catch {
    for (const { projectId } of groups) await foldProject(firestore, projectId);
  }
}

/**
 * Folds every project that has shards (the chart job, before it ranks). The shards are streamed in
 * projectId order and folded in atomic batches of whole projects, several batches in flight, so the
 * fold holds a few batches whatever the number of shards (a week of a million projects' votes) and
 * costs a batch commit per ~{@link FOLD_BATCH_WRITES} writes instead of a transaction per project.
 * Reads: each shard once (twice for a project whose batch failed); writes: each shard's delete and
 * one update per project.
 */
export async function foldProjectCounters(
  firestore: Firestore,
  options: FoldOptions = {},
): Promise<{ projects: number; shards: number }> {
  const inFlight = new Set<Promise<void>>();
  let batch: ShardGroup[] = [];
  let batchWrites = 0;
  let group = null as ShardGroup | null;
  let projects = 0;
  let folded = 0;
  let failure: { error: unknown } | null = null;
  const flush = async () => {
    if (failure) throw failure.error;
    if (batch.length === 0) return;
    const commit = foldBatch(firestore, batch, options.beforeCommit)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(commit));
    inFlight.add(commit);
    batch = [];
    batchWrites = 0;
    // Bounded: the stream waits while FOLD_CONCURRENCY batches are committing.
    if (inFlight.size >= FOLD_CONCURRENCY) await Promise.race(inFlight);
  };
  const close = async (g: ShardGroup) => {
    projects++;
    folded += g.shards.length;
    if (batchWrites + g.shards.length + 1 > FOLD_BATCH_WRITES) await flush();
    batch.push(g);
    batchWrites += g.shards.length + 1;
  };
  for await (const doc of shards(firestore).orderBy('projectId').stream()) {
    const snap = doc as unknown as QueryDocumentSnapshot<ProjectCounterShard>;
    const projectId = snap.data().projectId;
    if (group?.projectId !== projectId) {
      if (group) await close(group);
      group = { projectId, shards: [] };
    }
    group.shards.push(snap);
  }
  if (group) await close(group);
  await flush();
  await Promise.all(inFlight);
  if (failure) throw (failure as { error: unknown }).error;
  return { projects, shards: folded };
}
