// Unit tests see the run's instant too: with VIBECHART_NOW set (scripts/test.mjs always sets it),
// `new Date()` and `Date.now()` start at that instant (timers stay real). A unit test that meant a
// particular day passes its own date; one that silently used "today" now meets the chosen one.
import { beforeEach } from 'vitest';
import { vi } from 'vitest';
import { parseInstant } from '../functions/src/domain/clock';

const text = process.env.VIBECHART_NOW?.trim();
const instant = text ? parseInstant(text) : null;

beforeEach(() => {
  if (instant) vi.useFakeTimers({ now: instant, toFake: ['Date'] });
  return () => {
    vi.useRealTimers();
  };
});
