// Where promo blocks go between list rows (docs/product.md#screens): the chart's and the launchpad's rules.

export type PromoType = 'submit' | 'newsletter' | 'share' | 'review5';

/** The chart's promo after rank `rank` (10, 20, …, 50), alternating submit/newsletter; else null. */
export function chartPromoAfter(rank: number): PromoType | null {
  if (rank < 10 || rank > 50 || rank % 10 !== 0) return null;
  return (rank / 10) % 2 === 1 ? 'submit' : 'newsletter';
}

/** The launchpad's promo after row `index` (1-based): every 10th, alternating share/review5. */
export function launchpadPromoAfter(index: number): PromoType | null {
  if (index < 10 || index % 10 !== 0) return null;
  return (index / 10) % 2 === 1 ? 'share' : 'review5';
}
