// The review page's head texts, for the page and for its placeholder (the route renders it while the
// screen loads, app/routes.tsx).
import { PRODUCT_NAME } from '@domain/constants';

export const VOTE_TITLE = `Review projects — ${PRODUCT_NAME}`;
export const VOTE_DESCRIPTION =
  "Review new AI projects one by one and vote for the ones that should make this week's chart.";
