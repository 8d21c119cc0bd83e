// chart_locks: the Monday chart job's per-week lock. Server only: no client reads or writes, admins included.
import { COLLECTIONS, serverOnlyDoc } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.chartLocks, () => serverOnlyDoc('chart_locks'));
