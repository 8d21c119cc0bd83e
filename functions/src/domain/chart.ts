// The Monday chart (docs/product.md#the-monday-chart): scoring, ranking, movement, peak, weeks on
// chart and archiving. Pure: the chart job and the seed pass in candidates and past chart entries;
// nothing here reads or mutates stored counters, so re-running a week gives the same chart.
import { ids } from './collections';
import { ARCHIVE_AFTER_WEEKS, CHART_MIN_AI_SCORE, CHART_SIZE } from './constants';
import { finalScore, round1 } from './score';
import type { ChartEntry, ListedProject, Submission, SubmissionStatus } from './entities';
import { shiftWeek } from './week';
import { MESSAGES } from './messages';

export { finalScore };

/** After its 4th week on the chart a project is archived and never charts again. */
export function shouldArchive(weeksOnChart: number): boolean {
  return weeksOnChart >= ARCHIVE_AFTER_WEEKS;
}

/** Every vote up to the cut-off (Monday 00:00 of `weekOf`): the weeks strictly before it. */
export function votesBefore(votesByWeek: Readonly<Record<string, number>>, weekOf: string): number {
  let total = 0;
  for (const [week, count] of Object.entries(votesByWeek)) if (week < weekOf) total += count;
  return total;
}

/** What the ranking needs of a project. Extra fields ride along untouched. */
export interface ChartCandidate {
  id: string;
  aiScore: number | null;
  /** Every vote the project received before the cut-off (launchpad votes included). */
  totalVotes: number;
  approvedAt: Date | null;
  archivedAt?: Date | null;
  status?: SubmissionStatus;
}

/** A project's chart past, summed from its chart_entries of earlier weeks. */
export interface ChartPast {
  weeksOnChart: number;
  peakRank: number;
}

export interface ChartHistory {
  /** Rank per submissionId in the previous published week's chart. */
  lastWeekRanks: ReadonlyMap<string, number>;
  /** Weeks on chart and best rank per submissionId over every earlier published week. */
  past: ReadonlyMap<string, ChartPast>;
}

export const EMPTY_CHART_HISTORY: ChartHistory = { lastWeekRanks: new Map(), past: new Map() };

/**
 * Builds the history for the chart of `weekOf` from past chart entries. Entries of `weekOf` itself
 * or later are ignored, so re-running a week sees the same past. The previous published week is
 * `previousWeekOf` when given, else the latest week before `weekOf` that has entries.
 */
export function summarizeChartHistory(
  entries: Iterable<Pick<ChartEntry, 'submissionId' | 'weekOf' | 'rank'>>,
  weekOf: string,
  previousWeekOf?: string | null,
): ChartHistory {
  const earlier = [...entries].filter((e) => e.weekOf < weekOf);
  const previous =
    previousWeekOf === undefined
      ? earlier.reduce<string | null>((max, e) => (max === null || e.weekOf > max ? e.weekOf : max), null)
      : previousWeekOf;
  const lastWeekRanks = new Map<string, number>();
  const weeks = new Map<string, Set<string>>();
  const peaks = new Map<string, number>();
  for (const e of earlier) {
    if (e.weekOf === previous) lastWeekRanks.set(e.submissionId, e.rank);
    const seen = weeks.get(e.submissionId) ?? new Set<string>();
    seen.add(e.weekOf);
    weeks.set(e.submissionId, seen);
    peaks.set(e.submissionId, Math.min(peaks.get(e.submissionId) ?? e.rank, e.rank));
  }
  const past = new Map<string, ChartPast>();
  for (const [id, seen] of weeks) past.set(id, { weeksOnChart: seen.size, peakRank: peaks.get(id) ?? 1 });
  return { lastWeekRanks, past };
}

export type ChartStatus = `↑${number}` | `↓${number}` | '=' | 'New Entry' | 'Re-entry';

/** Movement text: ↑N / ↓N / = against last week, else New Entry (never charted) or Re-entry. */
export function chartStatus(rank: number, lastWeekRank: number | null, chartedBefore: boolean): ChartStatus {
  if (lastWeekRank === null) return chartedBefore ? 'Re-entry' : 'New Entry';
  const climbed = lastWeekRank - rank;
  if (climbed > 0) return `↑${climbed}`;
  if (climbed < 0) return `↓${-climbed}`;
  return '=';
}

/** Hot: in the top 10 and moved up, or climbed 10+ places. New entries and re-entries are not hot. */
export function isHot(rank: number, lastWeekRank: number | null): boolean {
  if (lastWeekRank === null) return false;
  const climbed = lastWeekRank - rank;
  return (rank <= 10 && climbed > 0) || climbed >= 10;
}

/** AI scores carry one decimal; comparing in tenths keeps 6.999999 from passing and 7.0 from failing. */
function meetsThreshold(aiScore: number): boolean {
  return Math.round(aiScore * 10) >= Math.round(CHART_MIN_AI_SCORE * 10);
}

