// docs/product.md#states-and-transitions ('today', 'N days ago', then a date) in the viewer's calendar days.

import { dateTimeFormat } from './intl';

const DAY_MS = 86_400_000;
export const RELATIVE_DAYS_MAX = 30;

/**
 * Whose calendar days count: the viewer's (undefined), a zone's by name, or a zone's whose day starts
 * around the instant are known (epoch ms, newest first: the next day's, today's, then back
 * RELATIVE_DAYS_MAX days). The page server sends those with its page, so the browser hydrates the
 * labels without Intl, whose first use is a long task on a phone (docs/performance.md).
 */
export type DayZone = string | undefined | { timeZone: string; dayStarts: readonly number[] };

/** The calendar day of `date` in `timeZone` (undefined: the browser's, which Date's own fields are in). */
function calendarDay(date: Date, timeZone?: string): number {
  if (timeZone === undefined) return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
  const format = dateTimeFormat({ timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = { year: 1970, month: 1, day: 1 };
  for (const { type, value } of format.formatToParts(date)) {
    if (type === 'year' || type === 'month' || type === 'day') parts[type] = Number(value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

/** Calendar days from `date` to `now` in `zone` (0 or less: the same day, or later). */
function daysBetween(date: Date, now: Date, zone: DayZone): number {
  if (typeof zone !== 'object') return calendarDay(now, zone) - calendarDay(date, zone);
  const [next, today] = zone.dayStarts;
  const oldest = zone.dayStarts.at(-1);
  const t = date.getTime();
  const known = today !== undefined && next !== undefined && oldest !== undefined;
  if (!known || now.getTime() < today || now.getTime() >= next || t < oldest) {
    return calendarDay(now, zone.timeZone) - calendarDay(date, zone.timeZone);
  }
  return zone.dayStarts.slice(1).filter((start) => t < start).length;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * docs/product.md#states-and-transitions: 'unknown', 'today', 'yesterday', 'N days ago' (2–30), then an absolute
 * date like 'Jan 5, 2026'. Calendar days in `zone` (the viewer's by default).
 */
export function relativeDayLabel(value: Date | string | null | undefined, now: Date, zone?: DayZone): string {
  const date = toDate(value);
  if (!date) return 'unknown';
  const days = daysBetween(date, now, zone);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days <= RELATIVE_DAYS_MAX) return `${days} days ago`;
  const timeZone = typeof zone === 'object' ? zone.timeZone : zone;
  return dateTimeFormat({ timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** 'submitted 3 days ago' — shown instead of movement when a project has none. */
export function submittedLabel(createdAt: Date | string | null | undefined, now: Date, zone?: DayZone): string {
  return `submitted ${relativeDayLabel(createdAt, now, zone)}`;
}
