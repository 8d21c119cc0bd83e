// The fairness review, admin claim only, never cached: the current week's flagged vote
// groups, and an admin's decision on one (who and why are recorded with it).
import { weekStartOf } from '../../domain/week';
import type { FairnessGroupView } from '../../services/fairness';
import { decideSuspiciousGroup, listSuspiciousGroups } from '../../services/fairness';
import { db } from '../../services/firestore';
import type { AppDeps } from '../app';
import { defineHandlers } from '../mount-api';

function groupJson(group: FairnessGroupView) {
  return {
    ...group,
    evidence: {
      ...group.evidence,
      firstVoteAt: group.evidence.firstVoteAt.toISOString(),
      lastVoteAt: group.evidence.lastVoteAt.toISOString(),
    },
    detectedAt: group.detectedAt.toISOString(),
    decidedAt: group.decidedAt?.toISOString() ?? null,
  };
}

export function fairnessHandlers(deps: AppDeps) {
  return defineHandlers({
    suspiciousVotes: async () => {
      const weekOf = weekStartOf(deps.clock());
      const groups = await listSuspiciousGroups(db(), weekOf);
      return { weekOf, groups: groups.map(groupJson) };
    },

    decideSuspiciousVotes: async (decision, { params, user }) =>
      groupJson(await decideSuspiciousGroup(db(), params.id, decision, user, deps.clock())),
  });
}
