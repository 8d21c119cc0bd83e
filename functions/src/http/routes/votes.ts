// Votes, the weekly quota, bonus votes and review sessions: POST /api/votes, GET /api/me/quota,
// POST /api/earn, POST /api/vote-session, POST /api/vote-action. The user is always the token's.
import { Router } from 'express';
import { z } from 'zod';
import { API } from '../../domain/api';
import {
  earnInputSchema,
  voteActionInputSchema,
  voteInputSchema,
  voteSessionInputSchema,
} from '../../domain/validation';
import { db } from '../../services/firestore';
import { idempotencyKeyOf } from '../../services/idempotency';
import { createUserQueue, earnBonus, myQuota } from '../../services/quota';
import { actOnSession, createVoteSession } from '../../services/vote-sessions';
import { castVote } from '../../services/votes';
import type { AppDeps } from '../app';
import { currentUser, requireUser } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { parseInput } from '../validate';

const pathOf = (path: string) => path.replace(/^\/api/, '');

/**
 * An id that ends up in a document path: no slash, not `.`/`..`, not `__…__` (Firestore would throw,
 * a 500), with a message for each way it can be wrong (the domain field says "required" for all).
 */
const idField = (name: string, { trim = false } = {}) =>
  z
    .string({ error: `${name} is required` })
    .transform((v) => (trim ? v.trim() : v))
    .pipe(
      z
        .string()
        .min(1, `${name} is required`)
        .max(200, `${name} must be 200 characters or less`)
        .refine((v) => !v.includes('/') && v !== '.' && v !== '..' && !/^__.*__$/.test(v), `${name} is invalid`),
    );

// The domain schemas with the id fields made precise.
const voteBody = voteInputSchema.extend({ submissionId: idField('submissionId', { trim: true }) });
const voteActionBody = voteActionInputSchema.extend({
  sessionId: idField('sessionId'),
  projectId: idField('projectId'),
});
const voteSessionBody = voteSessionInputSchema.extend({
  excludeProjectId: z
    .string({ error: 'excludeProjectId must be a string' })
    .max(200, 'excludeProjectId must be 200 characters or less')
    .optional()
    .nullable(),
});

export function votesRouter(deps: AppDeps): Router {
  const router = Router();
  // Every call that spends or raises the caller's quota waits for their previous one (this instance).
  const queue = createUserQueue();

  router.post(pathOf(API.vote.path), cache(API.vote.cache), requireUser, async (req, res) => {
    const { submissionId } = parseInput(voteBody, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const { uid } = currentUser(req);
    const result = await queue(uid, () =>
      castVote(db(), { userId: uid, submissionId, now: deps.clock(), idempotencyKey }),
    );
    res.json(API.vote.output.parse(result));
  });

  router.get(pathOf(API.myQuota.path), cache(API.myQuota.cache), requireUser, async (req, res) => {
    res.json(API.myQuota.output.parse(await myQuota(db(), currentUser(req).uid, deps.clock())));
  });

  router.post(pathOf(API.earn.path), cache(API.earn.cache), requireUser, async (req, res) => {
    const { action } = parseInput(earnInputSchema, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const { uid } = currentUser(req);
    const result = await queue(uid, () => earnBonus(db(), { userId: uid, action, now: deps.clock(), idempotencyKey }));
    res.json(API.earn.output.parse(result));
  });

  router.post(pathOf(API.voteSession.path), cache(API.voteSession.cache), requireUser, async (req, res) => {
    const { targetCount, excludeProjectId } = parseInput(voteSessionBody, req.body);
    const result = await createVoteSession(db(), {
      userId: currentUser(req).uid,
      targetCount,
      excludeProjectId,
      now: deps.clock(),
    });
    res.json(API.voteSession.output.parse(result));
  });

  router.post(pathOf(API.voteAction.path), cache(API.voteAction.cache), requireUser, async (req, res) => {
    const { sessionId, projectId, action } = parseInput(voteActionBody, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const { uid } = currentUser(req);
    const result = await queue(uid, () =>
      actOnSession(db(), { userId: uid, sessionId, projectId, action, now: deps.clock(), idempotencyKey }),
    );
    res.json(API.voteAction.output.parse(result));
  });

  return router;
}
