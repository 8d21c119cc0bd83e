// user_weekly_quota/{uid}_{weekStart}: the user's votes left this week. The user reads their own.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, COLLECTIONS, userWeeklyQuota } from './helpers';
import { describeOwnCollection } from './suites';

const t = describeOwnCollection(COLLECTIONS.userWeeklyQuota, (uid) => {
  const data = userWeeklyQuota(uid);
  return [data.id, data];
});

describe('user_weekly_quota: changing it from the client', () => {
  it('a user cannot give themselves bonus votes or reset what they spent', async () => {
    const own = userWeeklyQuota(ALICE);
    await t.seed([`${COLLECTIONS.userWeeklyQuota}/${own.id}`, own]);
    await assertFails(updateDoc(doc(t.user(ALICE), COLLECTIONS.userWeeklyQuota, own.id), { bonusQuota: 100 }));
    await assertFails(updateDoc(doc(t.user(ALICE), COLLECTIONS.userWeeklyQuota, own.id), { spent: 0 }));
  });
});
