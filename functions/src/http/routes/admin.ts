// The admin review queue (spec §2 Admin dashboard). Every route: custom claim admin:true, token
// checked for revocation (401 `Must be logged in`, 403 for non-admins), never cached. A decision
// e-mails the submitter through the mail settings (deps.mail in tests, else the Functions params).
import { Router } from 'express';
import { API } from '../../domain/api';
import {
  countPending,
  deletePendingSubmission,
  listHeld,
  listPending,
  releaseHeld,
  setSubmissionStatus,
} from '../../services/admin';
import { db } from '../../services/firestore';
import type { MailDeps } from '../../services/mail';
import { mailDepsFromParams } from '../../services/mail';
import type { AppDeps } from '../app';
import { requireAdmin } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { parseInput } from '../validate';

/** api.ts paths start with /api; this router is mounted there. */
const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

export function adminRouter(deps: AppDeps): Router {
  const router = Router();
  const { pendingCount, pendingProjects, setSubmissionStatus: setStatus, deleteSubmission, heldProjects } = API;
  const { releaseHeldProject } = API;
  let fromParams: MailDeps | null = null;
  const mail = (): MailDeps => deps.mail ?? (fromParams ??= mailDepsFromParams());

  router.get(mounted(pendingCount.path), cache(pendingCount.cache), requireAdmin, async (_req, res) => {
    res.json(await countPending(db()));
  });

  router.get(mounted(pendingProjects.path), cache(pendingProjects.cache), requireAdmin, async (_req, res) => {
    const pending = await listPending(db());
    res.json(pending.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })));
  });

  router.get(mounted(heldProjects.path), cache(heldProjects.cache), requireAdmin, async (_req, res) => {
    const held = await listHeld(db());
    res.json(held.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), aiHeldAt: p.aiHeldAt.toISOString() })));
  });

  router.post(mounted(releaseHeldProject.path), cache(releaseHeldProject.cache), requireAdmin, async (req, res) => {
    const { aiScore } = parseInput(releaseHeldProject.input, req.body ?? {});
    res.json(await releaseHeld(db(), String(req.params.id), aiScore));
  });

  router.patch(mounted(setStatus.path), cache(setStatus.cache), requireAdmin, async (req, res) => {
    const { status } = parseInput(setStatus.input, req.body);
    const decided = await setSubmissionStatus(db(), String(req.params.id), status, deps.clock(), {
      mail: () => mail().settings(),
      clock: deps.clock,
    });
    // The contract's shape {id, status}: the e-mail's outcome is logged, not answered.
    res.json(setStatus.output.parse(decided));
  });

  router.delete(mounted(deleteSubmission.path), cache(deleteSubmission.cache), requireAdmin, async (req, res) => {
    await deletePendingSubmission(db(), deps.blobStore, String(req.params.id));
    res.json({ ok: true });
  });

  return router;
}
