// stats/summary: the rolled-up top-bar counters. Server only: GET /api/chart/stats and
// /api/stats/total-vibes answer from it (cached by the CDN).
import { STATS_SUMMARY_ID } from '../../functions/src/domain/collections';
import { COLLECTIONS, statsSummary } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.stats, () => statsSummary(), STATS_SUMMARY_ID);
