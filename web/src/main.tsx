// The browser's entry: hydrates the page the server rendered (its data comes with it, in the page's
// query cache), or renders the page itself when the page has none. Taps made before the app is live
// were kept by the page's early script and are replayed once it is (app/early-events.ts).
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keepTypedValues } from './app/early-events';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, loadRoute } from './app/routes';
import { readServerState } from './lib/server-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const state = readServerState(document);
if (state) {
  hydrate(queryClient, state);
  // As on the server: a query that failed there shows its error when its page mounts (the page's
  // Retry fetches it again), so hydration renders the same markup.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

const app = (
  <StrictMode>
    <AppProviders
      queryClient={queryClient}
      request={{
        origin: window.location.origin,
        renderedAt: state?.renderedAt ?? null,
        renderedYear: state?.renderedYear ?? null,
        renderedDayStarts: state?.renderedDayStarts ?? null,
      }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/** A server/browser markup difference is a bug: reported, and the browser tests fail on it. */
function onRecoverableError(error: unknown): void {
  console.error('[hydration]', error);
}

if (state && root.firstElementChild) {
  // The lazy modules of this URL first, so hydration renders what the server rendered; then React
  // hydrates as transition work, in slices that leave the main thread free between them.
  void loadRoute(window.location.pathname, new URLSearchParams(window.location.search))
    .catch(() => undefined)
    .then(() => {
      keepTypedValues(root);
      startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
    });
} else {
  createRoot(root).render(app);
}
