// Chart movement (↑N ↓N = New Entry Re-entry) or, for a project without one, 'submitted {time ago}'.
import { projectMeta } from 'styled-system/recipes';
import type { MovementKind } from '../../lib/chart-movement';
import { movementOf } from '../../lib/chart-movement';
import { submittedLabel } from '../../lib/relative-days';
import { useDayZone, useNow } from '../../lib/first-render';
import type { SubtlePalette } from './badges';
import { SUBTLE_BADGE } from './badges';
import { SR_ONLY } from './styles';

const PALETTE: Record<MovementKind, SubtlePalette> = {
  up: 'green',
  down: 'red',
  same: 'gray',
  new: 'blue',
  reentry: 'purple',
};

const S = projectMeta();

export interface MovementBadgeProps {
  chartStatus: string | null | undefined;
  /** Used when there is no movement. */
  createdAt?: Date | string | null;
}

export function MovementBadge({ chartStatus, createdAt }: MovementBadgeProps) {
  const movement = movementOf(chartStatus);
  if (movement) {
    return (
      <span
        className={`${SUBTLE_BADGE[PALETTE[movement.kind]]} ${S.movement}`}
        data-testid="movement"
        data-movement={movement.kind}
      >
        <span aria-hidden="true">{movement.text}</span>
        <span className={SR_ONLY}>{movement.label}</span>
      </span>
    );
  }
  return <Submitted createdAt={createdAt} />;
}

/**
 * Calendar days in the product's zone in a server page and while hydrating it (the server's and the
 * browser's labels match at any hour), then in the viewer's: like the launchpad's 'Added …'.
 */
function Submitted({ createdAt }: { createdAt: MovementBadgeProps['createdAt'] }) {
  const dayZone = useDayZone();
  const now = useNow();
  return (
    <span className={S.submitted} data-testid="movement" data-movement="submitted">
      {submittedLabel(createdAt, now, dayZone)}
    </span>
  );
}
