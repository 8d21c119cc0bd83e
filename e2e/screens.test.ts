// Full-page pictures of the public pages at desktop and phone size, from a fixed seed at a fixed instant,
// saved to .cache/screens/<VIBECHART_SCREENS or "current">/ to compare a redesign against what was before.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser } from './browser';
import { PROJECT_ID } from '../scripts/lib/project';

const OUT = join(resolve(__dirname, '..'), '.cache', 'screens', process.env.VIBECHART_SCREENS ?? 'current');
const SEED_NOW = new Date('2026-11-25T10:00:00Z');

let browser: Browser;
let pages: Record<string, string>;

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 40, now: SEED_NOW }, emulatorTargets(blobStore));
  const current = (await getFirestore().doc('charts/current').get()).data() as {
    weekOf: string;
    entries: { id: string }[];
  };
  const weeks = await getFirestore().collection('charts').listDocuments();
  const past = weeks
    .map((d) => d.id)
    .filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id) && id < current.weekOf)
    .sort()
    .at(-1);
  pages = {
    chart: '/',
    launchpad: '/launchpad',
    archive: '/archive',
    project: `/p/${current.entries[0]!.id}`,
    ...(past ? { past: `/chart/${past}` } : {}),
    about: '/about',
  };
  mkdirSync(OUT, { recursive: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

for (const viewport of ['desktop', 'mobile'] as const) {
  it(`draws the public pages at ${viewport} size`, async () => {
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === 'mobile',
        hasTouch: viewport === 'mobile',
        deviceScaleFactor: 1,
        // For the capture's own style tag (below); the page's CSP allows no inline style.
        bypassCSP: true,
      });
      await context.clock.install({ time: SEED_NOW });
      const page = await context.newPage();
      try {
        const response = await page.goto(`${SITE_URL}${path}`);
        expect(response?.status()).toBe(200);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, {
          timeout: 15_000,
        });
        await page.evaluate(() => document.fonts.ready);
        // Rows off screen skip painting (content-visibility: auto) and a full-page capture does not
        // scroll: draw every one, so the picture is the whole page.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.waitForTimeout(300);
        await page.screenshot({
          path: join(OUT, `${name}-${viewport}.png`),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      } finally {
        await context.close();
      }
    }
  }, 180_000);
}
