// Pages on instances of their own: Hosting rewrites /api/** to the `api` function and every other
// path to the `pages` function. Through the Hosting emulator both answer as before; called on their
// own URLs (the functions emulator), `pages` has no /api route and `api` renders no page, so a flood of
// page URLs can only ever reach the renderer's instances, whose concurrency and count are capped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { PAGE_CONCURRENCY, PAGE_MAX_INSTANCES } from '../src/http/routes/pages';
import { HOSTING_URL, PROJECT_ID, adminDb, approvedSubmission, clearFirestore, putSubmissions } from './helpers';

const REGION = 'europe-west1';
let functionsOrigin: string;

/** The functions emulator's origin, from the emulator hub that emulators:exec started. */
async function functionsEmulatorOrigin(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run inside emulators:exec');
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  const functions = emulators.functions;
  if (!functions) throw new Error('the functions emulator is not running');
  return `http://${functions.host}:${functions.port}`;
}

const direct = (fn: 'api' | 'pages', path: string) => fetch(`${functionsOrigin}/${PROJECT_ID}/${REGION}/${fn}${path}`);

beforeAll(async () => {
  functionsOrigin = await functionsEmulatorOrigin();
  await clearFirestore();
  await putSubmissions(approvedSubmission('alpha', { projectName: 'Alpha Pages' }));
});

describe('the pages function', () => {
  it('Hosting sends /api/** to api and every other path to pages', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '..', '..', 'firebase.json'), 'utf8')) as {
      hosting: { rewrites: Array<{ source: string; function?: { functionId: string } }> };
    };
    expect(config.hosting.rewrites.map((r) => [r.source, r.function?.functionId])).toEqual([
      ['/api/**', 'api'],
      ['**', 'pages'],
    ]);
    // Bounded: a flood of distinct pages queues on these instances, not on the API's.
    expect(PAGE_CONCURRENCY).toBeLessThanOrEqual(8);
    expect(PAGE_MAX_INSTANCES).toBeLessThanOrEqual(20);
  });

  it('renders a page through Hosting with its data from the API inside its own instance', async () => {
    const res = await fetch(`${HOSTING_URL}/p/alpha`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Alpha Pages');
    // The page's /api calls were answered in-process: the project's data is in the page's query cache.
    expect(html).toMatch(/<script type="application\/json" id="vc-state">[^<]*Alpha Pages/);
    const api = await fetch(`${HOSTING_URL}/api/projects/alpha`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ id: 'alpha', projectName: 'Alpha Pages' });
  });

  it('serves the site files (sitemap, feeds) from pages', async () => {
    const sitemap = await fetch(`${HOSTING_URL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<urlset');
    const direct200 = await direct('pages', '/feed.json');
    expect(direct200.status).toBe(200);
  });

  it('on its own URL, pages answers no /api route (JSON 404) and changes nothing', async () => {
    for (const path of ['/api/health', '/api/projects/alpha', '/api/me/quota']) {
      const res = await direct('pages', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
    const vote = await fetch(`${functionsOrigin}/${PROJECT_ID}/${REGION}/pages/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ submissionId: 'alpha' }),
    });
    expect(vote.status).toBe(404);
    expect((await adminDb().collection(COLLECTIONS.votes).get()).size).toBe(0);
  });

  it('on its own URL, api renders no page: a page flood cannot reach the API instances', async () => {
    for (const path of ['/', '/p/alpha', '/launchpad', '/sitemap.xml']) {
      const res = await direct('api', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const health = await direct('api', '/api/health');
    expect(health.status).toBe(200);
  });
});
