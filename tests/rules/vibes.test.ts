// vibes/{day}_{uid}_{submissionId}: free, one per user per project per day. The sender reads their own.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, COLLECTIONS, vibe } from './helpers';
import { describeOwnCollection } from './suites';

const t = describeOwnCollection(COLLECTIONS.vibes, (uid) => {
  const data = vibe(uid);
  return [data.id, data];
});

describe('vibes: sending from the client', () => {
  it("a user cannot send a vibe in another user's name", async () => {
    const forged = vibe(BOB);
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.vibes, forged.id), forged));
  });
});
