// The rank-history plot's geometry (pure, unit-tested): weeks left to right, rank 1 at the top.
export interface RankPoint {
  weekOf: string;
  rank: number;
  chartStatus: string;
}

export interface PlotBox {
  width: number;
  height: number;
  /** Inner padding: left for the rank labels, bottom for the week labels. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export const DEFAULT_BOX: PlotBox = { width: 640, height: 240, padding: { top: 16, right: 24, bottom: 36, left: 44 } };

export interface Plot {
  points: (RankPoint & { x: number; y: number })[];
  /** SVG path through the points in week order ('' for no points). */
  path: string;
  /** Worst rank on the axis (10, 25, 50 or 100). */
  maxRank: number;
  ticks: { rank: number; y: number }[];
  box: PlotBox;
}

const AXIS_STEPS = [10, 25, 50, 100];

export function rankAxisMax(ranks: readonly number[]): number {
  const worst = Math.max(1, ...ranks);
  return AXIS_STEPS.find((step) => worst <= step) ?? Math.ceil(worst / 50) * 50;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function rankPlot(history: readonly RankPoint[], box: PlotBox = DEFAULT_BOX): Plot {
  const sorted = [...history].sort((a, b) => (a.weekOf < b.weekOf ? -1 : a.weekOf > b.weekOf ? 1 : 0));
  const maxRank = rankAxisMax(sorted.map((p) => p.rank));
  const { width, height, padding } = box;
  const innerW = width - padding.left - padding.right;
  const innerH = height - padding.top - padding.bottom;
  const yOf = (rank: number) => round(padding.top + ((rank - 1) / Math.max(1, maxRank - 1)) * innerH);
  const xOf = (i: number) =>
    round(sorted.length <= 1 ? padding.left + innerW / 2 : padding.left + (i / (sorted.length - 1)) * innerW);
  const points = sorted.map((p, i) => ({ ...p, x: xOf(i), y: yOf(p.rank) }));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const tickRanks = [...new Set([1, Math.round(maxRank / 2), maxRank])];
  return { points, path, maxRank, ticks: tickRanks.map((rank) => ({ rank, y: yOf(rank) })), box };
}
