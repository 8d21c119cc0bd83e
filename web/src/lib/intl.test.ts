import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

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
});
