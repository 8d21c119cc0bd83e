// GET /api/projects/launchpad?page={n}&limit=24 (spec §7): pages accumulate (merged by id in
// useProjectPages); another page is asked for while the last one came back full (spec §9: 24 or more).
import type { ListedProjectJson } from '@domain/api';
import { PAGE_SIZE } from '@domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/lazy-api';
import { launchpadHasMore, nextPageParam } from '../../../lib/project-pages';

export async function getLaunchpadPage({
  page,
  signal,
}: {
  page: number;
  signal?: AbortSignal;
}): Promise<ListedProjectJson[]> {
  return fetchApi('launchpad', { query: { page, limit: PAGE_SIZE }, signal });
}

export const launchpadQueryKey = ['projects', 'launchpad'] as const;

export function launchpadQueryOptions() {
  return infiniteQueryOptions({
    queryKey: launchpadQueryKey,
    queryFn: ({ pageParam, signal }) => getLaunchpadPage({ page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam((lastPage) => launchpadHasMore(lastPage)),
  });
}

export function useLaunchpad() {
  return useInfiniteQuery(launchpadQueryOptions());
}
