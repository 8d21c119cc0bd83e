// charts/{weekOf} and charts/current: the published chart. Server only: the site reads a chart through
// GET /api/submissions?filter=vibechart and /api/charts/{weekOf} (one read, cached by the CDN).
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { COLLECTIONS, WEEK, chart } from './helpers';
import { describeServerOnlyCollection, list, read } from './suites';

const t = describeServerOnlyCollection(COLLECTIONS.charts, () => chart(), 'current');

describe('charts: past weeks', () => {
  it('a visitor cannot read a past week by its weekOf id, nor list the weeks', async () => {
    await t.seed([`${COLLECTIONS.charts}/${WEEK}`, chart({ id: WEEK })]);
    await assertFails(read(t.visitor(), `${COLLECTIONS.charts}/${WEEK}`));
    await assertFails(list(t.visitor(), COLLECTIONS.charts));
  });
});
