// The web app's clock: real time, unless the page was opened by a test run set to an instant
// (e2e/browser.ts puts that run's setting on window.__VIBECHART_CLOCK__ before any script runs).
// Only what the product shows reads it; Firebase Auth keeps real time for its tokens.
import type { ClockSetting } from '@domain/clock';
import { clockFrom } from '@domain/clock';

declare global {
  // In the browser: window.__VIBECHART_CLOCK__; in the page server: set before the render bundle loads.
  var __VIBECHART_CLOCK__: ClockSetting | undefined;
}

function settingFromWindow(): ClockSetting | null {
  const value = globalThis.__VIBECHART_CLOCK__;
  if (!value || ![value.instant, value.anchor, value.rate].every(Number.isFinite)) return null;
  return value;
}

const setting = settingFromWindow();

/** Now, as the product shows it. */
export const appClock = clockFrom(setting);

/** The product's time at a real epoch-ms moment (e.g. TanStack Query's dataUpdatedAt). */
export function appTimeAt(realMs: number): Date {
  return clockFrom(setting, () => realMs)();
}
