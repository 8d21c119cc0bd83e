// The site as a visitor sees it on the emulator suite: seeded data, the current chart, the 404 page,
// at a desktop and a mobile viewport, in Debian's Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser, openPage } from './browser';

let browser: Browser;
let expected: { weekOf: string; names: string[]; withThumbnail: number };

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: 'demo-vibechart' });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 60, now: new Date() }, emulatorTargets(blobStore));
  const current = (await getFirestore().doc('charts/current').get()).data();
  if (!current) throw new Error('the seed published no charts/current');
  const entries = current.entries as { projectName: string; thumbnailSmallUrl: string | null }[];
  expected = {
    weekOf: current.weekOf as string,
    names: entries.map((e) => e.projectName),
    withThumbnail: entries.findIndex((e) => e.thumbnailSmallUrl),
  };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('chart page (%s)', (viewport) => {
  it('renders every row of the current chart in rank order', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}/`);
    // The loading skeleton is a <ul aria-busy>; the chart itself is the ordered list.
    const rows = page.locator('section[aria-labelledby="chart-heading"] ol > li');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(expected.names.length).toBeGreaterThan(0);
    expect(await rows.count()).toBe(expected.names.length);
    const firstName = await rows.nth(0).locator('a, p').nth(1).textContent();
    expect(expected.names[0]).toBeDefined();
    expect(firstName).toContain(expected.names[0]);
    await expect(page.title()).resolves.toContain('VibeChart');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads seeded thumbnails from the blob store', async () => {
    expect(expected.withThumbnail).toBeGreaterThanOrEqual(0);
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}/`);
    const img = page.locator('section[aria-labelledby="chart-heading"] ol > li img').first();
    await img.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 })
      .toBe(160);
    await context.close();
  });
});

describe('unknown routes', () => {
  it('show the 404 page with noindex', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor({ timeout: 30_000 });
    await expect(page.title()).resolves.toContain('Page not found');
    const robots = await page.locator('meta[name="robots"]').last().getAttribute('content');
    expect(robots).toContain('noindex');
    await context.close();
  });
});
