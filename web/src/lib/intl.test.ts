import { describe, expect, it, vi } from 'vitest';
import { INTL_WORKER_TIMEOUT_MS, dateTimeFormat, loadIntl, numberFormat } from './intl';

describe('the Intl formatters', () => {
  it('are made once per set of options, an absent and an undefined zone being the same', () => {
    const year = dateTimeFormat({ timeZone: 'Europe/Copenhagen', year: 'numeric' });
    expect(dateTimeFormat({ timeZone: 'Europe/Copenhagen', year: 'numeric' })).toBe(year);
    expect(dateTimeFormat({ timeZone: 'UTC', year: 'numeric' })).not.toBe(year);
    expect(dateTimeFormat({ timeZone: undefined, day: 'numeric' })).toBe(dateTimeFormat({ day: 'numeric' }));
    expect(numberFormat()).toBe(numberFormat());
  });

  it('format in en-US', () => {
    // 2025-12-31 23:30 UTC is already 2026 in Copenhagen.
    const newYearsEve = new Date(Date.UTC(2025, 11, 31, 23, 30));
    expect(dateTimeFormat({ timeZone: 'Europe/Copenhagen', year: 'numeric' }).format(newYearsEve)).toBe('2026');
    expect(dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(newYearsEve)).toBe('December 31, 2025');
    expect(numberFormat().format(3019)).toBe('3,019');
  });

  it('load the locale data in a worker, and start without one where there is none', async () => {
    const made: FakeWorker[] = [];
    class FakeWorker {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
      terminate = vi.fn();
      constructor(readonly url: URL) {
        made.push(this);
        setTimeout(() => this.onmessage?.(), 10);
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    await loadIntl();
    expect(made).toHaveLength(1);
    expect(String(made[0]!.url)).toMatch(/intl-warm\.worker\.ts$/);
    expect(made[0]!.terminate).toHaveBeenCalled();
    vi.unstubAllGlobals();
    // Node has no Worker: loadIntl resolves at once.
    expect(typeof Worker).toBe('undefined');
    await loadIntl();
  });

  it('stop waiting for a worker that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Worker',
      class {
        terminate = vi.fn();
      },
    );
    const loaded = loadIntl();
    await vi.advanceTimersByTimeAsync(INTL_WORKER_TIMEOUT_MS);
    await expect(loaded).resolves.toBeUndefined();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
