// Week math in Europe/Copenhagen: a week runs Monday 00:00 to Sunday 23:59:59.999 local time,
// and is named by its Monday as YYYY-MM-DD (weekStart / weekOf).
import { TZDate } from '@date-fns/tz';
// One function per import: the functions bundle keeps packages external, and date-fns' index loads all.
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { TIME_ZONE } from './constants';

const WEEK_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday (YYYY-MM-DD, Copenhagen) of the week that contains `now`. */
export function weekStartOf(now: Date): string {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  return format(startOfWeek(local, { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The instant a week starts: Monday 00:00 Copenhagen. */
export function weekStartInstant(weekStart: string): Date {
  assertWeekStart(weekStart);
  const [y, m, d] = weekStart.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, TIME_ZONE).getTime());
}

/** The last millisecond of a week: Sunday 23:59:59.999 Copenhagen. */
export function weekEndInstant(weekStart: string): Date {
  return new Date(weekStartInstant(shiftWeek(weekStart, 1)).getTime() - 1);
}

/** The week `n` weeks after (or before, negative) `weekStart`. */
export function shiftWeek(weekStart: string, n: number): string {
  assertWeekStart(weekStart);
  const [y, m, d] = weekStart.split('-').map(Number) as [number, number, number];
  const local = new TZDate(y, m - 1, d, 12, 0, 0, 0, TIME_ZONE);
  return format(addWeeks(local, n), 'yyyy-MM-dd');
}

/** The Copenhagen calendar day (YYYY-MM-DD) of an instant: vibes are limited per day. */
export function dayOf(now: Date): string {
  return format(new TZDate(now.getTime(), TIME_ZONE), 'yyyy-MM-dd');
}

/** When the Copenhagen day of `instant` began (epoch ms), then the `count - 1` days before it, newest first. */
export function dayStartsBack(instant: Date, count: number): number[] {
  const today = startOfDay(new TZDate(instant.getTime(), TIME_ZONE));
  return Array.from({ length: count }, (_, i) => addDays(today, -i).getTime());
}

/** `days` calendar days later in Copenhagen (DST-safe). */
export function addLocalDays(instant: Date, days: number): Date {
  return new Date(addDays(new TZDate(instant.getTime(), TIME_ZONE), days).getTime());
}

export function isWeekStart(value: string): boolean {
  if (!WEEK_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getUTCDay() === 1
  );
}

export function assertWeekStart(value: string): void {
  if (!isWeekStart(value)) throw new RangeError(`Not a Monday date (YYYY-MM-DD): ${value}`);
}

/** The Monday job needs a few minutes after 00:00: what changes with the chart refreshes after this. */
export const CHART_JOB_GRACE_S = 15 * 60;

/** Seconds from `now` until the next chart is out (next Monday 00:00 Copenhagen, plus the job's grace). */
export function secondsUntilNextChart(now: Date): number {
  const next = weekEndInstant(weekStartOf(now)).getTime();
  return Math.max(60, Math.round((next - now.getTime()) / 1000) + CHART_JOB_GRACE_S);
}
