// The page server's half of the app (built by `vite build --ssr`, run by the functions' page route):
// renders a URL to HTML with the same routes and components the browser hydrates, once. The route's
// modules declare the data they show; it is fetched first from the same /api answers the browser
// would get (the caller passes a fetch that answers /api paths in-process) and travels to the browser
// in the dehydrated query cache, so hydration renders the same markup without a request. Everything a
// render needs about its request (the fetch, the origin, the instant) is passed to that render alone:
// one process renders many requests at once.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { prefetchRouteQueries } from './lib/route-queries';
import { AppRoutes, isUnknownPath, loadRoute, routeSources } from './app/routes';
import { ApiError, bindApi, createApi } from './lib/api';
import { appClock } from './lib/clock';
import { RELATIVE_DAYS_MAX } from './lib/relative-days';
import { addLocalDays, dayOf, dayStartsBack } from '@domain/week';
import { takeHeadTags } from './lib/head-tags';
import type { ServerState } from './lib/server-state';

export { serverStateText } from './lib/server-state';
// The pages and their lazy modules: the build writes them beside the manifest for the bundle budgets.
export { routeModules } from './app/routes';

export interface RenderInput {
  /** The absolute URL asked for (origin = the site's public origin). */
  url: string;
  /** Answers the app's /api requests (relative paths) — in-process on the server. */
  apiFetch: typeof fetch;
  /** The instant the page is rendered at (epoch ms, app clock); default now. */
  now?: number;
}

export interface RenderResult {
  /** 200, or 404 for an unknown path or an id the API does not know. */
  status: number;
  /** The app's markup for #root. */
  html: string;
  /** Head tags the page rendered (title, meta, canonical), to put in <head>. */
  head: string;
  /** The query cache for hydration (JSON-safe) and the instant the page was rendered at. */
  state: ServerState;
  /** False when some data could not be loaded: the page is fine to show, not to cache. */
  complete: boolean;
  /** The browser entry that hydrates it: `/`'s own (home/home-entry.tsx, home-template.html) or the app's. */
  entry: 'home' | 'app';
  /** The source paths of the URL's lazy modules ('src/…'), whose chunks the page preloads with the app's. */
  modules: string[];
}

export async function render({ url, apiFetch, now }: RenderInput): Promise<RenderResult> {
  const { origin, pathname, search, hash } = new URL(url);
  const renderedAt = now ?? appClock().getTime();
  const renderedYear = Number(dayOf(new Date(renderedAt)).slice(0, 4));
  const renderedDayStarts = dayStartsBack(addLocalDays(new Date(renderedAt), 1), RELATIVE_DAYS_MAX + 2);
  const queryClient = bindApi(createQueryClient(), createApi(apiFetch));
  // A failed query shows its error (e.g. "Project not found" for a 404), not a refetch on mount.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  await prefetchRouteQueries(queryClient, await loadRoute(pathname, new URLSearchParams(search)));

  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient} request={{ origin, renderedAt, renderedYear, renderedDayStarts }}>
        <StaticRouter location={pathname + search + hash}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, whatever its size: the page is complete HTML, with no script of React's
    // to fill it in later (the site's CSP allows no inline script but the early one).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamText(prelude);

  const queries = queryClient.getQueryCache().getAll();
  const notFound =
    isUnknownPath(pathname) ||
    queries.some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  const complete = queries.every(
    (query) =>
      query.state.status !== 'error' || (query.state.error instanceof ApiError && query.state.error.status < 500),
  );

  // React renders <title>, <meta> and <link> where the components put them; they belong in <head>.
  const { html, head } = takeHeadTags(markup);
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  queryClient.clear(); // no garbage-collection timers left behind per request
  return {
    status: notFound ? 404 : 200,
    html,
    head,
    state: { ...state, renderedAt, renderedYear, renderedDayStarts },
    complete,
    // `/` hydrates on its own when all its data came (its error states' Retry is the app's).
    entry: pathname === '/' && !notFound && complete ? 'home' : 'app',
    modules: routeSources(pathname),
  };
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
