// Google sign-in on the Auth emulator, the only way members sign in (http/middleware/auth.ts accepts
// Google accounts with a verified e-mail only): the emulator's IdP endpoint takes an unsigned Google
// id_token, links it to the account and returns a real ID token whose sign_in_provider is google.com.
// Tests and benchmarks that need a member's token get it here.
import { getAuth } from 'firebase-admin/auth';

const GOOGLE = 'google.com';

function authEmulator(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run inside emulators:exec (npm test)');
  return `http://${host}`;
}

export interface GoogleIdentity {
  email: string;
  name?: string;
  /** What Google says of the e-mail; the site refuses an unverified one. */
  emailVerified?: boolean;
}

/** The emulator's Google sign-in with the identity `sub`: the account's ID token (claims included). */
export async function signInWithGoogleIdentity(
  sub: string,
  { email, name = 'Test User', emailVerified = true }: GoogleIdentity,
): Promise<{ uid: string; token: string }> {
  const idToken = JSON.stringify({ sub, email, email_verified: emailVerified, name });
  const res = await fetch(
    `${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: `http://localhost/emulator/auth/handler?providerId=${GOOGLE}&id_token=${encodeURIComponent(idToken)}`,
        returnSecureToken: true,
      }),
    },
  );
  if (!res.ok) throw new Error(`Google sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, token: body.idToken };
}

/**
 * An ID token of the account `uid` signed in with Google: the account is created (uid, e-mail,
 * verified) when missing and given a Google identity when it has none, so a test keeps its own uids.
 */
export async function googleIdToken(uid: string, email: string, name = 'Test User'): Promise<string> {
  const auth = getAuth();
  let user = await auth.getUser(uid).catch(() => null);
  user ??= await auth.createUser({ uid, email, emailVerified: true, displayName: name });
  let sub = user.providerData.find((p) => p.providerId === GOOGLE)?.uid;
  // Google vouches for the address it signs in with (a changed address too).
  if (!user.emailVerified) await auth.updateUser(uid, { emailVerified: true });
  if (!sub) {
    sub = `google-${uid}`;
    await auth.updateUser(uid, {
      emailVerified: true,
      providerToLink: { providerId: GOOGLE, uid: sub, email, displayName: name },
    });
  }
  const signedIn = await signInWithGoogleIdentity(sub, { email: user.email ?? email, name });
  if (signedIn.uid !== uid) throw new Error(`Google sign-in of ${uid} signed in ${signedIn.uid}`);
  return signedIn.token;
}
