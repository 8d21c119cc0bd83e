import { describe, expect, it } from 'vitest';
import { archiveHasMore, launchpadHasMore, mergePagesById, nextPageParam } from './project-pages';

const rows = (...ids: string[]) => ids.map((id) => ({ id, name: `row ${id}` }));

describe('mergePagesById', () => {
  it('concatenates pages in order', () => {
    expect(mergePagesById([rows('a', 'b'), rows('c')]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a row once, at its first place, when it shifted onto a later page', () => {
    const merged = mergePagesById([rows('a', 'b', 'c'), [{ id: 'c', name: 'again' }, ...rows('d')]]);
    expect(merged.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged[2]?.name).toBe('row c');
  });

  it('drops duplicates inside one page and handles no pages', () => {
    expect(mergePagesById([rows('a', 'a', 'b')]).map((r) => r.id)).toEqual(['a', 'b']);
    expect(mergePagesById([])).toEqual([]);
    expect(mergePagesById([[], []])).toEqual([]);
  });
});

describe('load-more rules (docs/product.md#limits-and-constants)', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('launchpad: more while a page returned 24 or more', () => {
    expect(launchpadHasMore(page(24))).toBe(true);
    expect(launchpadHasMore(page(30))).toBe(true);
    expect(launchpadHasMore(page(23))).toBe(false);
    expect(launchpadHasMore([])).toBe(false);
    expect(launchpadHasMore(undefined)).toBe(false);
  });

  it('archive: more only while the last page had exactly 24', () => {
    expect(archiveHasMore(page(24))).toBe(true);
    expect(archiveHasMore(page(25))).toBe(false);
    expect(archiveHasMore(page(23))).toBe(false);
    expect(archiveHasMore([])).toBe(false);
  });

  it('nextPageParam asks for the following page only while there is more', () => {
    const next = nextPageParam((last) => launchpadHasMore(last));
    expect(next(page(24), [], 1)).toBe(2);
    expect(next(page(24), [], 7)).toBe(8);
    expect(next(page(3), [], 2)).toBeUndefined();
  });
});
