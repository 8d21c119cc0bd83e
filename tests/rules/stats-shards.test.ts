// stats_shards/{n}: the counter shards the vote and vibe transactions write to. Server only: the
// top bar reads the rolled-up stats/summary through /api.
import { COLLECTIONS, statsShard } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.statsShards, () => statsShard(0), '0');
