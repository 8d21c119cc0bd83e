// Display rules of My Projects (docs/product.md#screens): status upper-cased, green when approved, yellow otherwise;
// votes, weekly votes and rank (on the live chart) only for approved projects; a held AI score said so.
import { weekOfLabel } from '@domain/badge';
import type { MySubmission } from './api/get-my-submissions';

export function statusBadge(status: MySubmission['status']): { label: string; colorPalette: 'green' | 'yellow' } {
  return { label: status.toUpperCase(), colorPalette: status === 'approved' ? 'green' : 'yellow' };
}

export interface ProjectStat {
  label: string;
  value: string;
}

export function approvedStats(project: MySubmission): ProjectStat[] {
  if (project.status !== 'approved') return [];
  return [
    { label: 'Total votes', value: String(project.totalVotes ?? 0) },
    { label: 'Weekly votes', value: String(project.weeklyVotes ?? 0) },
    { label: 'Rank', value: project.rank != null ? `#${project.rank}` : '—' },
  ];
}

/** What a maker sees while their project's AI score waits for a person's check. */
export const AI_SCORE_HELD_LABEL = 'AI score held for review';
export const AI_SCORE_HELD_NOTE =
  'Very high AI scores are checked by a person before the project can chart. You will get an e-mail once it is done.';

/** For an approved project off the live chart that charted before: 'Last on the chart: #57 · week of 16 Nov'. */
export function lastChartNote(project: MySubmission, currentYear: number): string | null {
  if (project.status !== 'approved' || project.rank !== null) return null;
  if (project.lastChartRank === null || project.lastChartWeekOf === null) return null;
  return `Last on the chart: #${project.lastChartRank} · week of ${weekOfLabel(project.lastChartWeekOf, currentYear)}`;
}

/** 'Submitted on' + long date and time, or 'Submission date unknown' (docs/product.md#data). */
export function submittedOn(createdAt: string | null | undefined, locale?: string): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Submission date unknown';
  return `Submitted on ${date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })}`;
}
