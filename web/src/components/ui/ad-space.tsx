// The ad-space block: 'Sponsored' / 'Advertisement Space'.
import { css } from 'styled-system/css';

export const AD_SPACE = css({
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.emphasized',
  rounded: 'md',
  p: 6,
  textAlign: 'center',
});
const KICKER = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  color: 'fg.muted',
  letterSpacing: 'wider',
  textTransform: 'uppercase',
});
const TITLE = css({ fontWeight: 'bold', color: 'fg.muted' });

export function AdSpace() {
  return (
    <aside aria-label="Sponsored" className={AD_SPACE} data-testid="ad-space">
      <p className={KICKER}>Sponsored</p>
      <p className={TITLE}>Advertisement Space</p>
    </aside>
  );
}
