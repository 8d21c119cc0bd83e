import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { DEFAULT_TITLE, PageMeta } from '../../lib/seo';
import { useCurrentChart } from './api/get-current-chart';
import { formatWeekOf, toChartRows } from './chart-rows';
import { ChartRowItem } from './components/chart-row-item';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export function ChartPage() {
  const { state, retry } = useCurrentChart();
  const chart = state.status === 'success' ? state.chart : null;
  const rows = toChartRows(chart);

  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error) console.error('Could not load charts/current', error);
  }, [error]);

  return (
    <Box as="section" aria-labelledby="chart-heading">
      <PageMeta
        title={DEFAULT_TITLE}
        description="The weekly chart of trending AI projects: the top 100 projects built with AI, ranked by community votes and an AI judge."
      />
      <Heading as="h1" id="chart-heading" mb={6} size={{ base: '2xl', md: '3xl' }} fontWeight="black">
        THE WEEKLY TOP 100
        <Text as="span" display="block" mt={1} fontSize="md" fontWeight="medium" color="fg.muted">
          {chart ? `Week of ${formatWeekOf(chart.weekOf)}` : 'Trending projects built with AI, refreshed every Monday'}
        </Text>
      </Heading>
      {state.status === 'loading' ? (
        <ChartSkeleton />
      ) : state.status === 'error' ? (
        <ChartError onRetry={retry} />
      ) : rows.length === 0 ? (
        <ChartEmpty />
      ) : (
        <Stack as="ol" gap={0} listStyleType="none">
          {rows.map((row) => (
            <ChartRowItem key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
