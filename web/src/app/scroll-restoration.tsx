// Scroll positions across client navigations (what react-router's data-router <ScrollRestoration> did):
// a new page starts at the top (or at its #hash target when that is on the page), Back and Forward
// return to where the visitor was, and a reload of the same history entry too (sessionStorage).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'vc-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** How long Back may wait for a page to grow tall enough (e.g. chart rows rendering in slices). */
const RESTORE_FOR_MS = 10_000;

/**
 * Scrolls to `y`, and again as the page grows if it is not tall enough yet, until it gets there, the
 * visitor scrolls themselves, or RESTORE_FOR_MS pass. Returns the cleanup.
 */
function restore(y: number, onEnd: () => void): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2 || typeof ResizeObserver === 'undefined') {
    onEnd();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  });
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  function stop() {
    onEnd();
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(location.key);
  /** While Back restores a position, the page's intermediate (clamped) positions are not the reader's. */
  const restoring = useRef(false);

  useEffect(() => {
    positions.current ??= readSaved();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (!restoring.current) positions.current![current.current] = window.scrollY;
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
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const first = current.current === location.key;
    current.current = location.key;
    positions.current ??= readSaved();
    const saved = positions.current[location.key];
    if (navigationType === 'POP') {
      if (saved === undefined) return;
      restoring.current = true;
      return restore(saved, () => {
        restoring.current = false;
      });
    }
    if (first) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
