import { describe, expect, it } from 'vitest';
import type { AllProjectsCursor } from './all-projects-cursor';
import { formatAllProjectsCursor, parseAllProjectsCursor } from './all-projects-cursor';

describe('All Projects cursors', () => {
  it.each<[string, AllProjectsCursor]>([
    ['rank.20', { part: 'chart', afterRank: 20 }],
    ['new', { part: 'newest', after: null }],
    ['new.1790815800000.AbC9xYz', { part: 'newest', after: { createdAtMs: 1790815800000, id: 'AbC9xYz' } }],
    ['new.0.with.dots', { part: 'newest', after: { createdAtMs: 0, id: 'with.dots' } }],
    ['name', { part: 'name', after: null }],
    ['name.cGxhbnRzZW5zZQ.AbC9xYz', { part: 'name', after: { nameKey: 'plantsense', id: 'AbC9xYz' } }],
    ['name.cGzDpXQgdi4y.a.b', { part: 'name', after: { nameKey: 'plåt v.2', id: 'a.b' } }],
  ])('%s reads back as it was written', (text, cursor) => {
    expect(parseAllProjectsCursor(text)).toEqual(cursor);
    expect(formatAllProjectsCursor(cursor)).toBe(text);
  });

  it.each([
    '',
    'rank.0',
    'rank.007',
    'rank.-1',
    'rank.12345',
    'new.',
    'new.01.a',
    'new.1.',
    'new.1.a/b',
    'new.1..',
    'NEW',
    'name.',
    'name.cGxhbnRzZW5zZQ==.a',
    'name.cGxhbnRzZW5zZR.a',
    'name.__8.a',
    'name.cGxhbnRzZW5zZQ.a/b',
  ])('refuses %j: one spelling per position', (text) => {
    expect(parseAllProjectsCursor(text)).toBeNull();
  });
});
