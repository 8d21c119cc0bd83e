// newsletter_subscribers/{sha256(email)}: server-only except that admins read it. Even the subscriber
// (matched by e-mail) cannot read their entry, and nobody subscribes without /api.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, newsletterSubscriber } from './helpers';
import { describeAdminCollection } from './suites';

const email = (uid: string) => `${uid}@example.com`;
const t = describeAdminCollection(
  COLLECTIONS.newsletterSubscribers,
  'subscriber-1',
  (uid) => newsletterSubscriber(email(uid), { id: 'subscriber-1' }),
  { field: 'email', value: email },
);

describe('newsletter_subscribers: subscribing', () => {
  it('a visitor cannot subscribe directly (the sign-up posts to /api)', async () => {
    const entry = newsletterSubscriber('dave@example.com');
    await assertFails(setDoc(doc(t.visitor(), COLLECTIONS.newsletterSubscribers, entry.id), entry));
  });
});
