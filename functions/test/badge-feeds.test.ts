// The live rank badge and the open feeds through the real app, on charts the real job published:
// what they say, how long the CDN keeps them, and an empty database.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_JOB_GRACE_S, addLocalDays, weekStartInstant } from '../src/domain/week';
import { runChartJob } from '../src/jobs/chart';
import type { Harness } from './api-harness';
import { startApi } from './api-harness';
import { adminDb, clearFirestore, judgedSubmission, putSubmissions } from './helpers';

const db = adminDb();
const W1 = '2026-11-09';
const W2 = '2026-11-16';
const NEXT = '2026-11-23';

const project = judgedSubmission;

let h: Harness;
const get = (path: string) => fetch(`${h.baseUrl}${path}`);

beforeAll(async () => {
  await clearFirestore();
  await putSubmissions(project('alpha', 9), project('beta', 8), project('hidden', 9.5, { status: 'pending' }));
  await runChartJob({ db, now: weekStartInstant(W1) });
  await putSubmissions(project('beta', 8, { votesByWeek: { [W1]: 40 } }));
  await runChartJob({ db, now: addLocalDays(weekStartInstant(W2), 1) });
  // Approved after the last chart: on the launchpad.
  await putSubmissions(project('gamma', 7, { approvedAt: addLocalDays(weekStartInstant(W2), 2) }));
  h = await startApi();
  h.clock.now = addLocalDays(weekStartInstant(W2), 3);
});

afterAll(async () => {
  await h?.close();
});

function badgeTexts(svg: string): { title: string; texts: string[] } {
  expect(XMLValidator.validate(svg)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(svg) as {
    svg: { '@role': string; title: string; g: Array<{ text?: Array<{ '#text': string }> }> };
  };
  expect(doc.svg['@role']).toBe('img');
  return { title: doc.svg.title, texts: doc.svg.g.flatMap((g) => g.text ?? []).map((t) => t['#text']) };
}

describe('GET /api/badge/{id}.svg', () => {
  it("says each charted project's rank and movement this week, cached until the next chart", async () => {
    const beta = await get('/api/badge/beta.svg');
    expect(beta.status).toBe(200);
    expect(beta.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(badgeTexts(await beta.text())).toEqual({
      title: 'Project beta: #1 on VibeChart this week, up 1',
      texts: ['VibeChart', '#1 this week ▲1'],
    });
    const untilNext = (weekStartInstant(NEXT).getTime() - h.clock.now.getTime()) / 1000 + CHART_JOB_GRACE_S;
    expect(beta.headers.get('cache-control')).toBe(
      `public, max-age=3600, s-maxage=${untilNext}, stale-while-revalidate=3600`,
    );
    expect(beta.headers.get('x-content-type-options')).toBe('nosniff');

    const alpha = badgeTexts(await (await get('/api/badge/alpha.svg')).text());
    expect(alpha.texts[1]).toBe('#2 this week ▼1');
  });

  it('says Launchpad for an approved project not on the chart', async () => {
    const gamma = await get('/api/badge/gamma.svg');
    expect(gamma.status).toBe(200);
    expect(badgeTexts(await gamma.text()).texts[1]).toBe('Launchpad');
  });

  it('answers 404 with the JSON error for pending, unknown and malformed ids', async () => {
    for (const path of [
      '/api/badge/hidden.svg',
      '/api/badge/nope.svg',
      '/api/badge/beta.png',
      '/api/badge/__x__.svg',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ error: 'not_found', code: 'project_not_found' });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await get('/api/badge/beta.svg?x=1')).status).toBe(400);
  });
});

describe('GET /feed.xml and /feed.json', () => {
  it('lists every published week, newest first, with its top rows and movement', async () => {
    const rss = await get('/feed.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await rss.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as {
      rss: { channel: { item: Array<{ link: string; description: string }> } };
    };
    const origin = new URL(doc.rss.channel.item[0]!.link).origin;
    expect(doc.rss.channel.item.map((i) => i.link)).toEqual([`${origin}/chart/${W2}`, `${origin}/chart/${W1}`]);
    expect(doc.rss.channel.item[0]!.description).toContain('Project beta</a> (▲1)');
    expect(doc.rss.channel.item[1]!.description).toContain('Project alpha</a> (NEW)');

    const json = await get('/feed.json');
    expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = (await json.json()) as { version: string; items: Array<{ url: string; content_text: string }> };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.map((i) => i.url)).toEqual([`${origin}/chart/${W2}`, `${origin}/chart/${W1}`]);
    expect(feed.items[0]!.content_text).toBe('#1 Project beta (▲1)\n#2 Project alpha (▼1)');
    expect(json.headers.get('cache-control')).toMatch(
      /^public, max-age=3600, s-maxage=\d+, stale-while-revalidate=3600$/,
    );
  });

  it('are valid, empty feeds on a new deployment with no chart yet', async () => {
    await clearFirestore();
    const xml = await (await get('/feed.xml')).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<item>');
    const feed = (await (await get('/feed.json')).json()) as { items: unknown[] };
    expect(feed.items).toEqual([]);
  });
});
