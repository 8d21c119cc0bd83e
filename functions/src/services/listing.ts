// The public lists (docs/product.md#screens, #calls, #limits-and-constants): chart, all projects,
// launchpad and archive, as "Project as listed" rows with ISO dates. Rows are built field by field
// from public data only, so nothing private on a submission (submittedBy, e-mails) can reach a response.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { FullListCursor } from '../domain/all-projects-cursor';
import { ALL_PROJECTS_START, formatAllProjectsCursor } from '../domain/all-projects-cursor';
import type { AllProjectsPage, ListedProjectJson } from '../domain/api';
import { COLLECTIONS, CURRENT_CHART_ID } from '../domain/collections';
import { ALL_PROJECTS_PAGE_SIZE, LAUNCHPAD_DAYS } from '../domain/constants';
import type { Chart, ListedProject, Submission } from '../domain/entities';
import { chartSchema, submissionSchema } from '../domain/entities';
import { launchpadOrder } from '../domain/launchpad-order';
import { isProfileComplete } from '../domain/profile-completeness';
import { parseBuilderTool } from '../domain/tools';
import { addLocalDays, weekStartOf } from '../domain/week';
import { typedCollection } from './firestore';
import { readLive, readLiveProjects } from './project-counters';
import {
  archiveOrderQuery,
  launchpadEntries,
  readArchiveIndex,
  readLaunchpadIndex,
  rebuildArchiveIndex,
  rebuildLaunchpadIndex,
} from './list-index';

/**
 * Reads one page of All Projects may make at most (the chart, its rows and the newest-first part):
 * the same for the first page and the thousandth, whatever the number of projects.
 */
export const ALL_PROJECTS_MAX_READS = 30;

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
    launchpadLiveAt: s.launchpadLiveAt?.toISOString() ?? null,
    profileComplete: isProfileComplete(s),
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

/**
 * The week of the chart that is live now (charts/current's weekOf, read alone with a field mask):
 * 1 read; null before the first chart. A project's rank is current only when it charted that week.
 */
