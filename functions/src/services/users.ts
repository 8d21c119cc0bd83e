// users/{uid}: mirrored from the verified ID token on every sign-in. Nothing a client sends is stored
// here: e-mail, name, photo and the admin flag all come from the token (the flag from its custom claim).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import { userSchema } from '../domain/entities';
import type { User } from '../domain/entities';
import { typedCollection } from './firestore';
import { runContended } from './transactions';
import { DomainError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';

export const NO_EMAIL_MESSAGE = MESSAGES.accountHasNoEmail;
export const INVALID_EMAIL_MESSAGE = MESSAGES.accountEmailInvalid;

export interface TokenIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  /** The token's `picture` claim, unchecked. */
  photoUrl: string | null;
  isAdmin: boolean;
}

/** An http(s) URL the users schema accepts, else null (a data: URL or an over-long one is dropped). */
function photoUrlOf(picture: string | null): string | null {
  const parsed = userSchema.shape.photoUrl.safeParse(picture?.trim() || null);
  return parsed.success ? parsed.data : null;
}

/** Creates users/{uid} or brings name, e-mail, photo and lastSignInAt up to date; createdAt stays from the first sync. */
export async function syncUser(firestore: Firestore, identity: TokenIdentity, now: Date): Promise<User> {
  if (!identity.email) throw new DomainError('account_email_missing');
  const ref = typedCollection(COLLECTIONS.users, userSchema, firestore).doc(identity.uid);
  const parsed = userSchema.safeParse({
    id: identity.uid,
    email: identity.email,
    fullName: identity.name?.slice(0, 200) ?? null,
    isAdmin: identity.isAdmin,
    photoUrl: photoUrlOf(identity.photoUrl),
    createdAt: now,
    lastSignInAt: now,
  });
  if (!parsed.success) throw new DomainError('account_email_invalid');
  const user = parsed.data;
  return runContended(firestore, async (tx) => {
    const existing = (await tx.get(ref)).data();
    // The sign-in refreshes the profile; the member's own settings stay as they set them.
    const stored: User = {
      ...user,
      createdAt: existing?.createdAt ?? now,
      makerRankEmails: existing?.makerRankEmails ?? false,
    };
    tx.set(ref, stored);
    return stored;
  });
}

/** The maker's weekly rank e-mail: opted in or not. Cost: 1 read. */
export async function makerRankEmailsOf(firestore: Firestore, uid: string): Promise<boolean> {
  const snap = await typedCollection(COLLECTIONS.users, userSchema, firestore).doc(uid).get();
  return snap.data()?.makerRankEmails ?? false;
}

/** Opts in or out; creates the profile from the token first when the member never synced. */
export async function setMakerRankEmails(
  firestore: Firestore,
  identity: TokenIdentity,
  enabled: boolean,
  now: Date,
): Promise<boolean> {
  const ref = typedCollection(COLLECTIONS.users, userSchema, firestore).doc(identity.uid);
  if (!(await ref.get()).exists) await syncUser(firestore, identity, now);
  await ref.update({ makerRankEmails: enabled });
  return enabled;
}

/** check-admin answers only about the caller: their own e-mail (or none given) and their token's claim. */
export function isAdminFor(identity: TokenIdentity | undefined, email: string | undefined): boolean {
  if (!identity?.isAdmin || !identity.email) return false;
  if (email === undefined || email.trim() === '') return true;
  return email.trim().toLowerCase() === identity.email.toLowerCase();
}
