// Scroll positions across client navigations (what react-router's data-router <ScrollRestoration> did):
// a new page starts at the top (or at its #hash target when that is on the page), Back and Forward
// return to where the visitor was, and a reload of the same history entry too (sessionStorage).
// A position is kept as the element with an id at the top of the window (a chart row, say) and how far
// the window was below it, besides the offset: the rows off screen are laid out at an estimated height
// until they are drawn (content-visibility), so the same offset on a page built again can show another
// row, while the same row is where the visitor was.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'vc-scroll-positions';

export interface ScrollPosition {
  y: number;
  /** The id of the element at the top of the window, and the window's distance below its top. */
  anchor?: string;
  offset?: number;
}

function readSaved(): Record<string, ScrollPosition> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, ScrollPosition>) : {};
  } catch {
    return {};
  }
}

/** Where the window is: its offset and, under the top bar's height, the nearest element with an id. */
export function currentPosition(doc: Document = document): ScrollPosition {
  const y = Math.round(window.scrollY);
  if (y === 0) return { y };
  const probe = doc.elementFromPoint(window.innerWidth / 2, 80);
  const anchor = probe?.closest<HTMLElement>('main [id]');
  if (!anchor || anchor.id === 'main') return { y };
  return { y, anchor: anchor.id, offset: Math.round(-anchor.getBoundingClientRect().top) };
}

/** How long Back may wait for a page to grow tall enough or its anchor to appear. */
const RESTORE_FOR_MS = 10_000;

/** The window's offset that puts `position` back, or null while its anchor is not on the page yet. */
function targetY(position: ScrollPosition): number | null {
  if (!position.anchor) return position.y;
  const anchor = document.getElementById(position.anchor);
  if (!anchor) return null;
  return Math.round(window.scrollY + anchor.getBoundingClientRect().top + (position.offset ?? 0));
}

/**
 * Scrolls back to `position`, and again as the page changes (it grows, rows get drawn), until it
 * stays there, the visitor scrolls themselves, or RESTORE_FOR_MS pass. Returns the cleanup.
 */
function restore(position: ScrollPosition, onEnd: () => void): () => void {
  const apply = () => {
    const y = targetY(position);
    if (y !== null) window.scrollTo(0, y);
    return y !== null && Math.abs(window.scrollY - y) < 2;
  };
  if (typeof ResizeObserver === 'undefined') {
    apply();
    onEnd();
    return () => undefined;
  }
  apply();
  let settled = 0;
  const observer = new ResizeObserver(() => {
    settled = apply() ? settled + 1 : 0;
  });
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  // Layout settles within a few frames of the last change; then the position is the visitor's.
  const idle = setInterval(() => {
    if (apply() && ++settled >= 3) stop();
  }, 100);
  function stop() {
    onEnd();
    observer.disconnect();
    clearTimeout(timer);
    clearInterval(idle);
    for (const type of inputs) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, ScrollPosition> | null>(null);
  const current = useRef(location.key);
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
    const first = current.current === location.key;
    current.current = location.key;
    positions.current ??= readSaved();
    const saved = positions.current[location.key];
    if (navigationType === 'POP') {
      if (saved === undefined) return;
      restoring.current = true;
      return restore(typeof saved === 'number' ? { y: saved } : saved, () => {
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
