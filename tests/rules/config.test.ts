// config: server bookkeeping (the chart index of published weeks). Server only: GET /api/charts.
import { CHART_INDEX_ID } from '../../functions/src/domain/collections';
import { COLLECTIONS, chartIndex } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.config, () => chartIndex(), CHART_INDEX_ID);
