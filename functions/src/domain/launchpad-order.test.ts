import { describe, expect, it } from 'vitest';
import { launchpadOrder } from './launchpad-order';

const at = (iso: string) => new Date(iso).getTime();

describe('launchpad order', () => {
  it('is newest first, with featured projects first within each Copenhagen day', () => {
    const entries = [
      { id: 'mon-late', at: at('2026-11-23T21:00:00Z'), featured: false },
      { id: 'mon-early-featured', at: at('2026-11-23T08:00:00Z'), featured: true },
      // 23:30 UTC on Sunday is Monday 00:30 in Copenhagen: Monday's group.
      { id: 'mon-first-minutes', at: at('2026-11-22T23:30:00Z'), featured: false },
      { id: 'sun-featured', at: at('2026-11-22T12:00:00Z'), featured: true },
      { id: 'sun-noon', at: at('2026-11-22T12:00:00Z'), featured: false },
      { id: 'sun-late', at: at('2026-11-22T20:00:00Z'), featured: false },
    ];
    expect(launchpadOrder(entries).map((e) => e.id)).toEqual([
      'mon-early-featured',
      'mon-late',
      'mon-first-minutes',
      'sun-featured',
      'sun-late',
      'sun-noon',
    ]);
  });

  it('keeps the order of a list without featured projects', () => {
    const entries = [3, 1, 2].map((n) => ({ id: `p${n}`, at: at(`2026-11-2${n}T10:00:00Z`), featured: false }));
    expect(launchpadOrder(entries).map((e) => e.id)).toEqual(['p3', 'p2', 'p1']);
  });
});
