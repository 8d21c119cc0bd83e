import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from './calendar-date';

const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('calendar dates as text', () => {
  it('says every day of three years as en-US Intl does', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(longDate(day), day).toBe(LONG.format(t));
      expect(shortDate(day), day).toBe(SHORT.format(t));
    }
  });

  it('gives back what is not a calendar date', () => {
    for (const text of ['nonsense', '2025-13-01', '2025-00-10', '2025-06-00', '2025-6-2', ''])
      expect([longDate(text), shortDate(text)]).toEqual([text, text]);
  });
});
