// The chart page's weight with the demo data (300 projects, the current chart ~90 rows): at most
// 400 KB of HTML, its data for hydration included. Every text of a row is in the page once (phones
// and desktops differ by CSS only), and the row's repeated parts are one class each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/infra/blob-store';
import { DEFAULT_SEED_SIZE, emulatorTargets, resetEmulators, runSeed } from '../../scripts/lib/seed/run';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import { HOSTING_URL, adminDb, runClock } from './helpers';

/** The budget of the chart page's HTML (uncompressed). */
const CHART_HTML_BUDGET_BYTES = 400 * 1024;

let rows = 0;

beforeAll(async () => {
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: DEFAULT_SEED_SIZE, now: runClock() }, emulatorTargets(blobStore));
  const current = await adminDb().collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).get();
  rows = (current.get('entries') as unknown[]).length;
}, 180_000);

afterAll(async () => {
  await resetEmulators(createBlobStore());
});

describe('the chart page with the demo data', () => {
  it('is at most 400 KB of HTML, with one copy of each row text', async () => {
    const res = await fetch(`${HOSTING_URL}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const bytes = Buffer.byteLength(html, 'utf8');
    const rendered = html.match(/data-testid="chart-row"/g)?.length ?? 0;
    expect(rendered).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(80);
    console.log(`[page weight] / with ${rows} rows: ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes).toBeLessThanOrEqual(CHART_HTML_BUDGET_BYTES);
    // A row's description appears once in the markup, once in the page's state block.
    const description = /data-testid="description">([^<]{20,})</.exec(html)?.[1];
    expect(description).toBeDefined();
    expect(html.split(`>${description!}<`).length - 1).toBe(1);
  });
});
