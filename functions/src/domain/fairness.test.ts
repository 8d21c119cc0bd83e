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
      reasons: ['same_projects', 'fresh_accounts', 'burst'],
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
    expect(findSuspiciousGroups(WEEK, spread, fresh)[0]!.reasons).toEqual(['same_projects', 'fresh_accounts']);
    expect(findSuspiciousGroups(WEEK, spread, old)).toEqual([]);
  });

  it('never groups fewer than 5 accounts, nor accounts that vote for many projects', () => {
    const { votes, created } = ring('small');
    const four = votes.filter((v) => ['ring0', 'ring1', 'ring2', 'ring3'].includes(v.userId));
    expect(findSuspiciousGroups(WEEK, four, created)).toEqual([]);
    const wide = votes.flatMap((v) => ['a', 'b', 'c', 'd'].map((p) => ({ ...v, submissionId: p })));
    expect(findSuspiciousGroups(WEEK, wide, created)).toEqual([]);
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
