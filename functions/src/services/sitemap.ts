// sitemap.xml (issue 15; robots.txt is a static file, web/build.mjs): every public URL of the site —
// the content pages, each published chart week and each approved project — read on request, so a
// new chart or an approval is listed as soon as the CDN's copy expires.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import { xmlEscape } from '../domain/xml';
import { listPublishedCharts } from './charts';

/** The public pages without data of their own (web/src/app/routes.tsx), with how often they change. */
export const STATIC_PAGES: readonly { path: string; changefreq: 'daily' | 'weekly' | 'monthly' }[] = [
  { path: '/', changefreq: 'daily' },
  { path: '/launchpad', changefreq: 'daily' },
  { path: '/archive', changefreq: 'weekly' },
  { path: '/all-projects', changefreq: 'daily' },
  { path: '/about', changefreq: 'monthly' },
  { path: '/rules', changefreq: 'monthly' },
  { path: '/voting-guidelines', changefreq: 'monthly' },
  { path: '/community-rules', changefreq: 'monthly' },
  { path: '/vibe-code-guide', changefreq: 'monthly' },
  { path: '/best-vibe-coding-tools', changefreq: 'monthly' },
  { path: '/privacy-policy', changefreq: 'monthly' },
  { path: '/terms-of-service', changefreq: 'monthly' },
  { path: '/contact', changefreq: 'monthly' },
];

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  changefreq?: string;
}

export { xmlEscape };

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((url) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(url.loc)}</loc>`,
        url.lastmod && url.lastmod.getTime() > 0 ? `    <lastmod>${url.lastmod.toISOString()}</lastmod>` : null,
        url.changefreq ? `    <changefreq>${url.changefreq}</changefreq>` : null,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * Every public URL. Cost: 1 read (the chart index) + 1 per approved project (a field-masked query of
 * approvedAt only) — the CDN keeps the answer an hour, so a crawler's visits cost that once an hour.
 */
export async function sitemapUrls(firestore: Firestore, origin: string): Promise<SitemapUrl[]> {
  const [weeks, approved] = await Promise.all([
    listPublishedCharts(firestore),
    firestore
      .collection(COLLECTIONS.submissions)
      .where('status', '==', 'approved')
      .select('approvedAt')
      .limit(SITEMAP_MAX_URLS)
      .get(),
  ]);
  const at = (path: string) => `${origin}${path}`;
  return [
    ...STATIC_PAGES.map(({ path, changefreq }) => ({ loc: at(path), changefreq })),
    ...weeks.map((week) => ({ loc: at(`/chart/${week.weekOf}`), lastmod: week.publishedAt, changefreq: 'yearly' })),
    ...approved.docs.map((doc) => {
      const approvedAt = doc.get('approvedAt') as { toDate?: () => Date } | null | undefined;
      return {
        loc: at(`/p/${encodeURIComponent(doc.id)}`),
        lastmod: approvedAt?.toDate?.(),
        changefreq: 'weekly',
      };
    }),
  ];
}
