import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@domain/constants';
import { css, cx } from 'styled-system/css';
import { button, heading } from 'styled-system/recipes';
import { PageMeta } from '../lib/seo';
import { MUTED } from '../components/ui/styles';

const PAGE = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 4,
  py: { base: 16, md: 24 },
});
const TITLE = cx(heading({ size: { base: '2xl', md: '3xl' } }), css({ fontWeight: 'black', textWrap: 'wrap' }));
const ACTIONS = css({ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', justifyContent: 'center' });
const HOME = cx(button({ size: 'lg' }), css({ minH: '48px' }));
const LAUNCHPAD = cx(button({ size: 'lg', variant: 'outline' }), css({ minH: '48px' }));

// Any unknown path: title 'Page not found', noindex, the 404 share image, a way back.
export function NotFoundPage() {
  return (
    <div className={PAGE}>
      <PageMeta
        title="Page not found"
        description={`This page does not exist on ${PRODUCT_NAME}. The weekly chart is one click away.`}
        noindex
        ogImage="404"
      />
      <h1 className={TITLE}>404 Page Not Found</h1>
      <p className={MUTED}>This page is not on the chart. It may have moved, or the link may be mistyped.</p>
      <div className={ACTIONS}>
        <RouterLink to="/" className={HOME}>
          Back to {PRODUCT_NAME}
        </RouterLink>
        <RouterLink to="/launchpad" className={LAUNCHPAD}>
          See the Launchpad
        </RouterLink>
      </div>
    </div>
  );
}
