import { describe, expect, it } from 'vitest';
import type { PlotBox } from './rank-history';
import { rankAxisMax, rankPlot } from './rank-history';

const box: PlotBox = { width: 120, height: 110, padding: { top: 10, right: 10, bottom: 10, left: 10 } };

describe('rankPlot', () => {
  it('puts rank 1 at the top and the worst axis rank at the bottom, weeks in order', () => {
    const plot = rankPlot(
      [
        { weekOf: '2026-11-16', rank: 1, chartStatus: '↑9' },
        { weekOf: '2026-11-09', rank: 10, chartStatus: 'New Entry' },
      ],
      box,
    );
    expect(plot.maxRank).toBe(10);
    expect(plot.points.map((p) => [p.weekOf, p.x, p.y])).toEqual([
      ['2026-11-09', 10, 100],
      ['2026-11-16', 110, 10],
    ]);
    expect(plot.path).toBe('M10 100 L110 10');
    expect(plot.ticks.map((t) => [t.rank, t.y])).toEqual([
      [1, 10],
      [5, 50],
      [10, 100],
    ]);
  });

  it('centres a single week and draws nothing for none', () => {
    expect(rankPlot([{ weekOf: '2026-11-09', rank: 3, chartStatus: 'New Entry' }], box).points[0]?.x).toBe(60);
    expect(rankPlot([], box)).toMatchObject({ points: [], path: '' });
  });

  it('chooses the axis from the worst rank', () => {
    expect([[1], [10], [11], [26, 3], [99], [100]].map(rankAxisMax)).toEqual([10, 10, 25, 50, 100, 100]);
  });
});
