// `/`: the weekly chart (spec §2 Chart) from GET /api/submissions?filter=vibechart.
import { Box, Heading, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ChartJsonLd, DEFAULT_TITLE, OrganizationJsonLd, PageMeta } from '../../lib/seo';
import { useCurrentChart } from './api/get-current-chart';
import { toChartRows } from './chart-rows';
import { ChartList } from './components/chart-list';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export const CHART_DESCRIPTION =
  'The weekly chart of trending AI projects: the top 100 projects built with AI, ranked by community votes and an AI judge. New chart every Monday.';

export function ChartPage() {
  const chart = useCurrentChart();
  const rows = useMemo(() => toChartRows(chart.data), [chart.data]);

  return (
    <Box as="section" aria-labelledby="chart-heading">
      <PageMeta title={DEFAULT_TITLE} description={CHART_DESCRIPTION} />
      <OrganizationJsonLd />
      {rows.length > 0 ? <ChartJsonLd rows={rows} /> : null}
      <Heading as="h1" id="chart-heading" mb={4} size={{ base: '2xl', md: '3xl' }} fontWeight="black">
        THE WEEKLY TOP 100
        <Text as="span" display="block" mt={1} fontSize="md" fontWeight="medium" color="fg.muted">
          Trending projects built with AI, refreshed every Monday
        </Text>
      </Heading>
      {chart.isPending ? (
        <ChartSkeleton />
      ) : chart.isError ? (
        <ChartError onRetry={() => void chart.refetch()} retrying={chart.isFetching} />
      ) : rows.length === 0 ? (
        <ChartEmpty />
      ) : (
        <ChartList rows={rows} sharePath="/" />
      )}
    </Box>
  );
}
