// project_counter_shards/{projectId}_{n}: the votes and vibes of a project not yet folded into its
// document (functions/src/services/project-counters.ts). Server only: the counts reach people
// through /api, summed with the project's fields; no client reads or writes a shard.
import { COLLECTIONS } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.projectCounterShards, () => ({
  projectId: 'sub-1',
  votes: 3,
  votesByWeek: { '2026-11-23': 3 },
  vibes: 1,
}));
