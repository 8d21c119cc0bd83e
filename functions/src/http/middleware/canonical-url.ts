// One URL per answer the CDN may keep. Hosting's CDN keys on the whole URL, so `/?r=<random>`,
// `/sitemap.xml?r=<random>`, `/Launchpad` or `/API/Submissions/` would each miss the cache and make
// the function render or read again. A GET or HEAD whose URL is not canonical is redirected, before
// any page renders or anything is read, to the URL that is (a redirect the CDN itself keeps):
// - pages and site files (domain/site-urls.ts): lower-case path, no trailing or doubled slash, only
//   the query parameters the page reads (utm_*, ref, cache-busters dropped) — 301;
// - /api routes of the contract: the path's case and slashes (an id keeps its letters); the query is
//   left as sent, since each public route refuses parameters it does not name — 308.
import type { RequestHandler } from 'express';
import { API } from '../../domain/api';
import { canonicalPageUrl, canonicalSegment, matchPattern, pathSegments } from '../../domain/site-urls';
import { mountOrder } from '../mount-api';

/** Browsers an hour; the CDN a year (a deploy empties it, and the mapping changes only with the code). */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=31536000';

const GET_ROUTE_PATHS = mountOrder(API)
  .map((name) => API[name as keyof typeof API])
  .filter((route) => route.method === 'GET')
  .map((route) => route.path);

/** The canonical path of an /api request (its segments raw), or null when it is not under /api. */
export function canonicalApiPath(path: string): string | null {
  const segments = pathSegments(path);
  if (segments[0]?.toLowerCase() !== 'api') return null;
  const matched = matchPattern(GET_ROUTE_PATHS, segments);
  if (matched) return matched.path;
  // Not a GET route (a 404, or the emulator's blob files): only the prefix and the slashes.
  return `/${['api', ...segments.slice(1).map(canonicalSegment)].join('/')}`;
}

/** A query as sent, with anything a Location header cannot carry percent-encoded. */
function headerSafe(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

/** The canonical URL of a GET request's raw URL (path and query as sent). */
export function canonicalUrl(rawUrl: string): { url: string; status: 301 | 308 } {
  const at = rawUrl.indexOf('?');
  const path = at < 0 ? rawUrl : rawUrl.slice(0, at);
  const search = at < 0 ? '' : rawUrl.slice(at + 1);
  const api = canonicalApiPath(path);
  if (api !== null) return { url: at < 0 ? api : `${api}?${headerSafe(search)}`, status: 308 };
  return { url: canonicalPageUrl(path, search), status: 301 };
}

export const canonicalUrlRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const { url, status } = canonicalUrl(req.originalUrl);
  if (url === req.originalUrl) return next();
  res.status(status).set({ Location: url, 'Cache-Control': REDIRECT_CACHE_CONTROL }).end();
};
