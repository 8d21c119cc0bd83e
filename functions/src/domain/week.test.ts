import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  dayOf,
  dayStartsBack,
  isWeekStart,
  shiftWeek,
  weekEndInstant,
  weekStartInstant,
  weekStartOf,
} from './week';

describe('weekStartOf (Europe/Copenhagen)', () => {
  it('puts Sunday 23:59:59.999 local in the old week and Monday 00:00 local in the new one', () => {
    // Winter (CET, UTC+1): Monday 2026-11-23 00:00 local is 2026-11-22T23:00Z.
    expect(weekStartOf(new Date('2026-11-22T22:59:59.999Z'))).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-22T23:00:00.000Z'))).toBe('2026-11-23');
  });

  it('uses UTC+2 in summer (CEST)', () => {
    // Monday 2026-07-06 00:00 local is 2026-07-05T22:00Z.
    expect(weekStartOf(new Date('2026-07-05T21:59:59.999Z'))).toBe('2026-06-29');
    expect(weekStartOf(new Date('2026-07-05T22:00:00.000Z'))).toBe('2026-07-06');
  });

  it('handles the spring-forward week (DST starts Sunday 2026-03-29)', () => {
    const start = weekStartInstant('2026-03-23');
    expect(start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    const end = weekEndInstant('2026-03-23');
    // Monday 2026-03-30 00:00 CEST is 2026-03-29T22:00Z: this week is 167 hours long.
    expect(end.toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect((end.getTime() + 1 - start.getTime()) / 3_600_000).toBe(167);
    expect(weekStartOf(end)).toBe('2026-03-23');
    expect(weekStartOf(new Date(end.getTime() + 1))).toBe('2026-03-30');
  });

  it('handles the fall-back week (DST ends Sunday 2026-10-25)', () => {
    const start = weekStartInstant('2026-10-19');
    const end = weekEndInstant('2026-10-19');
    expect(start.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect((end.getTime() + 1 - start.getTime()) / 3_600_000).toBe(169);
  });
});

describe('week helpers', () => {
  it('shifts weeks across DST and year ends', () => {
    expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-23', -8)).toBe('2026-09-28');
  });

  it('validates Monday dates', () => {
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-22')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('23-11-2026')).toBe(false);
    expect(() => weekStartInstant('2026-11-24')).toThrow(RangeError);
  });

  it('names the local day and adds local days', () => {
    expect(dayOf(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(addLocalDays(new Date('2026-03-28T12:00:00Z'), 1).toISOString()).toBe('2026-03-29T11:00:00.000Z');
  });

  it('lists the starts of Copenhagen days back from an instant, 23 and 25 hours long across DST', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(dayStartsBack(new Date('2026-03-30T10:00:00Z'), 3).map(iso)).toEqual([
      '2026-03-29T22:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-27T23:00:00.000Z',
    ]);
    expect(dayStartsBack(new Date('2026-10-25T23:30:00Z'), 2).map(iso)).toEqual([
      '2026-10-25T23:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
    ]);
  });
});
