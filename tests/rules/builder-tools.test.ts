// builder_tools/{id}: the predefined tool lists the forms offer. Public.
import { COLLECTIONS, builderTool } from './helpers';
import { describePublicCollection } from './suites';

describePublicCollection(COLLECTIONS.builderTools, 'cursor', () => builderTool());
