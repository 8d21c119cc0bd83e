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

  it('formats numbers', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(null)).toBe('–');
  });
});
