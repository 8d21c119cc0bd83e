// rate_limits: the API's rate-limit counters. Server only: no client reads or writes, admins included.
import { COLLECTIONS, serverOnlyDoc } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.rateLimits, () => serverOnlyDoc('rate_limits'));
