import { describe, expect, it } from 'vitest';
import { movementOf, weeksOnChartLabel } from './chart-movement';
import { addLocalDays, dayStartsBack } from '@domain/week';
import { RELATIVE_DAYS_MAX, relativeDayLabel, submittedLabel } from './relative-days';

describe('movement and dates', () => {
  it('reads chartStatus', () => {
    expect(movementOf('↑3')).toEqual({ kind: 'up', text: '↑3', label: 'Up 3 places' });
    expect(movementOf('↓ 1')).toEqual({ kind: 'down', text: '↓1', label: 'Down 1 place' });
    expect(movementOf('=')?.kind).toBe('same');
    expect(movementOf('New Entry')?.text).toBe('New Entry');
    expect(movementOf('Re-entry')?.kind).toBe('reentry');
    expect(movementOf(null)).toBeNull();
    expect(movementOf('sideways')).toBeNull();
  });

  it('labels days: today, yesterday, N days ago up to 30, then a date', () => {
    const now = new Date('2026-03-31T10:00:00Z');
    expect(relativeDayLabel(null, now, 'UTC')).toBe('unknown');
    expect(relativeDayLabel('not a date', now, 'UTC')).toBe('unknown');
    expect(relativeDayLabel('2026-03-31T00:30:00Z', now, 'UTC')).toBe('today');
    expect(relativeDayLabel(new Date('2026-03-30T23:59:00Z'), now, 'UTC')).toBe('yesterday');
    expect(relativeDayLabel('2026-03-29T12:00:00Z', now, 'UTC')).toBe('2 days ago');
    expect(relativeDayLabel('2026-03-01T12:00:00Z', now, 'UTC')).toBe('30 days ago');
    expect(relativeDayLabel('2026-02-28T12:00:00Z', now, 'UTC')).toBe('Feb 28, 2026');
    expect(submittedLabel('2026-03-28T12:00:00Z', now, 'UTC')).toBe('submitted 3 days ago');
  });

  it('counts calendar days in the given time zone', () => {
    const now = new Date('2026-03-31T00:30:00+02:00'); // 22:30 UTC the day before
    expect(relativeDayLabel('2026-03-30T20:00:00Z', now, 'Europe/Copenhagen')).toBe('yesterday');
    expect(relativeDayLabel('2026-03-30T20:00:00Z', now, 'UTC')).toBe('today');
  });

  it("counts in the browser's own zone without one, as in that zone named", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const nows = ['2026-03-29T00:30:00+01:00', '2026-10-25T02:30:00+01:00', '2026-12-31T23:30:00+01:00'];
    const dates = ['2026-03-28T23:30:00Z', '2026-10-24T22:10:00Z', '2026-12-30T23:59:00Z', '2025-12-01T12:00:00Z'];
    for (const now of nows) {
      for (const date of dates) {
        expect(relativeDayLabel(date, new Date(now))).toBe(relativeDayLabel(date, new Date(now), own));
      }
    }
  });

  it("counts with the server's day starts as with the zone's own calendar, across DST and a year end", () => {
    const zone = 'Europe/Copenhagen';
    const nows = [
      '2026-03-29T00:30:00+01:00',
      '2026-03-30T23:59:00+02:00',
      '2026-10-25T02:30:00+01:00',
      '2027-01-01T00:10:00+01:00',
    ];
    for (const iso of nows) {
      const now = new Date(iso);
      const dayStarts = dayStartsBack(addLocalDays(now, 1), RELATIVE_DAYS_MAX + 2);
      // Every 47 minutes over the 40 days before `now` (past the 30-day labels) and a day after it.
      for (let t = now.getTime() - 40 * 86_400_000; t < now.getTime() + 86_400_000; t += 47 * 60_000) {
        const label = relativeDayLabel(new Date(t), now, { timeZone: zone, dayStarts });
        expect(label, `${new Date(t).toISOString()} at ${iso}`).toBe(relativeDayLabel(new Date(t), now, zone));
      }
    }
  });

  it('falls back to the zone when the day starts do not cover the instant', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const stale = { timeZone: 'Europe/Copenhagen', dayStarts: dayStartsBack(new Date('2026-11-10T12:00:00Z'), 32) };
    expect(relativeDayLabel('2026-11-19T12:00:00Z', now, stale)).toBe('yesterday');
    expect(relativeDayLabel('2026-11-19T12:00:00Z', now, { timeZone: 'Europe/Copenhagen', dayStarts: [] })).toBe(
      'yesterday',
    );
  });

  it('caps weeks on chart at 4', () => {
    expect([0, 1, 3, 4, 9].map(weeksOnChartLabel)).toEqual([null, '1w', '3w', '4w', '4w']);
  });
});
