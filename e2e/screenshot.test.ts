// The README's picture: the chart page (`/`) at the desktop viewport from seeded data, saved to
// docs/chart.png once its first rows have rendered with the current chart's projects. The seed and
// the browser clock use one fixed instant, so a re-run draws the same page (on one machine the file
// changes only when the page does, give or take a few scaled thumbnail pixels). A small seed keeps it quick.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser } from './browser';
import { PROJECT_ID } from '../scripts/lib/project';

const SCREENSHOT = join(resolve(__dirname, '..'), 'docs', 'chart.png');
const SEED_NOW = new Date('2026-11-25T10:00:00Z');
const ROWS = '[data-testid="chart-row"]';

let browser: Browser;
let entries: { rank: number; projectName: string }[];

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  // The page's first API calls run in parallel, and the functions emulator starts one worker process
  // per concurrent request: start a few while the seed runs, so the page does not wait for them.
  const warm = Promise.all(
    Array.from({ length: 3 }, () => fetch(`${SITE_URL}/api/health`).then((res) => res.arrayBuffer())),
  );
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 40, now: SEED_NOW }, emulatorTargets(blobStore));
  const current = (await getFirestore().doc('charts/current').get()).data();
  if (!current) throw new Error('the seed published no charts/current');
  entries = current.entries as typeof entries;
  mkdirSync(dirname(SCREENSHOT), { recursive: true });
  await warm;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('renders the first chart rows at desktop size, then saves docs/chart.png', async () => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, deviceScaleFactor: 1 });
  await context.clock.install({ time: SEED_NOW });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${SITE_URL}/`);
    const rows = page.locator(ROWS);
    await rows.nth(4).waitFor({ timeout: 15_000 });

    // The first five rows are the current chart's top five, in rank order.
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const shown = await rows.evaluateAll((els) =>
      els.slice(0, 5).map((el) => ({
        rank: Number(el.getAttribute('data-rank')),
        name: el.querySelector('[data-testid="project-name"]')?.textContent ?? '',
      })),
    );
    expect(shown.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    shown.forEach((row, i) => expect(row.name).toContain(entries[i]!.projectName));

    // A finished picture: thumbnails in view decoded (a broken one would show as an empty box) and fonts ready.
    await page.waitForFunction(
      () =>
        Array.from(document.images)
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: 10_000 },
    );
    await page.evaluate(() => document.fonts.ready);

    const png = await page.screenshot({ path: SCREENSHOT, animations: 'disabled', caret: 'hide' });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([VIEWPORTS.desktop.width, VIEWPORTS.desktop.height]);
    expect(readFileSync(SCREENSHOT).equals(png)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
