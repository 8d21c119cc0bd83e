// Denial of wallet by cache-busting, on the production request path (the Hosting emulator, its
// rewrites and the emulated `api` function; reads counted by its X-Firestore-Reads header, which for
// a page adds the reads of the /api calls it renders from). Hosting's CDN keys on the whole URL, so
// an anonymous visitor can make every request a cache miss: `?<random>`, `/LaunchPad`, `/api/x/`.
// With a realistic database (the seed: a few hundred approved projects, a 100-row chart, 8 weeks):
// - every public route of the API contract and every page type answers a random query string or a
//   case/slash variant with a cacheable redirect to its canonical URL (or, for the API's strict
//   queries, a 400), before reading anything;
// - the canonical URL itself, uncached, reads at most 30 documents (the sitemap 3, the feeds 1);
// - All Projects pages through every approved project at ≤ 30 reads a call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiName } from '../src/domain/api';
import { API } from '../src/domain/api';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import { SITE_FILES, SITE_PAGES } from '../src/domain/site-urls';
import { REDIRECT_CACHE_CONTROL } from '../src/http/middleware/canonical-url';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { setSubmissionStatus } from '../src/services/admin';
import { SITEMAP_SHARD_IDS } from '../src/services/sitemap';
import { emulatorTargets, resetEmulators, runSeed } from '../../scripts/lib/seed/run';
import { HOSTING_URL, adminDb, putSubmissions, approvedSubmission, runClock } from './helpers';
import { useSmtpSink } from './lifecycle';

const db = adminDb();
/** Reads one uncached call may make, whatever the database holds. */
const MAX_READS = 30;
const SEED_SIZE = 400;
const blobStore = new LocalDiskBlobStore(mkdtempSync(join(tmpdir(), 'vc-cache-busting-')));
// The emulated function mails through this sink (sign-ups, contact messages).
useSmtpSink({ port: Number(process.env.VIBECHART_TEST_SMTP_PORT ?? 2525) });

