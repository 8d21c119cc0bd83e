// Tooltips open after 700 ms of hover (the stylesheet's transition delay). Once one has shown, moving
// to another trigger within 300 ms opens it at once, as a toolbar's tooltips do: <html data-tip-warm>
// marks that window and the stylesheet drops the delay while it is there (web/panda.config.ts).
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const TRIGGER = '.vc-tip:not([data-manual]), [data-tip]';

/** Listens on the document (one listener for every tooltip); returns the function that stops it. */
export function installTooltipSkipDelay(doc: Document = document): () => void {
  const root = doc.documentElement;
  let current: Element | null = null;
  /** Whether the tooltip of `current` has shown (hovered for the open delay, or opened warm). */
  let shown = false;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let warmTimer: ReturnType<typeof setTimeout> | undefined;

  const onOver = (event: PointerEvent) => {
    if (event.pointerType && event.pointerType !== 'mouse') return;
    const target = event.target instanceof Element ? event.target.closest(TRIGGER) : null;
    if (target === current) return;
    clearTimeout(openTimer);
    if (current && shown) {
      root.dataset.tipWarm = '';
      clearTimeout(warmTimer);
      warmTimer = setTimeout(() => delete root.dataset.tipWarm, TOOLTIP_SKIP_DELAY_MS);
    }
    current = target;
    shown = false;
    if (!target) return;
    if (root.dataset.tipWarm !== undefined) shown = true;
    else openTimer = setTimeout(() => (shown = true), TOOLTIP_OPEN_DELAY_MS);
  };
  doc.addEventListener('pointerover', onOver);
  // Tests that time tooltips wait for it: the module loads after the page is live.
  root.dataset.tipReady = '';
  return () => {
    delete root.dataset.tipReady;
    doc.removeEventListener('pointerover', onOver);
    clearTimeout(openTimer);
    clearTimeout(warmTimer);
    delete root.dataset.tipWarm;
  };
}
