// GET /api/og: the 1200×630 share image, through the real app (and once through Hosting → function).
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { weekStartInstant } from '../src/domain/week';
import { OG_CACHE_CONTROL } from '../src/http/routes/og';
import { installReadMeter } from '../src/infra/read-meter';
import { runChartJob } from '../src/jobs/chart';
import { OG_HEIGHT, OG_WIDTH, composeOgSvg, drawableText, estimateTextWidth, fitText } from '../src/services/og';
import type { Harness } from './api-harness';
import { startApi } from './api-harness';
import { adminDb, clearFirestore, HOSTING_URL, judgedSubmission, putSubmissions } from './helpers';
import type { SubmissionOverrides } from './helpers';

const db = adminDb();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WEEK = '2026-11-23';

const project = (id: string, name: string, aiScore: number, over: SubmissionOverrides = {}) =>
  judgedSubmission(id, aiScore, {
    projectName: name,
    description: `What ${name} does`,
    builderName: `Builder ${id}`,
    ...over,
  });

async function publishChart(...names: string[]) {
  await clearFirestore();
  await putSubmissions(...names.map((name, i) => project(`p${i}`, name, 9.5 - i * 0.5)));
  const result = await runChartJob({ db, now: weekStartInstant(WEEK) });
  expect(result.status).toBe('published');
}

interface Fetched {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function get(base: string, query: string): Promise<Fetched> {
  const res = await fetch(`${base}/api/og${query}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function expectCard(res: Fetched) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(res.bytes).metadata();
  expect(meta.format).toBe('png');
  expect([meta.width, meta.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
}

/** The brightest pixel (min of R, G, B) in a region: white text scores ~255, the background < 60. */
async function brightest(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const pixels = await sharp(png).extract(region).removeAlpha().raw().toBuffer();
  let max = 0;
  for (let i = 0; i < pixels.length; i += 3) max = Math.max(max, Math.min(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
  return max;
}

let h: Harness;

beforeAll(async () => {
  expect(installReadMeter(true)).toBe(true);
  h = await startApi();
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/og?route=home', () => {
  beforeEach(async () => {
    await publishChart('Alpha Forge', 'Beta Loom', 'Gamma Kite', 'Delta Reef');
  });

  it('answers a 1200×630 PNG with long public caching, for one Firestore read at most', async () => {
    const res = await get(h.baseUrl, '?route=home');
    await expectCard(res);
    expect(res.headers.get('cache-control')).toBe(OG_CACHE_CONTROL.home);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
    expect(Number(res.headers.get('x-firestore-reads'))).toBeLessThanOrEqual(1);
    expect(res.headers.get('x-firestore-reads')).not.toBeNull();
  });

  it('shows the current top 3: another chart gives another image', async () => {
    const first = await get(h.baseUrl, '?route=home');
    await publishChart('Omega Works', 'Sigma Sail', 'Tau Tower');
    const second = await get(h.baseUrl, '?route=home');
    await expectCard(second);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  });

  it('still answers a card when no chart is published yet', async () => {
    await clearFirestore();
    const res = await get(h.baseUrl, '?route=home');
    await expectCard(res);
    expect(Number(res.headers.get('x-firestore-reads'))).toBe(1);
  });

  it('keeps a very long project name inside the card', async () => {
    await publishChart('W'.repeat(100), 'M'.repeat(100), 'Short');
    const res = await get(h.baseUrl, '?route=home');
    await expectCard(res);
    // The right margin (x ≥ 1150) over the rows stays dark background: no text ran off the card…
    expect(await brightest(res.bytes, { left: 1150, top: 260, width: 50, height: 280 })).toBeLessThan(120);
    // …while the rows themselves do carry bright text.
    expect(await brightest(res.bytes, { left: 180, top: 276, width: 900, height: 70 })).toBeGreaterThan(200);
  });
});

describe('GET /api/og?route=404', () => {
  it('answers the 404 card without reading Firestore', async () => {
    const res = await get(h.baseUrl, '?route=404');
    await expectCard(res);
    expect(res.headers.get('cache-control')).toBe(OG_CACHE_CONTROL['404']);
    expect(res.headers.get('x-firestore-reads')).toBe('0');
    const home = await get(h.baseUrl, '?route=home');
    expect(home.bytes.equals(res.bytes)).toBe(false);
  });

  it('is served through the Hosting rewrite to the api function', async () => {
    await expectCard(await get(HOSTING_URL, '?route=404'));
  });
});

describe('bad route values', () => {
  it.each(['', '?route=', '?route=about', '?route=HOME', '?route=home&route=404', '?other=1'])(
    '%s → 400 with a clear message, never cached',
    async (query) => {
      const res = await get(h.baseUrl, query);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({
        error: 'bad_request',
        message: "route must be 'home', '404' or 'project'",
      });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});

describe('project ids that cannot name a document', () => {
  it.each(['a/b', 'a%2Fb', '..', '__name__', 'x/y/z'])(
    'route=project&id=%s → 404 project_not_found through Hosting, never a 500',
    async (id) => {
      const res = await get(HOSTING_URL, `?route=project&id=${id}`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ code: 'project_not_found' });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});

describe('card text', () => {
  it('drops what fonts cannot draw and keeps accented Latin', () => {
    expect(drawableText('Rocket 🚀 Ærø ✨ app\u200d\u0007')).toBe('Rocket Ærø app');
    expect(drawableText('東京')).toBe('');
  });

  it('cuts text with an ellipsis to the width it is given', () => {
    const cut = fitText('A'.repeat(100), 500, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(estimateTextWidth(cut, 40)).toBeLessThanOrEqual(500);
    expect(fitText('Short', 500, 40)).toBe('Short');
  });

  it('escapes markup in project names', () => {
    const svg = composeOgSvg({
      route: 'home',
      weekOf: WEEK,
      top: [{ rank: 1, projectName: '<script>&"x"</script>', builderName: null }],
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;x&quot;&lt;/script&gt;');
  });
});
