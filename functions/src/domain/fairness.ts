// A chart that can't be bought: the week's votes scored for patterns that money or a
// script leaves and real members don't. Pure: the fairness job (jobs/fairness.ts) passes the week's
// votes, the networks they came from and the voters' account dates; an admin decides what a flagged
// group's votes are worth.
//
// A group is flagged only with two signals, since a real community shows any one of them (everyone
// votes for the #1; a share link brings a burst; an office shares one address). Groups come from:
//   - the accounts that voted for exactly the same small set of projects this week (a plain ring);
//   - for each project, its voters that are fresh accounts, and its voters from one network: the
//     co-voting graph around the project, so a ring whose bots each also vote for some other project
//     (a decoy, a different one per bot) is still found. Signals: most accounts fresh, most votes in
//     one burst, most accounts from one network, or the group being most of the project's voters.
// Groups that share most of their accounts are one ring: their projects and accounts are merged.

/** The thresholds, in one place (the README's fairness rules quote them). */
export const FAIRNESS_RULES = {
  /** At least this many accounts with the same projects make a group. */
  minAccounts: 5,
  /** Only accounts that voted for at most this many projects this week are grouped by their set. */
  maxProjects: 3,
  /** An account is fresh when it was created at most this long before its first vote of the week. */
  freshHours: 72,
  /** Share of fresh accounts that flags a group. */
  freshShare: 0.5,
  /** A burst: this share of the group's votes inside… */
  burstShare: 0.8,
  /** …a window of at most this many minutes. */
  burstMinutes: 120,
  /** Share of a group's accounts that voted from one network (IPv4 /24, IPv6 /48). */
  addressShare: 0.5,
  /** A group that is at least this share of a project's voters. */
  voterShare: 0.5,
  /** Two candidate groups with this share of the smaller one's accounts in common are one ring. */
  overlapShare: 0.5,
} as const;

export const FAIRNESS_REASONS = ['same_projects', 'most_voters', 'fresh_accounts', 'burst', 'shared_address'] as const;
export type FairnessReason = (typeof FAIRNESS_REASONS)[number];
export type FairnessStatus = 'open' | 'discounted' | 'dismissed';

export interface FairnessVote {
  userId: string;
  submissionId: string;
  createdAt: Date;
  /** The network the vote came from, pseudonymous (votes.addressBucket); null or absent: unknown. */
  addressBucket?: string | null;
}

export interface VoteGroupEvidence {
  /** Accounts created within freshHours before their first vote of the week. */
  freshAccounts: number;
  /** The shortest window holding burstShare of the group's votes, in minutes. */
  burstWindowMinutes: number;
  /** The most accounts of the group that voted from one network. */
  sharedAddressAccounts: number;
  /** The group's accounts as a share of one of its projects' voters, the largest, in percent. */
  voterSharePercent: number;
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

/** The most accounts among `votes` that used one network. */
function largestNetwork(votes: readonly FairnessVote[]): number {
  const byBucket = new Map<string, Set<string>>();
  for (const vote of votes) {
    if (!vote.addressBucket) continue;
    const accounts = byBucket.get(vote.addressBucket) ?? new Set<string>();
    accounts.add(vote.userId);
    byBucket.set(vote.addressBucket, accounts);
  }
  return Math.max(0, ...[...byBucket.values()].map((accounts) => accounts.size));
}

interface Candidate {
  projects: string[];
  accounts: Set<string>;
  reasons: Set<FairnessReason>;
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
  const byProject = new Map<string, FairnessVote[]>();
  for (const vote of votes) {
    byUser.set(vote.userId, [...(byUser.get(vote.userId) ?? []), vote]);
    byProject.set(vote.submissionId, [...(byProject.get(vote.submissionId) ?? []), vote]);
  }
  const isFresh = (id: string) => {
    const created = accountCreatedAt.get(id);
    const first = Math.min(...(byUser.get(id) ?? []).map((v) => v.createdAt.getTime()));
    return created != null && first - created.getTime() <= rules.freshHours * 3_600_000;
  };
  const votersOf = (projectId: string) => new Set((byProject.get(projectId) ?? []).map((v) => v.userId));
  const votesOf = (projectIds: readonly string[], accounts: ReadonlySet<string>) =>
    projectIds.flatMap((p) => (byProject.get(p) ?? []).filter((v) => accounts.has(v.userId)));

  /** The signals a set of accounts shows on its projects' votes (beyond how it was chosen). */
  const signals = (projectIds: readonly string[], accounts: ReadonlySet<string>): Set<FairnessReason> => {
    const groupVotes = votesOf(projectIds, accounts);
    const times = groupVotes.map((v) => v.createdAt.getTime()).sort((a, b) => a - b);
    const fresh = [...accounts].filter(isFresh).length;
    const network = largestNetwork(groupVotes);
    const voters = Math.max(...projectIds.map((p) => votersOf(p).size));
    const out = new Set<FairnessReason>();
    if (fresh >= accounts.size * rules.freshShare) out.add('fresh_accounts');
    if (shortestSpan(times, Math.ceil(times.length * rules.burstShare)) <= rules.burstMinutes * 60_000)
      out.add('burst');
    if (network >= rules.minAccounts && network >= accounts.size * rules.addressShare) out.add('shared_address');
    if (accounts.size >= voters * rules.voterShare) out.add('most_voters');
    return out;
  };

