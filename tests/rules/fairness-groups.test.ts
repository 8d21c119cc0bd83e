// fairness_groups: the vote groups the fairness job flagged and the admins' decisions.
// Server only: a group names accounts, and only the admin API (with its audit of who decided) may
// change one, so no client reads or writes it, admins' clients included.
import { COLLECTIONS, serverOnlyDoc } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.fairnessGroups, () => serverOnlyDoc('fairness_groups'));
