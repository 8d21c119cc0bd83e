// The promo blocks' frame (promo-block.tsx), which `/` also hydrates on its own (home/).
import { css } from 'styled-system/css';
import type { PromoType } from '../../lib/promo-slots';

export const PROMO = {
  item: css({ listStyleType: 'none' }),
  block: css({ bg: 'gray.900', color: 'white', rounded: 'lg', p: { base: 5, md: 6 }, my: 3 }),
  layout: css({
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'center' },
    gap: 4,
  }),
  texts: css({ display: 'flex', flexDirection: 'column', gap: 1, flex: '1' }),
  formBox: css({ flex: '1' }),
};

export const PROMO_LABELS: Record<PromoType, string> = {
  submit: 'Submit your project',
  newsletter: 'Newsletter sign-up',
  share: 'Share',
  review5: 'Review projects',
};
