// The submit page's head texts, for the page and for the sign-in guard's placeholder (app/route-guards.tsx).
import { PRODUCT_NAME } from '@domain/constants';

export const SUBMIT_TITLE = `Submit your AI project to the weekly chart — ${PRODUCT_NAME}`;
export const SUBMIT_DESCRIPTION = `Submit a project you built with AI tools to the ${PRODUCT_NAME} weekly top 100.`;
