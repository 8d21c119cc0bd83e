// My Projects' head texts, for the page and for the sign-in guard's placeholder (app/route-guards.tsx).
import { PRODUCT_NAME } from '@domain/constants';

export const MY_PAGE_TITLE = `My Projects — ${PRODUCT_NAME}`;
export const MY_PAGE_DESCRIPTION = `Your projects on ${PRODUCT_NAME}: their review status, votes and chart ranks.`;
