// stats_shards/{n}: the counter shards the server writes to. Public (summing them is harmless).
import { COLLECTIONS, statsShard } from './helpers';
import { describePublicCollection } from './suites';

describePublicCollection(COLLECTIONS.statsShards, '0', () => statsShard(0));
