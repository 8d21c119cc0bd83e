// Chart movement (↑N ↓N = New Entry Re-entry) or, for a project without one, 'submitted {time ago}'.
import { Badge, Text } from '@chakra-ui/react';
import type { MovementKind } from '../../lib/chart-movement';
import { movementOf } from '../../lib/chart-movement';
import { submittedLabel } from '../../lib/relative-days';
import { appClock } from '../../lib/clock';

const PALETTE: Record<MovementKind, string> = {
  up: 'green',
  down: 'red',
  same: 'gray',
  new: 'blue',
  reentry: 'purple',
};

export interface MovementBadgeProps {
  chartStatus: string | null | undefined;
  /** Used when there is no movement. */
  createdAt?: Date | string | null;
  /** The time it is shown at; default the app's clock. */
  now?: Date;
}

export function MovementBadge({ chartStatus, createdAt, now = appClock() }: MovementBadgeProps) {
  const movement = movementOf(chartStatus);
  if (movement) {
    return (
      <Badge
        colorPalette={PALETTE[movement.kind]}
        variant="subtle"
        size="sm"
        fontWeight="bold"
        data-testid="movement"
        data-movement={movement.kind}
      >
        <span aria-hidden="true">{movement.text}</span>
        <Text as="span" srOnly>
          {movement.label}
        </Text>
      </Badge>
    );
  }
  return (
    <Text as="span" fontSize="xs" color="fg.muted" data-testid="movement" data-movement="submitted">
      {submittedLabel(createdAt, now)}
    </Text>
  );
}
