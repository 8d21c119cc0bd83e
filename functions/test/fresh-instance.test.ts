// The first requests a fresh instance answers are pages a visitor meets after every cold start: the
// chart, a project and the launchpad each come complete (rows in the HTML, their data for hydration)
// and cacheable at the CDN, from a process that has rendered nothing before.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import { chartSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { PAGE_CACHE_CONTROL } from '../src/http/routes/pages';
import { rebuildListIndexes } from '../src/services/list-index';
import {
  adminDb,
  approvedSubmission,
  chartRowOf,
  clearFirestore,
  launchpadSubmission,
  putSubmissions,
  runClock,
} from './helpers';

const ROOT = join(__dirname, '..', '..');
let child: ChildProcess;
let origin: string;

const alpha = approvedSubmission('alpha', { projectName: 'Alpha Fresh' });
const beta = approvedSubmission('beta', { projectName: 'Beta Fresh' });
const gamma = launchpadSubmission('gamma', new Date(runClock().getTime() - 86_400_000), { projectName: 'Gamma New' });

beforeAll(async () => {
  await clearFirestore();
  await putSubmissions(alpha, beta, gamma);
  const chart = chartSchema.parse({
    id: CURRENT_CHART_ID,
    weekOf: '2026-11-16',
    publishedAt: new Date('2026-11-16T00:01:00Z'),
    entries: [chartRowOf(alpha, 1), chartRowOf(beta, 2)],
  });
  await adminDb().collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));
  await rebuildListIndexes(adminDb(), runClock());

  child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'fresh-app-server.ts')], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the fresh app did not start')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the fresh app exited (${code})`)));
  });
}, 120_000);

afterAll(() => {
  child?.kill();
});

async function page(path: string) {
  const res = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, cache: res.headers.get('cache-control'), html: await res.text() };
}

describe('a fresh instance', () => {
  it('answers its first requests with complete, cacheable pages', async () => {
    // The very first request this process serves: the chart.
    const chart = await page('/');
    expect(chart.status).toBe(200);
    expect(chart.cache).toBe(PAGE_CACHE_CONTROL);
    expect(chart.html).toContain('Alpha Fresh');
    expect(chart.html).toMatch(/<li id="project-alpha"[^>]*data-testid="chart-row"/);
    expect(chart.html).toContain('id="vc-state"');
    expect(chart.html).not.toMatch(/<!--\$[!?]-->/);

    const project = await page('/p/beta');
    expect(project.status).toBe(200);
    expect(project.cache).toBe(PAGE_CACHE_CONTROL);
    expect(project.html).toContain('<h1 id="project-heading"');
    expect(project.html).toContain('Beta Fresh');

    const launchpad = await page('/launchpad');
    expect(launchpad.status).toBe(200);
    expect(launchpad.cache).toBe(PAGE_CACHE_CONTROL);
    expect(launchpad.html).toContain('Gamma New');
    expect(launchpad.html).toContain('data-project-row');
  });
});
