import { describe, expect, it } from 'vitest';
import type { MySubmission } from './api/get-my-submissions';
import { approvedStats, lastChartNote, statusBadge, submittedOn } from './my-projects';

const project = (patch: Partial<MySubmission>): MySubmission => ({
  id: 'p1',
  projectName: 'Tiny',
  projectUrl: null,
  description: 'd',
  thumbnailUrl: null,
  thumbnailSmallUrl: null,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  totalVotes: null,
  weeklyVotes: null,
  rank: null,
  lastChartRank: null,
  lastChartWeekOf: null,
  aiScoreHeld: false,
  ...patch,
});

describe('My Projects display rules (docs/product.md#screens)', () => {
  it('upper-cases the status, green only when approved', () => {
    expect(statusBadge('approved')).toEqual({ label: 'APPROVED', colorPalette: 'green' });
    expect(statusBadge('pending')).toEqual({ label: 'PENDING', colorPalette: 'yellow' });
    expect(statusBadge('rejected')).toEqual({ label: 'REJECTED', colorPalette: 'yellow' });
  });

  it('shows votes, weekly votes and rank only for approved projects', () => {
    expect(approvedStats(project({ status: 'pending', totalVotes: 4 }))).toEqual([]);
    expect(approvedStats(project({ status: 'rejected' }))).toEqual([]);
    expect(approvedStats(project({ status: 'approved', totalVotes: 12, weeklyVotes: 3, rank: 7 }))).toEqual([
      { label: 'Total votes', value: '12' },
      { label: 'Weekly votes', value: '3' },
      { label: 'Rank', value: '#7' },
    ]);
    expect(approvedStats(project({ status: 'approved' }))[2]).toEqual({ label: 'Rank', value: '—' });
  });

  it('says the last chart a project was on once it is off the live chart', () => {
    const fellOff = project({ status: 'approved', lastChartRank: 57, lastChartWeekOf: '2026-11-16' });
    expect(lastChartNote(fellOff, 2026)).toBe('Last on the chart: #57 · week of 16 Nov');
    expect(lastChartNote(fellOff, 2027)).toBe('Last on the chart: #57 · week of 16 Nov 2026');
    expect(lastChartNote({ ...fellOff, rank: 12 }, 2026)).toBeNull();
    expect(lastChartNote(project({ status: 'approved' }), 2026)).toBeNull();
  });

  it('formats the submission date or says it is unknown', () => {
    expect(submittedOn('2026-11-20T10:00:00.000Z', 'en-GB')).toMatch(/^Submitted on 20 November 2026/);
    expect(submittedOn('nonsense')).toBe('Submission date unknown');
    expect(submittedOn(null)).toBe('Submission date unknown');
  });
});
