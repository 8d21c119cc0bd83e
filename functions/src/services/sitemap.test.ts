import { describe, expect, it } from 'vitest';
import { SHARD_MAX_BYTES, packSitemapShards, parseSitemapLines, sitemapLine, sitemapXml, xmlEscape } from './sitemap';

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

  it('lists a project in a shard line and reads it back, odd ids included', () => {
    const projects = [
      { id: 'AbC123xyz', approvedAt: new Date('2026-11-16T00:01:00.123Z') },
      { id: 'with space & ünïcode', approvedAt: new Date(0) },
      { id: 'never-approved-at', approvedAt: null },
    ];
    const text = projects.map(sitemapLine).join('\n');
    expect(text.split('\n')).toHaveLength(3);
    expect(parseSitemapLines(text)).toEqual(projects);
    expect(parseSitemapLines('')).toEqual([]);
  });

  it('packs lines into shards of at most SHARD_MAX_BYTES, in order, leaving out what does not fit', () => {
    const line = (i: number) => sitemapLine({ id: `id${String(i).padStart(18, '0')}`, approvedAt: new Date(1.79e12) });
    expect(Buffer.byteLength(line(0))).toBe(29);
    // 20-character ids: about 33,000 a shard, so two hold every URL one sitemap file may list.
    const lines = Array.from({ length: 70_000 }, (_, i) => line(i));
    const [first, second] = packSitemapShards(lines);
    for (const shard of [first!, second!]) expect(Buffer.byteLength(shard)).toBeLessThanOrEqual(SHARD_MAX_BYTES);
    const kept = [...first!.split('\n'), ...second!.split('\n')];
    expect(kept.length).toBeGreaterThan(50_000);
    expect(kept).toEqual(lines.slice(0, kept.length));
    expect(packSitemapShards([line(1)])).toEqual([line(1), '']);
  });
});