export async function readLiveChartWeek(firestore: Firestore): Promise<string | null> {
  const ref = firestore.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID);
  const [snap] = await firestore.getAll(ref, { fieldMask: ['weekOf'] });
  const weekOf: unknown = snap?.get('weekOf');
  return typeof weekOf === 'string' ? weekOf : null;
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
 * GET /api/projects/all — one page of every approved project: those on the current chart first by
 * rank, then the rest newest first (createdAt, then id, descending), with live counters. The page
 * starts after `cursor` and ends with the cursor of its last row. Everything is read at one snapshot
 * (a read-only transaction). Cost: 1 (charts/current) + the chart rows it shows + the newest-first
 * rows it reads (plus one to see whether more follow, and the charted projects it passes over) + one
 * query for the shown rows' counter shards: never more than ALL_PROJECTS_MAX_READS, plus the shards
 * found (projects voted on since the last Monday's fold). Passing over charted projects can leave a
 * page short (even empty) while nextCursor goes on.
 */
export async function listAllProjectsPage(
  firestore: Firestore,
  now: Date,
  { cursor, limit }: { cursor: FullListCursor; limit: number },
): Promise<AllProjectsPage> {
  const rows = chartRows(await readCurrentChart(firestore)).filter((row) => row.rank !== null);
  // charts/current, and the shard query the shown rows end with.
  let reads = 2;
  const col = submissions(firestore);
  const { projects, chartRowOf, nextCursor } = await readLive(firestore, async (tx) => {
    const shown: Submission[] = [];
    const chartRowOf = new Map<string, ListedProject>();
    let after: { createdAtMs: number; id: string } | null = null;

    if (cursor.part === 'chart') {
      const pending = rows.filter((row) => (row.rank ?? 0) > cursor.afterRank);
      const page = pending.slice(0, limit);
      reads += page.length;
      const snaps = page.length > 0 ? await tx.getAll(...page.map((row) => col.doc(row.id))) : [];
      const byId = new Map(snaps.flatMap((snap) => snap.data() ?? []).map((s) => [s.id, s]));
      for (const row of page) {
        const s = byId.get(row.id);
        if (s?.status !== 'approved') continue;
        shown.push(s);
        chartRowOf.set(s.id, row);
      }
      if (pending.length > page.length) {
        const nextCursor = formatAllProjectsCursor({ part: 'chart', afterRank: page.at(-1)!.rank! });
        return { projects: shown, chartRowOf, nextCursor };
      }
    } else {
      after = cursor.after;
    }

    // The newest-first part: approved projects not on the chart, read from `after` on. One row more
    // than the page needs says whether another page follows; projects on the chart are passed over.
    const charted = new Set(rows.map((row) => row.id));
    const want = limit - shown.length;
    const found: Submission[] = [];
    let last = after;
    let exhausted = false;
    while (found.length <= want && reads < ALL_PROJECTS_MAX_READS) {
      const n = Math.min(want + 1 - found.length, ALL_PROJECTS_MAX_READS - reads);
      let query = col
        .where('status', '==', 'approved')
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc');
      if (last) query = query.startAfter(Timestamp.fromMillis(last.createdAtMs), last.id);
      const snap = await tx.get(query.limit(n));
      reads += Math.max(1, snap.size);
      for (const doc of snap.docs) {
        const s = doc.data();
        last = { createdAtMs: s.createdAt.getTime(), id: s.id };
        if (!charted.has(s.id)) found.push(s);
      }
      if (snap.size < n) {
        exhausted = true;
        break;
      }
    }
    const newest = found.slice(0, want);
    shown.push(...newest);
    let nextCursor: string | null = null;
    if (found.length > want) {
      // More rows follow: the next page starts after this page's last one.
      const end = newest.at(-1);
      nextCursor = formatAllProjectsCursor({
        part: 'newest',
        after: end ? { createdAtMs: end.createdAt.getTime(), id: end.id } : after,
      });
    } else if (!exhausted) {
      // Out of reads before the page was full (charted projects passed over): go on after the last read.
      nextCursor = formatAllProjectsCursor({ part: 'newest', after: last });
    }
    return { projects: shown, chartRowOf, nextCursor };
  });
  return {
    projects: projects.map((s) => listedProjectOf(s, now, chartRowOf.get(s.id) ?? null)),
    nextCursor,
  };
}

/**
 * GET /api/submissions without the chart filter: the first page of All Projects as a plain list
 * (clients from before GET /api/projects/all). Cost: at most ALL_PROJECTS_MAX_READS.
 */
export async function listAllProjectsFirstPage(firestore: Firestore, now: Date): Promise<ListedProjectJson[]> {
  return (await listAllProjectsPage(firestore, now, { cursor: ALL_PROJECTS_START, limit: ALL_PROJECTS_PAGE_SIZE }))
    .projects;
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
 * Copenhagen days (launchpadLiveAt after now − 7 days, not in the future), newest first, and within
 * each day the featured ones (a 100 % complete profile) first. The order comes from the launchpad
 * index (list-index.ts), so a page reads only its own rows.
 * Cost: at most 1 + limit reads (the index, then the page's rows) for any page (limit ≤ 24: 25), plus
 * the rows' counter shards: 1 query read, and up to PROJECT_COUNTER_SHARDS per row voted on since the
 * last Monday's fold.
 */
export async function listLaunchpad(firestore: Firestore, now: Date, page: Page): Promise<ListedProjectJson[]> {
  // No index yet (a deployment from before indexes or its `featured` flags, never approved since):
  // built once, here.
  const stored = await readLaunchpadIndex(firestore);
  const index =
    stored?.featured !== undefined
      ? stored
      : await rebuildLaunchpadIndex(firestore, now).then(() => readLaunchpadIndex(firestore));
  if (!index) return [];
  const windowStart = addLocalDays(now, -LAUNCHPAD_DAYS).getTime();
  const live = launchpadOrder(
    launchpadEntries(index).filter((entry) => entry.at > windowStart && entry.at <= now.getTime()),
  ).map((entry) => entry.id);
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
