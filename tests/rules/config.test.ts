// config/flags: public feature flags (launchpad access check, submit v2).
import { FLAGS_ID } from '../../functions/src/domain/collections';
import { COLLECTIONS, flags } from './helpers';
import { describePublicCollection } from './suites';

describePublicCollection(COLLECTIONS.config, FLAGS_ID, () => flags());
