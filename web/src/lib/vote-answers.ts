// The member's own votes as the server answered them. A vote's answer carries the project's counts
// read after it committed (all its votes, and this week's). The pages and their /api answers come
// through caches (a page up to 5 minutes at the CDN, a list's answer up to 6, the chart's live votes
// up to 1), so a refetch or a reload right after a vote can bring counts from before it: rows show at
// least what the answer said while any of those caches can be behind (KEEP_MS), never past the end of
// the week the answer counted (weekly counts start again on Monday), in this tab and after a reload
// of it (sessionStorage).
import { TIME_ZONE } from '@domain/constants';
import { useSyncExternalStore } from 'react';
import { appClock } from './clock';
import { dateTimeFormat } from './intl';

export interface VoteAnswerCounts {
  /** The project's votes in all. */
  voteCount: number;
  /** Its votes this week. */
  weeklyVotes: number;
}

interface Entry extends VoteAnswerCounts {
  /** App-clock ms after which the entry no longer counts. */
  until: number;
}

const STORAGE_KEY = 'vibechart:vote-answers';
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

let entries: Map<string, Entry> | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The entries of this tab, read from sessionStorage once, expired ones left out. */
function load(): Map<string, Entry> {
  if (entries) return entries;
  entries = new Map();
  const now = appClock().getTime();
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}') as Record<string, Entry>;
    for (const [id, entry] of Object.entries(stored)) {
      const valid = [entry?.voteCount, entry?.weeklyVotes, entry?.until].every(Number.isFinite);
      if (valid && entry.until > now) entries.set(id, entry);
    }
  } catch {
    // Unreadable: start empty.
  }
  return entries;
}

function save(map: Map<string, Entry>): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(map)));
  } catch {
    // Full or blocked: this tab still has them in memory.
  }
}

/** After a counted vote: its answer's counts for `id`. */
export function rememberVoteAnswer(id: string, counts: VoteAnswerCounts, now: Date = appClock()): void {
  const map = load();
  const until = now.getTime() + Math.min(KEEP_MS, msToWeekEnd(now));
  for (const [key, entry] of map) if (entry.until <= now.getTime()) map.delete(key);
  map.set(id, { voteCount: counts.voteCount, weeklyVotes: counts.weeklyVotes, until });
  entries = new Map(map);
  save(entries);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's last vote answer for `id` (none on the server and while hydrating its HTML). */
export function useVoteAnswer(id: string): VoteAnswerCounts | null {
  const entry = useSyncExternalStore(
    subscribe,
    () => load().get(id) ?? null,
    () => null,
  );
  return entry && entry.until > appClock().getTime() ? entry : null;
}

/**
 * A row whose counts are live (its votes in all and this week's) with the member's answer: when the
 * answer counted more votes this week than the row, the row is behind by that many in both counts.
 */
export function withVoteAnswer<T extends VoteAnswerCounts>(row: T, answer: VoteAnswerCounts | null): T {
  if (!answer || answer.weeklyVotes <= row.weeklyVotes) return row;
  const behind = answer.weeklyVotes - row.weeklyVotes;
  return { ...row, voteCount: row.voteCount + behind, weeklyVotes: answer.weeklyVotes };
}

/** Tests: forget this tab's entries. */
export function resetVoteAnswers(): void {
  entries = null;
  storage()?.removeItem(STORAGE_KEY);
}
