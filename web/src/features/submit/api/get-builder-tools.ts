// GET /api/builder-tools (docs/product.md#calls): id, name, colour — the old form's tool choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';

export async function getBuilderTools({ signal }: { signal?: AbortSignal } = {}) {
  return browserApi.call('builderTools', { signal });
}

export const builderToolsQueryKey = ['builder-tools'] as const;

export function builderToolsQueryOptions() {
  return queryOptions({
    queryKey: builderToolsQueryKey,
    queryFn: ({ signal }) => getBuilderTools({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useBuilderTools() {
  return useQuery(builderToolsQueryOptions());
}
