// One-click unsubscribe (RFC 8058) for every bulk e-mail. The token is the address's sha256 (the id of
// its newsletter_subscribers and email_suppressions documents) plus an HMAC of it under the secret
// UNSUBSCRIBE_SECRET, so a link names no address and cannot be forged for another one. An address
// that unsubscribed gets no campaign or reminder again; the newsletter only after a new sign-up.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import type { EmailSuppression } from '../domain/entities';
import { emailSuppressionSchema } from '../domain/entities';
import { typedCollection } from './firestore';
import { newsletterSubscriberId } from './inbox';
import { runContended } from './transactions';

/** sha256 of the trimmed, lower-cased address: the same id as newsletter_subscribers uses. */
export function recipientKeyOf(email: string): string {
  return newsletterSubscriberId(email);
}

const TOKEN = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/;

function mac(key: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`vibechart-unsubscribe:v1:${key}`).digest();
}

export function unsubscribeToken(email: string, secret: string): string {
  const key = recipientKeyOf(email);
  return `${key}.${mac(key, secret).toString('base64url')}`;
}

/** The recipient key a token stands for, or null when it is malformed or not signed by `secret`. */
export function verifyUnsubscribeToken(token: string | undefined, secret: string): string | null {
  const match = TOKEN.exec(token ?? '');
  if (!match) return null;
  const [, key, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

const suppressions = (db: Firestore) => typedCollection(COLLECTIONS.emailSuppressions, emailSuppressionSchema, db);

/**
 * Unsubscribes the address behind `key` from all bulk e-mail: a suppression entry (its time moves to
 * now) and, when subscribed, the newsletter subscription ends. Idempotent; `changed` is false when
 * there was nothing left to stop.
 */
export async function unsubscribeAddress(
  db: Firestore,
  key: string,
  now: Date,
  source: 'link' | 'one-click',
): Promise<{ changed: boolean }> {
  const suppressionRef = suppressions(db).doc(key);
  const subscriberRef = db.collection(COLLECTIONS.newsletterSubscribers).doc(key);
  return runContended(db, async (tx) => {
    const [suppression, subscriber] = await Promise.all([tx.get(suppressionRef), tx.get(subscriberRef)]);
    const subscribed = subscriber.exists && subscriber.get('unsubscribedAt') == null;
    if (suppression.exists && !subscribed) return { changed: false };
    tx.set(suppressionRef, { id: key, unsubscribedAt: now, source });
    if (subscribed) tx.update(subscriberRef, { unsubscribedAt: now });
    return { changed: true };
  });
}

/** When each of `keys` unsubscribed (keys that never did are absent). */
export async function suppressionsOf(db: Firestore, keys: string[]): Promise<Map<string, Date>> {
  const out = new Map<string, Date>();
  const col = suppressions(db);
  for (let i = 0; i < keys.length; i += 300) {
    const refs = keys.slice(i, i + 300).map((k) => col.doc(k));
    if (refs.length === 0) continue;
    // getAll applies each ref's converter; its typing does not carry it.
    for (const snap of (await db.getAll(...refs)) as DocumentSnapshot<EmailSuppression>[]) {
      const data = snap.data();
      if (data) out.set(snap.id, data.unsubscribedAt);
    }
  }
  return out;
}

export async function isUnsubscribed(db: Firestore, email: string): Promise<boolean> {
  return (await suppressionsOf(db, [recipientKeyOf(email)])).size > 0;
}
