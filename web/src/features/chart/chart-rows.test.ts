import type { ListedProject } from '@domain/entities';
import { describe, expect, it } from 'vitest';
import { formatWeekOf, readChartSnapshot, safeImageSrc, toChartRows, weeksLabel } from './chart-rows';

function listed(overrides: Partial<ListedProject> = {}): ListedProject {
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
    createdAt: new Date('2025-05-20T10:00:00Z'),
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

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

function storedChart(entries: unknown[]) {
  return { weekOf: '2025-06-02', publishedAt: timestamp('2025-06-02T00:05:00Z'), entries };
}

describe('readChartSnapshot', () => {
  it('parses the stored document, reviving Firestore timestamps', () => {
    const entry = { ...listed(), createdAt: timestamp('2025-05-20T10:00:00Z') };
    const read = readChartSnapshot({ id: 'current', exists: true, fromCache: false, data: storedChart([entry]) });
    expect(read.kind).toBe('chart');
    if (read.kind !== 'chart') return;
    expect(read.chart.id).toBe('current');
    expect(read.chart.publishedAt).toEqual(new Date('2025-06-02T00:05:00Z'));
    expect(read.chart.entries[0]?.createdAt).toEqual(new Date('2025-05-20T10:00:00Z'));
  });

  it('tells a missing document (server said so) from an offline client with nothing cached', () => {
    expect(readChartSnapshot({ id: 'current', exists: false, fromCache: false, data: undefined })).toEqual({
      kind: 'missing',
    });
    expect(readChartSnapshot({ id: 'current', exists: false, fromCache: true, data: undefined })).toEqual({
      kind: 'offline',
    });
  });

  it('reports a document that does not match the schema as an error', () => {
    const read = readChartSnapshot({
      id: 'current',
      exists: true,
      fromCache: false,
      data: { weekOf: 'soon', entries: [] },
    });
    expect(read.kind).toBe('error');
  });
});

describe('toChartRows', () => {
  it('is empty without a chart or without entries', () => {
    expect(toChartRows(null)).toEqual([]);
    expect(toChartRows({ id: 'current', weekOf: '2025-06-02', publishedAt: new Date(), entries: [] })).toEqual([]);
  });

  it('orders by rank and maps the row fields', () => {
    const chart = {
      id: 'current',
      weekOf: '2025-06-02',
      publishedAt: new Date(),
      entries: [
        listed({ id: 'p2', rank: 2, projectName: 'Two', peakRank: 1, weeksOnChart: 7, chartStatus: '↓ 1' }),
        listed({ id: 'p1', rank: 1 }),
      ],
    };
    const rows = toChartRows(chart);
    expect(rows.map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(rows[0]).toEqual({
      id: 'p1',
      rank: 1,
      projectName: 'Vibe One',
      projectHref: 'https://one.example.com/',
      description: 'The first project',
      thumbnailSrc: 'https://cdn.example.com/one-160.webp',
      thumbnailLoading: 'eager',
      peakLabel: 'peak #1',
      weeksLabel: '1w',
      chartStatus: 'New Entry',
    });
    expect(rows[1]).toMatchObject({ peakLabel: 'peak #1', weeksLabel: '4w', chartStatus: '↓ 1' });
  });

  it('links the name only for http(s) URLs', () => {
    const rows = toChartRows({
      id: 'current',
      weekOf: '2025-06-02',
      publishedAt: new Date(),
      entries: [
        listed({ id: 'a', rank: 1, projectUrl: 'javascript:alert(1)' }),
        listed({ id: 'b', rank: 2, projectUrl: null }),
        listed({ id: 'c', rank: 3, projectUrl: 'http://ok.example.org/x' }),
      ],
    });
    expect(rows.map((r) => r.projectHref)).toEqual([null, null, 'http://ok.example.org/x']);
  });

  it('loads the first three thumbnails eagerly and the rest lazily; NO IMG when absent', () => {
    const entries = Array.from({ length: 5 }, (_, i) =>
      listed({ id: `p${i + 1}`, rank: i + 1, thumbnailSmallUrl: i === 4 ? null : `https://cdn.example.com/${i}.webp` }),
    );
    const rows = toChartRows({ id: 'current', weekOf: '2025-06-02', publishedAt: new Date(), entries });
    expect(rows.map((r) => r.thumbnailLoading)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(rows[4]?.thumbnailSrc).toBeNull();
  });
});

describe('small helpers', () => {
  it('caps weeks on chart at 4 and hides a zero', () => {
    expect([0, 1, 3, 4, 5, 12].map(weeksLabel)).toEqual([null, '1w', '3w', '4w', '4w', '4w']);
  });

  it('accepts http(s) and same-origin image paths only', () => {
    expect(safeImageSrc('/api/blobs/thumbnails/p1/160.webp')).toBe('/api/blobs/thumbnails/p1/160.webp');
    expect(safeImageSrc('//evil.example.com/x.png')).toBeNull();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageSrc('  ')).toBeNull();
  });

  it('formats weekOf as a calendar date', () => {
    expect(formatWeekOf('2025-06-02')).toBe('June 2, 2025');
    expect(formatWeekOf('nonsense')).toBe('nonsense');
  });
});
