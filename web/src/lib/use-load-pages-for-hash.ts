// A '#project-{id}' link to a row beyond the first page of a paged list: load further pages until
// the row is there, at most `maxPages` pages in all. Returns whether the linked row is loaded (true
// when the hash names no project), which is when useHashHighlight can scroll to it.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { projectIdFromHash } from './use-hash-highlight';

export const MAX_PAGES_FOR_HASH = 5;

interface PagedList {
  ids: readonly string[];
  pagesLoaded: number;
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function useLoadPagesForHash(
  { ids, pagesLoaded, hasNextPage, isFetching, isError, fetchNextPage }: PagedList,
  maxPages = MAX_PAGES_FOR_HASH,
): boolean {
  const { hash } = useLocation();
  const wanted = projectIdFromHash(hash);
  const missing = wanted !== null && pagesLoaded > 0 && !ids.includes(wanted);
  const shouldLoad = missing && hasNextPage && !isFetching && !isError && pagesLoaded < maxPages;
  useEffect(() => {
    if (shouldLoad) void fetchNextPage();
  }, [shouldLoad, fetchNextPage]);
  return wanted === null || ids.includes(wanted);
}
