// Paged project lists (docs/product.md#calls, #limits-and-constants): the launchpad and the archive
// load pages of 24 with offset paging, so a row can move between pages while the visitor reads; pages are merged by id.
import { PAGE_SIZE } from '@domain/constants';

/** Every row once, in page order; a row seen on an earlier page keeps that place. */
export function mergePagesById<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** Launchpad (docs/product.md#limits-and-constants): 'Load More Projects' shows while a page returned 24 or more. */
export function launchpadHasMore(lastPage: readonly unknown[] | undefined, limit: number = PAGE_SIZE): boolean {
  return (lastPage?.length ?? 0) >= limit;
}

/** Archive (docs/product.md#limits-and-constants): more while the last page had exactly 24. */
export function archiveHasMore(lastPage: readonly unknown[] | undefined, limit: number = PAGE_SIZE): boolean {
  return (lastPage?.length ?? 0) === limit;
}

/** TanStack getNextPageParam for 1-based pages: the next page number while `hasMore`. */
export function nextPageParam(hasMore: (lastPage: readonly unknown[]) => boolean) {
  return (lastPage: readonly unknown[], _allPages: unknown, lastPageParam: number): number | undefined =>
    hasMore(lastPage) ? lastPageParam + 1 : undefined;
}

/** docs/product.md#errors-and-toasts: a failed Load More keeps the rows and says so. */
export const LOAD_MORE_FAILED = {
  title: 'Error loading more projects',
  description: 'Please try again later',
  type: 'error',
} as const;
