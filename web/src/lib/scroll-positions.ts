// Where the window was on a page, kept across page loads of this tab (sessionStorage): as the element
// with an id at the top of the window (a chart row, say) and how far below its top, besides the offset,
// since rows off screen are laid out at an estimated height until drawn (content-visibility). Used by
// the app's router (app/scroll-restoration.tsx) and by `/` on its own (home/).
export const STORAGE_KEY = 'vc-scroll-positions';

export interface ScrollPosition {
  y: number;
  /** The id of the element at the top of the window, and the window's distance below its top. */
  anchor?: string;
  offset?: number;
}

export function readSaved(): Record<string, ScrollPosition> {
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
export function restore(position: ScrollPosition, onEnd: () => void): () => void {
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
