// Every page of the site, server-rendered: Hosting rewrites paths without a static file to
// the `pages` function (http/app.ts createPagesApp); GET/HEAD outside /api render the web app's page
// (web/src/entry-server.tsx, built by web/build.mjs) into its index.html and send it with the query
// cache the browser hydrates from. The page's data comes from the /api routes of an API app inside the
// same instance, called over a loopback socket, so a page shows exactly what the browser would fetch:
// same validation, reads and answers.
//
// Caching: the CDN keeps a page 4 minutes and may serve it 1 more while it renders the next, so a new
// chart or an approval is on every page within 5 minutes; browsers always revalidate. A page whose
// data could not be loaded (Firestore down) is sent — the browser fetches again — but never cached.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, Request, Response as ExpressResponse } from 'express';
import { Router } from 'express';
import compression from 'compression';
import { runningInEmulator } from '../../infra/blob-store';
import type { ClockSetting } from '../../domain/clock';
import { clockSettingFromEnv } from '../../infra/clock';
import { addReads } from '../../infra/read-meter';

/** Pages one `pages` instance (1 CPU) renders at once: a render is mostly synchronous CPU work. */
export const PAGE_CONCURRENCY = 4;
/** At most this many `pages` instances: 40 renders at once site-wide, the rest wait; the API never sees them. */
export const PAGE_MAX_INSTANCES = 10;

export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=240, stale-while-revalidate=60';
export const UNCACHED_PAGE = 'no-store';

/** The web app's server bundle and page template: web/dist-ssr locally, lib/site when deployed. */
export function siteDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.VIBECHART_SSR_DIR || join(__dirname, 'site');
}

interface ServerBundle {
  render(input: { url: string; apiFetch: typeof fetch }): Promise<{
    status: number;
    html: string;
    head: string;
    styles: string;
    state: unknown;
    complete: boolean;
    /** 'home': `/`'s own browser entry (home-template.html); the app's otherwise (template.html). */
    entry?: 'home' | 'app';
    /** The URL's lazy modules ('src/…'), keys of route-preloads.json. */
    modules?: string[];
  }>;
  serverStateText(state: unknown): string;
}

let bundle: Promise<ServerBundle> | null = null;
const templates = new Map<string, Promise<string>>();

function loadBundle(dir: string): Promise<ServerBundle> {
  // The web app's clock follows this process's (VIBECHART_NOW on the emulators) from its first render.
  const global = globalThis as { __VIBECHART_CLOCK__?: ClockSetting };
  global.__VIBECHART_CLOCK__ ??= clockSettingFromEnv() ?? undefined;
  bundle ??= (import(pathToFileURL(join(dir, 'entry-server.js')).href) as Promise<ServerBundle>).catch((error) => {
    bundle = null;
    throw error;
  });
  return bundle;
}

function loadTemplate(dir: string, name = 'template.html'): Promise<string> {
  // The emulators' tag goes in once per instance, with the template.
  const path = join(dir, name);
  let template = templates.get(path);
  if (!template) {
    template = readFile(path, 'utf8')
      .then((page) => page.replace('</head>', () => `${emulatorHostsTag()}</head>`))
      .catch((error) => {
        templates.delete(path);
        throw error;
      });
    templates.set(path, template);
  }
  return template;
}

const preloadFiles = new Map<string, Promise<RoutePreloads>>();

/** Each lazy page module's chunks (web/build-plugins.ts routePreloads), or none from a build without them. */
type RoutePreloads = Record<string, string[]>;

function loadRoutePreloads(dir: string): Promise<RoutePreloads> {
  const path = join(dir, 'route-preloads.json');
  let preloads = preloadFiles.get(path);
  if (!preloads) {
    preloads = readFile(path, 'utf8')
      .then((text) => JSON.parse(text) as RoutePreloads)
      .catch((error: unknown) => {
        console.warn(`pages: no route preloads (${String(error)}); pages load their lazy chunks after the app`);
        return {};
      });
    preloadFiles.set(path, preloads);
  }
  return preloads;
}

/** A modulepreload link for each chunk of the URL's lazy modules that the template does not load already. */
export function routePreloadLinks(page: string, modules: readonly string[], preloads: RoutePreloads): string {
  const files = new Set(modules.flatMap((module) => preloads[module] ?? []));
  return [...files]
    .filter((file) => /^\/[\w./-]+$/.test(file) && !page.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}

const loopbacks = new WeakMap<Express, Promise<string>>();

/** This app on a loopback port (once per app: an instance has one): the page server's /api origin. */
function loopbackOrigin(app: Express): Promise<string> {
  let origin = loopbacks.get(app);
  if (!origin) {
    origin = new Promise<string>((resolve, reject) => {
      const server = createServer(app);
      server.unref();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    }).catch((error: unknown) => {
      loopbacks.delete(app);
      throw error;
    });
    loopbacks.set(app, origin);
  }
  return origin;
}

/** fetch() for the web app's /api calls, answered by `app` inside this instance, for the same visitor. */
export function inProcessFetch(app: Express, visitor: Request): typeof fetch {
  const forwarded: Record<string, string> = {};
  for (const name of ['x-forwarded-for', 'fastly-client-ip']) {
    const value = visitor.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!path.startsWith('/api/')) throw new TypeError(`the page server fetches /api paths only, not ${path}`);
    const res = await fetch(`${await loopbackOrigin(app)}${path}`, {
      method: init?.method ?? 'GET',
      headers: { accept: 'application/json', ...forwarded },
      signal: init?.signal ?? null,
    });
    // The page's X-Firestore-Reads counts what its /api calls read (metered: tests and benchmarks).
    addReads(Number(res.headers.get('x-firestore-reads') ?? 0));
    return res;
  };
}

