// 'Security Verified' (docs/product.md#data): a maker's self-declaration, not an audit; the tooltip says so.
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { SpriteIcon } from './sprite-icon';
import type { TooltipPlacement } from './tooltip';
import { Tooltip } from './tooltip';
import { TOOLTIP_TEXTS } from './tooltip-texts';

export const SECURITY_VERIFIED = 'Security Verified';
export const SECURITY_TOOLTIP = TOOLTIP_TEXTS.security;

const BADGE = cx(badge({ variant: 'surface', size: 'sm' }), css({ colorPalette: 'green', gap: 1 }));

export function SecurityBadge({ placement = 'top' }: { placement?: TooltipPlacement }) {
  return (
    <Tooltip content={SECURITY_TOOLTIP} placement={placement}>
      {/* tabIndex: keyboard users reach the tooltip too */}
      <span className={BADGE} tabIndex={0} data-testid="security-badge">
        <SpriteIcon name="shield" />
        {SECURITY_VERIFIED}
      </span>
    </Tooltip>
  );
}
