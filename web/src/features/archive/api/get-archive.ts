// GET /api/projects/archive?page={n}&limit=24 (docs/product.md#calls, bearer when signed in): pages accumulate,
// merged by id; another page is asked for while the last one had exactly 24
// (docs/product.md#limits-and-constants). After a vote or vibe the whole query is invalidated,
// which refetches pages 1..n.
import { PAGE_SIZE } from '@domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api';
import type { ProjectRowData } from '../../../lib/project-rows';
import { listRows } from '../../../lib/project-rows';
import { archiveHasMore, nextPageParam } from '../../../lib/project-pages';
import { useSession } from '../../../lib/session';

export const archiveQueryKey = ['projects', 'archive', 'pages'] as const;

/** `getToken` gives the bearer when a session exists; the rows are the same for everyone. */
export function archiveQueryOptions(getToken: () => Promise<string | null>) {
  return infiniteQueryOptions({
    queryKey: archiveQueryKey,
    queryFn: async ({ client, pageParam, signal }): Promise<ProjectRowData[]> =>
      listRows(
        await apiOf(client).call('archive', {
          query: { page: pageParam, limit: PAGE_SIZE },
          token: await getToken(),
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam((lastPage) => archiveHasMore(lastPage)),
  });
}

export function useArchive() {
  const session = useSession();
  // Never wait for auth to load just for a bearer the list does not need.
  const signedIn = session.status === 'signedIn';
  const { getIdToken } = session;
  return useInfiniteQuery(archiveQueryOptions(async () => (signedIn ? getIdToken().catch(() => null) : null)));
}
