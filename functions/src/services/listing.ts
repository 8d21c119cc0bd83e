// The public lists (spec §2, §7, §9): chart, all projects, launchpad and archive, as
// "Project as listed" rows with ISO dates. Rows are built field by field from public data only, so
// nothing private on a submission (submittedBy, e-mails) can reach a response.
import type { Firestore } from 'firebase-admin/firestore';
import type { ListedProjectJson } from '../domain/api';
import { COLLECTIONS, CURRENT_CHART_ID } from '../domain/collections';
import { LAUNCHPAD_DAYS } from '../domain/constants';
import type { Chart, ListedProject, Submission } from '../domain/entities';
import { chartSchema, submissionSchema } from '../domain/entities';
import { parseBuilderTool } from '../domain/tools';
import { addLocalDays, weekStartOf } from '../domain/week';
import { typedCollection } from './firestore';
import { readLive, readLiveProjects } from './project-counters';
import {
  archiveOrderQuery,
  readArchiveIndex,
  readLaunchpadIndex,
  rebuildArchiveIndex,
  rebuildLaunchpadIndex,
} from './list-index';

/** GET /api/submissions without the chart filter answers at most this many projects (spec: "all"). */
export const ALL_PROJECTS_MAX = 500;

const submissions = (firestore: Firestore) => typedCollection(COLLECTIONS.submissions, submissionSchema, firestore);

