import { describe, expect, it } from 'vitest';
import type { FairnessVote } from './fairness';
import { FAIRNESS_RULES, discountVotes, discountsByProject, findSuspiciousGroups, groupId } from './fairness';

const WEEK = '2026-11-23';
const MONDAY = new Date('2026-11-22T23:00:00Z'); // Monday 00:00 Copenhagen
const at = (hours: number) => new Date(MONDAY.getTime() + hours * 3_600_000);
const LONG_AGO = new Date('2026-03-01T10:00:00Z');

/** A small deterministic generator (the test must fail or pass the same way every run). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 30 accounts made on Tuesday evening, each voting 3 times for `target` within the next hour. */
function ring(target: string, prefix = 'ring') {
  const votes: FairnessVote[] = [];
  const created = new Map<string, Date | null>();
  for (let i = 0; i < 30; i++) {
    const uid = `${prefix}${i}`;
    created.set(uid, at(42 + i / 60));
    for (let n = 0; n < 3; n++) votes.push({ userId: uid, submissionId: target, createdAt: at(43 + i / 40 + n / 600) });
  }
  return { votes, created };
}

/** 30 members of months' standing voting, over the week, for 1-3 of five popular projects. */
function ordinary() {
  const random = rng(7);
  const popular = ['pop1', 'pop2', 'pop3', 'pop4', 'pop5'];
  const votes: FairnessVote[] = [];
  const created = new Map<string, Date | null>();
  for (let i = 0; i < 30; i++) {
    const uid = `member${i}`;
    created.set(uid, LONG_AGO);
    const picks = popular.filter(() => random() < 0.45).slice(0, 3);
    for (const project of picks.length ? picks : ['pop1']) {
      const count = 1 + Math.floor(random() * 3);
      for (let n = 0; n < count; n++) votes.push({ userId: uid, submissionId: project, createdAt: at(random() * 160) });
    }
  }
  return { votes, created };
}

/**
 * `count` fresh accounts made on Tuesday evening, each voting 3 times for `target` and once for a
 * decoy of its own (decoy0, decoy1, …), in one burst on Tuesday night or spread over the week.
 */
function decoyRing(
  count: number,
  {
    target,
    spread = false,
    network,
    decoyPrefix = 'decoy',
  }: { target: string; spread?: boolean; network?: string; decoyPrefix?: string },
) {
  const votes: FairnessVote[] = [];
  const created = new Map<string, Date | null>();
  for (let i = 0; i < count; i++) {
    const uid = `bot${i}`;
    created.set(uid, at(42 + i / 60));
    const when = (n: number) => (spread ? at(44 + ((i * 13 + n * 29) % 110)) : at(43 + i / 60 + n / 600));
    const addressBucket = network ?? null;
    for (let n = 0; n < 3; n++) votes.push({ userId: uid, submissionId: target, createdAt: when(n), addressBucket });
    votes.push({ userId: uid, submissionId: `${decoyPrefix}${i}`, createdAt: when(3), addressBucket });
  }
  return { votes, created };
}

