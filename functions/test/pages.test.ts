// Server-rendered pages on the production request path: raw HTML as a crawler, a chat app
// unfurling a link, or a browser with JavaScript off receives it — through the Hosting emulator, its
// `**` rewrite and the emulated `api` function. No script runs here: what is asserted is in the bytes.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { chartSchema, submissionSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { PAGE_CACHE_CONTROL } from '../src/http/routes/pages';
import { chartIndexRef } from '../src/services/charts';
import { rebuildListIndexes } from '../src/services/list-index';
import { HOSTING_URL, adminDb, chartRowOf, clearFirestore, putSubmissions, runClock } from './helpers';

const db = adminDb();
const WEEK = '2026-11-16';
const THUMB = 'https://storage.googleapis.com/demo-vibechart.appspot.com/thumbs/alpha-800.png';

function submission(id: string, over: Partial<z.input<typeof submissionSchema>> = {}): Submission {
  return submissionSchema.parse({
    id,
    projectName: `Project ${id}`,
    description: `What ${id} does for makers`,
    submittedBy: `uid-${id}`,
    builderName: `Builder ${id}`,
    status: 'approved',
    createdAt: new Date('2026-10-01T10:00:00Z'),
    approvedAt: new Date('2026-10-02T10:00:00Z'),
    launchpadLiveAt: new Date('2026-10-02T10:00:00Z'),
    ...over,
  });
}

const chartRow = (s: Submission, rank: number) => chartRowOf(s, rank, { finalScore: 80 - rank });

const alpha = submission('alpha', {
  projectName: 'Alpha <Vibes> & Co',
  thumbnailUrl: THUMB,
  thumbnailSmallUrl: THUMB,
  firstChartedAt: new Date('2026-11-16T00:01:00Z'),
  lastChartWeekStart: WEEK,
  lastChartRank: 1,
});
const beta = submission('beta', {
  lastChartWeekStart: WEEK,
  lastChartRank: 2,
  firstChartedAt: new Date('2026-11-16T00:01:00Z'),
});
// On the launchpad (live within its 7 days, by the run's clock).
const gamma = submission('gamma', {
  approvedAt: new Date(runClock().getTime() - 86_400_000),
  launchpadLiveAt: new Date(runClock().getTime() - 86_400_000),
});
const waiting = submission('waiting', { status: 'pending', approvedAt: null, launchpadLiveAt: null });

