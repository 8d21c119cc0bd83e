import { describe, expect, it } from 'vitest';
import { SET_CLOCK_RATE, clockFrom, parseInstant } from './clock';
import { weekStartOf } from './week';

describe('clock', () => {
  it('reads real time without a setting', () => {
    expect(clockFrom(null, () => 1_700_000_000_000)().getTime()).toBe(1_700_000_000_000);
  });

  it('starts a set clock at its instant and moves it slowly and in order', () => {
    let real = 5_000_000;
    const instant = parseInstant('2026-03-29T23:59:50+02:00').getTime();
    const clock = clockFrom({ instant, anchor: real, rate: SET_CLOCK_RATE }, () => real);
    expect(clock().toISOString()).toBe('2026-03-29T21:59:50.000Z');
    real += 2_000;
    const later = clock().getTime();
    expect(later).toBe(instant + 2);
    // Twenty minutes of a test run keep a Sunday-23:59:50 run in its week.
    real += 20 * 60_000;
    expect(weekStartOf(clock())).toBe('2026-03-23');
    expect(clock().getTime()).toBeGreaterThan(later);
  });

  it('parses instants with a zone and refuses ambiguous or broken ones', () => {
    expect(parseInstant('2026-10-25T02:30:00+01:00').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parseInstant('2026-12-31T22:30:00Z').toISOString()).toBe('2026-12-31T22:30:00.000Z');
    expect(parseInstant(' 2026-11-23T00:00:30.5+01:00 ').toISOString()).toBe('2026-11-22T23:00:30.500Z');
    for (const bad of ['2026-11-23', '2026-11-23T00:00:30', 'tomorrow', '2026-13-40T00:00:00Z', '']) {
      expect(() => parseInstant(bad)).toThrow(/Not an instant with a time zone/);
    }
  });
});
