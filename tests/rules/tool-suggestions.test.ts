// tool_suggestions/{uuid}: tools users miss in the lists, written by /api, read by admins only.
import { COLLECTIONS, toolSuggestion } from './helpers';
import { describeAdminCollection } from './suites';

describeAdminCollection(COLLECTIONS.toolSuggestions, 'suggestion-1', (uid) =>
  toolSuggestion(uid, { id: 'suggestion-1' }),
);
