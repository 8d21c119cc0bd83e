// 'Security Verified': a maker's self-declaration, not an audit. The badge itself says whose claim it
// is (a reader may never open the tooltip), and the tooltip says what was claimed.
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { SpriteIcon } from './sprite-icon';
import type { TooltipPlacement } from './tooltip';
import { Tooltip } from './tooltip';
import { TOOLTIP_TEXTS } from './tooltip-texts';

export const SECURITY_VERIFIED = 'Security Verified';
/** Shown with the badge wherever it appears: nobody but the maker checked it. */
export const SECURITY_CLAIM = "maker's claim";
export const SECURITY_TOOLTIP = TOOLTIP_TEXTS.security;

// On a narrow row the claim wraps under the name as one piece rather than pushing the badge out.
const BADGE = cx(
  badge({ variant: 'surface', size: 'sm' }),
  css({ colorPalette: 'green', gap: 1, whiteSpace: 'normal', flexWrap: 'wrap', rowGap: 0, maxWidth: '100%' }),
);
const CLAIM = css({ fontWeight: 'normal', color: 'fg.muted', whiteSpace: 'nowrap' });

export function SecurityBadge({ placement = 'top' }: { placement?: TooltipPlacement }) {
  return (
    <Tooltip content={SECURITY_TOOLTIP} placement={placement} info>
      {/* tabIndex: keyboard users reach the tooltip too */}
      <span className={BADGE} tabIndex={0} data-testid="security-badge">
        <SpriteIcon name="shield" />
        {SECURITY_VERIFIED}
        {/* The space keeps the words apart for screen readers; the gap does it on screen. */}
        <span className={CLAIM} data-testid="security-claim">
          {` (${SECURITY_CLAIM})`}
        </span>
      </span>
    </Tooltip>
  );
}
