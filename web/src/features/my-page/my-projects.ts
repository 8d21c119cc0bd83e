// Display rules of My Projects (docs/product.md#screens): status upper-cased, green when approved, yellow otherwise;
// votes, weekly votes and rank only for approved projects.
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

/** 'Submitted on' + long date and time, or 'Submission date unknown' (docs/product.md#data). */
export function submittedOn(createdAt: string | null | undefined, locale?: string): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Submission date unknown';
  return `Submitted on ${date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })}`;
}
