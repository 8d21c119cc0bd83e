// The open feeds of the chart: RSS 2.0 (/feed.xml) and JSON Feed 1.1 (/feed.json), one
// item per published week with its top 10 and their movement. Pure: the site-files route reads the
// weeks (services/feeds.ts) and serves these texts.
import { format } from 'date-fns/format';
import { PRODUCT_NAME, TAGLINE } from './constants';
import { xmlEscape } from './xml';

/** How many places one week's item lists. */
export const FEED_TOP = 10;
/** How many weeks the feeds carry, newest first (older weeks stay at /chart/{weekOf} and /api/charts). */
export const FEED_WEEKS = 20;

export interface FeedRow {
  rank: number;
  previousRank: number | null;
  projectName: string;
  id: string;
  isNew: boolean;
}

export interface FeedWeek {
  weekOf: string;
  publishedAt: Date;
  rows: readonly FeedRow[];
}

/** "▲3", "▼2", "=", "NEW" or "RE-ENTRY" (back after weeks away). */
export function movementOf(row: FeedRow): string {
  if (row.previousRank === null) return row.isNew ? 'NEW' : 'RE-ENTRY';
  if (row.previousRank > row.rank) return `▲${row.previousRank - row.rank}`;
  if (row.previousRank < row.rank) return `▼${row.rank - row.previousRank}`;
  return '=';
}

/** "Week of 23 November 2026" (the chart's Monday, as the calendar date). */
export function weekTitle(weekOf: string): string {
  const [y, m, d] = weekOf.split('-').map(Number) as [number, number, number];
  return `${PRODUCT_NAME} chart: week of ${format(new Date(y, m - 1, d), 'd MMMM yyyy')}`;
}

function top(week: FeedWeek): FeedRow[] {
  return [...week.rows].sort((a, b) => a.rank - b.rank).slice(0, FEED_TOP);
}

function itemText(week: FeedWeek): string {
  return top(week)
    .map((row) => `#${row.rank} ${row.projectName} (${movementOf(row)})`)
    .join('\n');
}

/** The item's HTML (escaped for HTML; the RSS writer escapes it again as XML text). */
function itemHtml(week: FeedWeek, origin: string): string {
  const items = top(week)
    .map(
      (row) =>
        `<li><a href="${xmlEscape(`${origin}/p/${encodeURIComponent(row.id)}`)}">${xmlEscape(row.projectName)}</a> ` +
        `(${xmlEscape(movementOf(row))})</li>`,
    )
    .join('');
  return `<ol>${items}</ol>`;
}

const weekUrl = (origin: string, weekOf: string) => `${origin}/chart/${weekOf}`;

/** RFC 822 date with a four-digit year, in GMT (RSS 2.0 pubDate / lastBuildDate). */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

export function rssXml(weeks: readonly FeedWeek[], origin: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(`${PRODUCT_NAME}: the weekly chart`)}</title>`,
    `    <link>${xmlEscape(`${origin}/`)}</link>`,
    `    <description>${xmlEscape(`${TAGLINE}. A new chart every Monday.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(`${origin}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(weeks[0] ? [`    <lastBuildDate>${rfc822(weeks[0].publishedAt)}</lastBuildDate>`] : []),
  ];
  for (const week of weeks) {
    const url = weekUrl(origin, week.weekOf);
    lines.push(
      '    <item>',
      `      <title>${xmlEscape(weekTitle(week.weekOf))}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${rfc822(week.publishedAt)}</pubDate>`,
      `      <description>${xmlEscape(itemHtml(week, origin))}</description>`,
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

export function jsonFeed(weeks: readonly FeedWeek[], origin: string): Record<string, unknown> {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${PRODUCT_NAME}: the weekly chart`,
    home_page_url: `${origin}/`,
    feed_url: `${origin}/feed.json`,
    description: `${TAGLINE}. A new chart every Monday.`,
    language: 'en',
    items: weeks.map((week) => {
      const url = weekUrl(origin, week.weekOf);
      return {
        id: url,
        url,
        title: weekTitle(week.weekOf),
        content_html: itemHtml(week, origin),
        content_text: itemText(week),
        date_published: week.publishedAt.toISOString(),
        // The week's frozen chart as JSON, at a stable URL.
        attachments: [{ url: `${origin}/api/charts/${week.weekOf}`, mime_type: 'application/json' }],
      };
    }),
  };
}
