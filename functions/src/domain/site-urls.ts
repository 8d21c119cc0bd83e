// The site's canonical URLs. Hosting's CDN keys its cache on the whole URL, so `/?x=<random>`,
// `/Launchpad` or `/archive/` would each reach the page server as a new page. Each page and site file
// has one URL: its path in lower case (ids as they are), no trailing or doubled slash, and only the
// query parameters the page reads, in a fixed order; anything else is redirected there (the page
// server's canonical-url middleware) before a page renders or anything is read.
//
// A page that starts reading a query parameter must name it here, or the redirect drops it.
import { namePrefixOf } from './project-search';
import { PREDEFINED_TOOLS } from './tools';

/** A page of the site (web/src/app/routes.tsx): its path (`:name` is a parameter) and the query it reads. */
export interface SitePage {
  path: string;
  query?: readonly string[];
  /** A parameter's one spelling for a value (null: drop it), so one answer has one URL. */
  canonicalValue?: (name: string, value: string) => string | null;
}

const TOOL_NAMES: ReadonlySet<string> = new Set(PREDEFINED_TOOLS.map((tool) => tool.name));

/** All Projects' search: a catalogue tool as spelled there, a name prefix folded as names are. */
function allProjectsValue(name: string, value: string): string | null {
  if (name === 'tool') return TOOL_NAMES.has(value) ? value : null;
  return namePrefixOf(value) || null;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/' },
  { path: '/chart/:weekOf' },
  { path: '/p/:id' },
  { path: '/launchpad' },
  { path: '/new' },
  { path: '/archive' },
  // Filtered by builder tool, searched by the start of a name.
  { path: '/projects', query: ['tool', 'q'], canonicalValue: allProjectsValue },
  { path: '/all-projects', query: ['tool', 'q'], canonicalValue: allProjectsValue },
  { path: '/about' },
  { path: '/rules' },
  { path: '/voting-guidelines' },
  { path: '/community-rules' },
  { path: '/vibe-code-guide' },
  { path: '/best-vibe-coding-tools' },
  { path: '/privacy-policy' },
  { path: '/terms-of-service' },
  { path: '/contact' },
  { path: '/submit' },
  { path: '/my-page' },
  { path: '/admin' },
  { path: '/admin/email-preview' },
  { path: '/admin/beta-email' },
  { path: '/admin/fairness' },
  // The review session: how many projects, and whether it earns the review bonus.
  { path: '/vote', query: ['target', 'action'] },
];

/** Files the function serves at the site's root (robots.txt is a static file Hosting serves itself). */
export const SITE_FILES: readonly string[] = ['/sitemap.xml', '/feed.xml', '/feed.json'];

/**
 * A path segment in one spelling: decoded, then encoded as encodeURIComponent does (the web's links).
 * A segment that is not valid percent-encoding (or UTF-8) stays as it came: no spelling of it is
 * better, and the page answers it with a 404.
 */
export function canonicalSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment;
  }
  // `.` and `..` stay encoded: a browser would resolve them in a Location.
  if (decoded === '.' || decoded === '..') return decoded.replace(/\./g, '%2E');
  return encodeURIComponent(decoded);
}

/**
 * The segments of a request path: dot segments resolved, a `\` read as `/` (as browsers do), empty
 * segments (doubled or trailing slashes) dropped. Raw: not yet in their canonical spelling.
 */
export function pathSegments(path: string): string[] {
  let pathname = path;
  try {
    // Leading slashes collapsed first: `//host/x` would otherwise parse as another host.
    pathname = new URL(path.replace(/^[/\\]+/, '/'), 'http://site.invalid').pathname;
  } catch {
    // Keep the path as it came: it is split as it is.
  }
  return pathname.split('/').filter((segment) => segment !== '');
}

/** The pattern's segments: a string to match case-insensitively, or null for a parameter. */
function patternOf(path: string): (string | null)[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? null : segment.toLowerCase()));
}

/**
 * The pattern `segments` match (static segments before parameters) and their canonical path: each
 * static segment in the pattern's spelling, each parameter as `param` spells it (by default its
 * canonical spelling). null when no pattern has that shape.
 */
export function matchPattern(
  patterns: readonly string[],
  segments: readonly string[],
  param: (segment: string) => string = canonicalSegment,
): { pattern: string; path: string } | null {
  const shaped = patterns
    .map((path) => ({ path, pattern: patternOf(path) }))
    .filter(({ pattern }) => pattern.length === segments.length)
    .sort((a, b) => paramsFirstAt(a.pattern) - paramsFirstAt(b.pattern));
  for (const { path, pattern } of shaped) {
    const out: string[] = [];
    const fits = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part === null) {
        out.push(param(segment));
        return true;
      }
      out.push(part);
      return canonicalSegment(segment).toLowerCase() === part;
    });
    if (fits) return { pattern: path, path: `/${out.join('/')}` };
  }
  return null;
}

/** Where a pattern's first parameter is (static routes, with none, sort first). */
function paramsFirstAt(pattern: readonly (string | null)[]): number {
  const at = pattern.indexOf(null);
  return at < 0 ? -Infinity : -at;
}

const PAGE_PATTERNS = SITE_PAGES.map((page) => page.path);

/**
 * The canonical URL (path and query) of a page or site-file request: `path` as it came (percent-
 * encoded), `search` without its `?`. An unknown path (the 404 page) keeps its letters and loses its
 * query. Starts with one `/` and never `//`, so it is safe as a same-site Location.
 */
export function canonicalPageUrl(path: string, search: string): string {
  const segments = pathSegments(path);
  const file = SITE_FILES.find((name) => name === `/${segments.map(canonicalSegment).join('/')}`.toLowerCase());
  if (file) return file;
  const matched = matchPattern(PAGE_PATTERNS, segments);
  if (!matched) return `/${segments.map(canonicalSegment).join('/')}`;
  const page = SITE_PAGES.find((candidate) => candidate.path === matched.pattern)!;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of page.query ?? []) {
    const raw = given.get(name);
    const value = raw !== null && page.canonicalValue ? page.canonicalValue(name, raw) : raw;
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${matched.path}?${query}` : matched.path;
}