/** A chart row as sent: the stored row with its date as an ISO string. */
export function chartRowJson(row: ListedProject): ListedProjectJson {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * A submission as listed. With `chartRow` (it is on the current chart) the chart position, movement
 * and flags come from that row; otherwise previousRank is the rank it last held and it has no
 * current rank, movement or flags. Counters are live; weeklyVotes is the current week's votes.
 */
export function listedProjectOf(s: Submission, now: Date, chartRow: ListedProject | null = null): ListedProjectJson {
  const currentRank = chartRow?.rank ?? null;
  return {
    id: s.id,
    rank: currentRank,
    currentRank,
    previousRank: chartRow ? chartRow.previousRank : s.lastChartRank,
    peakRank: chartRow?.peakRank ?? s.peakRank,
    weeksOnChart: chartRow?.weeksOnChart ?? s.weeksOnChart,
    projectName: s.projectName,
    projectUrl: s.projectUrl,
    projectIntention: s.projectIntention,
    description: s.description,
    thumbnailUrl: s.thumbnailUrl,
    thumbnailSmallUrl: s.thumbnailSmallUrl,
    builderName: s.builderName,
    builderTool: parseBuilderTool(s.builderTool),
    modelProviders: s.modelProviders,
    ideAgents: s.ideAgents,
    hostsFrameworks: s.hostsFrameworks,
    links: s.links,
    socialProofUrl: s.socialProofUrl,
    openToCollaborators: s.openToCollaborators,
    isNew: chartRow?.isNew ?? false,
    isHot: chartRow?.isHot ?? false,
    isSecurityVerified: s.isSecurityVerified,
    chartStatus: chartRow?.chartStatus ?? null,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    voteCount: s.voteCount,
    weeklyVotes: s.votesByWeek[weekStartOf(now)] ?? 0,
    vibeCount: s.vibeCount,
    innovationScore: s.innovationScore,
    utilityScore: s.utilityScore,
    aiScore: s.aiScore,
    finalScore: chartRow?.finalScore ?? null,
    reviewText: s.reviewText,
  };
}

/** charts/current, the copy of the newest published week: one document read. null before the first chart. */
export async function readCurrentChart(firestore: Firestore): Promise<Chart | null> {
  const snap = await typedCollection(COLLECTIONS.charts, chartSchema, firestore).doc(CURRENT_CHART_ID).get();
  return snap.exists ? (snap.data() ?? null) : null;
}

/** The chart's rows by rank, first row per id kept. */
function chartRows(chart: Chart | null): ListedProject[] {
  if (!chart) return [];
  const seen = new Set<string>();
  const rows: ListedProject[] = [];
  for (const row of [...chart.entries].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}

/**
 * GET /api/submissions?filter=vibechart — the published chart as frozen at the Monday cut-off.
 * Cost: exactly one document read (charts/current), whatever the chart holds.
 */
export async function listChart(firestore: Firestore): Promise<ListedProjectJson[]> {
  return chartRows(await readCurrentChart(firestore)).map(chartRowJson);
}

/**
 * GET /api/submissions — approved projects, those on the current chart first by rank, then the rest
 * newest first (spec §9 All Projects), at most ALL_PROJECTS_MAX. Rows carry live counters.
 * Cost: 1 (charts/current) + up to 100 (charted projects) + up to ALL_PROJECTS_MAX reads, and their
 * counter shards (project-counters.ts: one query per 30 rows, at most PROJECT_COUNTER_SHARDS each).
 */
export async function listAllProjects(firestore: Firestore, now: Date): Promise<ListedProjectJson[]> {
  const rows = chartRows(await readCurrentChart(firestore));
  const col = submissions(firestore);
  // The charted projects and the newest at one snapshot with their counter shards.
  const { projects, charted } = await readLive(firestore, async (tx) => {
    const chartedSnaps = rows.length > 0 ? await tx.getAll(...rows.map((row) => col.doc(row.id))) : [];
    const newest = await tx.get(
      col.where('status', '==', 'approved').orderBy('createdAt', 'desc').limit(ALL_PROJECTS_MAX),
    );
    const chartedProjects = chartedSnaps.flatMap((snap) => snap.data() ?? []);
    return {
      charted: new Set(chartedProjects.map((s) => s.id)),
      projects: [...chartedProjects, ...newest.docs.map((doc) => doc.data())],
    };
  });
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const out: ListedProjectJson[] = [];
  const seen = new Set<string>();
  for (const s of projects) {
    if (out.length >= ALL_PROJECTS_MAX) break;
    if (seen.has(s.id) || s.status !== 'approved') continue;
    seen.add(s.id);
    out.push(listedProjectOf(s, now, charted.has(s.id) ? (rowById.get(s.id) ?? null) : null));
  }
  return out;
}

export interface Page {
  page: number;
  limit: number;
}

function offsetOf({ page, limit }: Page): number {
  return (page - 1) * limit;
}

/**
 * The submissions of `ids` (one read each, in that order) with their live counts (their counter
 * shards: one query per 30, at most PROJECT_COUNTER_SHARDS documents each); missing or no longer
 * approved ones are left out.
 */
async function approvedByIds(firestore: Firestore, ids: readonly string[]): Promise<Submission[]> {
  if (ids.length === 0) return [];
  const col = submissions(firestore);
  const rows = await readLiveProjects(
    firestore,
    ids.map((id) => col.doc(id)),
  );
  return rows.filter((s) => s.status === 'approved');
}

/**
 * GET /api/projects/launchpad — approved projects that went live on the launchpad in the last 7
 * Copenhagen days (launchpadLiveAt after now − 7 days, not in the future), newest first. The order
 * comes from the launchpad index (list-index.ts), so a page reads only its own rows.
 * Cost: at most 1 + limit reads (the index, then the page's rows) for any page (limit ≤ 24: 25), plus
 * the rows' counter shards: 1 query read, and up to PROJECT_COUNTER_SHARDS per row voted on since the
 * last Monday's fold.
 */
export async function listLaunchpad(firestore: Firestore, now: Date, page: Page): Promise<ListedProjectJson[]> {
  // No index yet (a deployment from before indexes, never approved since): built once, here.
  const index =
    (await readLaunchpadIndex(firestore)) ??
    (await rebuildLaunchpadIndex(firestore, now).then(() => readLaunchpadIndex(firestore)));
  if (!index) return [];
  const windowStart = addLocalDays(now, -LAUNCHPAD_DAYS).getTime();
  const live = index.ids.filter((_, i) => {
    const at = index.at[i] ?? NaN;
    return at > windowStart && at <= now.getTime();
  });
  const offset = offsetOf(page);
  const rows = await approvedByIds(firestore, live.slice(offset, offset + page.limit));
  return rows.map((s) => listedProjectOf(s, now));
}

/**
 * GET /api/projects/archive — every approved project that has charted (lastChartWeekStart is set
 * together with firstChartedAt by the chart job), ordered by its most recent chart week (newest
 * first), then the rank it held that week, then id: the archive index the chart job writes
 * (list-index.ts), so a page reads only its own rows. Projects on the current chart carry its row.
 * Cost: at most 2 + limit reads (charts/current, the index, the page's rows) for any page (limit ≤ 24: 26),
 * plus the rows' counter shards as for the launchpad.
 */
export async function listArchive(firestore: Firestore, now: Date, page: Page): Promise<ListedProjectJson[]> {
  const [chart, stored] = await Promise.all([readCurrentChart(firestore), readArchiveIndex(firestore)]);
  // No index yet (a deployment from before indexes, before its next Monday): built once, here.
  const index = stored ?? (await rebuildArchiveIndex(firestore).then(() => readArchiveIndex(firestore)));
  if (!index) return [];
  const offset = offsetOf(page);
  const rows = await approvedByIds(firestore, index.ids.slice(offset, offset + page.limit));
  const current = new Map(chartRows(chart).map((row) => [row.id, row]));
  return rows.map((s) => listedProjectOf(s, now, current.get(s.id) ?? null));
}

/**
 * GET /api/projects/archive/count — how many rows the archive lists in all (a count aggregation
 * over the archive's query). Cost: 1 read per 1,000 counted index entries.
 */
export async function countArchive(firestore: Firestore): Promise<number> {
  const snap = await archiveOrderQuery(firestore).count().get();
  return snap.data().count;
}
