// Must stay the first import: configures zod before any schema is built.
import './lib/zod-config';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { endHydration, startHydration } from './lib/first-render';
import { readServerState } from './lib/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page server (entry-server.tsx) rendered this URL and put its query cache in the page: hydrate
// with the same data and the lazy modules of this URL loaded, so the first render matches its HTML.
const state = readServerState(document);
const queryClient = createQueryClient();
if (state) {
  hydrate(queryClient, state);
  // As on the server: a query that failed there shows its error when its page mounts (the page's
  // Retry fetches it again), so hydration renders the same markup.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

async function loadLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Marks <html data-hydrated> once the app is live (browser tests wait for it before they click). */
function Live() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** A server/browser markup difference is a bug: reported, and the browser tests fail on it. */
function onRecoverableError(error: unknown): void {
  console.error('[hydration]', error);
}

async function start(): Promise<void> {
  if (state) await loadLazyRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <Live />
      </AppProviders>
    </StrictMode>
  );
  if (state && root!.firstElementChild) {
    startHydration(state.renderedAt);
    hydrateRoot(root!, app, { onRecoverableError });
  } else createRoot(root!).render(app);
}

void start();
