import type { ListedProjectJson } from '@domain/api';
import { describe, expect, it } from 'vitest';
import { toChartRows, withLiveVotes } from './chart-rows';

function listed(overrides: Partial<ListedProjectJson> = {}): ListedProjectJson {
  return {
    id: 'p1',
    rank: 1,
    currentRank: 1,
    previousRank: null,
    peakRank: 1,
    weeksOnChart: 1,
    projectName: 'Vibe One',
    projectUrl: 'https://one.example.com',
    projectIntention: null,
    description: 'The first project',
    thumbnailUrl: null,
    thumbnailSmallUrl: 'https://cdn.example.com/one-160.webp',
    builderName: null,
    builderTool: [],
    modelProviders: [],
    ideAgents: [],
    hostsFrameworks: [],
    links: {},
    socialProofUrl: null,
    openToCollaborators: false,
    isNew: false,
    isHot: false,
    isSecurityVerified: false,
    chartStatus: 'New Entry',
    status: 'approved',
    createdAt: '2025-05-20T10:00:00.000Z',
    voteCount: 3,
    weeklyVotes: 3,
    vibeCount: 0,
    innovationScore: null,
    utilityScore: null,
    aiScore: 8,
    finalScore: 81.5,
    reviewText: null,
    ...overrides,
  };
}

describe('toChartRows', () => {
  it('is empty without entries', () => {
    expect(toChartRows(undefined)).toEqual([]);
    expect(toChartRows([])).toEqual([]);
  });

  it('orders by rank, keeps the first row of a duplicated id, unranked rows last', () => {
    const rows = toChartRows([
      listed({ id: 'c', rank: null }),
      listed({ id: 'b', rank: 2, projectName: 'B first' }),
      listed({ id: 'a', rank: 1 }),
      listed({ id: 'b', rank: 3, projectName: 'B again' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(rows[1]?.projectName).toBe('B first');
  });

  it('holds at most 100 rows', () => {
    const many = Array.from({ length: 130 }, (_, i) => listed({ id: `p${i}`, rank: i + 1 }));
    const rows = toChartRows(many);
    expect(rows).toHaveLength(100);
    expect(rows.at(-1)?.id).toBe('p99');
  });
});

describe('the live chart', () => {
  const rows = [listed({ id: 'a', voteCount: 40, weeklyVotes: 12 }), listed({ id: 'b', rank: 2, voteCount: 9 })];

  it("adds this week's votes to the frozen counts; weeklyVotes becomes this week's", () => {
    const live = { weekOf: '2026-11-23', weekStart: '2026-11-23', votes: { a: 3 } };
    expect(withLiveVotes(rows, live)?.map((r) => [r.id, r.voteCount, r.weeklyVotes, r.rank])).toEqual([
      ['a', 43, 3, 1],
      ['b', 9, 0, 2],
    ]);
  });

  it('leaves the rows frozen when the live votes are not for their week (the Monday job has not run)', () => {
    expect(withLiveVotes(rows, { weekOf: '2026-11-16', weekStart: '2026-11-23', votes: { a: 3 } })).toBeNull();
    expect(withLiveVotes(rows, { weekOf: null, weekStart: '2026-11-23', votes: {} })).toBeNull();
    expect(withLiveVotes(rows, undefined)).toBeNull();
  });
});
