// What a review-session vote or a bonus changes elsewhere (docs/product.md#states-and-transitions:
// list, stats and quota refresh). Lists of other features are matched by their key prefixes:
// features share keys, not code.
import type { QueryKey } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const REFRESH_AFTER_VOTE: readonly QueryKey[] = [
  QUERY_KEYS.myQuota,
  QUERY_KEYS.chartStats,
  QUERY_KEYS.currentChart,
  ['projects'], // launchpad and archive pages
  ['submissions'], // All Projects
];

export const REFRESH_AFTER_EARN: readonly QueryKey[] = [QUERY_KEYS.myQuota];
