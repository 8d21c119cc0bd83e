// builder_tools/{id}: the predefined tool lists the forms offer. Server only: the catalogue is code
// (domain/tools.ts) served by GET /api/builder-tools.
import { COLLECTIONS, builderTool } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.builderTools, () => builderTool(), 'cursor');
