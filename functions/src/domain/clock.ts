// The one clock of the product. Time is an input: every job, service and page asks a Clock for
// "now", so a whole run (server, seed, jobs, browser) can be set to a chosen instant.

/** The current instant as the product sees it. */
export type Clock = () => Date;

/**
 * A run set to a chosen instant: at real time `anchor` (epoch ms) the clock reads `instant`, and from
 * then on it moves `rate` times as fast as real time. Every process of one run gets the same setting,
 * so they agree on "now" to the millisecond.
 */
export interface ClockSetting {
  instant: number;
  anchor: number;
  rate: number;
}

/**
 * How fast a set clock runs. 1/1000: a 20-minute test run moves it 1.2 s, so a run set to Sunday
 * 23:59:50 stays in that week from its first test to its last, while later events still come later.
 */
export const SET_CLOCK_RATE = 0.001;

// An ISO 8601 instant with a zone: 2026-03-29T00:30:00+01:00, 2026-12-31T22:30:00Z, optional fraction.
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Parses an instant for VIBECHART_NOW; refuses anything without an explicit zone (ambiguous). */
export function parseInstant(text: string): Date {
  const value = text.trim();
  const date = new Date(value);
  if (!INSTANT_RE.test(value) || Number.isNaN(date.getTime())) {
    throw new RangeError(
      `Not an instant with a time zone: "${text}" (expected e.g. 2026-03-29T00:30:00+01:00 or 2026-12-31T22:30:00Z)`,
    );
  }
  return date;
}

/** The real clock, or one set to a run's instant. */
export function clockFrom(setting: ClockSetting | null, realNow: () => number = Date.now): Clock {
  if (!setting) return () => new Date(realNow());
  const { instant, anchor, rate } = setting;
  return () => new Date(Math.floor(instant + (realNow() - anchor) * rate));
}
