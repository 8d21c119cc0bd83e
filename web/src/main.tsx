// The browser's entry: hydrates the page the server rendered (its data comes with it, in the page's
// query cache), or renders the page itself when the page has none. Taps made before the app is live
// were kept by the page's early script and are replayed once it is (app/early-events.ts).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepTypedValues } from './app/early-events';
import { nextTask } from './lib/idle';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

/**
 * In steps, each short enough not to hold up a tap: React's modules (this task), the app's
 * (app/browser-app.tsx, preloaded with this entry), the server's data and the URL's lazy modules,
 * then hydration (itself rendered in slices, a transition).
 */
async function start(root: HTMLElement) {
  await nextTask();
  const { browserApp } = await import('./app/browser-app');
  await nextTask();
  const { app, serverRendered, routeLoaded } = browserApp(document, root);
  const tree = <StrictMode>{app}</StrictMode>;
  if (!serverRendered) {
    createRoot(root).render(tree);
    return;
  }
  await routeLoaded;
  keepTypedValues(root);
  startTransition(() => void hydrateRoot(root, tree, { onRecoverableError }));
}

/** A server/browser markup difference is a bug: reported, and the browser tests fail on it. */
function onRecoverableError(error: unknown): void {
  console.error('[hydration]', error);
}
