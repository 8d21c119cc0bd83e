import { describe, expect, it } from 'vitest';
import { initialVisibleCount, nextVisibleCount } from './all-projects-rows';

const ids = Array.from({ length: 75 }, (_, i) => `p${i}`);

describe('All Projects paging (docs/product.md#screens, #limits-and-constants: 20 more per Load More)', () => {
  it('starts with one page of 20', () => {
    expect(initialVisibleCount(ids, null)).toBe(20);
    expect(initialVisibleCount(ids, 'unknown')).toBe(20);
  });

  it('opens enough pages to show the project of a #project-{id} link', () => {
    expect(initialVisibleCount(ids, 'p0')).toBe(20);
    expect(initialVisibleCount(ids, 'p19')).toBe(20);
    expect(initialVisibleCount(ids, 'p20')).toBe(40);
    expect(initialVisibleCount(ids, 'p74')).toBe(80);
  });

  it('reveals 20 more, never past the end', () => {
    expect(nextVisibleCount(20, 75)).toBe(40);
    expect(nextVisibleCount(60, 75)).toBe(75);
    expect(nextVisibleCount(75, 75)).toBe(75);
  });
});
