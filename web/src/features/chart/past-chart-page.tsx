// /chart/:weekOf (beyond the spec, decisions.md): a published week's frozen chart with a week picker.
import { Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { PRODUCT_NAME } from '@domain/constants';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { ChartJsonLd, PageMeta } from '../../lib/seo';
import { useChartWeek } from './api/get-chart-week';
import { useChartWeeks } from './api/get-chart-weeks';
import { formatWeekOf, toChartRows } from './chart-rows';
import { ChartList } from './components/chart-list';
import { ChartEmpty, ChartError, ChartSkeleton } from './components/chart-states';

export const CHART_NOT_FOUND_TITLE = 'Chart not found';

function WeekPicker({ weekOf }: { weekOf: string }) {
  const weeks = useChartWeeks();
  const navigate = useNavigate();
  const options = weeks.data ?? [];
  const known = options.some((w) => w.weekOf === weekOf);
  return (
    <Box minW={{ base: 'full', sm: '260px' }}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="lg" disabled={options.length === 0}>
        <NativeSelect.Field
          aria-label="Choose a chart week"
          value={known ? weekOf : ''}
          onChange={(e) => {
            if (e.target.value) void navigate(`/chart/${e.target.value}`);
          }}
          minH="48px"
          data-testid="week-picker"
        >
          {known ? null : (
            <option value="" disabled>
              {weeks.isPending ? 'Loading weeks…' : 'Choose a week'}
            </option>
          )}
          {options.map((w) => (
            <option key={w.weekOf} value={w.weekOf}>
              Week of {formatWeekOf(w.weekOf)} ({w.entries} projects)
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

function NotPublished({ weekOf }: { weekOf: string }) {
  return (
    <Stack role="status" align="center" textAlign="center" gap={3} py={16} data-testid="chart-not-found">
      <Text fontWeight="black" fontSize="xl" letterSpacing="wide">
        NO CHART FOR THIS WEEK
      </Text>
      <Text color="fg.muted">
        No chart was published for {formatWeekOf(weekOf)}. Pick another week or see this week's chart.
      </Text>
      <Button asChild minH="48px">
        <RouterLink to="/">View Chart</RouterLink>
      </Button>
    </Stack>
  );
}

export function PastChartPage() {
  const { weekOf = '' } = useParams();
  const chart = useChartWeek(weekOf);
  const rows = useMemo(() => toChartRows(chart.data?.entries), [chart.data]);
  const notFound = chart.error instanceof ApiError && (chart.error.status === 404 || chart.error.status === 400);
  const label = formatWeekOf(weekOf);

  return (
    <Box as="section" aria-labelledby="chart-heading">
      <PageMeta
        title={notFound ? `${CHART_NOT_FOUND_TITLE} — ${PRODUCT_NAME}` : `${PRODUCT_NAME} top 100 — week of ${label}`}
        description={`The ${PRODUCT_NAME} weekly chart of trending AI projects for the week of ${label}, as published.`}
        noindex={notFound}
      />
      {rows.length > 0 ? <ChartJsonLd rows={rows} name={`${PRODUCT_NAME} top 100, week of ${label}`} /> : null}
      <Flex
        gap={4}
        mb={4}
        align={{ base: 'stretch', md: 'flex-end' }}
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h1" id="chart-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
          THE WEEKLY TOP 100
          <Text as="span" display="block" mt={1} fontSize="md" fontWeight="medium" color="fg.muted">
            Week of {label}
          </Text>
        </Heading>
        <WeekPicker weekOf={weekOf} />
      </Flex>
      {chart.data && chart.data.discountedVotes > 0 ? (
        <Text fontSize="sm" color="fg.muted" mb={4} data-testid="discounted-votes">
          {chart.data.discountedVotes === 1 ? '1 vote was' : `${chart.data.discountedVotes} votes were`} left out of
          this chart after a fairness review.
        </Text>
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
        <ChartList rows={rows} sharePath={`/chart/${weekOf}`} promos={false} />
      )}
    </Box>
  );
}
