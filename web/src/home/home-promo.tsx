// A promo block of `/` as `/` hydrates it: the newsletter's form live, the rest kept as the server
// rendered it (the submit block's link is a SUBMIT choice through submit-links.tsx).
import { NewsletterForm } from '../components/ui/newsletter-form';
import { PROMO, PROMO_LABELS } from '../components/ui/promo-parts';
import type { PromoType } from '../lib/promo-slots';
import { Kept } from './kept';

export function HomePromo({ type, at }: { type: PromoType | null; at: number }) {
  if (!type) return null;
  return (
    <li className={PROMO.item}>
      {type === 'newsletter' ? (
        <aside aria-label={PROMO_LABELS[type]} className={PROMO.block} data-testid={`promo-${type}`}>
          <div className={PROMO.layout}>
            <Kept as="div" className={PROMO.texts} />
            <div className={PROMO.formBox}>
              <NewsletterForm id={`newsletter-after-${at}`} />
            </div>
          </div>
        </aside>
      ) : (
        <Kept as="aside" className={PROMO.block} />
      )}
    </li>
  );
}
