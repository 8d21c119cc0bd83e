import { describe, expect, it } from 'vitest';
import type { ChartCandidate, ChartHistory, ChartSortKey } from './chart';
import {
  ChartSelector,
  EMPTY_CHART_HISTORY,
  chartEntryOf,
  chartRowOf,
  chartStatus,
  compareChartOrder,
  finalScore,
  isHot,
  rankChart,
  shouldArchive,
  summarizeChartHistory,
  votesBefore,
} from './chart';
import { chartEntrySchema, listedProjectSchema, submissionSchema } from './entities';

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 12));

function candidate(
  id: string,
  aiScore: number | null,
  totalVotes = 0,
  approvedDay = 0,
  extra: Partial<ChartCandidate> = {},
): ChartCandidate {
  return { id, aiScore, totalVotes, approvedAt: day(approvedDay), archivedAt: null, status: 'approved', ...extra };
}

function history(lastWeek: Record<string, number>, past: Record<string, [weeks: number, peak: number]>): ChartHistory {
  return {
    lastWeekRanks: new Map(Object.entries(lastWeek)),
    past: new Map(Object.entries(past).map(([id, [weeksOnChart, peakRank]]) => [id, { weeksOnChart, peakRank }])),
  };
}

const order = (entries: { submissionId: string }[]) => entries.map((e) => e.submissionId);

describe('finalScore', () => {
  it('is aiScore * 10 + totalVotes * 0.5 with one decimal', () => {
    expect(finalScore(7, 0)).toBe(70);
    expect(finalScore(7.3, 3)).toBe(74.5);
    expect(finalScore(8.1, 7)).toBe(84.5);
    expect(finalScore(9.9, 201)).toBe(199.5);
    // binary floating point: 0.1 * 3 style drift must not leak into the stored score
    expect(finalScore(7.7, 1)).toBe(77.5);
    expect(String(finalScore(6.9, 3))).toBe('70.5');
  });
});

describe('votesBefore', () => {
  it('sums only the weeks before the cut-off week', () => {
    expect(votesBefore({ '2026-11-02': 3, '2026-11-09': 4, '2026-11-16': 5 }, '2026-11-16')).toBe(7);
    expect(votesBefore({}, '2026-11-16')).toBe(0);
  });
});

