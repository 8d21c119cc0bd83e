// Votes, the weekly quota, bonus votes and review sessions: POST /api/votes, GET /api/me/quota,
// POST /api/earn, POST /api/vote-session, POST /api/vote-action. The user is always the token's.
import type { Request } from 'express';
import { db } from '../../services/firestore';
import { createUserQueue, earnBonus, myQuota } from '../../services/quota';
import { actOnSession, createVoteSession } from '../../services/vote-sessions';
import { castVote } from '../../services/votes';
import type { AppDeps } from '../app';
import { VOTE_SESSION_RATE_LIMIT, memberRateLimit } from '../middleware/rate-limit';
import { defineHandlers } from '../mount-api';

/** The caller's public network (IPv4 /24, IPv6 /48) from trusted hops only, for the fairness job. */
const networkOf = (req: Request) => req.clientIdentity?.network ?? null;

export function votesHandlers(deps: AppDeps) {
  // Every call that spends or raises the caller's quota waits for their previous one (this instance).
  const queue = createUserQueue();
  return defineHandlers({
    vote: ({ submissionId }, { user, idempotencyKey, req }) =>
      queue(user.uid, () =>
        castVote(db(), { userId: user.uid, submissionId, now: deps.clock(), idempotencyKey, network: networkOf(req) }),
      ),

    myQuota: (_input, { user }) => myQuota(db(), user.uid, deps.clock()),

    earn: ({ action }, { user, idempotencyKey }) =>
      queue(user.uid, () => earnBonus(db(), { userId: user.uid, action, now: deps.clock(), idempotencyKey })),

    voteSession: {
      before: [memberRateLimit('vote-session', VOTE_SESSION_RATE_LIMIT, deps.clock)],
      handle: ({ targetCount, excludeProjectId }, { user }) =>
        createVoteSession(db(), { userId: user.uid, targetCount, excludeProjectId, now: deps.clock() }),
    },

    voteAction: ({ sessionId, projectId, action }, { user, idempotencyKey, req }) =>
      queue(user.uid, () =>
        actOnSession(db(), {
          userId: user.uid,
          sessionId,
          projectId,
          action,
          now: deps.clock(),
          idempotencyKey,
          network: networkOf(req),
        }),
      ),
  });
}
