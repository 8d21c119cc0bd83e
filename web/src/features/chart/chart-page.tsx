// `/`: the weekly chart from GET /api/submissions?filter=vibechart, frozen at Monday's cut-off, with
// each row's votes this week from GET /api/chart/live-votes.
import { css } from 'styled-system/css';
import { PAGE_TITLE } from '../../components/ui/styles';
import type { RouteQueries } from '../../lib/route-queries';
import { ChartJsonLd, DEFAULT_TITLE, OrganizationJsonLd, PageMeta } from '../../lib/seo';
import { useMemo } from 'react';
import { chartLiveVotesQueryOptions, useChartLiveVotes } from './api/get-chart-live-votes';
import { currentChartQueryOptions, useCurrentChart } from './api/get-current-chart';
import { toChartRows, withLiveVotes } from './chart-rows';
import { ChartList } from './components/chart-list';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export const CHART_DESCRIPTION =
  'The weekly chart of trending AI projects: the top 100 projects built with AI, ranked by community votes and an AI judge. New chart every Monday.';

/** What the page shows, fetched before it renders (on the server, and before a client navigation). */
export const queries: RouteQueries = () => [currentChartQueryOptions(), chartLiveVotesQueryOptions()];

const HEADING = `${PAGE_TITLE} ${css({ mb: 4 })}`;
const SUBTITLE = css({ display: 'block', mt: 1, fontSize: 'md', fontWeight: 'medium', color: 'fg.muted' });

export function ChartPage() {
  const chart = useCurrentChart();
  const liveVotes = useChartLiveVotes();
  const rows = useMemo(() => toChartRows(chart.data), [chart.data]);
  // The frozen rows with this week's votes, once those are in (one object per row while they stay).
  const liveRows = useMemo(() => withLiveVotes(rows, liveVotes.data), [rows, liveVotes.data]);

  return (
    <section aria-labelledby="chart-heading">
      <PageMeta title={DEFAULT_TITLE} description={CHART_DESCRIPTION} />
      <OrganizationJsonLd />
      {rows.length > 0 ? <ChartJsonLd rows={rows} /> : null}
      <h1 id="chart-heading" className={HEADING}>
        THE WEEKLY TOP 100
        <span className={SUBTITLE}>Trending projects built with AI, refreshed every Monday</span>
      </h1>
      {chart.isPending ? (
        <ChartSkeleton />
      ) : chart.isError ? (
        <ChartError onRetry={() => void chart.refetch()} retrying={chart.isFetching} />
      ) : rows.length === 0 ? (
        <ChartEmpty />
      ) : (
        <ChartList rows={liveRows ?? rows} live={liveRows !== null} sharePath="/" />
      )}
    </section>
  );
}
