// The data a route shows, declared by the route's module (`export const queries`): the page server
// fetches it before it renders, so each page renders once, with its data.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface RouteMatch {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** A query's or an infinite query's options (queryOptions / infiniteQueryOptions). */
export interface RouteQuery {
  queryKey: QueryKey;
  initialPageParam?: unknown;
}

export type RouteQueries = (match: RouteMatch) => RouteQuery[];

/** Fetches a route's queries into `client`; a failed one is kept as its error (the page shows it). */
export async function prefetchRouteQueries(client: QueryClient, queries: readonly RouteQuery[]): Promise<void> {
  await Promise.all(
    queries.map((options) =>
      'initialPageParam' in options
        ? client.prefetchInfiniteQuery(options as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
        : client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]),
    ),
  );
}