describe('rankChart ordering', () => {
  it('ranks by finalScore descending', () => {
    const chart = rankChart([candidate('a', 7.0, 10), candidate('b', 8.0, 0), candidate('c', 7.5, 0)]);
    // a: 75, b: 80, c: 75 -> b first; a and c tie on score, c has the higher aiScore
    expect(order(chart)).toEqual(['b', 'c', 'a']);
    expect(chart.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(chart[0]!.finalScore).toBe(80);
  });

  it('breaks a finalScore tie by aiScore', () => {
    expect(order(rankChart([candidate('low', 7.0, 2), candidate('high', 7.1, 0)]))).toEqual(['high', 'low']);
  });

  it('compares finalScore, aiScore, totalVotes, approvedAt, id in that order', () => {
    const base: ChartSortKey = { id: 'm', finalScore: 75, aiScore: 7.5, totalVotes: 0, approvedAt: day(3) };
    const sorted = (keys: ChartSortKey[]) => [...keys].sort(compareChartOrder).map((k) => k.id);
    expect(sorted([base, { ...base, id: 'score', finalScore: 75.5 }])).toEqual(['score', 'm']);
    expect(sorted([base, { ...base, id: 'ai', aiScore: 7.6 }])).toEqual(['ai', 'm']);
    // equal score and aiScore with different votes cannot come out of finalScore(); the order still defines it
    expect(sorted([base, { ...base, id: 'votes', totalVotes: 1 }])).toEqual(['votes', 'm']);
    expect(sorted([base, { ...base, id: 'early', approvedAt: day(2) }])).toEqual(['early', 'm']);
    expect(sorted([base, { ...base, id: 'undated', approvedAt: null }])).toEqual(['m', 'undated']);
    expect(
      sorted([
        { ...base, id: 'b' },
        { ...base, id: 'a' },
      ]),
    ).toEqual(['a', 'b']);
    expect(compareChartOrder(base, { ...base })).toBe(0);
  });

  it('breaks a full score tie by earlier approvedAt, then by id', () => {
    const chart = rankChart([
      candidate('z-late', 7.2, 1, 5),
      candidate('y-early', 7.2, 1, 1),
      candidate('b-same', 7.2, 1, 3),
      candidate('a-same', 7.2, 1, 3),
    ]);
    expect(order(chart)).toEqual(['y-early', 'a-same', 'b-same', 'z-late']);
  });

  it('puts a candidate without approvedAt after dated ones on a full tie', () => {
    const chart = rankChart([candidate('a', 7.2, 1, 0, { approvedAt: null }), candidate('b', 7.2, 1, 9)]);
    expect(order(chart)).toEqual(['b', 'a']);
  });

  it('ranks on the one-decimal aiScore', () => {
    // 6.96 counts as 7.0: 70 + 2.5 = 72.5 beats 7.0 with 4 votes (72)
    const chart = rankChart([candidate('x', 7.0, 4, 2), candidate('y', 6.96, 5, 1)]);
    expect(order(chart)).toEqual(['y', 'x']);
    expect(chart[0]!.aiScore).toBe(7);
    expect(chart[0]!.finalScore).toBe(72.5);
  });

  it('drops duplicate ids (the first one wins)', () => {
    const chart = rankChart([candidate('a', 7.5, 0), candidate('a', 9.9, 100), candidate('b', 7.1, 0)]);
    expect(order(chart)).toEqual(['a', 'b']);
    expect(chart[0]!.aiScore).toBe(7.5);
  });
});

describe('rankChart eligibility', () => {
  it('takes an aiScore of exactly 7.0 and refuses 6.9', () => {
    const chart = rankChart([candidate('seven', 7.0), candidate('six-nine', 6.9, 1000), candidate('float', 6.999999)]);
    // 6.999999 is 7.0 at one decimal: a full tie with 'seven', settled by id
    expect(order(chart)).toEqual(['float', 'seven']);
    expect(rankChart([candidate('almost', 6.94)])).toEqual([]);
  });

  it('skips unjudged, archived and not-approved projects', () => {
    const chart = rankChart([
      candidate('unjudged', null, 50),
      candidate('archived', 9, 50, 0, { archivedAt: day(20) }),
      candidate('pending', 9, 50, 0, { status: 'pending' }),
      candidate('rejected', 9, 50, 0, { status: 'rejected' }),
      candidate('ok', 7.2),
    ]);
    expect(order(chart)).toEqual(['ok']);
  });

  it('never charts a project that already had 4 weeks on the chart', () => {
    const chart = rankChart(
      [candidate('done', 9.5), candidate('three', 7.5)],
      history({ done: 1, three: 2 }, { done: [4, 1], three: [3, 2] }),
    );
    expect(order(chart)).toEqual(['three']);
    expect(chart[0]!.weeksOnChart).toBe(4);
  });

  it('cuts the chart at 100 entries', () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      candidate(`p${String(i).padStart(3, '0')}`, 7 + (i % 30) / 10, i),
    );
    const chart = rankChart(many);
    expect(chart).toHaveLength(100);
    expect(chart[99]!.rank).toBe(100);
    const cutScore = chart[99]!.finalScore;
    const left = many.filter((c) => !chart.some((e) => e.submissionId === c.id));
    expect(left).toHaveLength(30);
    for (const c of left) expect(finalScore(c.aiScore!, c.totalVotes)).toBeLessThanOrEqual(cutScore);
    expect(rankChart(many, EMPTY_CHART_HISTORY, 10)).toHaveLength(10);
  });
});

