// The admin review queue (docs/product.md#admin-dashboard). Every route: custom claim admin:true, token
// checked for revocation (401 `Must be logged in`, 403 for non-admins), never cached. A decision
// e-mails the submitter through the mail settings (deps.mail in tests, else the Functions params).
import {
  countPending,
  deletePendingSubmission,
  listHeld,
  listPending,
  releaseHeld,
  setSubmissionStatus,
} from '../../services/admin';
import { listInbox, markInboxItemHandled } from '../../services/admin-inbox';
import { db } from '../../services/firestore';
import { mailOf } from '../../services/mail';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

export function adminHandlers(deps: AppDeps) {
  const mail = mailOf(deps);
  return defineHandlers({
    pendingCount: () => countPending(db()),

    pendingProjects: async () => (await listPending(db())).map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),

    heldProjects: async () =>
      (await listHeld(db())).map((p) => ({
        ...p,
        createdAt: p.createdAt.toISOString(),
        aiHeldAt: p.aiHeldAt.toISOString(),
      })),

    // The contract's shape {id, aiScore}: the maker's e-mail outcome is logged, not answered.
    releaseHeldProject: ({ aiScore }, { params }) =>
      releaseHeld(db(), params.id, aiScore, { mail: () => mail().settings(), clock: deps.clock }),

    adminInbox: () => listInbox(db()),

    handleInboxItem: (_input, { params, user }) =>
      markInboxItemHandled(db(), params.kind, params.id, user.uid, deps.clock()),

    // The contract's shape {id, status}: the e-mail's outcome is logged, not answered.
    setSubmissionStatus: ({ status }, { params }) =>
      setSubmissionStatus(db(), params.id, status, deps.clock(), { mail: () => mail().settings(), clock: deps.clock }),

    deleteSubmission: async (_input, { params }) => {
      await deletePendingSubmission(db(), deps.blobStore, params.id);
      return { ok: true } as const;
    },
  });
}
