// `/` is a page load of its own: Back (or a reload) to it returns to where the reader was, as the app's
// router does between its pages (lib/scroll-positions.ts), the rows drawn late included.
import { useEffect } from 'react';
import { STORAGE_KEY, currentPosition, readSaved, restore } from '../lib/scroll-positions';

/** This history entry's key: the router's when it made the entry, else the page's own. */
function entryKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return `home:${typeof state?.key === 'string' ? state.key : 'default'}`;
}

export function HomeScroll() {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const key = entryKey();
    const saved = readSaved()[key];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const back = navigation?.type === 'back_forward' || navigation?.type === 'reload';
    const stop = saved && back && !window.location.hash ? restore(saved, () => undefined) : () => undefined;
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readSaved(), [key]: currentPosition() }));
      } catch {
        // storage full or blocked: Back starts at the top
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      stop();
      window.removeEventListener('pagehide', save);
    };
  }, []);
  return null;
}
