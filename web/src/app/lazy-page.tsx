// A route's page in its own chunk, without a data router: the route table (routes.tsx) gets an element
// that reads the module through React's use() and a handle the page server and the browser's start-up
// use to load the module (and read the data it declares) before they render the URL, so the page
// renders at once there and hydration finds the server's markup. A client navigation to a page not
// loaded yet suspends inside the router's transition: the current page stays until the chunk is in.
import type { ComponentType, ReactNode } from 'react';
import { use } from 'react';
import { ClientScreen } from '../chakra/client-screen';
import type { Tracked } from '../lib/load-once';
import { loadOnce } from '../lib/load-once';
import type { RouteQueries } from '../lib/route-queries';

type Load<M> = () => Promise<M>;

const loaders = new Map<Load<unknown>, () => Tracked<unknown>>();

/** The module of a page, loaded once; a failed load (e.g. a chunk gone after a deploy) is retried next time. */
export function loadPage<M>(load: Load<M>): Tracked<M> {
  let loader = loaders.get(load);
  if (!loader) {
    loader = loadOnce(load);
    loaders.set(load, loader);
  }
  return loader() as Tracked<M>;
}

/** What a route's module may declare beside its page: the data it shows. */
export interface PageModule {
  queries?: RouteQueries;
}

/** The handle a page's route carries: its module, loaded before its URL renders. */
export interface PageHandle {
  load: () => Promise<PageModule>;
  /** The module's source path from the web folder ('src/…'): the page server preloads its chunks by it. */
  source?: string;
}

/** The handle a screen's route carries: its module's source path ('src/…'), loaded once the page is live. */
export interface ScreenHandle {
  screen: string;
}

function LazyPage<M>({ load, name }: { load: Load<M>; name: keyof M }) {
  const Page = use(loadPage(load) as Promise<M>)[name] as ComponentType;
  return <Page />;
}

/** A route's element and handle for the page `name` exported by the module `load` imports. */
export function page<M>(load: Load<M>, name: keyof M & string, source?: string) {
  const handle: PageHandle = { load: () => loadPage(load) as Promise<PageModule>, ...(source ? { source } : {}) };
  return { element: <LazyPage load={load} name={name} />, handle };
}

/**
 * A route at `path` whose page is an interactive screen (Chakra UI): the placeholder on the server and
 * while the page hydrates, then the screen, whose module loads only then (never on the server, never
 * in the route's first load).
 */
export function screenAt<M>(
  path: string,
  load: Load<M>,
  name: keyof M & string,
  placeholder?: ReactNode,
  source?: string,
) {
  return {
    path,
    element: (
      <ClientScreen placeholder={placeholder}>
        <LazyPage load={load} name={name} />
      </ClientScreen>
    ),
    ...(source ? { handle: { screen: source } satisfies ScreenHandle } : {}),
  };
}

/** A route at `path` showing the page `name` of the module `load` imports. */
export function pageAt<M>(path: string, load: Load<M>, name: keyof M & string, source?: string) {
  return { path, ...page(load, name, source) };
}
