// GET /api/projects/launchpad?page={n}&limit=24 (docs/product.md#calls): pages accumulate (merged by id in
// useProjectPages); another page is asked for while the last one came back full
// (docs/product.md#limits-and-constants: 24 or more).
import { PAGE_SIZE } from '@domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import type { ProjectRowData } from '../../../lib/project-rows';
import { listRows } from '../../../lib/project-rows';
import { launchpadHasMore, nextPageParam } from '../../../lib/project-pages';

export const launchpadQueryKey = ['projects', 'launchpad'] as const;

export function launchpadQueryOptions() {
  return infiniteQueryOptions({
    queryKey: launchpadQueryKey,
    queryFn: async ({ client, pageParam, signal }): Promise<ProjectRowData[]> =>
      listRows(await apiOf(client).call('launchpad', { query: { page: pageParam, limit: PAGE_SIZE }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageParam((lastPage) => launchpadHasMore(lastPage)),
  });
}

export function useLaunchpad() {
  return useInfiniteQuery(launchpadQueryOptions());
}
