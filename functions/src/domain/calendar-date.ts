// Calendar dates ('2025-06-02', a chart week's Monday) as English text, for the pages, the badge and
// the share image. A calendar date has no zone, so the month's name is all it takes; in the browser
// Intl would also be a page's first formatter, a long task while a phone hydrates (docs/performance.md).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface CalendarDateParts {
  year: number;
  /** The month's English name ('June'); its first three letters are the short name. */
  month: string;
  /** Day of the month, 1–31. */
  day: number;
}

/** 'YYYY-MM-DD' read as its parts, or null for anything else. */
export function calendarDateParts(date: string): CalendarDateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  return match && month && day >= 1 && day <= 31 ? { year: Number(match[1]), month, day } : null;
}

/** '2025-06-02' → 'June 2, 2025'; anything else as it is. */
export function longDate(date: string): string {
  const p = calendarDateParts(date);
  return p ? `${p.month} ${p.day}, ${p.year}` : date;
}

/** '2025-06-02' → 'Jun 2'; anything else as it is. */
export function shortDate(date: string): string {
  const p = calendarDateParts(date);
  return p ? `${p.month.slice(0, 3)} ${p.day}` : date;
}
