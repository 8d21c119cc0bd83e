import { describe, expect, it } from 'vitest';
import { sitemapXml, xmlEscape } from './sitemap';

describe('sitemap.xml', () => {
  it('escapes every XML special character in a URL', () => {
    expect(xmlEscape(`https://x.dev/p/a&b<c>"d'`)).toBe('https://x.dev/p/a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes one <url> per page with lastmod only when known', () => {
    const xml = sitemapXml([
      { loc: 'https://x.dev/', changefreq: 'daily' },
      { loc: 'https://x.dev/p/a&b', lastmod: new Date('2026-11-16T00:01:00Z') },
      { loc: 'https://x.dev/chart/2026-11-16', lastmod: new Date(0) },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://x.dev/p/a&amp;b</loc>\n    <lastmod>2026-11-16T00:01:00.000Z</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});
