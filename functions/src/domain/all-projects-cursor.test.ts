import { describe, expect, it } from 'vitest';
import type { AllProjectsCursor } from './all-projects-cursor';
import { formatAllProjectsCursor, parseAllProjectsCursor } from './all-projects-cursor';

describe('All Projects cursors', () => {
  it.each<[string, AllProjectsCursor]>([
    ['rank.20', { part: 'chart', afterRank: 20 }],
    ['new', { part: 'newest', after: null }],
    ['new.1790815800000.AbC9xYz', { part: 'newest', after: { createdAtMs: 1790815800000, id: 'AbC9xYz' } }],
    ['new.0.with.dots', { part: 'newest', after: { createdAtMs: 0, id: 'with.dots' } }],
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
  ])('refuses %j: one spelling per position', (text) => {
    expect(parseAllProjectsCursor(text)).toBeNull();
  });
});
