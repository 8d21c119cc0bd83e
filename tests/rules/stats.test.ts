// stats/summary: the rolled-up top-bar counters. Public.
import { STATS_SUMMARY_ID } from '../../functions/src/domain/collections';
import { COLLECTIONS, statsSummary } from './helpers';
import { describePublicCollection } from './suites';

describePublicCollection(COLLECTIONS.stats, STATS_SUMMARY_ID, () => statsSummary());
