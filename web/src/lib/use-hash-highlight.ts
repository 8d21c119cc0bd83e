// `#project-{id}` on a list: once the rows are rendered, scroll that row into view, highlight it for
// a few seconds (data-hash-highlight, styled in app/theme.ts) and move focus to it for keyboard and
// screen-reader users. Rows carry id={projectAnchorId(id)} (lib/share.ts).
import { useEffect } from 'react';
import { useHash } from './navigation';

export const HASH_HIGHLIGHT_MS = 4_000;
const PREFIX = '#project-';

/** The element id of a project's row: `#project-{id}` links to it (use-hash-highlight.ts). */
export function projectHashId(id: string): string {
  return `project-${id}`;
}

/** The project id a hash points at, or null ('#project-abc' → 'abc'). */
export function projectIdFromHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    return null;
  }
  return id.trim() ? id : null;
}

/**
 * Call on a list page with `ready` true once its rows are in the DOM (e.g. data loaded). Reacts to
 * later hash changes too. Returns nothing; the row is found by its element id.
 */
export function useHashHighlight(ready: boolean, durationMs: number = HASH_HIGHLIGHT_MS): void {
  const hash = useHash();
  useEffect(() => {
    if (!ready) return;
    const id = projectIdFromHash(hash);
    if (!id) return;
    const row = document.getElementById(`project-${id}`);
    if (!row) return;
    // An instant jump, repeated after the next frames: rows rendered lazily (content-visibility)
    // may change height around the target once it is on screen.
    const scroll = () => row.scrollIntoView({ block: 'center', behavior: 'auto' });
    scroll();
    let frame = requestAnimationFrame(() => {
      scroll();
      frame = requestAnimationFrame(scroll);
    });
    row.setAttribute('data-hash-highlight', '');
    if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');
    row.focus({ preventScroll: true });
    const timer = window.setTimeout(() => row.removeAttribute('data-hash-highlight'), durationMs);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      row.removeAttribute('data-hash-highlight');
    };
  }, [ready, hash, durationMs]);
}
