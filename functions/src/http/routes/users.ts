// Sign-in sync and the admin lookup. Both use only the verified token: bodies and query e-mails
// never decide who the user is or whether they are an admin.
import { db } from '../../services/firestore';
import { isAdminFor, makerRankEmailsOf, setMakerRankEmails, syncUser } from '../../services/users';
import type { AppDeps } from '../app';
import { USER_SYNC_RATE_LIMIT, memberRateLimit } from '../middleware/rate-limit';
import { defineHandlers } from '../mount-api';

export function usersHandlers(deps: AppDeps) {
  return defineHandlers({
    // The body (id, email, fullName from the client) is parsed only to refuse non-objects, then ignored.
    syncUser: {
      before: [memberRateLimit('user-sync', USER_SYNC_RATE_LIMIT, deps.clock)],
      handle: async (_input, { user }) => {
        await syncUser(db(), user, deps.clock());
        return { ok: true } as const;
      },
    },

    myMakerEmails: async (_input, { user }) => ({ enabled: await makerRankEmailsOf(db(), user.uid) }),

    setMyMakerEmails: async ({ enabled }, { user }) => ({
      enabled: await setMakerRankEmails(db(), user, enabled, deps.clock()),
    }),

    checkAdmin: ({ email }, { user }) => ({ isAdmin: isAdminFor(user ?? undefined, email) }),
  });
}
