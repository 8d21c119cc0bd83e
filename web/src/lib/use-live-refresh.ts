// Keeps an /api query live: while mounted with a source, a Firestore listener (lib/live-firestore.ts,
// a lazy chunk) refreshes the given queries whenever the watched documents change — a vote in
// another tab, an approval, a new submission in the admin queue.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveSource } from './live-firestore';
import { readAgain } from './read-again';

export function useLiveRefresh(source: LiveSource | null, queryKeys: readonly (readonly unknown[])[]): void {
  const queryClient = useQueryClient();
  const sourceKey = source ? JSON.stringify(source) : null;
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    if (!sourceKey) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const refresh = () => {
      void readAgain(queryClient, JSON.parse(keys) as unknown[][]);
    };
    import('./live-firestore')
      .then((live) => {
        if (!cancelled) stop = live.watch(JSON.parse(sourceKey) as LiveSource, refresh);
      })
      .catch((error: unknown) => console.warn('live updates unavailable', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [sourceKey, keys, queryClient]);
}