describe('movement, peak and weeks on chart', () => {
  // five candidates with clearly separated scores: a=1, b=2, c=3, d=4, e=5
  const five = [
    candidate('a', 9.5),
    candidate('b', 9.0),
    candidate('c', 8.5),
    candidate('d', 8.0),
    candidate('e', 7.5),
  ];

  it('shows ↑N, ↓N, =, New Entry and Re-entry', () => {
    const past = history({ a: 3, b: 1, c: 3 }, { a: [2, 2], b: [1, 1], c: [1, 3], e: [2, 4] });
    // c sits at 3 both weeks, e charted two weeks ago but not last week, d never charted
    const byId = Object.fromEntries(rankChart(five, past).map((e) => [e.submissionId, e]));
    expect(byId.a!.chartStatus).toBe('↑2');
    expect(byId.b!.chartStatus).toBe('↓1');
    expect(byId.c!.chartStatus).toBe('=');
    expect(byId.d!.chartStatus).toBe('New Entry');
    expect(byId.e!.chartStatus).toBe('Re-entry');
    expect(byId.d!.isNew).toBe(true);
    expect(byId.e!.isNew).toBe(false);
    expect(byId.a!.isNew).toBe(false);
    expect(byId.a!.lastWeekRank).toBe(3);
    expect(byId.d!.lastWeekRank).toBeNull();
    expect(byId.e!.lastWeekRank).toBeNull();
  });

  it('counts weeks on chart from history and keeps the best rank as peak', () => {
    const past = history({ a: 3, b: 1 }, { a: [2, 2], b: [1, 1], e: [2, 4] });
    const byId = Object.fromEntries(rankChart(five, past).map((e) => [e.submissionId, e]));
    expect(byId.a!.weeksOnChart).toBe(3);
    expect(byId.a!.peakRank).toBe(1); // new best
    expect(byId.b!.weeksOnChart).toBe(2);
    expect(byId.b!.peakRank).toBe(1); // rank 2 now, peak stays 1
    expect(byId.e!.weeksOnChart).toBe(3);
    expect(byId.e!.peakRank).toBe(4); // rank 5 now, peak 4 from before
    expect(byId.d!.weeksOnChart).toBe(1);
    expect(byId.d!.peakRank).toBe(4);
  });

  it('is the same chart when run twice on the same input', () => {
    const past = history({ a: 3 }, { a: [2, 2] });
    expect(rankChart(five, past)).toEqual(rankChart([...five].reverse(), past));
  });
});

describe('isHot', () => {
  it('is hot in the top 10 when moving up, even by one place', () => {
    expect(isHot(9, 10)).toBe(true);
    expect(isHot(1, 2)).toBe(true);
  });

  it('is hot anywhere after climbing 10 or more places', () => {
    expect(isHot(50, 60)).toBe(true);
    expect(isHot(11, 30)).toBe(true);
  });

  it('is not hot when climbing fewer than 10 places outside the top 10, holding, falling or new', () => {
    expect(isHot(11, 20)).toBe(false);
    expect(isHot(5, 5)).toBe(false);
    expect(isHot(3, 1)).toBe(false);
    expect(isHot(1, null)).toBe(false);
  });

  it('is set on ranked entries both ways', () => {
    const many = Array.from({ length: 40 }, (_, i) => candidate(`p${String(i).padStart(2, '0')}`, 8, 100 - i));
    // p00 was 2nd (now 1st, top 10 and up), p30 was 40th (now 31st: up 9, not hot), p25 was 38th (up 12)
    const past = history(
      { p00: 2, p30: 40, p25: 38, p05: 6 },
      { p00: [1, 2], p30: [1, 40], p25: [1, 38], p05: [1, 6] },
    );
    const byId = Object.fromEntries(rankChart(many, past).map((e) => [e.submissionId, e]));
    expect(byId.p00!.isHot).toBe(true);
    expect(byId.p25!.isHot).toBe(true);
    expect(byId.p30!.isHot).toBe(false);
    expect(byId.p05!.isHot).toBe(false); // '=' at 6
    expect(byId.p01!.isHot).toBe(false); // new entry
  });
});

