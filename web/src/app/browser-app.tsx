// The app in the browser, the second of main.tsx's steps: the query cache filled with the server's
// data, the providers, the router and the routes, and the modules of the page's URL.
import { hydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { readServerState } from '../lib/server-state';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, loadRoute } from './routes';

export interface BrowserApp {
  app: ReactNode;
  /** The server rendered this page: hydrate it once `routeLoaded` settles (its lazy modules first). */
  serverRendered: boolean;
  routeLoaded: Promise<void>;
}

export function browserApp(doc: Document, root: HTMLElement): BrowserApp {
  const queryClient = createQueryClient();
  const state = readServerState(doc);
  if (state) {
    hydrate(queryClient, state);
    // As on the server: a query that failed there shows its error when its page mounts (the page's
    // Retry fetches it again), so hydration renders the same markup.
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  const serverRendered = Boolean(state && root.firstElementChild);
  const { location } = doc.defaultView ?? window;
  const app = (
    <AppProviders
      queryClient={queryClient}
      request={{
        origin: location.origin,
        renderedAt: state?.renderedAt ?? null,
        renderedYear: state?.renderedYear ?? null,
        renderedDayStarts: state?.renderedDayStarts ?? null,
      }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // The lazy modules of this URL first, so hydration renders what the server rendered.
  const routeLoaded = serverRendered
    ? loadRoute(location.pathname, new URLSearchParams(location.search)).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  return { app, serverRendered, routeLoaded };
}