/** The public origin of a page request: SITE_URL's when deployed; the request's own on the emulators. */
export function sitePublicOrigin(req: Request, siteUrl: () => string): string {
  if (!runningInEmulator()) return new URL(siteUrl()).origin;
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? '127.0.0.1';
  return `${req.protocol}://${host.split(',')[0]!.trim()}`;
}

const HOST_PORT = /^[\w.-]+:\d{1,5}$/;

/**
 * On the emulators, a tag naming the Firestore and Auth emulators this page server runs beside, read
 * by the browser (web/src/lib/firebase.ts): one web build then serves suites on any ports. Empty when
 * deployed, or when a host is not a plain "host:port".
 */
export function emulatorHostsTag(env: NodeJS.ProcessEnv = process.env): string {
  const firestore = env.FIRESTORE_EMULATOR_HOST?.trim() ?? '';
  const auth = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() ?? '';
  if (!runningInEmulator(env) || !HOST_PORT.test(firestore) || !HOST_PORT.test(auth)) return '';
  return `<meta name="vc-emulators" content="firestore=${firestore};auth=${auth}">`;
}

/** The template that holds the app's module script and preloads (web/build-plugins.ts contentFirst). */
const APP_SCRIPTS = /(<template id="vc-app">[\s\S]*?)(<\/template>)/;

export function fillTemplate(
  page: string,
  parts: { head: string; styles?: string; html: string; stateText: string | null; preloads?: string },
): string {
  // The route's own chunks load with the app's, when the page's early script inserts them.
  const withPreloads = parts.preloads
    ? page.replace(APP_SCRIPTS, (_, start, end) => `${start}${parts.preloads}${end}`)
    : page;
  const withTags = parts.head ? withPreloads.replace(/<title>[\s\S]*?<\/title>/, () => parts.head) : withPreloads;
  // The page's styles (web/src/app/page-styles.ts) at the end of <head>.
  const withHead = parts.styles ? withTags.replace('</head>', () => `${parts.styles}</head>`) : withTags;
  const state = parts.stateText ? `<script type="application/json" id="vc-state">${parts.stateText}</script>` : '';
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>${state}`);
}

export function pagesRouter(app: () => Express, siteUrl: () => string): Router {
  const router = Router();
  // Compressed here: a chart page is hundreds of KB of HTML (every row, its styles, its data; its budget
  // is page-weight.test.ts's) and a fraction of that gzipped; Hosting's CDN keeps the encoding it gets.
  router.get(/^\/(?!api(?:\/|$)).*/, compression(), async (req: Request, res: ExpressResponse) => {
    // The API's headers (its CSP, same-origin resource policy, no-store) are not a page's: Hosting
    // sets the site's (firebase.json).
    res.removeHeader('Content-Security-Policy');
    res.removeHeader('Cross-Origin-Resource-Policy');
    const dir = siteDir();
    let page: string;
    try {
      page = await loadTemplate(dir);
    } catch {
      res.status(503).set('Cache-Control', UNCACHED_PAGE).type('text/plain');
      res.send(`The site is not built: ${join(dir, 'template.html')} is missing (npm run build).`);
      return;
    }
    res.type('html').vary('Accept-Encoding');
    try {
      const { render, serverStateText } = await loadBundle(dir);
      const url = `${sitePublicOrigin(req, siteUrl)}${req.originalUrl}`;
      const result = await render({ url, apiFetch: inProcessFetch(app(), req) });
      const home = result.entry === 'home';
      const pageFor = home ? await loadTemplate(dir, 'home-template.html') : page;
      const preloads = home ? '' : routePreloadLinks(page, result.modules ?? [], await loadRoutePreloads(dir));
      res.status(result.status).set('Cache-Control', result.complete ? PAGE_CACHE_CONTROL : UNCACHED_PAGE);
      res.send(
        fillTemplate(pageFor, {
          head: result.head,
          styles: result.styles,
          html: result.html,
          stateText: serverStateText(result.state),
          preloads,
        }),
      );
    } catch (error) {
      // The browser renders the page itself from the empty template, as before server rendering.
      console.error('page render failed', req.path, error);
      res.status(200).set('Cache-Control', UNCACHED_PAGE).send(page);
    }
  });
  return router;
}
