// contact_submissions/{id}: messages from the contact page, written by /api, read through /api only.
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ALICE, COLLECTIONS, contactSubmission } from './helpers';
import { describeServerOnlyCollection } from './suites';

// Server only: admins see it through /api, never with the client SDK (firestore.rules).
const t = describeServerOnlyCollection(COLLECTIONS.contactSubmissions, () => contactSubmission({ userId: ALICE }));

describe('contact_submissions: sending', () => {
  it('a visitor cannot write a message directly (the contact form posts to /api)', async () => {
    await assertFails(setDoc(doc(t.visitor(), COLLECTIONS.contactSubmissions, 'contact-2'), contactSubmission()));
  });
});
