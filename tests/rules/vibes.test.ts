// vibes/{day}_{uid}_{submissionId}: free, one per user per project per day. Server only: read through /api.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, BOB, COLLECTIONS, vibe } from './helpers';
import { describeServerOnlyCollection } from './suites';

// Server only: the site reads it through /api, never with the client SDK (firestore.rules).
const t = describeServerOnlyCollection(COLLECTIONS.vibes, () => vibe(ALICE));

describe('vibes: sending from the client', () => {
  it("a user cannot send a vibe in another user's name", async () => {
    const forged = vibe(BOB);
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.vibes, forged.id), forged));
  });
});
