// chart_entries/{weekOf}_{submissionId}: one row of a published week (rank history). Server only: the
// history is GET /api/projects/{id}/history (at most 1 + 4 reads); a client query could list every row.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, WEEK, ids, chartEntry } from './helpers';
import { describeServerOnlyCollection } from './suites';

const t = describeServerOnlyCollection(COLLECTIONS.chartEntries, () => chartEntry(), ids.chartEntry(WEEK, 'sub-1'));

describe('chart_entries: rank history', () => {
  it("a visitor cannot query one project's entries, even with a small limit", async () => {
    await t.seed([`${COLLECTIONS.chartEntries}/${ids.chartEntry(WEEK, 'sub-1')}`, chartEntry()]);
    const entries = query(
      collection(t.visitor(), COLLECTIONS.chartEntries),
      where('submissionId', '==', 'sub-1'),
      limit(5),
    );
    await assertFails(getDocs(entries));
  });
});
