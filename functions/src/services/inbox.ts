// What visitors send us: contact messages (read by admins) and newsletter sign-ups (one document
// per address, so there are no duplicates by construction).
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import type { ContactSubmission } from '../domain/entities';
import { contactSubmissionSchema } from '../domain/entities';
import { typedCollection } from './firestore';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stores a contact message as `new`; userId is the verified caller or null. Returns what was stored. */
export async function createContactSubmission(
  firestore: Firestore,
  input: ContactMessage,
  userId: string | null,
  now: Date,
): Promise<ContactSubmission> {
  const ref = typedCollection(COLLECTIONS.contactSubmissions, contactSubmissionSchema, firestore).doc();
  const stored = contactSubmissionSchema.parse({ id: ref.id, userId, ...input, status: 'new', createdAt: now });
  await ref.set(stored);
  return stored;
}

/** newsletter_subscribers/{id}: sha256 of the trimmed, lower-cased address. */
export function newsletterSubscriberId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

// Newsletter sign-ups are double opt-in: services/newsletter-optin.ts.