interface Answer {
  status: number;
  reads: number | null;
  cacheControl: string | null;
  location: string | null;
  text: string;
}

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${HOSTING_URL}${path}`, { redirect: 'manual', ...init });
  const header = res.headers.get('x-firestore-reads');
  return {
    status: res.status,
    reads: header === null ? null : Number(header),
    cacheControl: res.headers.get('cache-control'),
    location: res.headers.get('location'),
    text: await res.text(),
  };
}

const random = () => Math.random().toString(36).slice(2, 10);
/** The same URL with a cache-buster added. */
const busted = (url: string) => `${url}${url.includes('?') ? '&' : '?'}cb=${random()}`;
/** The path with its static letters in upper case (`/API/Projects/AbC/HISTORY`), ids kept. */
function shouted(url: string, pattern: string): string {
  const [path, query] = url.split('?');
  const pat = pattern.split('/');
  const out = path!
    .split('/')
    .map((segment, i) => (pat[i]?.startsWith(':') ? segment : segment.toUpperCase()))
    .join('/');
  return query ? `${out}?${query}` : out;
}
const slashed = (url: string) => {
  const [path, query] = url.split('?');
  return query ? `${path}/?${query}` : `${path}/`;
};

/** Reads per canonical URL, printed at the end for the docs. */
const measured: [string, number][] = [];

let ids: { charted: string; approved: string; week: string; approvedCount: number };

beforeAll(async () => {
  await resetEmulators(blobStore);
  await runSeed({ size: SEED_SIZE, now: runClock() }, emulatorTargets(blobStore), { thumbnails: false });
  const current = await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).get();
  const entries = current.get('entries') as { id: string }[];
  const approved = await db.collection(COLLECTIONS.submissions).where('status', '==', 'approved').select().get();
  const onChart = new Set(entries.map((e) => e.id));
  ids = {
    charted: entries[0]!.id,
    approved: approved.docs.find((doc) => !onChart.has(doc.id))!.id,
    week: current.get('weekOf') as string,
    approvedCount: approved.size,
  };
  expect(entries.length).toBe(100);
  // Enough that any read per project shows: the sitemap and All Projects used to read them all.
  expect(ids.approvedCount).toBeGreaterThan(10 * MAX_READS);
  // A cold instance's first render: the page server loads the web bundle once.
  await send('/');
}, 300_000);

afterAll(() => {
  console.log(
    `[cache-busting] reads per uncached canonical call (${ids?.approvedCount} approved projects):\n` +
      measured.map(([url, reads]) => `  ${String(reads).padStart(3)}  ${url}`).join('\n'),
  );
});

type PublicGet = {
  [N in ApiName]: (typeof API)[N] extends { method: 'GET'; auth: 'public' | 'optional' } ? N : never;
}[ApiName];
type PublicPost = {
  [N in ApiName]: (typeof API)[N] extends { method: 'POST'; auth: 'public' | 'optional' } ? N : never;
}[ApiName];

/** Every anonymous GET of the contract as a client calls it (a new one fails to compile until named). */
const PUBLIC_GETS: Record<PublicGet, () => string> = {
  health: () => '/api/health',
  openapi: () => '/api/openapi.json',
  checkAdmin: () => '/api/users/check-admin',
  chartStats: () => '/api/chart/stats',
  chartLiveVotes: () => '/api/chart/live-votes',
  totalVibes: () => '/api/stats/total-vibes',
  submissions: () => '/api/submissions?filter=vibechart',
  allProjects: () => '/api/projects/all',
  launchpad: () => '/api/projects/launchpad?page=2&limit=24',
  archive: () => '/api/projects/archive?page=3&limit=24',
  archiveCount: () => '/api/projects/archive/count',
  builderTools: () => '/api/builder-tools',
  charts: () => '/api/charts',
  chart: () => `/api/charts/${ids.week}`,
  project: () => `/api/projects/${ids.charted}`,
  projectHistory: () => `/api/projects/${ids.charted}/history`,
  badge: () => `/api/badge/${ids.charted}.svg`,
  og: () => `/api/og?route=project&id=${ids.charted}`,
  unsubscribePage: () => '/api/unsubscribe?token=not-a-token',
  newsletterConfirmPage: () => '/api/newsletter/confirm?token=not-a-token',
};

/** Every anonymous POST of the contract, with a body a visitor could send. */
const PUBLIC_POSTS: Record<PublicPost, () => { path: string; body?: unknown }> = {
  newsletterSignup: () => ({ path: '/api/newsletter-signup', body: { email: `reader-${random()}@example.com` } }),
  contact: () => ({
    path: '/api/contact',
    body: { name: 'A Reader', email: 'reader@example.com', subject: 'Bug Report', message: 'Hello there' },
  }),
  unsubscribe: () => ({ path: '/api/unsubscribe?token=not-a-token' }),
  newsletterConfirm: () => ({ path: '/api/newsletter/confirm?token=not-a-token' }),
};

describe('every anonymous API route', () => {
  it('the tables name exactly the contract routes callable without signing in', () => {
    const anonymous = (method: string) =>
      Object.entries(API)
        .filter(([, route]) => route.method === method && (route.auth === 'public' || route.auth === 'optional'))
        .map(([name]) => name)
        .sort();
    expect(Object.keys(PUBLIC_GETS).sort()).toEqual(anonymous('GET'));
    expect(Object.keys(PUBLIC_POSTS).sort()).toEqual(anonymous('POST'));
  });

  it.each(Object.keys(PUBLIC_GETS) as PublicGet[])(
    'GET %s: uncached ≤ 30 reads; a random query, a case/slash variant or reordered query reads nothing',
    async (name) => {
      const url = PUBLIC_GETS[name]();
      const route = API[name];
      const plain = await send(url);
      // The link pages answer 400 for a token that is not one (and say so).
      const ok = name === 'unsubscribePage' || name === 'newsletterConfirmPage' ? 400 : 200;
      expect(plain.status, `${url}: ${plain.text.slice(0, 200)}`).toBe(ok);
      expect(plain.reads, url).toBeLessThanOrEqual(MAX_READS);
      measured.push([`GET ${url}`, plain.reads!]);

      // A made-up parameter: a public route's strict query refuses it (400, not cached); the link pages
      // (unsubscribe, confirm) ignore it and cache nothing.
      const cb = await send(busted(url));
      expect(cb.reads, busted(url)).toBe(route.cache === 'public' ? 0 : cb.reads);
      expect(cb.reads!, url).toBeLessThanOrEqual(MAX_READS);
      if (route.cache === 'public') {
        expect(cb.status).toBe(400);
        expect(cb.cacheControl).toBe('private, no-store');
      } else expect(cb.cacheControl).toBe('private, no-store');

      const variants = [shouted(url, route.path), slashed(url), url.replace('/api/', '/api//')];
      // The same parameters in another order (another CDN key; for /api/og another image render).
      const [path, query] = url.split('?');
      if (route.cache === 'public' && query?.includes('&'))
        variants.push(`${path}?${query.split('&').reverse().join('&')}`);
      for (const variant of variants) {
        const res = await send(variant);
        expect(res.status, variant).toBe(308);
        expect(res.location, variant).toBe(url);
        expect(res.cacheControl, variant).toBe(REDIRECT_CACHE_CONTROL);
        expect(res.reads, variant).toBe(0);
      }
    },
  );

  it.each(Object.keys(PUBLIC_POSTS) as PublicPost[])('POST %s: ≤ 30 reads', async (name) => {
    const { path, body } = PUBLIC_POSTS[name]();
    const res = await send(path, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    expect(res.reads, path).toBeLessThanOrEqual(MAX_READS);
    measured.push([`POST ${path}`, res.reads!]);
  });
});

describe('every page type and site file', () => {
  /** A URL of each page (SITE_PAGES, domain/site-urls.ts), the 404 page and each site file. */
  /** A page's own query, each parameter with a value in its one spelling (site-urls.ts). */
  const SAMPLE_VALUES: Record<string, string> = { target: '5', action: 'review5', tool: 'Cursor', q: 'alpha' };
  const sampleQuery = (names: readonly string[]) =>
    names
      .map((name) => {
        const value = SAMPLE_VALUES[name];
        if (value === undefined)
          throw new Error(`cache-busting.test.ts: give the page parameter "${name}" a sample value`);
        return `${name}=${encodeURIComponent(value)}`;
      })
      .join('&');
  const pages = (): { url: string; pattern: string; status: number }[] => [
    ...SITE_PAGES.map(({ path, query }) => ({
      url: path.replace(':weekOf', ids.week).replace(':id', ids.charted) + (query ? `?${sampleQuery(query)}` : ''),
      pattern: path,
      status: 200,
    })),
    { url: `/p/${ids.approved}`, pattern: '/p/:id', status: 200 },
    { url: '/p/no-such-project', pattern: '/p/:id', status: 404 },
    { url: '/chart/2020-01-06', pattern: '/chart/:weekOf', status: 404 },
    { url: '/no-such-page', pattern: '/no-such-page', status: 404 },
    ...SITE_FILES.map((file) => ({ url: file, pattern: file, status: 200 })),
  ];

  it('each page answers its canonical URL, uncached, within 30 reads', async () => {
    for (const { url, status } of pages()) {
      const res = await send(url);
      expect(res.status, url).toBe(status);
      expect(res.reads, url).not.toBeNull();
      expect(res.reads!, url).toBeLessThanOrEqual(MAX_READS);
      measured.push([`GET ${url}`, res.reads!]);
    }
  });

  it('a random query, a case variant or a trailing slash: a cacheable 301 to it, nothing read or rendered', async () => {
    for (const { url, pattern } of pages()) {
      const variants = [busted(url), `${url}${url.includes('?') ? '&' : '?'}utm_source=x&ref=hn`];
      // Not `//`: the Hosting emulator exits on it (site-urls.test.ts covers doubled slashes).
      if (pattern !== '/')
        variants.push(slashed(url), `${url.split('?')[0]}//${url.includes('?') ? '?' + url.split('?')[1] : ''}`);
      // An unknown path keeps its letters (it is a 404 either way).
      if (pattern !== '/' && pattern !== '/no-such-page') variants.push(shouted(url, pattern));
      for (const variant of variants) {
        const res = await send(variant);
        expect(res.status, variant).toBe(301);
        expect(res.location, variant).toBe(url);
        expect(res.cacheControl, variant).toBe(REDIRECT_CACHE_CONTROL);
        expect(res.reads, variant).toBe(0);
        expect(res.text, variant).toBe('');
      }
    }
  });

  it('robots.txt is a static file: Hosting answers any query without the function', async () => {
    const res = await send(busted('/robots.txt'));
    expect(res.status).toBe(200);
    expect(res.reads).toBeNull();
    expect(res.text).toMatch(/^Sitemap: /m);
  });
});

