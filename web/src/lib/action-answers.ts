// The member's own votes and vibes as the server answered them. A vote's answer carries the project's
// counts read after it committed (all its votes, and this week's), a vibe's its vibes in all. The
// pages and their /api answers come through caches (a page up to 5 minutes at the CDN, a list's answer
// up to 6, the chart's live votes up to 1; the browser's own cache a minute), so a refetch or a reload
// right after an action can bring counts from before it: rows show at least what the answer said while
// any of those caches can be behind (KEEP_MS), a vote's never past the end of the week it counted
// (weekly counts start again on Monday), in this tab and after a reload of it (sessionStorage).
import { TIME_ZONE } from '@domain/constants';
import { useEffect, useSyncExternalStore } from 'react';
import { appClock } from './clock';
import { dateTimeFormat } from './intl';

export interface VoteAnswerCounts {
  /** The project's votes in all. */
  voteCount: number;
  /** Its votes this week. */
  weeklyVotes: number;
}

export interface VibeAnswerCounts {
  /** The project's vibes in all. */
  vibeCount: number;
}

type Entry<T> = T & {
  /** App-clock ms after which the entry no longer counts. */
  until: number;
};

/** Longer than the longest cache window above. */
export const KEEP_MS = 10 * 60_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Milliseconds from `now` to the next Monday 00:00 in the product's zone, by its wall clock (a DST
 * change on the last Sunday moves it by an hour; an entry lives 10 minutes, so only its last ones
 * matter, hours after the change).
 */
