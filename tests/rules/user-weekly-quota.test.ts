// user_weekly_quota/{uid}_{weekStart}: the user's votes left this week. The user reads their own (the
// top-bar counter listens to it live), also by id before the week's document exists.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, COLLECTIONS, WEEK, ids, userWeeklyQuota } from './helpers';
import { describeOwnCollection, read } from './suites';

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

describe('user_weekly_quota: before the week has a document', () => {
  const missing = (uid: string) => `${COLLECTIONS.userWeeklyQuota}/${ids.quota(uid, WEEK)}`;

  it('the owner may listen to the id of their week (it answers "no document")', async () => {
    const snapshot = await assertSucceeds(read(t.user(ALICE), missing(ALICE)));
    expect(snapshot.exists()).toBe(false);
  });

  it('nobody else may, not even to learn whether it exists', async () => {
    await assertFails(read(t.user(BOB), missing(ALICE)));
    await assertFails(read(t.visitor(), missing(ALICE)));
    await assertFails(read(t.admin(), missing(ALICE)));
    await assertFails(read(t.user(ALICE), `${COLLECTIONS.userWeeklyQuota}/${ALICE}x_${WEEK}`));
  });
});
