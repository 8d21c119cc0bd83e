// Sign-in sync and the admin lookup. Both use only the verified token: bodies and query e-mails
// never decide who the user is or whether they are an admin.
import { Router } from 'express';
import { API } from '../../domain/api';
import { db } from '../../services/firestore';
import { isAdminFor, makerRankEmailsOf, setMakerRankEmails, syncUser } from '../../services/users';
import type { AppDeps } from '../app';
import { currentUser, optionalUser, requireUser } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { parseInput } from '../validate';

const pathOf = (path: string) => path.replace(/^\/api/, '');

export function usersRouter(deps: AppDeps): Router {
  const router = Router();

  // The body (id, email, fullName from the client) is parsed only to refuse non-objects, then ignored.
  router.post(pathOf(API.syncUser.path), cache(API.syncUser.cache), requireUser, async (req, res) => {
    parseInput(API.syncUser.input, req.body);
    await syncUser(db(), currentUser(req), deps.clock());
    res.json(API.syncUser.output.parse({ ok: true }));
  });

  router.get(pathOf(API.myMakerEmails.path), cache(API.myMakerEmails.cache), requireUser, async (req, res) => {
    const enabled = await makerRankEmailsOf(db(), currentUser(req).uid);
    res.json(API.myMakerEmails.output.parse({ enabled }));
  });

  router.post(pathOf(API.setMyMakerEmails.path), cache(API.setMyMakerEmails.cache), requireUser, async (req, res) => {
    const { enabled } = parseInput(API.setMyMakerEmails.input, req.body);
    const stored = await setMakerRankEmails(db(), currentUser(req), enabled, deps.clock());
    res.json(API.setMyMakerEmails.output.parse({ enabled: stored }));
  });

  router.get(pathOf(API.checkAdmin.path), cache(API.checkAdmin.cache), optionalUser, async (req, res) => {
    const { email } = parseInput(API.checkAdmin.input, req.query);
    res.json(API.checkAdmin.output.parse({ isAdmin: isAdminFor(req.user, email) }));
  });

  return router;
}
