// The AI Judge's scores as a row and the project page show them (docs/product.md#states-and-transitions).
import type { ProjectLike } from './project-like';

export const AI_REVIEW_UNAVAILABLE = 'AI Judge review not available for this project';

export type AiReview =
  | { available: true; innovation: string; utility: string; overall: string; reviewText: string | null }
  | { available: false; overall: '--' };

const score = (n: number) => `${n.toFixed(1)}/10`;

/**
 * docs/product.md#states-and-transitions: scores only when innovation, utility and aiScore are all present; else '--'.
 */
export function aiReviewOf(
  project: Pick<ProjectLike, 'innovationScore' | 'utilityScore' | 'aiScore' | 'reviewText'>,
): AiReview {
  const { innovationScore: i, utilityScore: u, aiScore: a } = project;
  if (typeof i !== 'number' || typeof u !== 'number' || typeof a !== 'number')
    return { available: false, overall: '--' };
  return {
    available: true,
    innovation: score(i),
    utility: score(u),
    overall: score(a),
    reviewText: project.reviewText?.trim() || null,
  };
}
