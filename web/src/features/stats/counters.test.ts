import { describe, expect, it } from 'vitest';
import { formatCount, mobileCounters, showMobileStrip, topBarCounters } from './counters';

const inputs = { votesLeft: 7, totalVotes: 1234, totalVibes: 50, totalProjects: 60, totalBuilders: 40 };

describe('counters', () => {
  it('shows votes left when signed in, total votes when signed out', () => {
    expect(topBarCounters({ ...inputs, signedIn: true }).map((c) => [c.key, c.value])).toEqual([
      ['votesLeft', 7],
      ['totalVibes', 50],
      ['totalProjects', 60],
      ['totalVotesCast', 1234],
    ]);
    expect(topBarCounters({ ...inputs, signedIn: false })[0]).toMatchObject({ key: 'totalVotes', value: 1234 });
  });

  it('mobile strip: vibes, projects, votes, builders; hidden on /launchpad* and /new*', () => {
    expect(mobileCounters({ ...inputs, signedIn: false }).map((c) => c.value)).toEqual([50, 60, 1234, 40]);
    expect(['/', '/archive', '/launchpad', '/launchpad/x', '/new', '/newsletter'].map(showMobileStrip)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('formats counts as en-US does, with a dash for none', () => {
    for (const n of [0, 7, 999, 1000, 12345, 100000, 999999, 1234567, Number.MAX_SAFE_INTEGER])
      expect(formatCount(n), String(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(null)).toBe('–');
  });
});
