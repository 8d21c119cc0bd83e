import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AiReviewDetails } from '../components/ui/ai-review-details';
import { aiReviewOf } from './ai-review';

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
  });

  it('tells the reader when a project has no review, instead of scores', () => {
    const project = { projectName: 'Tiny', innovationScore: 8, utilityScore: null, aiScore: 7, reviewText: 'Hidden.' };
    const html = renderToStaticMarkup(createElement(AiReviewDetails, { project }));
    expect(html).toContain('AI Judge review not available for this project');
    expect(html).not.toContain('/10');
    expect(html).not.toContain('Hidden.');
  });
});