/** Judged, approved, not archived, AI score >= 7.0 and fewer than 4 weeks on the chart so far. */
export function isChartCandidate(candidate: ChartCandidate, past?: ChartPast): boolean {
  if (candidate.status !== undefined && candidate.status !== 'approved') return false;
  if (candidate.archivedAt) return false;
  if (candidate.aiScore === null || !meetsThreshold(candidate.aiScore)) return false;
  return !shouldArchive(past?.weeksOnChart ?? 0);
}

export interface RankedEntry<C extends ChartCandidate = ChartCandidate> {
  candidate: C;
  submissionId: string;
  rank: number;
  aiScore: number;
  totalVotes: number;
  finalScore: number;
  lastWeekRank: number | null;
  chartStatus: ChartStatus;
  peakRank: number;
  weeksOnChart: number;
  isNew: boolean;
  isHot: boolean;
}

/** What the order looks at, in order of precedence. */
export interface ChartSortKey {
  id: string;
  finalScore: number;
  aiScore: number;
  totalVotes: number;
  approvedAt: Date | null;
}

/** finalScore, aiScore, totalVotes (all descending), earlier approvedAt (missing last), then id. */
export function compareChartOrder(a: ChartSortKey, b: ChartSortKey): number {
  if (a.finalScore !== b.finalScore) return b.finalScore - a.finalScore;
  if (a.aiScore !== b.aiScore) return b.aiScore - a.aiScore;
  if (a.totalVotes !== b.totalVotes) return b.totalVotes - a.totalVotes;
  const aApproved = a.approvedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bApproved = b.approvedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (aApproved !== bApproved) return aApproved < bApproved ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Where a candidate sorts, or null when it cannot chart this week. */
function chartSortKeyOf(c: ChartCandidate, history: ChartHistory): ChartSortKey | null {
  if (!isChartCandidate(c, history.past.get(c.id)) || c.aiScore === null) return null;
  const aiScore = round1(c.aiScore);
  return {
    id: c.id,
    aiScore,
    totalVotes: c.totalVotes,
    approvedAt: c.approvedAt,
    finalScore: finalScore(aiScore, c.totalVotes),
  };
}

interface Held<C> {
  c: C;
  key: ChartSortKey;
}

/**
 * The top `size` of a stream of candidates, holding at most `size` of them at any time: a heap whose
 * root is the worst one held, so a candidate that would not make the chart costs one comparison and
 * is dropped. The chart job offers every candidate of a week (a million) and keeps a hundred.
 * Ranks exactly as sorting all candidates would (the order is total: ties end on the id); ids must
 * be unique across offers. Selectors over disjoint candidates merge into the one of their union.
 */
export class ChartSelector<C extends ChartCandidate = ChartCandidate> {
  private readonly heap: Held<C>[] = [];
  /** Candidates offered, and how many of them could chart. */
  offered = 0;
  eligible = 0;
  /** The most held at once (never above `size`). */
  maxHeld = 0;
  readonly size: number;

  constructor(
    readonly history: ChartHistory = EMPTY_CHART_HISTORY,
    size: number = CHART_SIZE,
  ) {
    this.size = Math.max(0, Math.floor(size));
  }

  get held(): number {
    return this.heap.length;
  }

  offer(c: C): void {
    this.offered++;
    const key = chartSortKeyOf(c, this.history);
    if (!key) return;
    this.eligible++;
    this.keep({ c, key });
  }

  /** Takes in what `other` holds (it must have seen other candidates, with the same history). */
  absorb(other: ChartSelector<C>): void {
    this.offered += other.offered;
    this.eligible += other.eligible;
    for (const held of other.heap) this.keep(held);
  }

  /** The chart rows of what is held, best first, with movement, peak and weeks from the history. */
  rank(): RankedEntry<C>[] {
    const best = [...this.heap].sort((a, b) => compareChartOrder(a.key, b.key));
    return best.map(({ c, key }, index) => rankedEntryOf(c, key, index + 1, this.history));
  }

  private keep(item: Held<C>): void {
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(item);
      this.maxHeld = Math.max(this.maxHeld, heap.length);
      this.siftUp(heap.length - 1);
    } else if (heap.length > 0 && compareChartOrder(item.key, heap[0]!.key) < 0) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /** Heap order: a parent ranks at or below its children (the worst held is at the root). */
  private worse(i: number, j: number): boolean {
    return compareChartOrder(this.heap[i]!.key, this.heap[j]!.key) > 0;
  }

  private swap(i: number, j: number): void {
    const heap = this.heap;
    [heap[i], heap[j]] = [heap[j]!, heap[i]!];
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number): void {
    const n = this.heap.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < n && this.worse(left, worst)) worst = left;
      if (right < n && this.worse(right, worst)) worst = right;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }
}

