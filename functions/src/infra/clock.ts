// The process's clock: real time, or — on the emulators only — the instant a run was set to with
// VIBECHART_NOW (scripts/test.mjs also sets VIBECHART_NOW_ANCHOR so every process of the run agrees).
import type { Clock, ClockSetting } from '../domain/clock';
import { SET_CLOCK_RATE, clockFrom, parseInstant } from '../domain/clock';
import { runningInEmulator } from './blob-store';

const loadedAt = Date.now();

/** The setting VIBECHART_NOW asks for; null for real time. A deployed function never reads it. */
export function clockSettingFromEnv(env: NodeJS.ProcessEnv = process.env): ClockSetting | null {
  const text = env.VIBECHART_NOW?.trim();
  if (!text) return null;
  if (!runningInEmulator(env)) {
    throw new Error('VIBECHART_NOW is set outside the emulators: a real deployment always runs on real time');
  }
  const anchor = env.VIBECHART_NOW_ANCHOR ? Number(env.VIBECHART_NOW_ANCHOR) : loadedAt;
  if (!Number.isFinite(anchor))
    throw new Error(`VIBECHART_NOW_ANCHOR is not epoch milliseconds: ${env.VIBECHART_NOW_ANCHOR}`);
  return { instant: parseInstant(text).getTime(), anchor, rate: SET_CLOCK_RATE };
}

/** The clock of this process (see clockSettingFromEnv). */
export function systemClock(env: NodeJS.ProcessEnv = process.env): Clock {
  return clockFrom(clockSettingFromEnv(env));
}
