// Pure mapping from the stored charts/current document to what the chart list renders, kept
// free of React and Firebase so it is unit-tested in node.
import { CHART_SIZE, WEEKS_ON_CHART_CAP } from '@domain/constants';
import type { Chart, ListedProject } from '@domain/entities';
import { chartSchema } from '@domain/entities';
import { parseStored } from '@domain/firestore-data';
import { safeHttpUrl } from '@domain/url';

export const CHART_DOC_PATH = 'charts/current';
/** Rows whose thumbnails load eagerly; the rest use loading="lazy". */
export const EAGER_THUMBNAILS = 3;

/** What one snapshot of charts/current means for the page. */
export type ChartRead =
  | { kind: 'chart'; chart: Chart }
  | { kind: 'missing' }
  /** No server answer yet and nothing cached: the client is offline or the backend unreachable. */
  | { kind: 'offline' }
  | { kind: 'error'; error: unknown };

export interface ChartSnapshotLike {
  id: string;
  exists: boolean;
  fromCache: boolean;
  data: unknown;
}

export function readChartSnapshot(snapshot: ChartSnapshotLike): ChartRead {
  if (!snapshot.exists) return snapshot.fromCache ? { kind: 'offline' } : { kind: 'missing' };
  try {
    return { kind: 'chart', chart: parseStored(chartSchema, CHART_DOC_PATH, snapshot.id, snapshot.data) };
  } catch (error) {
    return { kind: 'error', error };
  }
}

export interface ChartRow {
  id: string;
  rank: number;
  projectName: string;
  /** Only a parsed http(s) URL; null means the name is not a link. */
  projectHref: string | null;
  description: string;
  thumbnailSrc: string | null;
  thumbnailLoading: 'eager' | 'lazy';
  peakLabel: string | null;
  weeksLabel: string | null;
  chartStatus: string | null;
}

/** An image source we are willing to render: an http(s) URL or a same-origin path (/api/blobs/…). */
export function safeImageSrc(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return safeHttpUrl(trimmed);
}

export function weeksLabel(weeksOnChart: number): string | null {
  if (!(weeksOnChart >= 1)) return null;
  return `${Math.min(weeksOnChart, WEEKS_ON_CHART_CAP)}w`;
}

function byRank(a: ListedProject, b: ListedProject): number {
  return (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER);
}

export function toChartRows(chart: Chart | null): ChartRow[] {
  if (!chart) return [];
  return [...chart.entries]
    .sort(byRank)
    .slice(0, CHART_SIZE)
    .map((entry, index) => ({
      id: entry.id,
      rank: entry.rank ?? index + 1,
      projectName: entry.projectName,
      projectHref: safeHttpUrl(entry.projectUrl),
      description: entry.description,
      thumbnailSrc: safeImageSrc(entry.thumbnailSmallUrl ?? entry.thumbnailUrl),
      thumbnailLoading: index < EAGER_THUMBNAILS ? 'eager' : 'lazy',
      peakLabel: entry.peakRank ? `peak #${entry.peakRank}` : null,
      weeksLabel: weeksLabel(entry.weeksOnChart),
      chartStatus: entry.chartStatus?.trim() || null,
    }));
}

const WEEK_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2025-06-02" → "June 2, 2025" (weekOf is a calendar date, so format it in UTC). */
export function formatWeekOf(weekOf: string): string {
  const [year, month, day] = weekOf.split('-').map(Number);
  if (!year || !month || !day) return weekOf;
  return WEEK_FORMAT.format(new Date(Date.UTC(year, month - 1, day)));
}
