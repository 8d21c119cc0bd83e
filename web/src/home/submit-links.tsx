// The SUBMIT links `/` keeps as the server rendered them (the footer's, the promo blocks'): a click goes
// through the same guard as the top bar's SUBMIT (signed out, the join dialog), from one listener.
import { useEffect, useRef } from 'react';
import { SUBMIT_PATH, preloadJoinDialog, useSubmitGuard } from '../components/ui/submit-link';
import { isPlainClick } from '../lib/navigation';

const KEPT_SUBMIT_LINKS = `a[href="${SUBMIT_PATH}"]:not([data-testid="submit-button"])`;

export function SubmitLinks() {
  const { onClick } = useSubmitGuard();
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  });
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const link = (event: Event) => (event.target instanceof Element ? event.target.closest(KEPT_SUBMIT_LINKS) : null);
    const click = (event: MouseEvent) => {
      const anchor = link(event);
      if (anchor && isPlainClick(event, anchor)) latest.current(event);
    };
    const prepare = (event: Event) => {
      if (link(event)) preloadJoinDialog();
    };
    root.addEventListener('click', click);
    root.addEventListener('pointerdown', prepare);
    root.addEventListener('focusin', prepare);
    return () => {
      root.removeEventListener('click', click);
      root.removeEventListener('pointerdown', prepare);
      root.removeEventListener('focusin', prepare);
    };
  }, []);
  return null;
}
