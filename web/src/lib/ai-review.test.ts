import { describe, expect, it } from 'vitest';
import { AI_REVIEW_UNAVAILABLE, aiReviewOf } from './ai-review';

describe('AI review', () => {
  it('shows scores out of 10 only when all three exist', () => {
    expect(aiReviewOf({ innovationScore: 8, utilityScore: 7.5, aiScore: 7.8, reviewText: ' Solid. ' })).toEqual({
      available: true,
      innovation: '8.0/10',
      utility: '7.5/10',
      overall: '7.8/10',
      reviewText: 'Solid.',
    });
    expect(aiReviewOf({ innovationScore: 8, utilityScore: null, aiScore: 7 })).toEqual({
      available: false,
      overall: '--',
    });
    expect(AI_REVIEW_UNAVAILABLE).toBe('AI Judge review not available for this project');
  });
});
