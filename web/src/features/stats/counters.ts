// What the four counters show (docs/product.md#screens): pure, so the signed-in/out rule is unit-tested.
import { numberFormat } from '../../lib/intl';

export type CounterKey =
  'votesLeft' | 'totalVotes' | 'totalVibes' | 'totalProjects' | 'totalVotesCast' | 'totalBuilders';

export interface CounterValue {
  key: CounterKey;
  /** Short visible label. */
  label: string;
  /** Tooltip text. */
  tooltip: string;
  value: number | null;
}

export interface CounterInputs {
  signedIn: boolean;
  votesLeft: number | null;
  totalVotes: number | null;
  totalVibes: number | null;
  totalProjects: number | null;
  totalBuilders: number | null;
}

/** Desktop top bar: votes left (signed in) or total votes, total vibes, total projects, total votes cast. */
export function topBarCounters(i: CounterInputs): CounterValue[] {
  return [
    i.signedIn
      ? { key: 'votesLeft', label: 'votes left', tooltip: 'Votes left this week', value: i.votesLeft }
      : { key: 'totalVotes', label: 'votes', tooltip: 'Total votes', value: i.totalVotes },
    { key: 'totalVibes', label: 'vibes', tooltip: 'Total vibes sent', value: i.totalVibes },
    { key: 'totalProjects', label: 'projects', tooltip: 'Total projects', value: i.totalProjects },
    { key: 'totalVotesCast', label: 'votes cast', tooltip: 'Total votes cast', value: i.totalVotes },
  ];
}

/** Mobile sticky strip: vibes, projects, votes, builders. */
export function mobileCounters(i: CounterInputs): CounterValue[] {
  return [
    { key: 'totalVibes', label: 'vibes', tooltip: 'Total vibes sent', value: i.totalVibes },
    { key: 'totalProjects', label: 'projects', tooltip: 'Total projects', value: i.totalProjects },
    { key: 'totalVotes', label: 'votes', tooltip: 'Total votes cast', value: i.totalVotes },
    { key: 'totalBuilders', label: 'builders', tooltip: 'Total builders', value: i.totalBuilders },
  ];
}

/** The strip is hidden on paths starting with /launchpad or /new (docs/product.md#screens). */
export function showMobileStrip(pathname: string): boolean {
  return !/^\/(launchpad|new)(\/|$)/.test(pathname);
}

/**
 * '12,345'. A count, a whole number, is grouped here: the top bar renders it while the page hydrates,
 * and a page's first Intl formatter is a long task on a phone (docs/performance.md).
 */
export function formatCount(value: number | null): string {
  if (value === null) return '–';
  if (!Number.isSafeInteger(value) || value < 0) return numberFormat().format(value);
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** docs/product.md#calls: an admin's pending count is read again every 30 s (the menus' red dot). */
export const PENDING_COUNT_POLL_MS = 30_000;
