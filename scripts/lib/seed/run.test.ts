import { describe, expect, it } from 'vitest';
import { GENERATOR_VERSION, SEED_META_ID } from './generate';
import { DEFAULT_SEED_SIZE, assertEmulatorEnv, resolveSeedOptions } from './run';

const clock = () => new Date('2026-11-22T12:00:00Z');
const meta = {
  id: SEED_META_ID,
  size: 40,
  now: new Date('2026-11-01T08:00:00Z'),
  generatorVersion: GENERATOR_VERSION,
} as const;

describe('seed options', () => {
  it('defaults to size 300 at the current time on empty emulators', () => {
    expect(resolveSeedOptions({}, null, clock)).toEqual({
      options: { size: DEFAULT_SEED_SIZE, now: clock() },
      conflict: null,
    });
    expect(resolveSeedOptions({ size: 5 }, null, clock).options).toEqual({ size: 5, now: clock() });
  });

  it('repeats the stored seed when no parameters are given', () => {
    expect(resolveSeedOptions({}, { ...meta }, clock)).toEqual({
      options: { size: 40, now: meta.now },
      conflict: null,
    });
    expect(resolveSeedOptions({ size: 40, now: new Date(meta.now) }, { ...meta }, clock).conflict).toBeNull();
  });

  it('refuses other parameters or another generator version on top of a stored seed', () => {
    expect(resolveSeedOptions({ size: 41 }, { ...meta }, clock).conflict).toContain('--reset');
    expect(resolveSeedOptions({ now: clock() }, { ...meta }, clock).conflict).toContain(
      'size 40 at 2026-11-01T08:00:00.000Z',
    );
    expect(resolveSeedOptions({}, { ...meta, generatorVersion: GENERATOR_VERSION + 1 }, clock).conflict).not.toBeNull();
  });

  it('runs only against the emulators', () => {
    expect(() => assertEmulatorEnv({})).toThrow(/FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => assertEmulatorEnv({ FIRESTORE_EMULATOR_HOST: 'x:1' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST not set/);
    expect(() =>
      assertEmulatorEnv({ FIRESTORE_EMULATOR_HOST: 'x:1', FIREBASE_AUTH_EMULATOR_HOST: 'y:2' }),
    ).not.toThrow();
  });
});
