// What an admin page reads again after an action (the queue, the pending count).
import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads each key again. A read still in flight may have begun before the action, and TanStack joins
 * an invalidation onto a first read that is still loading: so cancel it first, then read.
 */
export async function readAgain(queryClient: QueryClient, keys: readonly (readonly unknown[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
