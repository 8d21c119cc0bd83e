// The fairness review (issue 17), admin claim only, never cached: the current week's flagged vote
// groups, and an admin's decision on one (who and why are recorded with it).
import { Router } from 'express';
import { API } from '../../domain/api';
import { weekStartOf } from '../../domain/week';
import type { FairnessGroupView } from '../../services/fairness';
import { decideSuspiciousGroup, listSuspiciousGroups } from '../../services/fairness';
import { db } from '../../services/firestore';
import type { AppDeps } from '../app';
import { currentUser, requireAdmin } from '../middleware/auth';
import { cache } from '../middleware/cache';
import { parseInput } from '../validate';

const mounted = (path: string) => path.replace(/^\/api(?=\/)/, '');

function groupJson(group: FairnessGroupView) {
  return API.decideSuspiciousVotes.output.parse({
    ...group,
    evidence: {
      ...group.evidence,
      firstVoteAt: group.evidence.firstVoteAt.toISOString(),
      lastVoteAt: group.evidence.lastVoteAt.toISOString(),
    },
    detectedAt: group.detectedAt.toISOString(),
    decidedAt: group.decidedAt?.toISOString() ?? null,
  });
}

export function fairnessRouter(deps: AppDeps): Router {
  const router = Router();
  const { suspiciousVotes, decideSuspiciousVotes } = API;

  router.get(mounted(suspiciousVotes.path), cache(suspiciousVotes.cache), requireAdmin, async (_req, res) => {
    const weekOf = weekStartOf(deps.clock());
    const groups = await listSuspiciousGroups(db(), weekOf);
    res.json(suspiciousVotes.output.parse({ weekOf, groups: groups.map(groupJson) }));
  });

  router.post(
    mounted(decideSuspiciousVotes.path),
    cache(decideSuspiciousVotes.cache),
    requireAdmin,
    async (req, res) => {
      const decision = parseInput(decideSuspiciousVotes.input, req.body);
      const admin = currentUser(req);
      const decided = await decideSuspiciousGroup(db(), String(req.params.id), decision, admin, deps.clock());
      res.json(groupJson(decided));
    },
  );

  return router;
}
