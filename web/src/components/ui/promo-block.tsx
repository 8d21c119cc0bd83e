// Promo blocks between list rows: 'submit' and 'newsletter' on the chart (after ranks 10–50,
// alternating), 'share' and 'review5' on the launchpad (after every 10th row, alternating).
import { BONUS_AMOUNTS, PRODUCT_NAME, REVIEW_SESSION_DEFAULT_SIZE } from '@domain/constants';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { AppLink } from '../../lib/navigation';
import type { PromoType } from '../../lib/promo-slots';
import { PROMO, PROMO_LABELS } from './promo-parts';
import { NewsletterForm } from './newsletter-form';
import { ShareButton } from './share-button';
import { SubmitLink } from './submit-link';

export type { PromoType };
export { chartPromoAfter, launchpadPromoAfter } from '../../lib/promo-slots';

const TITLE = css({ fontWeight: 'black', fontSize: { base: 'lg', md: 'xl' } });
const TEXT = css({ color: 'gray.300' });
const LIGHT_BUTTON = cx(
  button({ variant: 'solid', size: 'md' }),
  css({ colorPalette: 'gray', bg: 'white', color: 'gray.900', minH: '48px', fontWeight: 'black' }),
);
const SHARE_BOX = css({ bg: 'white', color: 'gray.900', rounded: 'md' });

/** A promo block as an item of a list of rows (`at`: after which row); nothing when `type` is null. */
export function PromoItem({ type, at }: { type: PromoType | null; at: number }) {
  if (!type) return null;
  return (
    <li className={PROMO.item}>
      <PromoBlock type={type} at={at} />
    </li>
  );
}

export function PromoBlock({ type, at }: { type: PromoType; at: number }) {
  return (
    <aside aria-label={PROMO_LABELS[type]} className={PROMO.block} data-testid={`promo-${type}`}>
      {type === 'submit' ? <SubmitPromo /> : null}
      {type === 'newsletter' ? <NewsletterPromo at={at} /> : null}
      {type === 'share' ? <SharePromo /> : null}
      {type === 'review5' ? <Review5Promo /> : null}
    </aside>
  );
}

function PromoLayout({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <div className={PROMO.layout}>
      <div className={PROMO.texts}>
        <p className={TITLE}>{title}</p>
        {text ? <p className={TEXT}>{text}</p> : null}
      </div>
      {children}
    </div>
  );
}

function SubmitPromo() {
  return (
    <PromoLayout title="Got something cool to share?" text="Submit what you built with AI and climb the weekly chart.">
      <SubmitLink className={LIGHT_BUTTON}>SUBMIT PROJECT</SubmitLink>
    </PromoLayout>
  );
}

function NewsletterPromo({ at }: { at: number }) {
  return (
    <PromoLayout
      title="Get updates and insights on the hottest projects?"
      text="One e-mail a week. Unsubscribe anytime."
    >
      <div className={PROMO.formBox}>
        <NewsletterForm id={`newsletter-after-${at}`} />
      </div>
    </PromoLayout>
  );
}

function SharePromo() {
  return (
    <PromoLayout
      title="Know someone who builds with AI?"
      text={`Share ${PRODUCT_NAME} — signed-in members earn +${BONUS_AMOUNTS.share} bonus votes a week for sharing.`}
    >
      <div className={SHARE_BOX}>
        <ShareButton>Share {PRODUCT_NAME}</ShareButton>
      </div>
    </PromoLayout>
  );
}

function Review5Promo() {
  return (
    <PromoLayout
      title={`Review ${REVIEW_SESSION_DEFAULT_SIZE} projects, earn +${BONUS_AMOUNTS.review5} votes`}
      text="A quick swipe through new projects helps decide this week's chart."
    >
      <AppLink to={`/vote?target=${REVIEW_SESSION_DEFAULT_SIZE}&action=review5`} className={LIGHT_BUTTON}>
        START REVIEWING
      </AppLink>
    </PromoLayout>
  );
}
