// A chart that can't be bought: the week's votes scored for patterns that money or a
// script leaves and real members don't. Pure: the nightly job (jobs/fairness.ts) passes the week's
// votes and the voters' account dates; an admin decides what a flagged group's votes are worth.
//
// A group is the accounts that voted for exactly the same small set of projects this week. A real
// community produces such groups too (everyone votes for the #1), so a group is flagged only with a
// second signal: most of its accounts were created just before they voted (a ring of fresh
// accounts), or most of its votes came within a short burst (one share link, pasted to a crowd or a
// script). Accounts that spread their votes over many projects are never grouped.

/** The thresholds, in one place (the README's fairness rules quote them). */
export const FAIRNESS_RULES = {
  /** At least this many accounts with the same projects make a group. */
  minAccounts: 5,
  /** Only accounts that voted for at most this many projects this week are grouped. */
  maxProjects: 3,
  /** An account is fresh when it was created at most this long before its first vote of the week. */
  freshHours: 72,
  /** Share of fresh accounts that flags a group. */
  freshShare: 0.5,
  /** A burst: this share of the group's votes inside… */
  burstShare: 0.8,
  /** …a window of at most this many minutes. */
  burstMinutes: 120,
} as const;

export type FairnessReason = 'same_projects' | 'fresh_accounts' | 'burst';
export type FairnessStatus = 'open' | 'discounted' | 'dismissed';

export interface FairnessVote {
  userId: string;
  submissionId: string;
  createdAt: Date;
}

export interface VoteGroupEvidence {
  /** Accounts created within freshHours before their first vote of the week. */
  freshAccounts: number;
  /** The shortest window holding burstShare of the group's votes, in minutes. */
  burstWindowMinutes: number;
  firstVoteAt: Date;
  lastVoteAt: Date;
}

export interface VoteGroup {
  /** `{weekStart}_{hash of the project set}`: the same group keeps its id when the job re-runs. */
  id: string;
  weekStart: string;
  projectIds: string[];
  accountIds: string[];
  accountCount: number;
  voteCount: number;
  /** The group's votes per project (what a discount takes off each project's week). */
  votesByProject: Record<string, number>;
  reasons: FairnessReason[];
  evidence: VoteGroupEvidence;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable id for a project set (not a secret). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function groupId(weekStart: string, projectIds: readonly string[]): string {
  return `${weekStart}_${fnv1a([...projectIds].sort().join('\n'))}`;
}

/** The shortest span (ms) of sorted times that holds `count` of them. */
function shortestSpan(times: readonly number[], count: number): number {
  let best = Infinity;
  for (let i = 0; i + count - 1 < times.length; i++) best = Math.min(best, times[i + count - 1]! - times[i]!);
  return best;
}

/**
 * The week's flagged groups, largest first. `accountCreatedAt` gives each voter's account creation
 * (null when unknown: never counted as fresh).
 */
export function findSuspiciousGroups(
  weekStart: string,
  votes: readonly FairnessVote[],
  accountCreatedAt: ReadonlyMap<string, Date | null>,
  rules = FAIRNESS_RULES,
): VoteGroup[] {
  const byUser = new Map<string, FairnessVote[]>();
  for (const vote of votes) byUser.set(vote.userId, [...(byUser.get(vote.userId) ?? []), vote]);

  const bySignature = new Map<string, string[]>();
  for (const [userId, own] of byUser) {
    const projects = [...new Set(own.map((v) => v.submissionId))].sort();
    if (projects.length > rules.maxProjects) continue;
    const signature = projects.join('\n');
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), userId]);
  }

  const groups: VoteGroup[] = [];
  for (const [signature, accountIds] of bySignature) {
    if (accountIds.length < rules.minAccounts) continue;
    const projectIds = signature.split('\n');
    const groupVotes = accountIds.flatMap((id) => byUser.get(id) ?? []);
    const times = groupVotes.map((v) => v.createdAt.getTime()).sort((a, b) => a - b);
    const freshAccounts = accountIds.filter((id) => {
      const created = accountCreatedAt.get(id);
      const first = Math.min(...(byUser.get(id) ?? []).map((v) => v.createdAt.getTime()));
      return created != null && first - created.getTime() <= rules.freshHours * 3_600_000;
    }).length;
    const burstMs = shortestSpan(times, Math.ceil(times.length * rules.burstShare));
    const reasons: FairnessReason[] = ['same_projects'];
    if (freshAccounts >= accountIds.length * rules.freshShare) reasons.push('fresh_accounts');
    if (burstMs <= rules.burstMinutes * 60_000) reasons.push('burst');
    if (reasons.length < 2) continue;
    const votesByProject: Record<string, number> = {};
    for (const vote of groupVotes) votesByProject[vote.submissionId] = (votesByProject[vote.submissionId] ?? 0) + 1;
    groups.push({
      id: groupId(weekStart, projectIds),
      weekStart,
      projectIds,
      accountIds: [...accountIds].sort(),
      accountCount: accountIds.length,
      voteCount: groupVotes.length,
      votesByProject,
      reasons,
      evidence: {
        freshAccounts,
        burstWindowMinutes: Math.round(burstMs / 60_000),
        firstVoteAt: new Date(times[0]!),
        lastVoteAt: new Date(times[times.length - 1]!),
      },
    });
  }
  return groups.sort((a, b) => b.voteCount - a.voteCount || a.id.localeCompare(b.id));
}

/** Votes a discounted group takes off each project, per week: projectId → weekStart → votes. */
export function discountsByProject(
  groups: readonly Pick<VoteGroup, 'weekStart' | 'votesByProject'>[],
): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const group of groups) {
    for (const [projectId, count] of Object.entries(group.votesByProject)) {
      const weeks = out.get(projectId) ?? new Map<string, number>();
      weeks.set(group.weekStart, (weeks.get(group.weekStart) ?? 0) + count);
      out.set(projectId, weeks);
    }
  }
  return out;
}

/** votesByWeek with a project's discounted votes taken off (never below zero), and how many were. */
export function discountVotes(
  votesByWeek: Readonly<Record<string, number>>,
  discounts: ReadonlyMap<string, number> | undefined,
): { votesByWeek: Record<string, number>; discounted: Record<string, number> } {
  const out = { ...votesByWeek };
  const discounted: Record<string, number> = {};
  for (const [week, count] of discounts ?? []) {
    const taken = Math.min(out[week] ?? 0, count);
    if (taken <= 0) continue;
    out[week] = (out[week] ?? 0) - taken;
    discounted[week] = taken;
  }
  return { votesByWeek: out, discounted };
}
