// Top-bar counters. Writes go to one of STATS_SHARDS shard documents (no hot document); reads take
// the rolled-up stats/summary (one read) and re-aggregate the shards at most once a minute.
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, STATS_SUMMARY_ID } from '../domain/collections';
import { STATS_SHARDS } from '../domain/constants';
import type { StatsCounters } from '../domain/entities';
import { statsCountersSchema, statsSummarySchema } from '../domain/entities';
import { parseStored } from '../domain/firestore-data';

export const STATS_SUMMARY_MAX_AGE_MS = 60_000;
const COUNTER_KEYS = ['totalVotes', 'totalVibes', 'totalProjects', 'totalBuilders'] as const;

export type StatsDelta = Partial<StatsCounters>;

function shardRef(firestore: Firestore, shard: number) {
  return firestore.collection(COLLECTIONS.statsShards).doc(String(shard));
}

/** Adds `delta` to a random shard inside the caller's transaction or batch (blind increments). */
export function incrementStats(
  firestore: Firestore,
  writer: Transaction | WriteBatch,
  delta: StatsDelta,
  shard = Math.floor(Math.random() * STATS_SHARDS),
): void {
  const update: Record<string, FieldValue> = {};
  for (const key of COUNTER_KEYS) {
    const n = delta[key];
    if (n) update[key] = FieldValue.increment(n);
  }
  if (Object.keys(update).length === 0) return;
  (writer as WriteBatch).set(shardRef(firestore, shard), update, { merge: true });
}

/** Sums every shard (STATS_SHARDS reads) and stores the result as stats/summary. */
export async function rollUpStats(firestore: Firestore, now: Date): Promise<StatsCounters> {
  const snapshot = await firestore.collection(COLLECTIONS.statsShards).get();
  const totals: StatsCounters = { totalVotes: 0, totalVibes: 0, totalProjects: 0, totalBuilders: 0 };
  for (const doc of snapshot.docs) {
    const shard = statsCountersSchema.parse(doc.data());
    for (const key of COUNTER_KEYS) totals[key] += shard[key];
  }
  await firestore
    .collection(COLLECTIONS.stats)
    .doc(STATS_SUMMARY_ID)
    .set({ ...totals, updatedAt: now });
  return totals;
}

/** The counters as the top bar shows them: one read while the summary is fresh. */
export async function readStats(
  firestore: Firestore,
  now: Date,
  maxAgeMs = STATS_SUMMARY_MAX_AGE_MS,
): Promise<StatsCounters> {
  const ref = firestore.collection(COLLECTIONS.stats).doc(STATS_SUMMARY_ID);
  const snap = await ref.get();
  if (snap.exists) {
    const summary = parseStored(statsSummarySchema, ref.path, snap.id, snap.data());
    if (now.getTime() - summary.updatedAt.getTime() < maxAgeMs) {
      const { totalVotes, totalVibes, totalProjects, totalBuilders } = summary;
      return { totalVotes, totalVibes, totalProjects, totalBuilders };
    }
  }
  return rollUpStats(firestore, now);
}
