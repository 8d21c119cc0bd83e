// Pure chart rules, free of React so they are unit-tested in node: rows by rank without duplicates.
import type { ApiOutput } from '@domain/api';
import type { ProjectRowData } from '../../lib/project-rows';
import { CHART_SIZE } from '@domain/constants';

/** Rows whose thumbnails load eagerly (above the fold); the rest use loading="lazy". */
export const EAGER_THUMBNAILS = 3;
/** The ad-space block follows this rank. */
export const AD_SPACE_AFTER = 5;

/**
 * Rank order, duplicates by id removed (first kept), at most 100 (docs/product.md#validation, #limits-and-constants).
 */
export function toChartRows(entries: readonly ProjectRowData[] | null | undefined): ProjectRowData[] {
  if (!entries) return [];
  const seen = new Set<string>();
  const rows: ProjectRowData[] = [];
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.rank ?? Infinity) - (b.entry.rank ?? Infinity) || a.index - b.index);
  for (const { entry } of ordered) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    rows.push(entry);
  }
  return rows.slice(0, CHART_SIZE);
}

/**
 * The live chart's rows with this week's votes (GET /api/chart/live-votes): each keeps its frozen
 * rank and score, and counts its votes up to the cut-off plus this week's; weeklyVotes is this week's.
 * Null when the live votes are not for the chart's week (before the Monday job has published it).
 */
export function withLiveVotes(
  rows: readonly ProjectRowData[],
  live: ApiOutput<'chartLiveVotes'> | undefined,
): ProjectRowData[] | null {
  if (!live || live.weekOf === null || live.weekOf !== live.weekStart) return null;
  return rows.map((row) => {
    const weekly = live.votes[row.id] ?? 0;
    return { ...row, voteCount: row.voteCount + weekly, weeklyVotes: weekly };
  });
}
