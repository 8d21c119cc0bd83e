// vote_bonus_events/{uid}_{weekStart}_{action}: bonus votes earned (share, review5). Server only: read through /api.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, COLLECTIONS, WEEK, ids, voteBonusEvent } from './helpers';
import { describeServerOnlyCollection } from './suites';

// Server only: the site reads it through /api, never with the client SDK (firestore.rules).
const t = describeServerOnlyCollection(COLLECTIONS.voteBonusEvents, () => voteBonusEvent(ALICE));

describe('vote_bonus_events: earning from the client', () => {
  it('a user cannot grant themselves a bonus', async () => {
    const earned = voteBonusEvent(ALICE, { id: ids.bonusEvent(ALICE, WEEK, 'review5'), action: 'review5', amount: 3 });
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.voteBonusEvents, earned.id), earned));
  });
});
