// A promo block as an item of a list of rows (promo-block.tsx, its own chunk). The blocks sit below
// the fold: a server page keeps their HTML while the chunk loads, then hydrates them (React's
// selective hydration), so the list's first load and hydration do not carry them.
import { Box } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { loadOnce } from '../../lib/load-once';
import type { PromoType } from '../../lib/promo-slots';

export type { PromoType };
export { chartPromoAfter, launchpadPromoAfter } from '../../lib/promo-slots';

/** Starts loading the blocks' chunk (once): start-up/start.tsx calls it in a start-up task of its own. */
export const preloadPromoBlock = loadOnce(() => import('./promo-block'));

const PromoBlock = lazy(() => preloadPromoBlock().then((m) => ({ default: m.PromoBlock })));

/** Nothing when `type` is null. */
export function PromoItem({ type }: { type: PromoType | null }) {
  if (!type) return null;
  return (
    <Box as="li" listStyleType="none">
      <Suspense fallback={null}>
        <PromoBlock type={type} />
      </Suspense>
    </Box>
  );
}
