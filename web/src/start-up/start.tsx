// Must stay the first import: configures zod before any schema is built.
import '../lib/zod-config';
// The eager chunk evaluates its modules in the order of these imports, in three tasks rather than one
// (~5, 20–35 and 12–15 ms on a 4x slower phone, where the one was 52–74): start-up/react.ts and
// start-up/ui.ts each end the task after their part with a top-level await, and the bundler keeps a
// chunk's modules in import order, so what comes after them evaluates in a later task.
import { createRoot, hydrateRoot } from './react';
import { AppProviders, buildAppSystem, createQueryClient, hydrationStyleCache } from './ui';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { loadNewsletterForm } from '../components/ui/newsletter-form-loader';
import { preloadPromoBlock } from '../components/ui/promo-item';
import { AppRoutes, preloadRoute } from '../app/routes';
import { startHydration } from '../lib/first-render';
import { loadIntl } from '../lib/intl';
import { nextTask } from '../lib/next-task';
import type { ServerState } from '../lib/server-state';
import { readServerState } from '../lib/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * The query cache the page server (entry-server.tsx) rendered this URL with: hydrated with the same
 * data, and the lazy modules of this URL loaded, the first render matches its HTML.
 */
function hydrateServerState(): ServerState | null {
  const state = readServerState(document);
  if (!state) return null;
  hydrate(queryClient, state);
  // As on the server: a query that failed there shows its error when its page mounts (the page's
  // Retry fetches it again), so hydration renders the same markup.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  return state;
}

/** A server/browser markup difference is a bug: reported, and the browser tests fail on it. */
function onRecoverableError(error: unknown): void {
  console.error('[hydration]', error);
}

export async function start(): Promise<void> {
  // Start-up in tasks, not one long one: the bundle's evaluation; the locale data loads in a worker
  // meanwhile; the lazy modules of the URL (matching it against the routes is ~10–15 ms on a 4x slower
  // phone) and the chunks of the page's lazy parts, the page's data, Chakra's system, then React.
  await nextTask();
  const intlLoaded = loadIntl();
  // A failed chunk load is the route error boundary's to show, once the app renders.
  const routeLoaded = preloadRoute(window.location.pathname, nextTask).catch(() => undefined);
  await nextTask();
  // The chunks the page hydrates below the fold, a task each.
  for (const preload of [preloadPromoBlock, loadNewsletterForm]) {
    void preload().catch(() => undefined);
    await nextTask();
  }
  const state = hydrateServerState();
  await routeLoaded;
  await nextTask();
  const hydrating = Boolean(state && root!.firstElementChild);
  // Hydrating: the page's <head> has its styles; the cache knows them, so nothing is inserted twice.
  const styleCache = hydrating ? hydrationStyleCache(document) : null;
  await buildAppSystem(styleCache !== null, nextTask);
  await intlLoaded;
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} styles={styleCache ? { cache: styleCache, inPage: true } : undefined}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrating && state) {
    startHydration(state.renderedAt);
    startTransition(() => {
      hydrateRoot(root!, app, { onRecoverableError });
    });
  } else createRoot(root!).render(app);
}
