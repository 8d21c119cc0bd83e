// The app's half of early/capture.js: once the page is live, stop keeping events and replay the ones
// kept before, in order, on the controls they were meant for. React's handlers then run as for any
// click, once; the browser still counts the original tap as the user's gesture for a few seconds, so
// a replayed SIGN IN may open its window.
export interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
}

interface EarlyEvents {
  queue: EarlyEvent[];
  stop(): void;
}

declare global {
  interface Window {
    __vibechartEarlyEvents?: EarlyEvents;
  }
}

/** Clears the pressed look the early script gave a control. */
function release(el: Element): void {
  el.removeAttribute('data-early-press');
  if (el.hasAttribute('data-early-busy')) {
    el.removeAttribute('data-early-busy');
    el.removeAttribute('aria-busy');
  }
}

/** Replays what was pressed before the app was live; returns how many events it replayed. */
export function replayEarlyEvents(win: Window = window): number {
  const early = win.__vibechartEarlyEvents;
  if (!early) return 0;
  early.stop();
  win.__vibechartEarlyEvents = undefined;
  let replayed = 0;
  for (const { type, target } of early.queue.splice(0)) {
    release(target);
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
    replayed++;
  }
  return replayed;
}