describe('chartStatus', () => {
  it('formats each movement', () => {
    expect(chartStatus(3, 7, true)).toBe('↑4');
    expect(chartStatus(7, 3, true)).toBe('↓4');
    expect(chartStatus(5, 5, true)).toBe('=');
    expect(chartStatus(5, null, false)).toBe('New Entry');
    expect(chartStatus(5, null, true)).toBe('Re-entry');
  });
});

describe('shouldArchive', () => {
  it('archives after the 4th week on the chart', () => {
    expect(shouldArchive(0)).toBe(false);
    expect(shouldArchive(3)).toBe(false);
    expect(shouldArchive(4)).toBe(true);
    expect(shouldArchive(5)).toBe(true);
  });
});

describe('summarizeChartHistory', () => {
  const entries = [
    { submissionId: 'a', weekOf: '2026-11-02', rank: 5 },
    { submissionId: 'a', weekOf: '2026-11-09', rank: 2 },
    { submissionId: 'b', weekOf: '2026-11-02', rank: 1 },
    { submissionId: 'a', weekOf: '2026-11-16', rank: 9 },
    { submissionId: 'c', weekOf: '2026-11-16', rank: 1 },
  ];

  it('takes last week from the latest earlier week and sums weeks and peaks', () => {
    const h = summarizeChartHistory(entries, '2026-11-16');
    expect([...h.lastWeekRanks]).toEqual([['a', 2]]);
    expect(h.past.get('a')).toEqual({ weeksOnChart: 2, peakRank: 2 });
    expect(h.past.get('b')).toEqual({ weeksOnChart: 1, peakRank: 1 });
    expect(h.past.has('c')).toBe(false); // the week being computed is not history
  });

  it('accepts an explicit previous week (e.g. an empty published chart)', () => {
    const h = summarizeChartHistory(entries, '2026-11-23', '2026-11-09');
    expect([...h.lastWeekRanks]).toEqual([['a', 2]]);
    expect(h.past.get('a')).toEqual({ weeksOnChart: 3, peakRank: 2 });
  });

  it('feeds rankChart: a re-run of a week gives the same entries', () => {
    const cands = [candidate('a', 8), candidate('b', 9), candidate('c', 7.5)];
    const first = rankChart(cands, summarizeChartHistory(entries, '2026-11-23'));
    const again = rankChart(
      cands,
      summarizeChartHistory([...entries, ...first.map((e) => ({ ...e, weekOf: '2026-11-23' }))], '2026-11-23'),
    );
    expect(again).toEqual(first);
    // last week (11-16): a 9th, c 1st; b charted on 11-02 only
    expect(first.map((e) => [e.submissionId, e.chartStatus, e.weeksOnChart, e.peakRank])).toEqual([
      ['b', 'Re-entry', 2, 1],
      ['a', '↑7', 4, 2],
      ['c', '↓2', 2, 1],
    ]);
  });
});

describe('documents built from a ranked entry', () => {
  it('are valid chart_entries and charts rows', () => {
    const submission = submissionSchema.parse({
      id: 's1',
      projectName: 'Tiny Tunes',
      description: 'Make a song from a sentence.',
      submittedBy: 'u1',
      status: 'approved',
      createdAt: day(0),
      approvedAt: day(1),
      aiScore: 7.4,
      innovationScore: 7.1,
      utilityScore: 7.8,
      votesByWeek: { '2026-11-09': 4, '2026-11-16': 2 },
      voteCount: 6,
    });
    const [entry] = rankChart([{ ...submission, totalVotes: votesBefore(submission.votesByWeek, '2026-11-23') }]);
    expect(entry).toBeDefined();
    const doc = chartEntryOf(entry!, '2026-11-23', day(50));
    expect(chartEntrySchema.parse(doc)).toEqual(doc);
    expect(doc.id).toBe('2026-11-23_s1');
    expect(doc.finalScore).toBe(77);
    const row = chartRowOf(submission, entry!, '2026-11-23');
    expect(listedProjectSchema.parse(row)).toEqual(row);
    expect(row).toMatchObject({
      rank: 1,
      currentRank: 1,
      previousRank: null,
      chartStatus: 'New Entry',
      weeklyVotes: 2,
      voteCount: 6,
    });
  });
});

