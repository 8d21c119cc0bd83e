// Grants or revokes the admin role (docs/product.md#roles: custom claim `admin: true`). Other custom
// claims are kept. The account's refresh tokens are revoked either way: after a grant the next
// sign-in carries the claim; after a revoke the admin routes refuse the old ID tokens at once
// (they check revocation). users/{uid}.isAdmin mirrors the claim when the document exists.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/domain/collections';

export interface RoleChange {
  uid: string;
  email: string;
  /** The claim before the change. */
  wasAdmin: boolean;
  isAdmin: boolean;
}

export class AccountNotFoundError extends Error {}

export async function setAdminRole(email: string, admin: boolean): Promise<RoleChange> {
  const auth = getAuth();
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new AccountNotFoundError(`no account with the e-mail ${email} (it must have signed in once)`);
    }
    throw error;
  }
  const claims = { ...(user.customClaims ?? {}) };
  const wasAdmin = claims.admin === true;
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length ? claims : null);
  await auth.revokeRefreshTokens(user.uid);
  const ref = getFirestore().collection(COLLECTIONS.users).doc(user.uid);
  if ((await ref.get()).exists) await ref.update({ isAdmin: admin });
  return { uid: user.uid, email: user.email ?? email, wasAdmin, isAdmin: admin };
}
