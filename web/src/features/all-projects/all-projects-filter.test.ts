import { describe, expect, it } from 'vitest';
import { FILTER_TOOLS, filterOf, searchOf } from './all-projects-filter';

describe('All Projects filter from the address', () => {
  it('keeps a catalogue tool and folds the search text as the server does', () => {
    expect(FILTER_TOOLS).toContain('Cursor');
    expect(filterOf(new URLSearchParams('tool=Cursor&q=  PLÅT  Sla'))).toEqual({ tool: 'Cursor', q: 'plat sla' });
  });

  it('drops an unknown tool and a blank search', () => {
    expect(filterOf(new URLSearchParams('tool=cursor&q=%20%20'))).toEqual({});
    expect(filterOf(new URLSearchParams(''))).toEqual({});
  });

  it('writes one address per filter', () => {
    expect(searchOf({ q: 'plat', tool: 'Bolt' })).toBe('?tool=Bolt&q=plat');
    expect(searchOf({})).toBe('');
  });
});