describe('ChartSelector (the chart job streams its candidates through it)', () => {
  /** Deterministic candidates with many full ties on score, some ineligible, some with history. */
  function stream(n: number, seed = 7): ChartCandidate[] {
    let a = seed;
    const rnd = () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return Array.from({ length: n }, (_, i) =>
      candidate(
        `p${String(i).padStart(6, '0')}`,
        rnd() < 0.05 ? null : Math.round((6.5 + rnd() * 3.5) * 10) / 10,
        Math.floor(rnd() * 12),
        Math.floor(rnd() * 4),
        rnd() < 0.02 ? { approvedAt: null } : {},
      ),
    );
  }
  const past = (cs: ChartCandidate[]) =>
    history(
      Object.fromEntries(cs.slice(0, 300).map((c, i) => [c.id, (i % 100) + 1])),
      Object.fromEntries(cs.slice(0, 600).map((c, i) => [c.id, [(i % 5) + 1, (i % 100) + 1] as [number, number]])),
    );

  /** The chart as sorting every candidate gives it: the reference the bounded selection must equal. */
  function sortedTop(cs: ChartCandidate[], h: ChartHistory, size = 100): string[] {
    const keyed = cs.flatMap((c) => {
      const p = h.past.get(c.id);
      if (c.aiScore === null || Math.round(c.aiScore * 10) < 70 || (p?.weeksOnChart ?? 0) >= 4) return [];
      const aiScore = Math.round(c.aiScore * 10) / 10;
      const key = { ...c, aiScore, finalScore: finalScore(aiScore, c.totalVotes) } as ChartSortKey;
      return [key];
    });
    return keyed
      .sort(compareChartOrder)
      .slice(0, size)
      .map((k) => k.id);
  }

  it('ranks a stream of 20,000 exactly as sorting all of them, in any arrival order', () => {
    const cs = stream(20_000);
    const h = past(cs);
    const expected = sortedTop(cs, h);
    expect(expected).toHaveLength(100);
    for (const arrival of [
      cs,
      [...cs].reverse(),
      [...cs].sort((x, y) => x.totalVotes - y.totalVotes || (x.id < y.id ? 1 : -1)),
    ]) {
      const selector = new ChartSelector(h);
      for (const c of arrival) selector.offer(c);
      const ranked = selector.rank();
      expect(order(ranked)).toEqual(expected);
      expect(ranked).toEqual(rankChart(cs, h));
    }
  });

  it('holds at most `size` candidates however many are offered', () => {
    const selector = new ChartSelector(EMPTY_CHART_HISTORY, 100);
    for (const c of stream(100_000, 3)) selector.offer(c);
    expect(selector.offered).toBe(100_000);
    expect(selector.eligible).toBeGreaterThan(50_000);
    expect(selector.held).toBe(100);
    expect(selector.maxHeld).toBe(100);
    const small = new ChartSelector(EMPTY_CHART_HISTORY, 5);
    for (const c of stream(1_000, 4)) small.offer(c);
    expect(small.maxHeld).toBe(5);
    expect(small.rank().map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    const none = new ChartSelector(EMPTY_CHART_HISTORY, 0);
    for (const c of stream(50)) none.offer(c);
    expect(none.rank()).toEqual([]);
  });

  it('merges selectors of disjoint parts into the selector of the whole', () => {
    const cs = stream(9_000, 11);
    const h = past(cs);
    const parts = [0, 1, 2].map(() => new ChartSelector(h));
    cs.forEach((c, i) => parts[i % 3]!.offer(c));
    const [whole, ...rest] = parts;
    for (const part of rest) whole!.absorb(part);
    expect(whole!.offered).toBe(9_000);
    expect(whole!.held).toBe(100);
    expect(order(whole!.rank())).toEqual(sortedTop(cs, h));
  });
});
