// chart_vote_shards/{weekStart}_{n}: the week's votes on projects that can chart, per voter shard
// (functions/src/services/chart-votes.ts). Server only: the live chart's counts reach people through
// GET /api/chart/live-votes; no client reads or writes a shard.
import { COLLECTIONS } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.chartVoteShards, () => ({
  weekStart: '2026-11-23',
  votes: { 'sub-1': 3, 'sub-2': 1 },
}));
