// POST /api/projects (old form), POST /api/projects/v2, POST /api/tool-suggestions and
// GET /api/my-submissions. Identity comes from the token only: userId/userEmail/userFullName in
// forms and queries are ignored.
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import { API } from '../../domain/api';
import { THUMBNAIL_MAX_BYTES } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { db } from '../../services/firestore';
import {
  checkDailyLimit,
  createSubmission,
  createToolSuggestion,
  listMySubmissions,
  oldFormDraft,
  v2FormDraft,
} from '../../services/submissions';
import type { AppDeps } from '../app';
import { cache } from '../middleware/cache';
import { currentUser, requireUser } from '../middleware/auth';
import { UPLOAD_RATE_LIMIT, rateLimit } from '../middleware/rate-limit';
import type { MultipartLimits } from '../multipart';
import { parseMultipart } from '../multipart';
import { parseOldForm, parseV2Form } from '../submission-form';
import { parseInput } from '../validate';

export const SUBMISSION_FORM_LIMITS: MultipartLimits = {
  fileField: 'thumbnail',
  maxFileBytes: THUMBNAIL_MAX_BYTES,
  fileTooLargeMessage: MESSAGES.thumbnailTooLarge,
  maxFieldBytes: 10 * 1024,
  maxFields: 30,
};

/** Paths in api.ts include the /api mount point. */
const routePath = (path: string) => path.replace(/^\/api/, '');

export function submissionsRouter(deps: AppDeps): Router {
  const router = Router();
  const context = () => ({ firestore: db(), blobStore: deps.blobStore, now: deps.clock() });
  const submitter = (req: Request) => {
    const user = currentUser(req);
    return { uid: user.uid, name: user.name };
  };

  // Before the body is parsed or an image decoded: who (requireUser), how often (a per-member window
  // of attempts, failed ones included), and whether today's 5 are used up.
  const uploadLimit = rateLimit({
    route: 'upload',
    ...(deps.uploadRateLimit ?? UPLOAD_RATE_LIMIT),
    clock: deps.clock,
    clientId: (req) => `uid:${currentUser(req).uid}`,
  });
  const underDailyLimit: RequestHandler = async (req, _res, next) => {
    await checkDailyLimit(db(), currentUser(req).uid, deps.clock());
    next();
  };
  const beforeUpload = [requireUser, uploadLimit, underDailyLimit];

  router.post(routePath(API.createProject.path), ...beforeUpload, cache(API.createProject.cache), async (req, res) => {
    const user = submitter(req);
    const body = await parseMultipart(req, SUBMISSION_FORM_LIMITS);
    const draft = oldFormDraft(parseOldForm(body));
    const created = await createSubmission(context(), user, draft, body.file?.bytes ?? null);
    res.status(201).json(created);
  });

  router.post(
    routePath(API.createProjectV2.path),
    ...beforeUpload,
    cache(API.createProjectV2.cache),
    async (req, res) => {
      const user = submitter(req);
      const body = await parseMultipart(req, SUBMISSION_FORM_LIMITS);
      const draft = v2FormDraft(parseV2Form(body));
      const created = await createSubmission(context(), user, draft, body.file?.bytes ?? null);
      res.status(201).json(created);
    },
  );

  router.post(routePath(API.toolSuggestion.path), requireUser, cache(API.toolSuggestion.cache), async (req, res) => {
    const { uid } = currentUser(req);
    res.status(201).json(await createToolSuggestion(db(), uid, req.body, deps.clock()));
  });

  router.get(routePath(API.mySubmissions.path), requireUser, cache(API.mySubmissions.cache), async (req, res) => {
    parseInput(API.mySubmissions.input, req.query);
    const { uid } = currentUser(req);
    res.json(await listMySubmissions(db(), uid, deps.clock()));
  });

  return router;
}