  const candidates: Candidate[] = [];
  // Accounts that voted for exactly the same small set of projects.
  const bySignature = new Map<string, string[]>();
  for (const [userId, own] of byUser) {
    const projects = [...new Set(own.map((v) => v.submissionId))].sort();
    if (projects.length > rules.maxProjects) continue;
    const signature = projects.join('\n');
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), userId]);
  }
  for (const [signature, ids] of bySignature) {
    if (ids.length < rules.minAccounts) continue;
    const projects = signature.split('\n');
    const accounts = new Set(ids);
    const reasons = signals(projects, accounts);
    // Accounts that voted for nothing else are most of their projects' voters by construction.
    reasons.delete('most_voters');
    reasons.add('same_projects');
    if (reasons.size >= 2) candidates.push({ projects, accounts, reasons });
  }
  // Around each project, whatever else its voters voted for: its fresh voters, its voters from one network.
  for (const [projectId, projectVotes] of byProject) {
    const voters = votersOf(projectId);
    if (voters.size < rules.minAccounts) continue;
    const byNetwork = new Map<string, Set<string>>();
    for (const vote of projectVotes) {
      if (!vote.addressBucket) continue;
      byNetwork.set(vote.addressBucket, (byNetwork.get(vote.addressBucket) ?? new Set()).add(vote.userId));
    }
    const network = [...byNetwork.values()].sort((a, b) => b.size - a.size)[0] ?? new Set<string>();
    for (const accounts of [new Set([...voters].filter(isFresh)), network]) {
      if (accounts.size < rules.minAccounts) continue;
      const reasons = signals([projectId], accounts);
      if (reasons.size >= 2) candidates.push({ projects: [projectId], accounts, reasons });
    }
  }

  return mergeRings(candidates, rules)
    .map((ring) => voteGroup(weekStart, ring, byProject, isFresh, votersOf))
    .sort((a, b) => b.voteCount - a.voteCount || a.id.localeCompare(b.id));
}

/** Candidates that share most of their accounts are one ring (union-find over the overlaps). */
function mergeRings(candidates: readonly Candidate[], rules: typeof FAIRNESS_RULES): Candidate[][] {
  const parent = candidates.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const [a, b] = [candidates[i]!.accounts, candidates[j]!.accounts];
      const shared = [...a].filter((id) => b.has(id)).length;
      if (shared >= Math.min(a.size, b.size) * rules.overlapShare) parent[root(j)] = root(i);
    }
  }
  const rings = new Map<number, Candidate[]>();
  candidates.forEach((c, i) => rings.set(root(i), [...(rings.get(root(i)) ?? []), c]));
  return [...rings.values()];
}

function voteGroup(
  weekStart: string,
  ring: readonly Candidate[],
  byProject: ReadonlyMap<string, FairnessVote[]>,
  isFresh: (id: string) => boolean,
  votersOf: (projectId: string) => Set<string>,
): VoteGroup {
  // Each project's accounts: the candidates' that name it (a decoy another bot voted for is not counted).
  const accountsOf = new Map<string, Set<string>>();
  for (const candidate of ring) {
    for (const p of candidate.projects) {
      accountsOf.set(p, new Set([...(accountsOf.get(p) ?? []), ...candidate.accounts]));
    }
  }
  const projectIds = [...accountsOf.keys()].sort();
  const groupVotes = projectIds.flatMap((p) =>
    (byProject.get(p) ?? []).filter((v) => accountsOf.get(p)!.has(v.userId)),
  );
  const accountIds = [...new Set(ring.flatMap((c) => [...c.accounts]))].sort();
  const times = groupVotes.map((v) => v.createdAt.getTime()).sort((a, b) => a - b);
  const votesByProject: Record<string, number> = {};
  for (const vote of groupVotes) votesByProject[vote.submissionId] = (votesByProject[vote.submissionId] ?? 0) + 1;
  const reasons = new Set(ring.flatMap((c) => [...c.reasons]));
  const share = Math.max(...projectIds.map((p) => accountsOf.get(p)!.size / Math.max(1, votersOf(p).size)));
  return {
    id: groupId(weekStart, projectIds),
    weekStart,
    projectIds,
    accountIds,
    accountCount: accountIds.length,
    voteCount: groupVotes.length,
    votesByProject,
    reasons: FAIRNESS_REASONS.filter((r) => reasons.has(r)),
    evidence: {
      freshAccounts: accountIds.filter(isFresh).length,
      burstWindowMinutes: Math.round(shortestSpan(times, Math.ceil(times.length * FAIRNESS_RULES.burstShare)) / 60_000),
      sharedAddressAccounts: largestNetwork(groupVotes),
      voterSharePercent: Math.round(share * 100),
      firstVoteAt: new Date(times[0]!),
      lastVoteAt: new Date(times[times.length - 1]!),
    },
  };
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
