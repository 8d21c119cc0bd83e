// The dashboard's title, for the page and for its placeholder (app/routes.tsx).
import { PRODUCT_NAME } from '@domain/constants';

export const ADMIN_TITLE = `Admin Dashboard — ${PRODUCT_NAME}`;
