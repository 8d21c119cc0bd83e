// `/`: the weekly chart from GET /api/submissions?filter=vibechart.
import { css } from 'styled-system/css';
import { PAGE_TITLE } from '../../components/ui/styles';
import type { RouteQueries } from '../../lib/route-queries';
import { ChartJsonLd, DEFAULT_TITLE, OrganizationJsonLd, PageMeta } from '../../lib/seo';
import { currentChartQueryOptions, useCurrentChart } from './api/get-current-chart';
import { toChartRows } from './chart-rows';
import { ChartList } from './components/chart-list';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export const CHART_DESCRIPTION =
  'The weekly chart of trending AI projects: the top 100 projects built with AI, ranked by community votes and an AI judge. New chart every Monday.';

/** What the page shows, fetched before it renders (on the server, and before a client navigation). */
export const queries: RouteQueries = () => [currentChartQueryOptions()];

const HEADING = `${PAGE_TITLE} ${css({ mb: 4 })}`;
const SUBTITLE = css({ display: 'block', mt: 1, fontSize: 'md', fontWeight: 'medium', color: 'fg.muted' });

export function ChartPage() {
  const chart = useCurrentChart();
  const rows = toChartRows(chart.data);

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
        <ChartList rows={rows} sharePath="/" />
      )}
    </section>
  );
}
