// list_indexes: the ordered ids behind the launchpad and archive pages (functions/src/services/
// list-index.ts). Server only: the pages are served by /api; no client reads or writes an index.
import { COLLECTIONS } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.listIndexes, () => ({
  ids: ['sub-1', 'sub-2'],
  at: [1_764_000_000_000, 1_763_900_000_000],
  builtAt: new Date('2026-11-25T12:00:00Z'),
}));
