// Chart movement (↑N ↓N = New Entry Re-entry) or, for a project without one, 'submitted {time ago}'.
// Fixed styles (fixed-style.ts): every chart row has one.
import type { MovementKind } from '../../lib/chart-movement';
import { movementOf } from '../../lib/chart-movement';
import { submittedLabel } from '../../lib/relative-days';
import { appClock } from '../../lib/clock';
import { useDayZone } from '../../lib/first-render';
import { SR_ONLY, fixedStyle, subtleBadge, useFixedStyles } from './fixed-style';

const PALETTE: Record<MovementKind, string> = {
  up: 'green',
  down: 'red',
  same: 'gray',
  new: 'blue',
  reentry: 'purple',
};

const SUBMITTED = fixedStyle({ fontSize: 'xs', color: 'fg.muted' });

export interface MovementBadgeProps {
  chartStatus: string | null | undefined;
  /** Used when there is no movement. */
  createdAt?: Date | string | null;
  /** The time it is shown at; default the app's clock. */
  now?: Date;
}

export function MovementBadge({ chartStatus, createdAt, now = appClock() }: MovementBadgeProps) {
  const cls = useFixedStyles();
  const movement = movementOf(chartStatus);
  if (movement) {
    return (
      <span className={cls(subtleBadge(PALETTE[movement.kind]))} data-testid="movement" data-movement={movement.kind}>
        <span aria-hidden="true">{movement.text}</span>
        <span className={cls(SR_ONLY)}>{movement.label}</span>
      </span>
    );
  }
  return <Submitted createdAt={createdAt} now={now} />;
}

/**
 * Calendar days in the product's zone in a server page and while hydrating it (the server's and the
 * browser's labels match at any hour), then in the viewer's: like the launchpad's 'Added …'.
 */
function Submitted({ createdAt, now }: { createdAt: MovementBadgeProps['createdAt']; now: Date }) {
  const cls = useFixedStyles();
  const dayZone = useDayZone();
  return (
    <span className={cls(SUBMITTED)} data-testid="movement" data-movement="submitted">
      {submittedLabel(createdAt, now, dayZone)}
    </span>
  );
}
