// Pure rules of the All Projects list (docs/product.md#screens, #limits-and-constants): 20 more per
// Load More. No React here, so it is unit-tested in node. The page's vote toasts are in lib/project-action-toasts.ts.
import { ALL_PROJECTS_PAGE_SIZE } from '@domain/constants';

/**
 * How many rows to show at first: one page of 20, or enough pages to include the project a
 * #project-{id} link points at, so a shared link lands on its row.
 */
export function initialVisibleCount(
  ids: readonly string[],
  hashId: string | null,
  pageSize = ALL_PROJECTS_PAGE_SIZE,
): number {
  const index = hashId ? ids.indexOf(hashId) : -1;
  if (index < 0) return pageSize;
  return (Math.floor(index / pageSize) + 1) * pageSize;
}

/** The next count after Load More: 20 more, never past the list. */
export function nextVisibleCount(current: number, total: number, pageSize = ALL_PROJECTS_PAGE_SIZE): number {
  return Math.min(total, current + pageSize);
}