async function get(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const res = await fetch(`${HOSTING_URL}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const metaContent = (html: string, property: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The inline scripts of a page (data blocks aside): the CSP runs only those whose hash it lists. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => !/type="application\/(?:json|ld\+json)"/.test(attrs!) && body!.trim() !== '')
    .map(([, , body]) => body!);
}

/** The CSP source that allows an inline script: its SHA-256. */
const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

beforeAll(async () => {
  await clearFirestore();
  await putSubmissions(alpha, beta, gamma, waiting);
  const chart = chartSchema.parse({
    id: CURRENT_CHART_ID,
    weekOf: WEEK,
    publishedAt: new Date('2026-11-16T00:01:30+01:00'),
    entries: [chartRow(alpha, 1), chartRow(beta, 2)],
  });
  await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));
  await db
    .collection(COLLECTIONS.charts)
    .doc(WEEK)
    .set(toStored({ ...chart, id: WEEK }));
  await chartIndexRef(db).set({ weeks: { [WEEK]: { publishedAt: chart.publishedAt, entries: 2 } } });
  await rebuildListIndexes(db, runClock());
});

afterAll(async () => {
  await clearFirestore();
});

describe('server-rendered pages through Hosting', () => {
  it('/ carries the chart in the first response: names, ranks, thumbnails, its data and a CDN cache', async () => {
    const { status, headers, html } = await get('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    // Sent compressed (fetch asks for gzip and decodes it).
    expect(headers.get('content-encoding')).toMatch(/gzip|br|deflate/);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Alpha &lt;Vibes&gt; &amp; Co');
    expect(root).toContain('Project beta');
    expect(root.indexOf('id="project-alpha"')).toBeLessThan(root.indexOf('id="project-beta"'));
    expect(root).toMatch(new RegExp(`<img[^>]+src="${THUMB.replace(/[.]/g, '\\.')}"`));
    expect(root).toContain('id="project-alpha"');
    expect(html).toContain('<script type="application/json" id="vc-state">');
    expect(html).toContain('"@type":"ItemList"');
    // Complete, it comes with `/`'s own browser entry (web/src/home/), not the app's.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/home-[\w-]+\.js">/);
    expect(html).not.toMatch(/src="\/assets\/index-[\w-]+\.js"/);
    // One inline script: the early one (it keeps taps made before the app is live), allowed by its
    // hash in the site's Content-Security-Policy; React's own completion scripts never appear.
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('__vibechartEarlyEvents');
    expect(headers.get('content-security-policy')).toContain(scriptHash(scripts[0]!));
    // Its styles are the build's stylesheet, linked from the head: no <style> element anywhere.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    expect(html).not.toContain('<style');
    // The rows' icons are painted by the stylesheet (web/icon-masks.ts): the page names them only.
    expect(root).toContain('<span class="vc-icon vc-icon-arrow-up"></span>');
    expect(html).not.toContain('<path');
    expect(html).not.toContain('<symbol');
    // The head is the page's: one title, its description, not the template's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toContain('weekly chart of trending AI projects');
    // The emulators this suite's function runs beside, for the one web build every suite serves.
    expect(head).toContain(
      `<meta name="vc-emulators" content="firestore=${process.env.FIRESTORE_EMULATOR_HOST};auth=${process.env.FIREBASE_AUTH_EMULATOR_HOST}">`,
    );
  });

  it('/p/{id} names the project in its head: title, description, canonical and a share image', async () => {
    const { status, html } = await get('/p/alpha');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Alpha &lt;Vibes&gt; &amp; Co — VibeChart<\/title>/);
    expect(metaContent(html, 'og:title')).toBe('Alpha &lt;Vibes&gt; &amp; Co — VibeChart');
    expect(metaContent(html, 'og:description')).toContain('What alpha does for makers');
    expect(metaContent(html, 'og:type')).toBe('article');
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/og\?route=project&amp;id=alpha$/);
    // The card itself: a 1200×630 PNG of this project, publicly cacheable; an unknown id is a 404.
    const card = await fetch(`${HOSTING_URL}/api/og?route=project&id=alpha`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(`${HOSTING_URL}/api/og?route=project&id=waiting`)).status).toBe(404);
    expect((await fetch(`${HOSTING_URL}/api/og?route=project`)).status).toBe(400);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/p\/alpha"/);
    expect(html).toContain('"@type":"CreativeWork"');
  });

  it('answers 404 with the not-found page for unknown paths, ids and weeks, and for a pending project', async () => {
    for (const path of ['/no-such-page', '/p/no-such-project', '/p/waiting', '/chart/2020-01-06']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(metaContent(html, 'robots'), path).toBe('noindex, nofollow');
      expect(html, path).not.toContain('Project waiting');
    }
    expect((await get('/no-such-page')).html).toContain('404 Page Not Found');
  });

  it('/chart/{weekOf} names its week; /launchpad and /archive list their rows; /about is a page', async () => {
    const week = await get(`/chart/${WEEK}`);
    expect(week.status).toBe(200);
    expect(week.html).toMatch(/<title>[^<]*(November 16, 2026|16 November 2026|Nov 16, 2026|2026-11-16)[^<]*<\/title>/);
    expect(week.html).toContain('Project beta');
    const launchpad = await get('/launchpad');
    expect(launchpad.status).toBe(200);
    expect(launchpad.html).toContain('Project gamma');
    const archive = await get('/archive');
    expect(archive.status).toBe(200);
    expect(archive.html).toMatch(/<h1[^>]*>/);
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.html).toMatch(/<h1[^>]*>/);
    // Every page but `/` comes with the app's entry, and its own page's chunk to load with it.
    const pageChunks: [{ html: string }, string][] = [
      [week, 'past-chart-page'],
      [launchpad, 'launchpad-page'],
      [archive, 'archive-page'],
      [about, 'about-page'],
    ];
    for (const [page, chunk] of pageChunks) {
      expect(page.html).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
      expect(page.html).not.toMatch(/src="\/assets\/home-[\w-]+\.js"/);
      const scripts = /<template id="vc-app">([\s\S]*?)<\/template>/.exec(page.html)?.[1] ?? '';
      const preload = new RegExp(`<link rel="modulepreload" crossorigin href="(/assets/${chunk}-[\\w-]+\\.js)">`).exec(
        scripts,
      );
      expect(preload, `${chunk}'s preload in the app's template`).not.toBeNull();
      const file = await fetch(`${HOSTING_URL}${preload![1]}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('/robots.txt is real: public pages allowed, private ones not, and the sitemap named', async () => {
    const res = await fetch(`${HOSTING_URL}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/admin', '/submit', '/my-page']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  it('/sitemap.xml lists the content pages, each published week and each approved project, nothing pending', async () => {
    const res = await fetch(`${HOSTING_URL}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/about', '/launchpad', `/chart/${WEEK}`, '/p/alpha', '/p/beta', '/p/gamma']),
    );
    expect(locs).not.toContain('/p/waiting');
    expect(locs).not.toContain('/admin');
  });

  it('keeps /api answers JSON and unknown /api paths JSON 404s', async () => {
    const res = await fetch(`${HOSTING_URL}/api/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
