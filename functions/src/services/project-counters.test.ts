import { describe, expect, it } from 'vitest';
import { PROJECT_COUNTER_SHARDS, STATS_SHARDS } from '../domain/constants';
import { addShards, counterShardOf } from './project-counters';

describe('counterShardOf', () => {
  it('gives a voter the same shard every time, within range', () => {
    expect(counterShardOf('uid-a')).toBe(counterShardOf('uid-a'));
    for (let i = 0; i < 200; i++) {
      const shard = counterShardOf(`uid-${i}`);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(PROJECT_COUNTER_SHARDS);
      expect(counterShardOf(`uid-${i}`, STATS_SHARDS)).toBeLessThan(STATS_SHARDS);
    }
  });

  it('spreads 1,600 voters evenly: every shard takes between half and twice its share', () => {
    const counts = new Array<number>(PROJECT_COUNTER_SHARDS).fill(0);
    for (let i = 0; i < 1600; i++) counts[counterShardOf(`voter-${i}`)]! += 1;
    const share = 1600 / PROJECT_COUNTER_SHARDS;
    expect(Math.min(...counts)).toBeGreaterThan(share / 2);
    expect(Math.max(...counts)).toBeLessThan(share * 2);
  });
});

describe('addShards', () => {
  it("adds the shards' votes, weekly votes and vibes to the project's folded fields", () => {
    const stored = { voteCount: 7, votesByWeek: { '2026-11-16': 7 }, vibeCount: 2 };
    const shard = (votes: number, week: Record<string, number>, vibes: number, n: number) => ({
      id: `p_${n}`,
      projectId: 'p',
      votes,
      votesByWeek: week,
      vibes,
    });
    expect(
      addShards(stored, [shard(2, { '2026-11-23': 2 }, 1, 0), shard(1, { '2026-11-16': 1 }, 0, 3), shard(0, {}, 4, 9)]),
    ).toEqual({ voteCount: 10, votesByWeek: { '2026-11-16': 8, '2026-11-23': 2 }, vibeCount: 7 });
    expect(addShards(stored, [])).toEqual(stored);
    expect(stored).toEqual({ voteCount: 7, votesByWeek: { '2026-11-16': 7 }, vibeCount: 2 });
  });
});
