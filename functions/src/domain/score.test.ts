import { describe, expect, it } from 'vitest';
import { finalScore, rankChart } from './chart';
import { CHART_MIN_AI_SCORE, CHART_SIZE } from './constants';
import { EMPTY_CHART_HISTORY } from './chart';
import { chartOutlook, scoreBreakdown } from './score';

const judged = { aiJudgedAt: new Date('2026-11-01T00:00:00Z'), aiHeldAt: null, archivedAt: null };

describe("a ranked chart's scores, explained", () => {
  it('every row of a real ranking breaks down into the finalScore it was ranked by', () => {
    const candidates = Array.from({ length: 130 }, (_, i) => ({
      id: `p${i}`,
      aiScore: 7 + ((i * 7) % 30) / 10,
      totalVotes: (i * 13) % 97,
      approvedAt: new Date('2026-11-01T00:00:00Z'),
      status: 'approved' as const,
    }));
    const ranked = rankChart(candidates, EMPTY_CHART_HISTORY, CHART_SIZE);
    expect(ranked).toHaveLength(CHART_SIZE);
    for (const row of ranked) {
      const b = scoreBreakdown(row.aiScore, row.totalVotes);
      expect(b.finalScore).toBe(row.finalScore);
      expect(Math.round((b.aiPoints + b.votePoints) * 10) / 10).toBe(row.finalScore);
    }
    // The best project left out: the outlook says how many votes pass the last row.
    const lastRow = Math.min(...ranked.map((r) => r.finalScore));
    const out = candidates.find((c) => !ranked.some((r) => r.submissionId === c.id))!;
    const outlook = chartOutlook(
      { ...judged, aiScore: out.aiScore, voteCount: out.totalVotes },
      ranked.map((r) => r.finalScore),
      CHART_SIZE,
      CHART_MIN_AI_SCORE,
    );
    expect(outlook!.lastRowScore).toBe(lastRow);
    expect(finalScore(out.aiScore, out.totalVotes + outlook!.votesToEnter)).toBeGreaterThan(lastRow);
    expect(finalScore(out.aiScore, out.totalVotes + outlook!.votesToEnter - 1)).toBeLessThanOrEqual(lastRow);
  });

  it('has no outlook when votes cannot get a project in, or the chart has room', () => {
    const full = Array.from({ length: CHART_SIZE }, () => 80);
    // 75 + 1.5 = 76.5: 7 more votes tie at 80.0 (not enough), 8 pass it.
    const project = { ...judged, aiScore: 7.5, voteCount: 3 };
    expect(chartOutlook(project, full, CHART_SIZE, CHART_MIN_AI_SCORE)).toEqual({ lastRowScore: 80, votesToEnter: 8 });
    expect(chartOutlook(project, full.slice(1), CHART_SIZE, CHART_MIN_AI_SCORE)).toBeNull();
    expect(chartOutlook({ ...project, aiScore: 6.9 }, full, CHART_SIZE, CHART_MIN_AI_SCORE)).toBeNull();
    expect(chartOutlook({ ...project, aiJudgedAt: null }, full, CHART_SIZE, CHART_MIN_AI_SCORE)).toBeNull();
    expect(chartOutlook({ ...project, aiHeldAt: new Date() }, full, CHART_SIZE, CHART_MIN_AI_SCORE)).toBeNull();
    expect(chartOutlook({ ...project, archivedAt: new Date() }, full, CHART_SIZE, CHART_MIN_AI_SCORE)).toBeNull();
  });
});
