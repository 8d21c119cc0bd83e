// user_warmup_status/{uid}_{weekStart}: review-session progress. Server only: read through /api.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, COLLECTIONS, userWarmupStatus } from './helpers';
import { describeServerOnlyCollection } from './suites';

// Server only: the site reads it through /api, never with the client SDK (firestore.rules).
const t = describeServerOnlyCollection(COLLECTIONS.userWarmupStatus, () => userWarmupStatus(ALICE));

describe('user_warmup_status: changing it from the client', () => {
  it('a user cannot mark themselves eligible', async () => {
    const own = userWarmupStatus(ALICE);
    await t.seed([`${COLLECTIONS.userWarmupStatus}/${own.id}`, own]);
    await assertFails(
      updateDoc(doc(t.user(ALICE), COLLECTIONS.userWarmupStatus, own.id), { eligible: true, reviewsCompleted: 5 }),
    );
  });
});
