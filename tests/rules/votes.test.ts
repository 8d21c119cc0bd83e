// votes/{weekStart}_{uid}_{submissionId}_{n}: one document per vote. Server only: read through /api.;
// votes are cast through /api only (quota and the 3-per-project rule are checked there).
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, COLLECTIONS, WEEK, ids, vote } from './helpers';
import { describeServerOnlyCollection } from './suites';

// Server only: the site reads it through /api, never with the client SDK (firestore.rules).
const t = describeServerOnlyCollection(COLLECTIONS.votes, () => vote(ALICE));

describe('votes: casting from the client', () => {
  it("a user cannot create a vote carrying another user's id", async () => {
    const forged = vote(BOB, { id: ids.vote(WEEK, BOB, 'sub-1', 1) });
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.votes, forged.id), forged));
  });

  it('a user cannot create a vote with their own id either (votes go through /api)', async () => {
    const own = vote(ALICE);
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.votes, own.id), own));
  });

  it('a user cannot raise the weight of their own vote', async () => {
    const own = vote(ALICE);
    await t.seed([`${COLLECTIONS.votes}/${own.id}`, own]);
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.votes, own.id), { ...own, weight: 100 }));
  });
});
