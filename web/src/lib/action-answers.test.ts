import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEEP_MS,
  countInTotal,
  msToWeekEnd,
  noteShownTotals,
  rememberVibeAnswer,
  rememberVoteAnswer,
  resetAnswers,
  totalBeforeAction,
  withVibeAnswer,
  withVoteAnswer,
} from './action-answers';

/** A sessionStorage of the test's own: what the answers wrote, by key. */
function stubSessionStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => stored.set(k, v),
    removeItem: (k: string) => stored.delete(k),
  });
  return stored;
}

describe("the member's own vote and vibe answers", () => {
  afterEach(() => {
    resetAnswers();
    vi.unstubAllGlobals();
  });

  it('moves a row that is behind the answer by the votes it missed, in both counts', () => {
    const row = { id: 'p', voteCount: 40, weeklyVotes: 5 };
    expect(withVoteAnswer(row, { voteCount: 46, weeklyVotes: 6 })).toEqual({ id: 'p', voteCount: 41, weeklyVotes: 6 });
    // A row that is as new as the answer, or newer, stays as it is.
    expect(withVoteAnswer(row, { voteCount: 45, weeklyVotes: 5 })).toBe(row);
    expect(withVoteAnswer({ ...row, weeklyVotes: 9 }, { voteCount: 46, weeklyVotes: 6 }).weeklyVotes).toBe(9);
    expect(withVoteAnswer(row, null)).toBe(row);
  });

  it('measures the time to Monday 00:00 in Copenhagen', () => {
    // Sunday 23:50 CET (22:50 UTC): 10 minutes left.
    expect(msToWeekEnd(new Date('2026-11-29T22:50:00Z'))).toBe(10 * 60_000);
    // Monday 00:00:30 CET: a whole week less 30 s.
    expect(msToWeekEnd(new Date('2026-11-29T23:00:30Z'))).toBe(7 * 86_400_000 - 30_000);
    // Summer time: Wednesday 12:00 CEST (10:00 UTC) is 4.5 days before Monday 00:00 CEST.
    expect(msToWeekEnd(new Date('2026-07-08T10:00:00Z'))).toBe(4.5 * 86_400_000);
  });

  it('keeps an answer in sessionStorage until the caches caught up or the week ended', () => {
    const stored = stubSessionStorage();
    const wednesday = new Date('2026-11-25T12:00:00Z');
    rememberVoteAnswer('a', { voteCount: 7, weeklyVotes: 2 }, wednesday);
    const saved = JSON.parse(stored.get('vibechart:vote-answers')!) as Record<string, { until: number }>;
    expect(saved.a!.until).toBe(wednesday.getTime() + KEEP_MS);
    const sunday = new Date('2026-11-29T22:55:00Z');
    rememberVoteAnswer('b', { voteCount: 3, weeklyVotes: 3 }, sunday);
    const after = JSON.parse(stored.get('vibechart:vote-answers')!) as Record<string, { until: number }>;
    // Five minutes before the week ends: kept until then, not ten minutes; the expired 'a' is dropped.
    expect(after.b!.until).toBe(new Date('2026-11-29T23:00:00Z').getTime());
    expect(Object.keys(after)).toEqual(['b']);
  });

  it('shows at least the vibes an answer counted, and a newer row as it is', () => {
    const row = { id: 'p', vibeCount: 3 };
    expect(withVibeAnswer(row, { vibeCount: 4 })).toEqual({ id: 'p', vibeCount: 4 });
    expect(withVibeAnswer(row, { vibeCount: 3 })).toBe(row);
    expect(withVibeAnswer({ id: 'p', vibeCount: 6 }, { vibeCount: 4 }).vibeCount).toBe(6);
    expect(withVibeAnswer(row, null)).toBe(row);
  });

  it("keeps a vibe's answer ten minutes, across the week's end (vibes count for all time)", () => {
    const stored = stubSessionStorage();
    const sunday = new Date('2026-11-29T22:55:00Z');
    rememberVibeAnswer('a', { vibeCount: 2 }, sunday);
    rememberVoteAnswer('a', { voteCount: 7, weeklyVotes: 2 }, sunday);
    const vibes = JSON.parse(stored.get('vibechart:vibe-answers')!) as Record<string, { until: number }>;
    expect(vibes).toEqual({ a: { vibeCount: 2, until: sunday.getTime() + KEEP_MS } });
    const votes = JSON.parse(stored.get('vibechart:vote-answers')!) as Record<string, { until: number }>;
    expect(votes.a!.until).toBe(new Date('2026-11-29T23:00:00Z').getTime());
  });

  it("counts the member's actions in the counters' totals from what they showed, one each", () => {
    // No counter shown yet: nothing to count from, the refetch shows a total that has the action.
    expect(totalBeforeAction('totalVotes')).toBeNull();
    countInTotal('totalVotes', null);
    expect(totalBeforeAction('totalVotes')).toBeNull();

    noteShownTotals({ totalVotes: 40, totalVibes: null });
    const before = totalBeforeAction('totalVotes');
    expect(before).toBe(40);
    countInTotal('totalVotes', before);
    // The counters still show a cached 40: the next vote counts from the 41 the first one made.
    noteShownTotals({ totalVotes: 40, totalVibes: 7 });
    expect(totalBeforeAction('totalVotes')).toBe(41);
    // A newer total, with other members' votes in it, wins over the member's own count.
    noteShownTotals({ totalVotes: 55, totalVibes: 7 });
    expect(totalBeforeAction('totalVotes')).toBe(55);
    expect(totalBeforeAction('totalVibes')).toBe(7);
  });
});
