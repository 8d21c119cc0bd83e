// config: public bookkeeping every visitor may read (the chart index of published weeks).
import { CHART_INDEX_ID } from '../../functions/src/domain/collections';
import { COLLECTIONS, chartIndex } from './helpers';
import { describePublicCollection } from './suites';

describePublicCollection(COLLECTIONS.config, CHART_INDEX_ID, () => chartIndex());
