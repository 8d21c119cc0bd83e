// POST /api/projects (old form), POST /api/projects/v2, POST /api/tool-suggestions and
// GET /api/my-submissions. Identity comes from the token only: userId/userEmail/userFullName in
// forms and queries are ignored.
import type { Request, RequestHandler } from 'express';
import { THUMBNAIL_MAX_BYTES } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { db } from '../../services/firestore';
import type { SubmissionDraft } from '../../services/submissions';
import {
  checkDailyLimit,
  createSubmission,
  createToolSuggestion,
  listMySubmissions,
  oldFormDraft,
  v2FormDraft,
} from '../../services/submissions';
import type { AppDeps } from '../app';
import { currentUser } from '../middleware/auth';
import {
  TOOL_SUGGESTION_DAILY_LIMIT,
  TOOL_SUGGESTION_RATE_LIMIT,
  UPLOAD_RATE_LIMIT,
  memberRateLimit,
  rateLimit,
} from '../middleware/rate-limit';
import type { MultipartBody, MultipartLimits } from '../multipart';
import { parseMultipart } from '../multipart';
import { parseOldForm, parseV2Form } from '../submission-form';
import type { AuthUser } from '../middleware/auth';
import { defineHandlers } from '../mount-api';

export const SUBMISSION_FORM_LIMITS: MultipartLimits = {
  fileField: 'thumbnail',
  maxFileBytes: THUMBNAIL_MAX_BYTES,
  fileTooLargeMessage: MESSAGES.thumbnailTooLarge,
  maxFieldBytes: 10 * 1024,
  maxFields: 30,
};

export function submissionsHandlers(deps: AppDeps) {
  // Before the body is parsed or an image decoded: who (the contract's auth), how often (a per-member
  // window of attempts, failed ones included), and whether today's 5 are used up.
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
  const submit = (toDraft: (body: MultipartBody) => SubmissionDraft) => ({
    before: [uploadLimit, underDailyLimit],
    handle: async (_input: undefined, { req, user }: { req: Request; user: AuthUser }) => {
      const body = await parseMultipart(req, SUBMISSION_FORM_LIMITS);
      const context = { firestore: db(), blobStore: deps.blobStore, now: deps.clock() };
      return createSubmission(context, { uid: user.uid, name: user.name }, toDraft(body), body.file?.bytes ?? null);
    },
  });

  return defineHandlers({
    createProject: submit((body) => oldFormDraft(parseOldForm(body))),
    createProjectV2: submit((body) => v2FormDraft(parseV2Form(body))),
    toolSuggestion: {
      before: [
        memberRateLimit('tool-suggestion', TOOL_SUGGESTION_RATE_LIMIT, deps.clock),
        memberRateLimit('tool-suggestion-day', TOOL_SUGGESTION_DAILY_LIMIT, deps.clock),
      ],
      handle: (input, { user }) => createToolSuggestion(db(), user.uid, input, deps.clock()),
    },
    mySubmissions: (_input, { user }) => listMySubmissions(db(), user.uid, deps.clock()),
  });
}
