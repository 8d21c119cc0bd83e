// The chart score as the sum it is: on a chart row's AI Judge Review and on /p/:id. The
// votes are read back from the published finalScore, so the sum always adds up to it (a live vote
// counter may have moved on since the Monday cut-off).
import { SCORE_WEIGHTS } from '@domain/constants';
import type { ScoreBreakdown } from '@domain/score';
import { scoreBreakdown } from '@domain/score';

export interface ScoredProject {
  rank?: number | null;
  aiScore?: number | null;
  finalScore?: number | null;
}

/** The published score's breakdown, or null off the chart (or without an AI score). */
export function publishedScoreBreakdown(project: ScoredProject): ScoreBreakdown | null {
  const { rank, aiScore, finalScore } = project;
  if (rank == null || typeof aiScore !== 'number' || typeof finalScore !== 'number') return null;
  const voteTenths = Math.round(finalScore * 10) - Math.round(aiScore * SCORE_WEIGHTS.aiScore * 10);
  const votes = Math.round(voteTenths / (SCORE_WEIGHTS.vote * 10));
  if (votes < 0) return null;
  const breakdown = scoreBreakdown(aiScore, votes);
  return breakdown.finalScore === finalScore ? breakdown : null;
}

export interface ChartOutlookLike {
  lastRowScore: number;
  votesToEnter: number;
}

/** "12 more votes would lift it past this week's #100 (81.5)." */
export function outlookText(outlook: ChartOutlookLike, chartSize: number): string {
  const votes = outlook.votesToEnter === 1 ? '1 more vote' : `${outlook.votesToEnter} more votes`;
  return `${votes} would lift it past this week's #${chartSize} (${outlook.lastRowScore.toFixed(1)}).`;
}
