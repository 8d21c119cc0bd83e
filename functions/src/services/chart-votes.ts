// The live chart's votes this week. The published chart is frozen at Monday's cut-off (charts/current,
// one read); its rows also show how many votes each project got since, live. Reading 100 projects and
// their counter shards for that would cost 100+ reads a call, so every vote on a project that can
// chart (judged with aiScore ≥ 7.0, not archived: every project on this week's chart is one all week)
// also adds 1 to its entry in the voter's shard of the week, chart_vote_shards/{weekStart}_{n}: a
// blind increment in the vote's transaction, like the top bar's counters. The live counts are then
// charts/current plus at most CHART_VOTE_SHARDS shard documents.
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { isChartCandidate } from '../domain/chart';
import { COLLECTIONS, CURRENT_CHART_ID, ids } from '../domain/collections';
import { CHART_VOTE_SHARDS } from '../domain/constants';
import type { Submission } from '../domain/entities';
import { chartVoteShardSchema } from '../domain/entities';
import { weekStartOf } from '../domain/week';
import { typedCollection } from './firestore';
import { counterShardOf } from './project-counters';

/** Whether a vote on `project` counts toward the live chart's votes: it can be on this week's chart. */
export function canChart(project: Pick<Submission, 'id' | 'aiScore' | 'archivedAt' | 'status' | 'approvedAt'>) {
  return isChartCandidate({ ...project, totalVotes: 0 });
}

/** Adds one vote of `weekStart` on `projectId` to the voter's shard, inside the vote's transaction. */
export function incrementChartVotes(
  firestore: Firestore,
  writer: Transaction | WriteBatch,
  { weekStart, projectId, userId }: { weekStart: string; projectId: string; userId: string },
): void {
  const ref = firestore
    .collection(COLLECTIONS.chartVoteShards)
    .doc(ids.chartVoteShard(weekStart, counterShardOf(userId, CHART_VOTE_SHARDS)));
  // A nested object, not a dotted path: a project id is a map key here, whatever characters it has.
  (writer as WriteBatch).set(ref, { weekStart, votes: { [projectId]: FieldValue.increment(1) } }, { merge: true });
}

export interface ChartLiveVotes {
  /** The week of the chart that is live now; null before the first chart. */
  weekOf: string | null;
  /** The current week: `votes` are its votes. */
  weekStart: string;
  /** Votes this week per project on the live chart (those without any left out). */
  votes: Record<string, number>;
}

/**
 * GET /api/chart/live-votes. Cost: charts/current and the week's shards (a query: one read per shard
 * found, at most CHART_VOTE_SHARDS; one when there is none): at most 17 reads.
 */
export async function readChartLiveVotes(firestore: Firestore, now: Date): Promise<ChartLiveVotes> {
  const weekStart = weekStartOf(now);
  const [chart, shards] = await Promise.all([
    firestore.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).get(),
    typedCollection(COLLECTIONS.chartVoteShards, chartVoteShardSchema, firestore)
      .where('weekStart', '==', weekStart)
      .get(),
  ]);
  const weekOf: unknown = chart.get('weekOf');
  const entries: unknown = chart.get('entries');
  const onChart = new Set(
    Array.isArray(entries) ? entries.map((entry) => String((entry as { id?: unknown })?.id ?? '')) : [],
  );
  const votes: Record<string, number> = {};
  for (const doc of shards.docs) {
    for (const [projectId, n] of Object.entries(doc.data().votes)) {
      if (onChart.has(projectId) && n > 0) votes[projectId] = (votes[projectId] ?? 0) + n;
    }
  }
  return { weekOf: typeof weekOf === 'string' ? weekOf : null, weekStart, votes };
}