function rankedEntryOf<C extends ChartCandidate>(
  c: C,
  key: ChartSortKey,
  rank: number,
  history: ChartHistory,
): RankedEntry<C> {
  const past = history.past.get(c.id);
  const lastWeekRank = history.lastWeekRanks.get(c.id) ?? null;
  const priorWeeks = past?.weeksOnChart ?? (lastWeekRank === null ? 0 : 1);
  const chartedBefore = priorWeeks > 0;
  return {
    candidate: c,
    submissionId: c.id,
    rank,
    aiScore: key.aiScore,
    totalVotes: c.totalVotes,
    finalScore: key.finalScore,
    lastWeekRank,
    chartStatus: chartStatus(rank, lastWeekRank, chartedBefore),
    peakRank: Math.min(past?.peakRank ?? rank, lastWeekRank ?? rank, rank),
    weeksOnChart: priorWeeks + 1,
    isNew: !chartedBefore,
    isHot: isHot(rank, lastWeekRank),
  };
}

/**
 * The chart: eligible candidates ranked by finalScore, aiScore, totalVotes (all desc), earlier
 * approvedAt, then id; the top `size`. Movement, peak and weeks come from `history` only.
 * Duplicate ids are dropped (first one wins).
 */
export function rankChart<C extends ChartCandidate>(
  candidates: readonly C[],
  history: ChartHistory = EMPTY_CHART_HISTORY,
  size: number = CHART_SIZE,
): RankedEntry<C>[] {
  const seen = new Set<string>();
  const selector = new ChartSelector<C>(history, size);
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    selector.offer(c);
  }
  return selector.rank();
}

/** The chart_entries/{weekOf}_{submissionId} document of one ranked row. */
export function chartEntryOf(entry: RankedEntry, weekOf: string, createdAt: Date): ChartEntry {
  return {
    id: ids.chartEntry(weekOf, entry.submissionId),
    submissionId: entry.submissionId,
    rank: entry.rank,
    weekOf,
    lastWeekRank: entry.lastWeekRank,
    weeksOnChart: entry.weeksOnChart,
    peakRank: entry.peakRank,
    totalVotes: entry.totalVotes,
    aiScore: entry.aiScore,
    finalScore: entry.finalScore,
    chartStatus: entry.chartStatus,
    createdAt,
  };
}

/**
 * A charts/{weekOf} row: the submission as listed, frozen with its chart position. voteCount is
 * the total at the cut-off and weeklyVotes the votes of the week that just ended.
 */
export function chartRowOf(submission: Submission, entry: RankedEntry, weekOf: string): ListedProject {
  return {
    id: submission.id,
    rank: entry.rank,
    currentRank: entry.rank,
    previousRank: entry.lastWeekRank,
    peakRank: entry.peakRank,
    weeksOnChart: entry.weeksOnChart,
    projectName: submission.projectName,
    projectUrl: submission.projectUrl,
    projectIntention: submission.projectIntention,
    description: submission.description,
    thumbnailUrl: submission.thumbnailUrl,
    thumbnailSmallUrl: submission.thumbnailSmallUrl,
    builderName: submission.builderName,
    builderTool: submission.builderTool,
    modelProviders: submission.modelProviders,
    ideAgents: submission.ideAgents,
    hostsFrameworks: submission.hostsFrameworks,
    links: submission.links,
    socialProofUrl: submission.socialProofUrl,
    openToCollaborators: submission.openToCollaborators,
    isNew: entry.isNew,
    isHot: entry.isHot,
    isSecurityVerified: submission.isSecurityVerified,
    chartStatus: entry.chartStatus,
    status: submission.status,
    createdAt: submission.createdAt,
    voteCount: entry.totalVotes,
    weeklyVotes: submission.votesByWeek[shiftWeek(weekOf, -1)] ?? 0,
    vibeCount: submission.vibeCount,
    innovationScore: submission.innovationScore,
    utilityScore: submission.utilityScore,
    aiScore: submission.aiScore,
    finalScore: entry.finalScore,
    reviewText: submission.reviewText,
  };
}

/** Texts of the chart history routes. */
export const CHART_MESSAGES = {
  weekNotMonday: MESSAGES.weekNotMonday,
  chartNotFound: MESSAGES.chartNotFound,
} as const;

/**
 * When a project leaves for the archive: the Monday after its 4th chart week (deterministic, so a
 * re-run or a late run sets the same instant). null while it has fewer than 4 chart weeks.
 */
export function archiveWeekOf(chartWeeks: Iterable<string>): string | null {
  const weeks = [...new Set(chartWeeks)].sort();
  const fourth = weeks[ARCHIVE_AFTER_WEEKS - 1];
  return fourth === undefined ? null : shiftWeek(fourth, 1);
}
