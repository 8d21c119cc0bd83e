// GET /api/chart/live-votes: this week's votes of each project on the live chart (the chart itself is
// frozen at Monday's cut-off). Small and cached 30 s, so it is fetched again when stale, after a vote
// and on focus, without the 100 rows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/query-keys';

export const chartLiveVotesQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.chartLiveVotes,
    queryFn: ({ client, signal }) => apiOf(client).call('chartLiveVotes', { signal }),
    staleTime: 30_000,
    refetchOnReconnect: true,
  });

export function useChartLiveVotes() {
  return useQuery(chartLiveVotesQueryOptions());
}
