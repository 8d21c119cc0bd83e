// vote_bonus_events/{uid}_{weekStart}_{action}: bonus votes earned (share, review5). The user reads their own.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, COLLECTIONS, WEEK, ids, voteBonusEvent } from './helpers';
import { describeOwnCollection } from './suites';

const t = describeOwnCollection(COLLECTIONS.voteBonusEvents, (uid) => {
  const data = voteBonusEvent(uid);
  return [data.id, data];
});

describe('vote_bonus_events: earning from the client', () => {
  it('a user cannot grant themselves a bonus', async () => {
    const earned = voteBonusEvent(ALICE, { id: ids.bonusEvent(ALICE, WEEK, 'review5'), action: 'review5', amount: 3 });
    await assertFails(setDoc(doc(t.user(ALICE), COLLECTIONS.voteBonusEvents, earned.id), earned));
  });
});
