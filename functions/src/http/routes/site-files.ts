// GET /sitemap.xml at the site's root (Hosting rewrites it here; robots.txt is a static file).
import type { Request } from 'express';
import compression from 'compression';
import { Router } from 'express';
import { db } from '../../services/firestore';
import { sitemapUrls, sitemapXml } from '../../services/sitemap';
import { sitePublicOrigin } from './pages';

export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

export function siteFilesRouter(siteUrl: () => string): Router {
  const router = Router();
  const origin = (req: Request) => sitePublicOrigin(req, siteUrl);
  router.get('/sitemap.xml', compression(), async (req, res) => {
    const xml = sitemapXml(await sitemapUrls(db(), origin(req)));
    res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml').send(xml);
  });
  return router;
}