describe('All Projects, every approved project, a page at a time', () => {
  it('pages through all of them by nextCursor at ≤ 30 reads a call', async () => {
    const seen = new Set<string>();
    const reads: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await send(`/api/projects/all${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      reads.push(res.reads!);
      const page = API.allProjects.output.parse(JSON.parse(res.text));
      for (const project of page.projects) {
        expect(seen.has(project.id), project.id).toBe(false);
        seen.add(project.id);
      }
      cursor = page.nextCursor;
    } while (cursor !== null && reads.length < 200);
    expect(seen.size).toBe(ids.approvedCount);
    expect(Math.max(...reads)).toBeLessThanOrEqual(MAX_READS);
    console.log(
      `[cache-busting] All Projects: ${reads.length} calls, reads per call ${Math.min(...reads)}–${Math.max(...reads)}`,
    );
  });
});

describe('sitemap.xml and the feeds come from the documents the jobs keep', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);

  it('sitemap.xml lists every approved project for 3 reads, and an approval at once', async () => {
    const before = await send('/sitemap.xml');
    expect(before.reads).toBe(3);
    expect(before.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
    expect(locs(before.text).filter((path) => path.startsWith('/p/'))).toHaveLength(ids.approvedCount);

    await putSubmissions(approvedSubmission('fresh-approval', { status: 'pending', approvedAt: null }));
    await setSubmissionStatus(db, 'fresh-approval', 'approved', runClock());
    const after = await send('/sitemap.xml');
    expect(after.reads).toBe(3);
    expect(locs(after.text)).toContain('/p/fresh-approval');
  });

  it('the feeds read one document', async () => {
    for (const file of ['/feed.xml', '/feed.json']) {
      const res = await send(file);
      expect(res.status, file).toBe(200);
      expect(res.reads, file).toBe(1);
      expect(res.text, file).toContain(`/chart/${ids.week}`);
    }
  });

  it('a deployment from before the documents builds them once, on the first request', async () => {
    await Promise.all(
      [...SITEMAP_SHARD_IDS, 'feed'].map((id) => db.collection(COLLECTIONS.siteFiles).doc(id).delete()),
    );
    // While another request holds the build claim: the sitemap without projects, not cached.
    await db.collection(COLLECTIONS.siteFiles).doc('sitemap_build').set({ claimedAt: new Date() });
    const waiting = await send('/sitemap.xml');
    expect(waiting.status).toBe(200);
    expect(waiting.cacheControl).toBe('no-store');
    expect(waiting.reads).toBe(3);
    expect(locs(waiting.text).some((path) => path.startsWith('/p/'))).toBe(false);
    await db.collection(COLLECTIONS.siteFiles).doc('sitemap_build').delete();

    const first = await send('/sitemap.xml');
    expect(first.reads).toBeGreaterThan(ids.approvedCount);
    expect(locs(first.text).filter((path) => path.startsWith('/p/'))).toHaveLength(ids.approvedCount + 1);
    const second = await send('/sitemap.xml');
    expect(second.reads).toBe(3);
    expect(second.text).toBe(first.text);

    const feed = await send('/feed.xml');
    expect(feed.reads).toBeLessThanOrEqual(21);
    expect((await send('/feed.xml')).reads).toBe(1);
  });
});
