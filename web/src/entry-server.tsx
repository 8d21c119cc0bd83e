// The page server's half of the app (built by `vite build --ssr`, run by the functions' page route):
// renders a URL to HTML with the same routes and components the browser hydrates. Data comes from the
// same /api answers the browser would fetch — the caller passes a fetch that answers /api paths
// in-process — and travels to the browser in the dehydrated query cache, so hydration renders the
// same markup without a request.
import './lib/zod-config';
import type { Query } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ServerStyles } from './app/page-styles';
import { createServerStyles } from './app/page-styles';
import { FooterNewsletterForm } from './app/footer';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, isUnknownPath, preloadRoute } from './app/routes';
import { loadNewsletterForm } from './components/ui/newsletter-form-loader';
import { ApiError, setDefaultApiFetch } from './lib/api-client';
import type { ServerState } from './lib/server-state';
import { appClock } from './lib/clock';
import { setRenderInstant } from './lib/first-render';
import { takeHeadTags } from './lib/head-tags';
import { setSiteOrigin } from './lib/seo';

export { serverStateText } from './lib/server-state';

export interface RenderInput {
  /** The absolute URL asked for (origin = the site's public origin). */
  url: string;
  /** Answers the app's /api requests (relative paths) — in-process on the server. */
  apiFetch: typeof fetch;
}

export interface RenderResult {
  /** 200, or 404 for an unknown path or an id the API does not know. */
  status: number;
  /** The app's markup for #root. */
  html: string;
  /** Head tags the page rendered (title, meta, canonical), to put in <head>. */
  head: string;
  /** The page's styles: one <style> for the end of <head> (app/page-styles.ts). */
  styles: string;
  /** The query cache for hydration (JSON-safe) and the instant the page was rendered at. */
  state: ServerState;
  /** False when some data could not be loaded: the page is fine to show, not to cache. */
  complete: boolean;
}

/** Rendering passes: a pass fetches what the previous one asked for (lists, then what rows need). */
const MAX_PASSES = 3;

/** React's markers of a boundary left for the browser to render (<!--$!--> errored, <!--$?--> pending). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

export async function render({ url, apiFetch }: RenderInput): Promise<RenderResult> {
  setDefaultApiFetch(apiFetch);
  setSiteOrigin(new URL(url).origin);
  const renderedAt = appClock().getTime();
  setRenderInstant(renderedAt);
  const { pathname, search, hash } = new URL(url);
  await preloadRoute(pathname);
  const queryClient = createQueryClient();
  // A failed query shows its error (e.g. "Project not found" for a 404), not a refetch on mount.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  // Each render collects its styles in its own cache; the page takes the last render's.
  let styles: ServerStyles | null = null;
  const app = () => {
    styles = createServerStyles();
    return (
      <StrictMode>
        <AppProviders queryClient={queryClient} styles={{ cache: styles.cache, inPage: false }}>
          <StaticRouter location={pathname + search + hash}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    );
  };

  // Passes that find the data: renderToString is enough to see which queries the page asks for.
  renderToString(app());
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));
    if (wanted.length === 0) break;
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    renderToString(app());
  }
  // The page. A Suspense boundary whose lazy component had not loaded yet (e.g. the chart's newsletter
  // promo on a cold instance) would be sent unfinished, for the browser to render: let prerender wait
  // for every lazy module once, then render again — each boundary complete, hydrated as it is.
  let markup = renderToString(app());
  if (UNFINISHED_BOUNDARY.test(markup)) {
    await streamText((await prerender(app())).prelude);
    markup = renderToString(app());
  }

  // Rendered by the browser after hydration; its styles come with the page (FooterNewsletterForm).
  await loadNewsletterForm();
  renderToString(
    <AppProviders queryClient={queryClient} styles={{ cache: styles!.cache, inPage: false }}>
      <FooterNewsletterForm />
    </AppProviders>,
  );

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
    styles: styles!.styleTag(),
    state: {
      ...state,
      renderedAt,
    },
    complete,
  };
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: unknown }).enabled;
  return option !== false && typeof option !== 'function';
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