describe('suspicious vote groups', () => {
  it('flags a ring of 30 fresh accounts voting for one project, with the evidence', () => {
    const { votes, created } = ring('bought');
    const groups = findSuspiciousGroups(WEEK, votes, created);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      id: groupId(WEEK, ['bought']),
      projectIds: ['bought'],
      accountCount: 30,
      voteCount: 90,
      votesByProject: { bought: 90 },
      reasons: ['same_projects', 'most_voters', 'fresh_accounts', 'burst'],
    });
    expect(groups[0]!.evidence.freshAccounts).toBe(30);
    expect(groups[0]!.evidence.burstWindowMinutes).toBeLessThanOrEqual(FAIRNESS_RULES.burstMinutes);
  });

  it('does not flag 30 ordinary members voting for popular projects, even with the ring beside them', () => {
    const members = ordinary();
    expect(findSuspiciousGroups(WEEK, members.votes, members.created)).toEqual([]);
    const { votes, created } = ring('bought');
    const mixed = findSuspiciousGroups(WEEK, [...members.votes, ...votes], new Map([...members.created, ...created]));
    expect(mixed.map((g) => g.projectIds)).toEqual([['bought']]);
    expect(mixed[0]!.accountIds.every((id) => id.startsWith('ring'))).toBe(true);
  });

  it('flags old accounts only when their votes come in one burst, and fresh ones spread over the week', () => {
    const { votes } = ring('shared');
    const old = new Map(votes.map((v) => [v.userId, LONG_AGO] as const));
    expect(findSuspiciousGroups(WEEK, votes, old)[0]!.reasons).toEqual(['same_projects', 'burst']);
    const spread = votes.map((v, i) => ({ ...v, createdAt: at((i * 37) % 160) }));
    const fresh = new Map(votes.map((v) => [v.userId, at(-10)] as const));
    expect(findSuspiciousGroups(WEEK, spread, fresh)[0]!.reasons).toEqual([
      'same_projects',
      'most_voters',
      'fresh_accounts',
    ]);
    expect(findSuspiciousGroups(WEEK, spread, old)).toEqual([]);
  });

  it('never groups fewer than 5 accounts; old accounts voting widely over the week are never flagged', () => {
    const { votes, created } = ring('small');
    const four = votes.filter((v) => ['ring0', 'ring1', 'ring2', 'ring3'].includes(v.userId));
    expect(findSuspiciousGroups(WEEK, four, created)).toEqual([]);
    const old = new Map([...created.keys()].map((id) => [id, LONG_AGO] as const));
    const wide = votes.flatMap((v, i) =>
      ['a', 'b', 'c', 'd'].map((p, k) => ({ ...v, submissionId: p, createdAt: at((i * 7 + k * 31) % 160) })),
    );
    expect(findSuspiciousGroups(WEEK, wide, old)).toEqual([]);
  });

  it('flags a ring whose bots each also vote for a different decoy project: the group is the target', () => {
    // 60 fresh accounts in a burst, 3 votes for the target and 1 for their own decoy (a real project
    // that ordinary members vote for too): no two bots share a project set.
    const members = ordinary();
    const { votes, created } = decoyRing(60, { target: 'bought' });
    const decoyVotersBefore = members.votes.length;
    const groups = findSuspiciousGroups(WEEK, [...members.votes, ...votes], new Map([...members.created, ...created]));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      id: groupId(WEEK, ['bought']),
      projectIds: ['bought'],
      accountCount: 60,
      voteCount: 180,
      votesByProject: { bought: 180 },
      reasons: ['most_voters', 'fresh_accounts', 'burst'],
    });
    expect(groups[0]!.accountIds.every((id) => id.startsWith('bot'))).toBe(true);
    expect(decoyVotersBefore).toBeGreaterThan(0);
  });

  it('flags a decoy ring spread over the week (fresh accounts that are most of the voters)', () => {
    const { votes, created } = decoyRing(30, { target: 'quiet', spread: true });
    const genuine = Array.from({ length: 10 }, (_, i) => ({
      userId: `fan${i}`,
      submissionId: 'quiet',
      createdAt: at(i * 9),
    }));
    const known = new Map([...created, ...genuine.map((v) => [v.userId, LONG_AGO] as const)]);
    const groups = findSuspiciousGroups(WEEK, [...votes, ...genuine], known);
    expect(groups.map((g) => [g.projectIds, g.accountCount, g.reasons])).toEqual([
      [['quiet'], 30, ['most_voters', 'fresh_accounts']],
    ]);
  });

  it('flags fresh bots from one network among a larger crowd: shared address', () => {
    // The target is popular (100 members); 12 bots from one /24, spread over the week, with decoys.
    const crowd = Array.from({ length: 100 }, (_, i) => ({
      userId: `fan${i}`,
      submissionId: 'popular',
      createdAt: at(i * 1.5),
    }));
    const { votes, created } = decoyRing(12, { target: 'popular', spread: true, network: 'net-a' });
    const known = new Map([...created, ...crowd.map((v) => [v.userId, LONG_AGO] as const)]);
    const groups = findSuspiciousGroups(WEEK, [...crowd, ...votes], known);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ projectIds: ['popular'], accountCount: 12 });
    expect(groups[0]!.reasons).toEqual(['fresh_accounts', 'shared_address']);
    expect(groups[0]!.evidence.sharedAddressAccounts).toBe(12);
    // Without the shared network (and no burst), 12 fresh voters among 112 are no signal pair.
    const scattered = votes.map((v) => ({ ...v, addressBucket: `net-${v.userId}` }));
    expect(findSuspiciousGroups(WEEK, [...crowd, ...scattered], known)).toEqual([]);
  });

  it('merges one ring voting for two targets (each bot with its own decoy) into one group', () => {
    const a = decoyRing(40, { target: 'alpha' });
    const b = decoyRing(40, { target: 'beta', decoyPrefix: 'other-decoy' });
    const votes = [...a.votes, ...b.votes.map((v) => ({ ...v, createdAt: new Date(v.createdAt.getTime() + 60_000) }))];
    const groups = findSuspiciousGroups(WEEK, votes, a.created);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      id: groupId(WEEK, ['alpha', 'beta']),
      projectIds: ['alpha', 'beta'],
      accountCount: 40,
      votesByProject: { alpha: 120, beta: 120 },
    });
  });

  it('does not flag an office (one network, old accounts) voting for a popular project over the week', () => {
    const crowd = Array.from({ length: 60 }, (_, i) => ({
      userId: `fan${i}`,
      submissionId: 'popular',
      createdAt: at(i * 2.5),
    }));
    const office = Array.from({ length: 8 }, (_, i) => ({
      userId: `desk${i}`,
      submissionId: 'popular',
      createdAt: at(10 + i * 17),
      addressBucket: 'office',
    }));
    const known = new Map([...crowd, ...office].map((v) => [v.userId, LONG_AGO] as const));
    expect(findSuspiciousGroups(WEEK, [...crowd, ...office], known)).toEqual([]);
  });

  it("takes a discounted group's votes off each project's week, never below zero", () => {
    const discounts = discountsByProject([
      { weekStart: WEEK, votesByProject: { bought: 90, other: 5 } },
      { weekStart: '2026-11-16', votesByProject: { bought: 4 } },
    ]);
    expect(discountVotes({ [WEEK]: 120, '2026-11-16': 2 }, discounts.get('bought'))).toEqual({
      votesByWeek: { [WEEK]: 30, '2026-11-16': 0 },
      discounted: { [WEEK]: 90, '2026-11-16': 2 },
    });
    expect(discountVotes({ x: 1 }, undefined)).toEqual({ votesByWeek: { x: 1 }, discounted: {} });
  });
});
