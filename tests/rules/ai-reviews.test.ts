// ai_reviews/{submissionId}_v{aiVersion}_{inputHash}: the AI judge's reviews. Public.
import { COLLECTIONS, ids, aiReview } from './helpers';
import { describePublicCollection } from './suites';

describePublicCollection(COLLECTIONS.aiReviews, ids.aiReview('sub-1', 2, 'a'.repeat(64)), () => aiReview());
