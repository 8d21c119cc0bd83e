// Calendar dates ('2025-06-02', a chart week's Monday) as en-US text. A calendar date has no zone, so
// the names are all it takes; Intl would also be a page's first formatter, a long task while a phone
// hydrates the page (docs/performance.md).
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

function parts(day: string): { year: number; month: string; date: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const date = Number(match?.[3]);
  return match && month && date >= 1 && date <= 31 ? { year: Number(match[1]), month, date } : null;
}

/** '2025-06-02' → 'June 2, 2025'; anything else as it is. */
export function longDate(day: string): string {
  const p = parts(day);
  return p ? `${p.month} ${p.date}, ${p.year}` : day;
}

/** '2025-06-02' → 'Jun 2'; anything else as it is. */
export function shortDate(day: string): string {
  const p = parts(day);
  return p ? `${p.month.slice(0, 3)} ${p.date}` : day;
}
