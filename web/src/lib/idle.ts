// Run work after first paint: at idle time, at the latest after `timeoutMs` (Safari has no
// requestIdleCallback: a timeout then). Returns a cancel function.
export function onIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(handle);
}

/** Resolves in a later task, so the work after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
