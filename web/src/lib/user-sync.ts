// POST /api/users/sync (docs/product.md#states-and-transitions, #calls): on sign-in and when a
// stored session resumes, so the server's users/{uid} exists and keeps the name, e-mail and photo
// of the token. Once per signed-in uid in a page session (Firebase reports every hourly token
// refresh too); a sign-out resets it, so the next sign-in syncs again. A failure is only logged
// (docs/product.md#errors-and-toasts: sync never blocks the user). No Firebase here:
// session-auth.ts feeds it onIdTokenChanged's user, tests feed it plain objects.

/** The listener for every ID-token change: the signed-in user, or null when signed out. */
export type UserSyncListener<U extends { uid: string }> = (user: U | null) => Promise<void>;

export function createUserSync<U extends { uid: string }>(
  sync: (user: U) => Promise<unknown>,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): UserSyncListener<U> {
  let syncedUid: string | null = null;
  return async (user) => {
    if (!user) {
      syncedUid = null;
      return;
    }
    if (user.uid === syncedUid) return;
    syncedUid = user.uid;
    try {
      await sync(user);
    } catch (error) {
      log('Could not sync the signed-in user', error);
    }
  };
}

/** The body the contract's syncUser names (docs/product.md#calls: id, email, fullName); the server uses the token. */
export function syncUserBody(user: { uid: string; email: string | null; displayName: string | null }) {
  return { id: user.uid, email: user.email, fullName: user.displayName };
}
