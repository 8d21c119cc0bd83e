// The feeds against their specs: RSS 2.0 (rssboard.org/rss-specification) and JSON Feed 1.1
// (jsonfeed.org/version/1.1): required elements, date formats, absolute URLs, escaping.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { FeedWeek } from './feeds';
import { FEED_TOP, jsonFeed, movementOf, rssXml, weekTitle } from './feeds';

const ORIGIN = 'https://vibechart.dev';
const HOSTILE = `<script>alert("x")</script> & Co`;

function week(weekOf: string, publishedAt: string, size = 12): FeedWeek {
  return {
    weekOf,
    publishedAt: new Date(publishedAt),
    rows: Array.from({ length: size }, (_, i) => ({
      id: `p${i + 1}`,
      rank: i + 1,
      previousRank: i === 0 ? 4 : i === 1 ? 1 : i === 2 ? 3 : i === 3 ? null : i + 1,
      projectName: i === 4 ? HOSTILE : `Project ${i + 1}`,
      isNew: i === 3,
    })),
  };
}

const WEEKS = [week('2026-11-23', '2026-11-22T23:00:00Z'), week('2026-11-16', '2026-11-15T23:00:00Z')];
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('movement and titles', () => {
  it('names up, down, same, new and re-entry', () => {
    const row = { id: 'x', rank: 3, projectName: 'x', isNew: false };
    expect(movementOf({ ...row, previousRank: 6 })).toBe('▲3');
    expect(movementOf({ ...row, previousRank: 1 })).toBe('▼2');
    expect(movementOf({ ...row, previousRank: 3 })).toBe('=');
    expect(movementOf({ ...row, previousRank: null, isNew: true })).toBe('NEW');
    expect(movementOf({ ...row, previousRank: null })).toBe('RE-ENTRY');
    expect(weekTitle('2026-11-23')).toBe('VibeChart chart: week of 23 November 2026');
  });
});

describe('RSS 2.0 (/feed.xml)', () => {
  const xml = rssXml(WEEKS, ORIGIN);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'item',
  }).parse(xml) as {
    rss: {
      '@version': string;
      channel: Record<string, unknown> & { item: Array<Record<string, unknown> & { guid: Record<string, string> }> };
    };
  };

  it('is well-formed XML with an rss 2.0 root and the required channel elements', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(doc.rss['@version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('VibeChart: the weekly chart');
    expect(channel.link).toBe(`${ORIGIN}/`);
    expect(String(channel.description).length).toBeGreaterThan(10);
    expect(channel.lastBuildDate).toMatch(RFC822);
    expect(channel['atom:link']).toMatchObject({ '@href': `${ORIGIN}/feed.xml`, '@rel': 'self' });
  });

  it('has one item per week, newest first: title, permalink guid, RFC 822 date, the top 10 with movement', () => {
    const items = doc.rss.channel.item;
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.link)).toEqual([`${ORIGIN}/chart/2026-11-23`, `${ORIGIN}/chart/2026-11-16`]);
    for (const item of items) {
      expect(item.title).toMatch(/^VibeChart chart: week of /);
      expect(item.guid).toEqual({ '#text': item.link, '@isPermaLink': 'true' });
      expect(item.pubDate).toMatch(RFC822);
    }
    expect(items[0]!.pubDate).toBe('Sun, 22 Nov 2026 23:00:00 GMT');
    // The description is HTML carried as escaped text: decoded once, it is the list.
    const html = String(items[0]!.description);
    expect(html.match(/<li>/g)).toHaveLength(FEED_TOP);
    expect(html).toContain(`<a href="${ORIGIN}/p/p1">Project 1</a> (▲3)`);
    expect(html).toContain('Project 2</a> (▼1)');
    expect(html).toContain('Project 4</a> (NEW)');
    expect(html).not.toContain('Project 11');
  });

  it('escapes a hostile name twice (HTML inside XML): no reader sees markup of it', () => {
    const html = String(doc.rss.channel.item[0]!.description);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
  });

  it('is valid with no published week yet', () => {
    const empty = rssXml([], ORIGIN);
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(empty).not.toContain('<item>');
  });
});

describe('JSON Feed 1.1 (/feed.json)', () => {
  const feed = JSON.parse(JSON.stringify(jsonFeed(WEEKS, ORIGIN))) as Record<string, unknown> & {
    items: Array<Record<string, unknown>>;
  };

  it('has the required top-level fields and absolute URLs', () => {
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(typeof feed.title).toBe('string');
    expect(feed.home_page_url).toBe(`${ORIGIN}/`);
    expect(feed.feed_url).toBe(`${ORIGIN}/feed.json`);
    expect(Array.isArray(feed.items)).toBe(true);
  });

  it('gives each item a unique string id, content, an RFC 3339 date and the frozen chart as JSON', () => {
    const ids = feed.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(true);
      expect(item.date_published).toMatch(RFC3339);
      expect(String(item.url)).toMatch(/^https:\/\//);
      expect(item.attachments).toEqual([
        { url: `${ORIGIN}/api/charts/${String(item.url).split('/').pop()}`, mime_type: 'application/json' },
      ]);
    }
    expect(String(feed.items[0]!.content_text).split('\n')).toHaveLength(FEED_TOP);
    expect(String(feed.items[0]!.content_text).split('\n')[0]).toBe('#1 Project 1 (▲3)');
    expect(String(feed.items[0]!.content_html)).not.toContain('<script');
  });
});
