// newsletter_subscribers/{sha256(email)}: server only (admins too go through /api). Even the subscriber
// (matched by e-mail) cannot read their entry, and nobody subscribes without /api.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, AT, COLLECTIONS, newsletterSubscriber } from './helpers';
import { describeServerOnlyCollection } from './suites';

const email = (uid: string) => `${uid}@example.com`;
// Server only: admins see it through /api, never with the client SDK (firestore.rules).
const t = describeServerOnlyCollection(COLLECTIONS.newsletterSubscribers, () =>
  newsletterSubscriber(email(ALICE), { id: 'subscriber-1' }),
);

describe('newsletter_subscribers: subscribing', () => {
  it('a visitor cannot subscribe directly (the sign-up posts to /api)', async () => {
    const entry = newsletterSubscriber('dave@example.com');
    await assertFails(setDoc(doc(t.visitor(), COLLECTIONS.newsletterSubscribers, entry.id), entry));
  });
});

describe('newsletter_subscribers: double opt-in', () => {
  it('nobody confirms a pending address with the client SDK (only the e-mailed link, through /api)', async () => {
    const pending = newsletterSubscriber(email(ALICE), {
      id: 'pending-1',
      consentAt: null,
      confirmedAt: null,
      confirmTokenHash: 'a'.repeat(64),
    });
    await t.seed([`${COLLECTIONS.newsletterSubscribers}/${pending.id}`, pending]);
    const ref = (db: ReturnType<typeof t.visitor>) => doc(db, COLLECTIONS.newsletterSubscribers, pending.id);
    await assertFails(updateDoc(ref(t.visitor()), { confirmedAt: AT, confirmTokenHash: null }));
    await assertFails(updateDoc(ref(t.user(ALICE, { email: email(ALICE) })), { confirmedAt: AT }));
  });
});
