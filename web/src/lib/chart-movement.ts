// A chart entry's movement badge and weeks on the chart (docs/product.md#what-vibechart-is).
import { WEEKS_ON_CHART_CAP } from '@domain/constants';

export type MovementKind = 'up' | 'down' | 'same' | 'new' | 'reentry';

export interface Movement {
  kind: MovementKind;
  /** What the badge shows: '↑3', '↓1', '=', 'New Entry', 'Re-entry'. */
  text: string;
  /** For screen readers. */
  label: string;
}

/** chartStatus (docs/product.md#the-monday-chart: '↑N', '↓N', '=', 'New Entry', 'Re-entry') as a badge; null if absent or unknown. */
export function movementOf(chartStatus: string | null | undefined): Movement | null {
  const status = (chartStatus ?? '').trim();
  if (!status) return null;
  const moved = /^([↑↓])\s*(\d+)$/.exec(status);
  if (moved) {
    const n = Number(moved[2]);
    const places = `${n} ${n === 1 ? 'place' : 'places'}`;
    return moved[1] === '↑'
      ? { kind: 'up', text: `↑${n}`, label: `Up ${places}` }
      : { kind: 'down', text: `↓${n}`, label: `Down ${places}` };
  }
  if (status === '=') return { kind: 'same', text: '=', label: 'Held position' };
  if (/^new entry$/i.test(status)) return { kind: 'new', text: 'New Entry', label: 'New Entry' };
  if (/^re-?entry$/i.test(status)) return { kind: 'reentry', text: 'Re-entry', label: 'Re-entry' };
  return null;
}

/** 'Nw', capped at 4 (docs/product.md#what-vibechart-is); null when the project has not charted. */
export function weeksOnChartLabel(weeksOnChart: number | null | undefined): string | null {
  if (!weeksOnChart || weeksOnChart < 1) return null;
  return `${Math.min(weeksOnChart, WEEKS_ON_CHART_CAP)}w`;
}

/** '1 vote this week', '12 votes this week': the live count beside a chart row's frozen score. */
export function weeklyVotesLabel(votes: number): string {
  return `${votes} ${votes === 1 ? 'vote' : 'votes'} this week`;
}
