// A paged project list (the launchpad, the archive; docs/product.md#calls, #limits-and-constants):
// its pages merged by id, Load More with the failure toast (docs/product.md#errors-and-toasts), and
// a '#project-{id}' link to a row beyond the first page: further pages load until the row is there,
// at most MAX_PAGES_FOR_HASH in all, then it is highlighted.
import type { ProjectRowData } from './project-rows';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../components/ui/toaster';
import { LOAD_MORE_FAILED, mergePagesById } from './project-pages';
import { projectIdFromHash, useHashHighlight } from './use-hash-highlight';

export const MAX_PAGES_FOR_HASH = 5;

export type ProjectPagesQuery = UseInfiniteQueryResult<InfiniteData<ProjectRowData[]>>;

export interface ProjectPages {
  projects: ProjectRowData[];
  /** Load More while there are more pages (ProjectList's button); a failure keeps the rows and says so. */
  more: { loading: boolean; onClick: () => void } | null;
}

export function useProjectPages(query: ProjectPagesQuery, maxPages = MAX_PAGES_FOR_HASH): ProjectPages {
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = query;
  const projects = useMemo(() => mergePagesById(data?.pages ?? []), [data]);
  const pagesLoaded = data?.pages.length ?? 0;
  const { hash } = useLocation();
  const wanted = projectIdFromHash(hash);
  const loaded = wanted === null || projects.some((p) => p.id === wanted);
  const shouldLoad = !loaded && pagesLoaded > 0 && hasNextPage && !isFetching && !isError && pagesLoaded < maxPages;
  useEffect(() => {
    if (shouldLoad) void fetchNextPage();
  }, [shouldLoad, fetchNextPage]);
  useHashHighlight(projects.length > 0 && loaded);

  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) toast(LOAD_MORE_FAILED);
  };
  const more = hasNextPage ? { loading: query.isFetchingNextPage, onClick: () => void loadMore() } : null;
  return { projects, more };
}
