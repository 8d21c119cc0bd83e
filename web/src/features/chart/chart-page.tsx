// `/`: the weekly chart from GET /api/submissions?filter=vibechart, frozen at Monday's cut-off, with
// each row's votes this week from GET /api/chart/live-votes. A page the server sends for `/` is
// hydrated without the app (home/); this renders it on the server and on a client navigation.
import type { RouteQueries } from '../../lib/route-queries';
import { ChartJsonLd, DEFAULT_TITLE, OrganizationJsonLd, PageMeta } from '../../lib/seo';
import { useMemo } from 'react';
import { ProjectRow } from '../../components/project-row/project-row';
import { AdSpace } from '../../components/ui/ad-space';
import { PromoItem } from '../../components/ui/promo-block';
import { chartLiveVotesQueryOptions, useChartLiveVotes } from './api/get-chart-live-votes';
import { currentChartQueryOptions, useCurrentChart } from './api/get-current-chart';
import { toChartRows, withLiveVotes } from './chart-rows';
import { ChartList } from './components/chart-list';
import { ChartSection } from './components/chart-section';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export const CHART_DESCRIPTION =
  'The weekly chart of trending AI projects: the top 100 projects built with AI, ranked by community votes and an AI judge. New chart every Monday.';

/** What the page shows, fetched before it renders (on the server, and before a client navigation). */
export const queries: RouteQueries = () => [currentChartQueryOptions(), chartLiveVotesQueryOptions()];

export function ChartPage() {
  const chart = useCurrentChart();
  const liveVotes = useChartLiveVotes();
  const rows = useMemo(() => toChartRows(chart.data), [chart.data]);
  // The frozen rows with this week's votes, once those are in (one object per row while they stay).
  const liveRows = useMemo(() => withLiveVotes(rows, liveVotes.data), [rows, liveVotes.data]);
  return (
    <ChartSection
      head={
        <>
          <PageMeta title={DEFAULT_TITLE} description={CHART_DESCRIPTION} />
          <OrganizationJsonLd />
          {rows.length > 0 ? <ChartJsonLd rows={rows} /> : null}
        </>
      }
    >
      {chart.isPending ? (
        <ChartSkeleton />
      ) : chart.isError ? (
        <ChartError onRetry={() => void chart.refetch()} retrying={chart.isFetching} />
      ) : rows.length === 0 ? (
        <ChartEmpty />
      ) : (
        <ChartList
          rows={liveRows ?? rows}
          live={liveRows !== null}
          sharePath="/"
          Row={ProjectRow}
          Promo={PromoItem}
          ad={<AdSpace />}
        />
      )}
    </ChartSection>
  );
}
