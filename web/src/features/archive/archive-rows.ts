// Pure display rules of the archive (docs/product.md#archive, #limits-and-constants): rank column,
// badges, load-more label and footer. No React here, so it is unit-tested in node.
import { CHART_SIZE, WEEKS_ON_CHART_CAP } from '@domain/constants';

interface ArchiveRankFields {
  currentRank: number | null;
  previousRank: number | null;
}

/** The rank column: the current rank if 100 or lower, else the previous rank if 100 or lower. */
export function archiveRank({ currentRank, previousRank }: ArchiveRankFields): number | null {
  if (currentRank !== null && currentRank >= 1 && currentRank <= CHART_SIZE) return currentRank;
  if (previousRank !== null && previousRank >= 1 && previousRank <= CHART_SIZE) return previousRank;
  return null;
}

/** CHART badge: the project holds a rank on the current chart. */
export function isOnCurrentChart({ currentRank }: Pick<ArchiveRankFields, 'currentRank'>): boolean {
  return currentRank !== null && currentRank >= 1 && currentRank <= CHART_SIZE;
}

/** The 'NW' weeks-on-chart badge, only above 1 week; shown capped at 4 (docs/product.md#what-vibechart-is). */
export function archiveWeeksBadge(weeksOnChart: number | null | undefined): string | null {
  if (!weeksOnChart || weeksOnChart <= 1) return null;
  return `${Math.min(weeksOnChart, WEEKS_ON_CHART_CAP)}W`;
}

/**
 * The load-more button: 'Load More Projects (48 of ~253 shown)'. `total` is the server's count of the
 * archive (GET /api/projects/archive/count, cached up to a few minutes, hence '~'); without it the
 * button has no count. The total never reads below what is already shown.
 */
export function archiveLoadMoreLabel(shown: number, total: number | null | undefined): string {
  if (total === null || total === undefined || !Number.isFinite(total)) return 'Load More Projects';
  return `Load More Projects (${shown} of ~${Math.max(total, shown)} shown)`;
}

/** 'Showing N previously charted projects' plus ' • All projects loaded' once exhausted. */
export function archiveFooter(shown: number, exhausted: boolean): string {
  return `Showing ${shown} previously charted projects${exhausted ? ' • All projects loaded' : ''}`;
}
