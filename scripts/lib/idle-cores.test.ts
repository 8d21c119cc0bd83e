import { describe, expect, it } from 'vitest';
import { coreTimes, idleShare } from './idle-cores.mjs';

const cpu = (busy: number, idle: number) => ({ times: { user: busy, nice: 0, sys: 0, idle, irq: 0 } });

describe('idleShare', () => {
  it('is the idle share of every CPU when the process may use them all', () => {
    const from = coreTimes([cpu(0, 0), cpu(0, 0)]);
    // Over 1 s: one CPU busy throughout, the other idle half the time.
    const to = coreTimes([cpu(1000, 0), cpu(500, 500)]);
    expect(idleShare(from, to, 2, 2)).toBeCloseTo(0.25);
  });

  it("does not count the idle time of CPUs the process may not use (taskset, a container's cpuset)", () => {
    const from = coreTimes([cpu(0, 0), cpu(0, 0)]);
    // Allowed one CPU of two: it is saturated while the other idles.
    const to = coreTimes([cpu(1000, 0), cpu(0, 1000)]);
    expect(idleShare(from, to, 2, 1)).toBe(0);
    expect(idleShare(from, coreTimes([cpu(400, 600), cpu(0, 1000)]), 2, 1)).toBeCloseTo(0.6);
  });

  it('is 0 when no time passed', () => {
    const same = coreTimes([cpu(5, 5)]);
    expect(idleShare(same, same, 1, 1)).toBe(0);
  });
});
