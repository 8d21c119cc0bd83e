// Vibes from the chart (POST /api/projects/:id/vibe) and from the launchpad/archive (POST /api/vibes).
import { Router } from 'express';
import { z } from 'zod';
import { API } from '../../domain/api';
import { db } from '../../services/firestore';
import { idempotencyKeyOf } from '../../services/idempotency';
import { sendVibe } from '../../services/vibes';
import type { AppDeps } from '../app';
import { currentUser, requireUser } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { parseInput } from '../validate';

const pathOf = (path: string) => path.replace(/^\/api/, '');

/** A project id that can name a Firestore document: no slash, not `.`/`..`, not `__…__`. */
const projectId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} must be 200 characters or less`)
    .refine((v) => !v.includes('/') && v !== '.' && v !== '..' && !/^__.*__$/.test(v), `${name} is invalid`);

/** API.vibe.input's shape, with messages for each way it can be wrong. */
const vibeBodySchema = z.object({ submissionId: projectId('submissionId') });
const vibeParamsSchema = z.object({ id: projectId('Project id') });

export function vibesRouter(deps: AppDeps): Router {
  const router = Router();

  router.post(pathOf(API.projectVibe.path), cache(API.projectVibe.cache), requireUser, async (req, res) => {
    const { id } = parseInput(vibeParamsSchema, req.params);
    const idempotencyKey = idempotencyKeyOf(req);
    const result = await sendVibe(db(), {
      userId: currentUser(req).uid,
      submissionId: id,
      now: deps.clock(),
      idempotencyKey,
    });
    res.json(API.projectVibe.output.parse(result));
  });

  router.post(pathOf(API.vibe.path), cache(API.vibe.cache), requireUser, async (req, res) => {
    const { submissionId } = parseInput(vibeBodySchema, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const result = await sendVibe(db(), {
      userId: currentUser(req).uid,
      submissionId,
      now: deps.clock(),
      idempotencyKey,
    });
    res.json(API.vibe.output.parse(result));
  });

  return router;
}
