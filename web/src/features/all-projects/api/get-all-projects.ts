// GET /api/projects/all: every approved project in the server's order (on
// the current chart first by rank, then newest first), 20 per Load More. The API pages by cursor with
// a bounded number of reads per call, so a call can come back short where it passes over charted
// projects: one page here gathers calls until it has 20 rows or the list ends.
import { ALL_PROJECTS_PAGE_SIZE } from '@domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';
import { apiOf } from '../../../lib/api';
import type { ProjectRowData } from '../../../lib/project-rows';
import { listRows } from '../../../lib/project-rows';

/** API calls one page makes at most while calls come back short. */
const MAX_CALLS_PER_PAGE = 4;

export interface AllProjectsPageData {
  projects: ProjectRowData[];
  nextCursor: string | null;
}

export async function getAllProjectsPage({
  api,
  cursor,
  signal,
}: {
  api: Api;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<AllProjectsPageData> {
  const projects: ProjectRowData[] = [];
  let next = cursor;
  for (let calls = 0; calls < MAX_CALLS_PER_PAGE; calls++) {
    // The first call asks the default page (one URL the CDN keeps); follow-ups only what is missing.
    const limit = calls === 0 ? undefined : ALL_PROJECTS_PAGE_SIZE - projects.length;
    const page = await api.call('allProjects', { query: { cursor: next ?? undefined, limit }, signal });
    projects.push(...listRows(page.projects));
    next = page.nextCursor;
    if (next === null || projects.length >= ALL_PROJECTS_PAGE_SIZE) break;
  }
  return { projects, nextCursor: next };
}

export const allProjectsQueryKey = ['submissions', 'all'] as const;

export function allProjectsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: allProjectsQueryKey,
    queryFn: ({ client, pageParam, signal }) => getAllProjectsPage({ api: apiOf(client), cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The list hooks (useProjectPages) take pages of rows.
    select: (data) => ({ pages: data.pages.map((page) => page.projects), pageParams: data.pageParams }),
  });
}

export function useAllProjects() {
  return useInfiniteQuery(allProjectsQueryOptions());
}
