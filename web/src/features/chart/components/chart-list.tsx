// The chart as a list: rows in rank order, promo blocks after ranks 10–50 (alternating submit /
// newsletter), the ad-space block, signed-in vote and vibe. The current chart's rows carry this week's
// live votes (`live`); the server's counts after a vote or a vibe reach every row through
// action-answers.ts (a vibe's on the published, frozen rows too).
import type { ProjectRowData } from '../../../lib/project-rows';
import type { ComponentType, ReactNode } from 'react';
import { Fragment } from 'react';
import { css } from 'styled-system/css';
import type { ProjectRowProps } from '../../../components/project-row/row-frame';
import { rowActions } from '../../../components/project-row/row-frame';
import type { PromoType } from '../../../lib/promo-slots';
import { chartPromoAfter } from '../../../lib/promo-slots';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useHashHighlight } from '../../../lib/use-hash-highlight';
import { useProjectActions } from '../../../lib/use-project-actions';
import { AD_SPACE_AFTER, EAGER_THUMBNAILS } from '../chart-rows';

/** A vote on a chart changes its live votes only: the rows themselves are frozen. */
const CHART_QUERIES = [QUERY_KEYS.chartLiveVotes];

const LIST = css({ display: 'flex', flexDirection: 'column', gap: 0, listStyleType: 'none' });
const AD_ITEM = css({ py: 3 });

export interface ChartListProps {
  rows: ProjectRowData[];
  /** Where share links open ('/' or '/chart/{weekOf}'). */
  sharePath: string;
  /** Promo blocks and the ad space (the current chart); default true. */
  promos?: boolean;
  /** The rows carry this week's live votes (the current chart; a past week is frozen). */
  live?: boolean;
  /** How a row and a promo block render: the app's, or `/`'s own that keep the server's static text. */
  Row: ComponentType<ProjectRowProps>;
  Promo: ComponentType<{ type: PromoType | null; at: number }>;
  /** The ad-space block (components/ui/ad-space.tsx, or the server's). */
  ad?: ReactNode;
}

export function ChartList({ rows, sharePath, promos = true, live = false, Row, Promo, ad }: ChartListProps) {
  useHashHighlight(rows.length > 0);

  const actions = useProjectActions({ page: 'chart', refresh: CHART_QUERIES });

  return (
    <ol className={LIST} aria-label="Chart">
      {rows.map((row, index) => (
        <Fragment key={row.id}>
          <Row
            project={row}
            priority={index < EAGER_THUMBNAILS}
            layout="chart"
            liveVotes={live}
            sharePath={sharePath}
            {...rowActions(actions, row.id)}
          />
          {promos && index + 1 === AD_SPACE_AFTER ? <li className={AD_ITEM}>{ad}</li> : null}
          <Promo type={promos ? chartPromoAfter(index + 1) : null} at={index + 1} />
        </Fragment>
      ))}
    </ol>
  );
}
