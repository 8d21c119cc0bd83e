// ai_reviews/{submissionId}_v{aiVersion}_{inputHash}: the AI judge's reviews. Server only: the site
// shows a review through /api (chart rows, GET /api/projects/{id}); a client query could list them all.
import { COLLECTIONS, ids, aiReview } from './helpers';
import { describeServerOnlyCollection } from './suites';

describeServerOnlyCollection(COLLECTIONS.aiReviews, () => aiReview(), ids.aiReview('sub-1', 2, 'a'.repeat(64)));
