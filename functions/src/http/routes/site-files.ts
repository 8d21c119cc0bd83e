// GET /sitemap.xml, /feed.xml (RSS 2.0) and /feed.json (JSON Feed 1.1) at the site's root (Hosting
// rewrites them here; robots.txt is a static file). Each is served from documents the jobs keep
// (services/sitemap.ts: 3 reads; services/feeds.ts: 1 read), and only at its canonical URL
// (middleware/canonical-url.ts redirects `?anything` first), so the CDN keeps one copy of each.
import type { Request } from 'express';
import compression from 'compression';
import { Router } from 'express';
import { jsonFeed, rssXml } from '../../domain/feeds';
import { secondsUntilNextChart } from '../../domain/week';
import { loadFeedWeeks } from '../../services/feeds';
import { db } from '../../services/firestore';
import { sitemapUrls, sitemapXml } from '../../services/sitemap';
import { sitePublicOrigin } from './pages';

export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** Browsers an hour; the CDN until the next Monday chart is out. */
export function feedCacheControl(now: Date): string {
  return `public, max-age=3600, s-maxage=${secondsUntilNextChart(now)}, stale-while-revalidate=3600`;
}

export function siteFilesRouter(siteUrl: () => string, clock: () => Date): Router {
  const router = Router();
  const origin = (req: Request) => sitePublicOrigin(req, siteUrl);
  // The open feeds of the weekly charts: they change only when a chart is published.
  router.get('/feed.xml', compression(), async (req, res) => {
    const xml = rssXml(await loadFeedWeeks(db()), origin(req));
    res.set('Cache-Control', feedCacheControl(clock())).type('application/rss+xml; charset=utf-8').send(xml);
  });
  router.get('/feed.json', compression(), async (req, res) => {
    const feed = jsonFeed(await loadFeedWeeks(db()), origin(req));
    res
      .set('Cache-Control', feedCacheControl(clock()))
      .type('application/feed+json; charset=utf-8')
      .send(JSON.stringify(feed));
  });
  router.get('/sitemap.xml', compression(), async (req, res) => {
    const { urls, complete } = await sitemapUrls(db(), origin(req), clock());
    // Without its projects (their list is being built for the first time): sent, never cached.
    res.set('Cache-Control', complete ? SITEMAP_CACHE_CONTROL : 'no-store');
    res.type('application/xml').send(sitemapXml(urls));
  });
  return router;
}
