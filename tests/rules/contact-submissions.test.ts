// contact_submissions/{id}: messages from the contact page, written by /api, read by admins only.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, contactSubmission } from './helpers';
import { describeAdminCollection } from './suites';

const t = describeAdminCollection(COLLECTIONS.contactSubmissions, 'contact-1', (uid) =>
  contactSubmission({ userId: uid }),
);

describe('contact_submissions: sending', () => {
  it('a visitor cannot write a message directly (the contact form posts to /api)', async () => {
    await assertFails(setDoc(doc(t.visitor(), COLLECTIONS.contactSubmissions, 'contact-2'), contactSubmission()));
  });
});
