// What the page reads again after a change: an action's answer, or a live update from Firestore.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads each key again. TanStack joins an invalidation onto a first read still loading, which may
 * have begun before the change: cancel such reads first (a read with data shown it cancels itself).
 */
export async function readAgain(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const firstReads = (queryKey: QueryKey) => ({
    queryKey,
    predicate: (query: { state: { data: unknown } }) => query.state.data === undefined,
  });
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries(firstReads(queryKey))));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
