// /chart/:weekOf: a published week's frozen chart with a week picker.
import { PRODUCT_NAME } from '@domain/constants';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { nativeSelect } from 'styled-system/recipes';
import type { RouteQueries } from '../../lib/route-queries';
import { SpriteIcon } from '../../components/ui/sprite-icon';
import { BUTTON_SOLID, MESSAGE_BLOCK, MESSAGE_TITLE, MUTED, PAGE_TITLE } from '../../components/ui/styles';
import { ApiError } from '../../lib/api-error';
import { ChartJsonLd, PageMeta } from '../../lib/seo';
import { chartWeekQueryOptions, useChartWeek } from './api/get-chart-week';
import { chartWeeksQueryOptions, useChartWeeks } from './api/get-chart-weeks';
import { toChartRows } from './chart-rows';
import { longDate } from '@domain/calendar-date';
import { ProjectRow } from '../../components/project-row/project-row';
import { PromoItem } from '../../components/ui/promo-block';
import { ChartList } from './components/chart-list';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export const CHART_NOT_FOUND_TITLE = 'Chart not found';

/** The week and the weeks of the picker, fetched before the page renders. */
export const queries: RouteQueries = ({ params }) => [
  chartWeekQueryOptions(params.weekOf ?? ''),
  chartWeeksQueryOptions(),
];

const SELECT = nativeSelect({ size: 'lg' });
const PICKER = cx(SELECT.root, css({ minW: { base: 'full', sm: '260px' }, w: { base: 'full', sm: 'auto' } }));
const FIELD = cx(SELECT.field, css({ minH: '48px' }));
const HEADER = css({
  display: 'flex',
  gap: 4,
  mb: 4,
  alignItems: { base: 'stretch', md: 'flex-end' },
  justifyContent: 'space-between',
  flexDirection: { base: 'column', md: 'row' },
});
const SUBTITLE = css({ display: 'block', mt: 1, fontSize: 'md', fontWeight: 'medium', color: 'fg.muted' });
const DISCOUNTED = css({ fontSize: 'sm', color: 'fg.muted', mb: 4 });
const NOT_PUBLISHED = cx(MESSAGE_BLOCK, css({ gap: 3 }));

function WeekPicker({ weekOf }: { weekOf: string }) {
  const weeks = useChartWeeks();
  const navigate = useNavigate();
  const options = weeks.data ?? [];
  const known = options.some((w) => w.weekOf === weekOf);
  return (
    <div className={PICKER} data-disabled={options.length === 0 ? '' : undefined}>
      <select
        className={FIELD}
        aria-label="Choose a chart week"
        value={known ? weekOf : ''}
        disabled={options.length === 0}
        onChange={(e) => {
          if (e.target.value) void navigate(`/chart/${e.target.value}`);
        }}
        data-testid="week-picker"
      >
        {known ? null : (
          <option value="" disabled>
            {weeks.isPending ? 'Loading weeks…' : 'Choose a week'}
          </option>
        )}
        {options.map((w) => (
          <option key={w.weekOf} value={w.weekOf}>
            Week of {longDate(w.weekOf)} ({w.entries} projects)
          </option>
        ))}
      </select>
      <div className={SELECT.indicator}>
        <SpriteIcon name="chevron-down" />
      </div>
    </div>
  );
}

function NotPublished({ weekOf }: { weekOf: string }) {
  return (
    <div role="status" className={NOT_PUBLISHED} data-testid="chart-not-found">
      <p className={MESSAGE_TITLE}>NO CHART FOR THIS WEEK</p>
      <p className={MUTED}>
        No chart was published for {longDate(weekOf)}. Pick another week or see this week's chart.
      </p>
      <RouterLink to="/" className={BUTTON_SOLID}>
        View Chart
      </RouterLink>
    </div>
  );
}

export function PastChartPage() {
  const { weekOf = '' } = useParams();
  const chart = useChartWeek(weekOf);
  const rows = useMemo(() => toChartRows(chart.data?.entries), [chart.data]);
  const notFound = chart.error instanceof ApiError && (chart.error.status === 404 || chart.error.status === 400);
  const label = longDate(weekOf);

  return (
    <section aria-labelledby="chart-heading">
      <PageMeta
        title={notFound ? `${CHART_NOT_FOUND_TITLE} — ${PRODUCT_NAME}` : `${PRODUCT_NAME} top 100 — week of ${label}`}
        description={
          notFound
            ? `No ${PRODUCT_NAME} chart was published for ${label}. Pick another week or see this week's chart.`
            : `The ${PRODUCT_NAME} weekly chart of trending AI projects for the week of ${label}, as published.`
        }
        noindex={notFound}
      />
      {rows.length > 0 ? <ChartJsonLd rows={rows} name={`${PRODUCT_NAME} top 100, week of ${label}`} /> : null}
      <div className={HEADER}>
        <h1 id="chart-heading" className={PAGE_TITLE}>
          THE WEEKLY TOP 100
          <span className={SUBTITLE}>Week of {label}</span>
        </h1>
        <WeekPicker weekOf={weekOf} />
      </div>
      {chart.data && chart.data.discountedVotes > 0 ? (
        <p className={DISCOUNTED} data-testid="discounted-votes">
          {chart.data.discountedVotes === 1 ? '1 vote was' : `${chart.data.discountedVotes} votes were`} left out of
          this chart after a fairness review.
        </p>
      ) : null}
      {chart.isPending ? (
        <ChartSkeleton />
      ) : notFound ? (
        <NotPublished weekOf={weekOf} />
      ) : chart.isError ? (
        <ChartError onRetry={() => void chart.refetch()} retrying={chart.isFetching} />
      ) : rows.length === 0 ? (
        <ChartEmpty />
      ) : (
        <ChartList rows={rows} sharePath={`/chart/${weekOf}`} promos={false} Row={ProjectRow} Promo={PromoItem} />
      )}
    </section>
  );
}
