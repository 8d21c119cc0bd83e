// Explainable scores: a chart row's finalScore as the sum it is, and how many votes a
// project off the chart would need to pass the last row. The chart (chart.ts) ranks by finalScore.
import { SCORE_WEIGHTS } from './constants';

/** One decimal, computed on integers of tenths so 7.3 * 10 + 0.5 never drifts to 73.49999. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** finalScore = aiScore * 10 + totalVotes * 0.5, rounded to one decimal (docs/product.md#the-monday-chart). */
export function finalScore(aiScore: number, totalVotes: number): number {
  return round1(aiScore * SCORE_WEIGHTS.aiScore + totalVotes * SCORE_WEIGHTS.vote);
}

/** The formula as the rules page and the contact FAQ state it (a function: code that does not show it drops it). */
export function scoreFormula(): string {
  return `Final Score = (AI score × ${SCORE_WEIGHTS.aiScore}) + (votes × ${SCORE_WEIGHTS.vote})`;
}

export interface ScoreBreakdown {
  aiScore: number;
  /** aiScore × 10, to one decimal. */
  aiPoints: number;
  votes: number;
  /** votes × 0.5, to one decimal. */
  votePoints: number;
  finalScore: number;
  /** "97.0 = 82.0 from the AI judge (8.2 × 10) + 15.0 from 30 votes (× 0.5)". */
  text: string;
}

const one = (value: number) => value.toFixed(1);
const tenths = (value: number) => Math.round(value * 10);

export function scoreBreakdown(aiScore: number, votes: number): ScoreBreakdown {
  const aiPoints = tenths(aiScore * SCORE_WEIGHTS.aiScore) / 10;
  const votePoints = tenths(votes * SCORE_WEIGHTS.vote) / 10;
  const total = finalScore(aiScore, votes);
  const voteWord = votes === 1 ? 'vote' : 'votes';
  return {
    aiScore,
    aiPoints,
    votes,
    votePoints,
    finalScore: total,
    text:
      `${one(total)} = ${one(aiPoints)} from the AI judge (${one(aiScore)} × ${SCORE_WEIGHTS.aiScore}) + ` +
      `${one(votePoints)} from ${votes} ${voteWord} (× ${SCORE_WEIGHTS.vote})`,
  };
}

/**
 * The fewest more votes that lift a project's score above `lastRowScore` (the last row of a full
 * chart): ties are decided by AI score and then votes, so passing it is what makes sure.
 */
export function votesToPass(aiScore: number, votes: number, lastRowScore: number): number {
  const gap = tenths(lastRowScore) - tenths(finalScore(aiScore, votes));
  if (gap < 0) return 0;
  return Math.floor(gap / tenths(SCORE_WEIGHTS.vote)) + 1;
}

/** For a project off a full chart: the last row's score and the votes it would take to pass it. */
export interface ChartOutlook {
  lastRowScore: number;
  votesToEnter: number;
}

export interface OutlookProject {
  aiScore: number | null;
  aiJudgedAt: Date | null;
  aiHeldAt: Date | null;
  archivedAt: Date | null;
  voteCount: number;
}

/**
 * Null when the project cannot enter on votes (not judged, held, archived, under the AI minimum) or
 * the chart is not full (then every eligible project enters on Monday).
 */
export function chartOutlook(
  project: OutlookProject,
  chartScores: readonly number[],
  chartSize: number,
  minAiScore: number,
): ChartOutlook | null {
  const { aiScore } = project;
  if (aiScore === null || !project.aiJudgedAt || project.aiHeldAt || project.archivedAt || aiScore < minAiScore) {
    return null;
  }
  if (chartScores.length < chartSize) return null;
  const lastRowScore = Math.min(...chartScores);
  return { lastRowScore, votesToEnter: votesToPass(aiScore, project.voteCount, lastRowScore) };
}
