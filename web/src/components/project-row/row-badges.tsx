// Badges on a project row's name line: solid flags (HOT, NEW, CHART, a chart rank) and numbers shown
// to the eye with their own words for screen readers. The chart's isHot and isNew (hot = in the top 10
// and moving up, or up 10+ places; new = first week on the chart) carry their rule.
import type { ReactNode } from 'react';
import type { SolidPalette } from '../ui/badges';
import { SOLID_BADGE } from '../ui/badges';
import { SR_ONLY } from '../ui/styles';

export const HOT_RULE = 'Hot: in the top 10 and climbing, or up 10 or more places this week';
export const NEW_RULE = 'New: first week on the chart';
export const FEATURED_RULE = 'Featured: a 100% complete profile, listed first among the projects added the same day';

interface SolidBadgeProps {
  palette: SolidPalette;
  title?: string;
  testId?: string;
  children: ReactNode;
}

/** A solid badge in the palette's .700, dark enough for its white text. */
export function SolidBadge({ palette, title, testId, children }: SolidBadgeProps) {
  return (
    <span className={SOLID_BADGE[palette]} title={title} data-testid={testId}>
      {children}
    </span>
  );
}

/** `shown` to the eye ('#3', '2W'), `label` to a screen reader ('Rank 3 this week'). */
export function ShownAs({ shown, label, testId }: { shown: ReactNode; label: ReactNode; testId: string }) {
  return (
    <>
      <span aria-hidden="true" data-testid={testId}>
        {shown}
      </span>
      <span className={SR_ONLY}>{label}</span>
    </>
  );
}

export function ChartFlags({ isHot, isNew }: { isHot: boolean; isNew: boolean }) {
  return (
    <>
      {isHot ? (
        <SolidBadge palette="orange" title={HOT_RULE} testId="flag-hot">
          <span aria-hidden="true">🔥 </span>HOT
        </SolidBadge>
      ) : null}
      {isNew ? (
        <SolidBadge palette="blue" title={NEW_RULE} testId="flag-new">
          NEW
        </SolidBadge>
      ) : null}
    </>
  );
}
