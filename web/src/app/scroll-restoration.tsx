// Scroll positions across client navigations (what react-router's data-router <ScrollRestoration> did):
// a new page starts at the top (or at its #hash target when that is on the page), Back and Forward
// return to where the visitor was, and a reload of the same history entry too (sessionStorage).
// A position is kept as the element with an id at the top of the window (a chart row, say) and how far
// the window was below it, besides the offset: the rows off screen are laid out at an estimated height
// until they are drawn (content-visibility), so the same offset on a page built again can show another
// row, while the same row is where the visitor was.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { ScrollPosition } from '../lib/scroll-positions';
import { STORAGE_KEY, currentPosition, readSaved, restore } from '../lib/scroll-positions';

/**
 * A history entry's key: the router's, or for a page loaded by the browser (no key of the router's:
 * 'default') its path, so two such pages do not share a position.
 */
function entryKey({ key, pathname }: { key: string; pathname: string }): string {
  return key === 'default' ? `default:${pathname}` : key;
}

/** Whether this document was loaded by Back, Forward or a reload (not by following a link). */
function loadedFromHistory(): boolean {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation === undefined || navigation.type === 'back_forward' || navigation.type === 'reload';
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, ScrollPosition> | null>(null);
  const key = entryKey(location);
  const current = useRef(key);
  /** While Back restores a position, the page's intermediate positions are not the reader's. */
  const restoring = useRef(false);

  useEffect(() => {
    positions.current ??= readSaved();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (restoring.current || frame) return;
      // Once per frame: finding the anchor reads the layout.
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!restoring.current) positions.current![current.current] = currentPosition();
      });
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // storage full or blocked: positions last for this page only
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const first = current.current === key;
    current.current = key;
    positions.current ??= readSaved();
    const saved = positions.current[key];
    if (navigationType === 'POP') {
      // A page the browser loaded from a link starts where it starts, whatever this tab saw there.
      if (saved === undefined || (first && !loadedFromHistory())) return;
      restoring.current = true;
      return restore(typeof saved === 'number' ? { y: saved } : saved, () => {
        restoring.current = false;
      });
    }
    if (first) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!location.hash) window.scrollTo(0, 0);
  }, [key, location.hash, navigationType]);

  return null;
}
