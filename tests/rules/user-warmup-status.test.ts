// user_warmup_status/{uid}_{weekStart}: review-session progress. The user reads their own.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, COLLECTIONS, userWarmupStatus } from './helpers';
import { describeOwnCollection } from './suites';

const t = describeOwnCollection(COLLECTIONS.userWarmupStatus, (uid) => {
  const data = userWarmupStatus(uid);
  return [data.id, data];
});

describe('user_warmup_status: changing it from the client', () => {
  it('a user cannot mark themselves eligible', async () => {
    const own = userWarmupStatus(ALICE);
    await t.seed([`${COLLECTIONS.userWarmupStatus}/${own.id}`, own]);
    await assertFails(
      updateDoc(doc(t.user(ALICE), COLLECTIONS.userWarmupStatus, own.id), { eligible: true, reviewsCompleted: 5 }),
    );
  });
});
