// Promo blocks between list rows: 'submit' and 'newsletter' on the chart (after ranks 10–50,
// alternating), 'share' and 'review5' on the launchpad (after every 10th row, alternating).
import { BONUS_AMOUNTS, PRODUCT_NAME, REVIEW_SESSION_DEFAULT_SIZE } from '@domain/constants';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { PromoType } from '../../lib/promo-slots';
import { NewsletterForm } from './newsletter-form';
import { ShareButton } from './share-button';
import { SubmitLink } from './submit-link';

export type { PromoType };
export { chartPromoAfter, launchpadPromoAfter } from '../../lib/promo-slots';

const ITEM = css({ listStyleType: 'none' });
const BLOCK = css({ bg: 'gray.900', color: 'white', rounded: 'lg', p: { base: 5, md: 6 }, my: 3 });
const LAYOUT = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  gap: 4,
});
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: 1, flex: '1' });
const TITLE = css({ fontWeight: 'black', fontSize: { base: 'lg', md: 'xl' } });
const TEXT = css({ color: 'gray.300' });
const LIGHT_BUTTON = cx(
  button({ variant: 'solid', size: 'md' }),
  css({ colorPalette: 'gray', bg: 'white', color: 'gray.900', minH: '48px', fontWeight: 'black' }),
);
const FORM_BOX = css({ flex: '1' });
const SHARE_BOX = css({ bg: 'white', color: 'gray.900', rounded: 'md' });

const PROMO_LABELS: Record<PromoType, string> = {
  submit: 'Submit your project',
  newsletter: 'Newsletter sign-up',
  share: 'Share',
  review5: 'Review projects',
};

/** A promo block as an item of a list of rows; nothing when `type` is null. */
export function PromoItem({ type }: { type: PromoType | null }) {
  if (!type) return null;
  return (
    <li className={ITEM}>
      <PromoBlock type={type} />
    </li>
  );
}

export function PromoBlock({ type }: { type: PromoType }) {
  return (
    <aside aria-label={PROMO_LABELS[type]} className={BLOCK} data-testid={`promo-${type}`}>
      {type === 'submit' ? <SubmitPromo /> : null}
      {type === 'newsletter' ? <NewsletterPromo /> : null}
      {type === 'share' ? <SharePromo /> : null}
      {type === 'review5' ? <Review5Promo /> : null}
    </aside>
  );
}

function PromoLayout({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <div className={LAYOUT}>
      <div className={TEXTS}>
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

function NewsletterPromo() {
  return (
    <PromoLayout
      title="Get updates and insights on the hottest projects?"
      text="One e-mail a week. Unsubscribe anytime."
    >
      <div className={FORM_BOX}>
        <NewsletterForm />
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
      <RouterLink to={`/vote?target=${REVIEW_SESSION_DEFAULT_SIZE}&action=review5`} className={LIGHT_BUTTON}>
        START REVIEWING
      </RouterLink>
    </PromoLayout>
  );
}
