// Vibes from the chart (POST /api/projects/:id/vibe) and from the launchpad/archive (POST /api/vibes).
import { db } from '../../services/firestore';
import { sendVibe } from '../../services/vibes';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

export function vibesHandlers(deps: AppDeps) {
  return defineHandlers({
    projectVibe: (_input, { params, user, idempotencyKey }) =>
      sendVibe(db(), { userId: user.uid, submissionId: params.id, now: deps.clock(), idempotencyKey }),

    vibe: ({ submissionId }, { user, idempotencyKey }) =>
      sendVibe(db(), { userId: user.uid, submissionId, now: deps.clock(), idempotencyKey }),
  });
}
