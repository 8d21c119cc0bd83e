// chart_entries/{weekOf}_{submissionId}: one row of a published week (rank history). Public.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, WEEK, ids, chartEntry } from './helpers';
import { describePublicCollection } from './suites';

const t = describePublicCollection(COLLECTIONS.chartEntries, ids.chartEntry(WEEK, 'sub-1'), () => chartEntry());

describe('chart_entries: rank history', () => {
  it("a visitor queries one project's entries", async () => {
    await t.seed(
      [`${COLLECTIONS.chartEntries}/${ids.chartEntry(WEEK, 'sub-1')}`, chartEntry()],
      [`${COLLECTIONS.chartEntries}/${ids.chartEntry(WEEK, 'sub-2')}`, chartEntry({ submissionId: 'sub-2', rank: 2 })],
    );
    const entries = query(collection(t.visitor(), COLLECTIONS.chartEntries), where('submissionId', '==', 'sub-1'));
    const snapshot = await assertSucceeds(getDocs(entries));
    expect(snapshot.size).toBe(1);
  });
});
