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
  const eligible: { c: C; key: ChartSortKey }[] = [];
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    if (!isChartCandidate(c, history.past.get(c.id)) || c.aiScore === null) continue;
    const aiScore = round1(c.aiScore);
    const key = {
      id: c.id,
      aiScore,
      totalVotes: c.totalVotes,
      approvedAt: c.approvedAt,
      finalScore: finalScore(aiScore, c.totalVotes),
    };
    eligible.push({ c, key });
  }
  eligible.sort((a, b) => compareChartOrder(a.key, b.key));
  return eligible.slice(0, Math.max(0, size)).map(({ c, key }, index) => {
    const rank = index + 1;
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
  });
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