export function msToWeekEnd(now: Date): number {
  const parts: Record<string, string> = {};
  const format = dateTimeFormat({
    timeZone: TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  for (const { type, value } of format.formatToParts(now)) parts[type] = value;
  const day = Math.max(0, WEEKDAYS.indexOf(parts.weekday ?? 'Mon'));
  const elapsed = ((day * 24 + Number(parts.hour)) * 60 + Number(parts.minute)) * 60 + Number(parts.second);
  return (7 * 86_400 - elapsed) * 1000 - now.getMilliseconds();
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** One kind of answer, by project id: in memory, and in sessionStorage under `storageKey`. */
function answerStore<T extends object>(
  storageKey: string,
  fields: readonly (keyof T & string)[],
  keepMs: (now: Date) => number,
) {
  let entries: Map<string, Entry<T>> | null = null;
  const listeners = new Set<() => void>();

  /** The entries of this tab, read from sessionStorage once, expired ones left out. */
  function load(): Map<string, Entry<T>> {
    if (entries) return entries;
    entries = new Map();
    const now = appClock().getTime();
    try {
      const stored = JSON.parse(storage()?.getItem(storageKey) ?? '{}') as Record<string, Record<string, unknown>>;
      for (const [id, entry] of Object.entries(stored)) {
        const valid = [...fields, 'until'].every((field) => Number.isFinite(entry?.[field]));
        if (valid && (entry.until as number) > now) entries.set(id, entry as Entry<T>);
      }
    } catch {
      // Unreadable: start empty.
    }
    return entries;
  }

  function save(map: Map<string, Entry<T>>): void {
    try {
      storage()?.setItem(storageKey, JSON.stringify(Object.fromEntries(map)));
    } catch {
      // Full or blocked: this tab still has them in memory.
    }
  }

  function remember(id: string, counts: T, now: Date = appClock()): void {
    const map = load();
    for (const [key, entry] of map) if (entry.until <= now.getTime()) map.delete(key);
    const entry = { until: now.getTime() + keepMs(now) } as Entry<T>;
    for (const field of fields) Object.assign(entry, { [field]: counts[field] });
    map.set(id, entry);
    entries = new Map(map);
    save(entries);
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const unexpired = (entry: Entry<T> | null | undefined): T | null =>
    entry && entry.until > appClock().getTime() ? entry : null;

  /** The member's last answer for `id`, unless it expired. */
  function peek(id: string): T | null {
    return unexpired(load().get(id));
  }

  /** peek as a hook (none on the server and while hydrating its HTML). */
  function useAnswer(id: string): T | null {
    return unexpired(
      useSyncExternalStore(
        subscribe,
        () => load().get(id) ?? null,
        () => null,
      ),
    );
  }

  function reset(): void {
    entries = null;
    storage()?.removeItem(storageKey);
  }

  return { remember, peek, useAnswer, reset };
}

const votes = answerStore<VoteAnswerCounts>('vibechart:vote-answers', ['voteCount', 'weeklyVotes'], (now) =>
  Math.min(KEEP_MS, msToWeekEnd(now)),
);
const vibes = answerStore<VibeAnswerCounts>('vibechart:vibe-answers', ['vibeCount'], () => KEEP_MS);
const totals = answerStore<{ atLeast: number }>('vibechart:total-answers', ['atLeast'], () => KEEP_MS);

/** After a counted vote: its answer's counts for `id`. */
export const rememberVoteAnswer = votes.remember;
/** The member's last vote answer for `id` (none on the server and while hydrating its HTML). */
export const useVoteAnswer = votes.useAnswer;
/** After a sent vibe: its answer's count for `id`. */
export const rememberVibeAnswer = vibes.remember;
/** The member's last vibe answer for `id` (none on the server and while hydrating its HTML). */
export const useVibeAnswer = vibes.useAnswer;

/**
 * A row whose counts are live (its votes in all and this week's) with the member's answer: when the
 * answer counted more votes this week than the row, the row is behind by that many in both counts.
 */
export function withVoteAnswer<T extends VoteAnswerCounts>(row: T, answer: VoteAnswerCounts | null): T {
  if (!answer || answer.weeklyVotes <= row.weeklyVotes) return row;
  const behind = answer.weeklyVotes - row.weeklyVotes;
  return { ...row, voteCount: row.voteCount + behind, weeklyVotes: answer.weeklyVotes };
}

/** A row with the member's vibe answer: never fewer vibes than the answer counted. */
export function withVibeAnswer<T extends VibeAnswerCounts>(row: T, answer: VibeAnswerCounts | null): T {
  if (!answer || answer.vibeCount <= row.vibeCount) return row;
  return { ...row, vibeCount: answer.vibeCount };
}

/** The counters that count the member's own votes and vibes. */
export type CountedTotal = 'totalVotes' | 'totalVibes';
/** What those counters showed when they last rendered (useCountedTotals). */
const shownTotals: Partial<Record<CountedTotal, number>> = {};

/** Notes what the counters show: an action sent next counts from it. */
export function noteShownTotals(shown: Record<CountedTotal, number | null>): void {
  for (const key of ['totalVotes', 'totalVibes'] as const) {
    const value = shown[key];
    if (value !== null) shownTotals[key] = value;
  }
}

/**
 * Before a vote or vibe is sent: the total as shown, which cannot include it yet and never runs ahead
 * of the server (counters only lag). Null when no counter has shown one.
 */
export function totalBeforeAction(key: CountedTotal): number | null {
  const known = [shownTotals[key], totals.peek(key)?.atLeast].filter((value) => value !== undefined);
  return known.length > 0 ? Math.max(...known) : null;
}

/** Once the server counted the action: its counter shows at least `before + 1` while caches lag. */
export function countInTotal(key: CountedTotal, before: number | null, now: Date = appClock()): void {
  if (before !== null) totals.remember(key, { atLeast: before + 1 }, now);
}

const atLeast = (value: number | null, floor: { atLeast: number } | null) =>
  value === null || floor === null ? value : Math.max(value, floor.atLeast);

/** The counters' values with the member's own actions counted in; notes what they show. */
export function useCountedTotals<T extends Record<CountedTotal, number | null>>(inputs: T): T {
  const votesFloor = totals.useAnswer('totalVotes');
  const vibesFloor = totals.useAnswer('totalVibes');
  const totalVotes = atLeast(inputs.totalVotes, votesFloor);
  const totalVibes = atLeast(inputs.totalVibes, vibesFloor);
  useEffect(() => noteShownTotals({ totalVotes, totalVibes }), [totalVotes, totalVibes]);
  return totalVotes === inputs.totalVotes && totalVibes === inputs.totalVibes
    ? inputs
    : { ...inputs, totalVotes, totalVibes };
}

/** Tests: forget this tab's answers. */
export function resetAnswers(): void {
  votes.reset();
  vibes.reset();
  totals.reset();
  delete shownTotals.totalVotes;
  delete shownTotals.totalVibes;
}
