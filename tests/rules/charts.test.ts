// charts/{weekOf} and charts/current: the published chart, one read per chart view. Public.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, WEEK, chart } from './helpers';
import { describePublicCollection, read } from './suites';

const t = describePublicCollection(COLLECTIONS.charts, 'current', () => chart());

describe('charts: past weeks', () => {
  it('a visitor reads a past week by its weekOf id', async () => {
    await t.seed([`${COLLECTIONS.charts}/${WEEK}`, chart({ id: WEEK })]);
    const snapshot = await assertSucceeds(read(t.visitor(), `${COLLECTIONS.charts}/${WEEK}`));
    expect(snapshot.get('weekOf')).toBe(WEEK);
  });
});
