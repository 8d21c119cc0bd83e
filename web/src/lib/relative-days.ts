// Spec §4 relative day labels ('today', 'N days ago', then a date) in the viewer's calendar days.

import { dateTimeFormat } from './intl';

const DAY_MS = 86_400_000;
export const RELATIVE_DAYS_MAX = 30;

function calendarDay(date: Date, timeZone?: string): number {
  const parts = dateTimeFormat({ timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec §4 relative day labels: 'unknown', 'today', 'yesterday', 'N days ago' (2–30), then an absolute
 * date like 'Jan 5, 2026'. Calendar days in `timeZone` (the viewer's by default).
 */
export function relativeDayLabel(value: Date | string | null | undefined, now: Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return 'unknown';
  const days = calendarDay(now, timeZone) - calendarDay(date, timeZone);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days <= RELATIVE_DAYS_MAX) return `${days} days ago`;
  return dateTimeFormat({ timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** 'submitted 3 days ago' — shown instead of movement when a project has none. */
export function submittedLabel(createdAt: Date | string | null | undefined, now: Date, timeZone?: string): string {
  return `submitted ${relativeDayLabel(createdAt, now, timeZone)}`;
}
