// One URL per answer the CDN may keep. Hosting's CDN keys on the whole URL, so `/?r=<random>`,
// `/sitemap.xml?r=<random>`, `/Launchpad` or `/API/Submissions/` would each miss the cache and make
// the function render or read again. A GET or HEAD whose URL is not canonical is redirected, before
// any page renders or anything is read, to the URL that is (a redirect the CDN itself keeps):
// - pages and site files (domain/site-urls.ts): lower-case path, no trailing or doubled slash, only
//   the query parameters the page reads (utm_*, ref, cache-busters dropped) — 301;
// - /api routes of the contract: the path's case and slashes (an id keeps its letters), and for a
//   publicly cached GET its parameters in the contract's order (`?id=x&route=project` would render
//   the same share image again) — 308. Values are left as sent: each public route refuses
//   parameters it does not name and values not in canonical form.
import type { RequestHandler } from 'express';
import type { ApiRoute } from '../../domain/api';
import { API } from '../../domain/api';
import { canonicalPageUrl, matchPattern } from '../../domain/site-urls';
import { mountOrder } from '../mount-api';

/** Browsers an hour; the CDN a year (a deploy empties it, and the mapping changes only with the code). */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=31536000';

const GET_ROUTES: readonly ApiRoute[] = mountOrder(API)
  .map((name) => API[name as keyof typeof API] as ApiRoute)
  .filter((route) => route.method === 'GET');
const GET_ROUTE_PATHS = GET_ROUTES.map((route) => route.path);

/** The query parameters of a publicly cached GET, in the contract's order (none: it takes none). */
function queryOrder(path: string): readonly string[] | null {
  const route = GET_ROUTES.find((candidate) => candidate.path === path);
  if (!route || route.cache !== 'public') return null;
  return Object.keys((route.input as { shape?: object } | undefined)?.shape ?? {});
}

/**
 * The canonical path of an /api request (its segments raw) and, for a publicly cached GET, the order
 * its query parameters go in; null when the request is not under /api.
 */
export function canonicalApiPath(path: string): { path: string; queryOrder: readonly string[] | null } | null {
  // Split as Express routes it (no dot segments resolved), and parameters kept exactly as sent: the
  // route itself answers an id it cannot use (`%2E%2E`, bad UTF-8) with its 4xx.
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0]?.toLowerCase() !== 'api') return null;
  const matched = matchPattern(GET_ROUTE_PATHS, segments, (segment) => segment);
  if (matched) return { path: matched.path, queryOrder: queryOrder(matched.pattern) };
  // Not a GET route (a 404, or the emulator's blob files): only the prefix and the slashes.
  return { path: `/${['api', ...segments.slice(1)].join('/')}`, queryOrder: null };
}

/**
 * The raw `name=value` pairs of `search` in `order`, each as sent; unchanged when a name is unknown
 * or repeated (the route refuses those with a 400, which nothing caches).
 */
function orderedQuery(search: string, order: readonly string[] | null): string {
  if (!order || !search) return search;
  const pairs = search.split('&');
  const names = pairs.map((pair) => {
    const name = pair.split('=')[0]!;
    try {
      return decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      return name;
    }
  });
  if (new Set(names).size !== names.length || names.some((name) => !order.includes(name))) return search;
  return pairs
    .map((pair, i) => ({ pair, at: order.indexOf(names[i]!) }))
    .sort((a, b) => a.at - b.at)
    .map(({ pair }) => pair)
    .join('&');
}

/** A URL as sent, with anything a Location header cannot carry percent-encoded. */
function headerSafe(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

/** The canonical URL of a GET request's raw URL (path and query as sent). */
export function canonicalUrl(rawUrl: string): { url: string; status: 301 | 308 } {
  const at = rawUrl.indexOf('?');
  const path = at < 0 ? rawUrl : rawUrl.slice(0, at);
  const search = at < 0 ? '' : rawUrl.slice(at + 1);
  const api = canonicalApiPath(path);
  if (api !== null) {
    const query = orderedQuery(search, api.queryOrder);
    return { url: headerSafe(at < 0 ? api.path : `${api.path}?${query}`), status: 308 };
  }
  return { url: canonicalPageUrl(path, search), status: 301 };
}

export const canonicalUrlRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const { url, status } = canonicalUrl(req.originalUrl);
  if (url === req.originalUrl) return next();
  res.status(status).set({ Location: url, 'Cache-Control': REDIRECT_CACHE_CONTROL }).end();
};
