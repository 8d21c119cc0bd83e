// Published charts as the history routes read them: the week list (one index document), one week's
// chart (one document) and a project's rank per week (its chart_entries, at most 4 + re-entries).
import type { Firestore } from 'firebase-admin/firestore';
import type { PublicProjectJson } from '../domain/api';
import { CHART_MIN_AI_SCORE, CHART_SIZE } from '../domain/constants';
import { chartOutlook } from '../domain/score';
import { CHART_INDEX_ID, COLLECTIONS } from '../domain/collections';
import type { Chart } from '../domain/entities';
import { chartEntrySchema, chartSchema, submissionSchema } from '../domain/entities';
import { isDocumentId } from '../domain/validation';
import { typedCollection } from './firestore';
import { listedProjectOf, readCurrentChart } from './listing';
import { readLiveProjects } from './project-counters';

/**
 * config/chart_index (CHART_INDEX_ID) is written by the chart job with the chart itself, so listing
 * published weeks costs one read whatever the number of weeks (about 60 bytes a week: centuries
 * before it nears 1 MiB).
 */
export { CHART_INDEX_ID };

export interface ChartIndexRow {
  weekOf: string;
  publishedAt: Date;
  entries: number;
}

export function chartIndexRef(firestore: Firestore) {
  return firestore.collection(COLLECTIONS.config).doc(CHART_INDEX_ID);
}

/** Published weeks, newest first. Cost: 1 read. */
export async function listPublishedCharts(firestore: Firestore): Promise<ChartIndexRow[]> {
  const snap = await chartIndexRef(firestore).get();
  const weeks = (snap.get('weeks') ?? {}) as Record<string, { publishedAt?: { toDate(): Date }; entries?: number }>;
  return Object.entries(weeks)
    .map(([weekOf, w]) => ({
      weekOf,
      publishedAt: w.publishedAt?.toDate() ?? new Date(0),
      entries: w.entries ?? 0,
    }))
    .sort((a, b) => (a.weekOf < b.weekOf ? 1 : a.weekOf > b.weekOf ? -1 : 0));
}

/** charts/{weekOf}, or null when that week was never published. Cost: 1 read. */
export async function readChart(firestore: Firestore, weekOf: string): Promise<Chart | null> {
  const snap = await typedCollection(COLLECTIONS.charts, chartSchema, firestore).doc(weekOf).get();
  return snap.exists ? (snap.data() ?? null) : null;
}

export interface ChartHistoryRow {
  weekOf: string;
  rank: number;
  chartStatus: string;
}

/**
 * A project's rank per chart week, oldest first; null when the project is unknown or not public.
 * Cost: 1 (the project) + its chart weeks (index chart_entries submissionId + weekOf).
 */
export async function projectChartHistory(firestore: Firestore, id: string): Promise<ChartHistoryRow[] | null> {
  const project = await typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).doc(id).get();
  if (!project.exists || project.data()?.status !== 'approved') return null;
  const snap = await typedCollection(COLLECTIONS.chartEntries, chartEntrySchema, firestore)
    .where('submissionId', '==', id)
    .orderBy('weekOf', 'asc')
    .get();
  return snap.docs.map((doc) => {
    const { weekOf, rank, chartStatus } = doc.data();
    return { weekOf, rank, chartStatus };
  });
}

/**
 * One public project as listed (GET /api/projects/:id): approved only (launchpad, charted or
 * archived); null when unknown, pending or rejected. Rank, movement and flags come from the current
 * chart when the project is on it; off a full chart, the votes it needs to enter (chartOutlook).
 * Cost: 3 reads (the project, its counter shards' query, charts/current), and up to
 * PROJECT_COUNTER_SHARDS shards voted on since the last Monday's fold.
 */
export async function readPublicProject(
  firestore: Firestore,
  id: string,
  now: Date,
): Promise<PublicProjectJson | null> {
  // An id with a slash (or `..`, `__x__`) names no document: Firestore would throw on it.
  if (!isDocumentId(id)) return null;
  const [[project], chart] = await Promise.all([
    readLiveProjects(firestore, [typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).doc(id)]),
    readCurrentChart(firestore),
  ]);
  if (!project || project.status !== 'approved') return null;
  const row = chart?.entries.find((entry) => entry.id === id) ?? null;
  const scores = (chart?.entries ?? []).flatMap((entry) => (entry.finalScore === null ? [] : [entry.finalScore]));
  const listed = listedProjectOf(project, now, row);
  return {
    ...listed,
    chartOutlook: row ? null : chartOutlook(project, scores, CHART_SIZE, CHART_MIN_AI_SCORE),
  };
}
