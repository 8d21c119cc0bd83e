// The newsletter form's chunk (newsletter-form.tsx), loaded once for the footer and the promo blocks.
import { loadOnce } from '../../lib/load-once';

export const loadNewsletterForm = loadOnce(() => import('./newsletter-form'));
