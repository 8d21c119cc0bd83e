// tool_suggestions/{uuid}: tools users miss in the lists, written by /api, read through /api only.
import { ALICE, COLLECTIONS, toolSuggestion } from './helpers';
import { describeServerOnlyCollection } from './suites';

// Server only: admins see it through /api, never with the client SDK (firestore.rules).
describeServerOnlyCollection(COLLECTIONS.toolSuggestions, () => toolSuggestion(ALICE, { id: 'suggestion-1' }));
