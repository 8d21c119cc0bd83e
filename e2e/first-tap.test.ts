// The first tap counts: on a phone-slow CPU (Chromium's CPU 4x slower), a visitor who taps SIGN IN or
// Vote as soon as the page shows gets the Google window or the sign-in prompt, whether the tap comes at
// DOMContentLoaded, at `load` or a second later; a control pressed before the app is live shows at
// once that it was pressed; a signed-in member's Vote at `load` counts exactly one vote; and a
// returning member never sees SIGN IN while the session loads.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser, liveCounts, openPage } from './browser';
import { signInWithGoogle } from './google-sign-in';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

let browser: Browser;
let firstId: string;

const MOMENTS = ['DOMContentLoaded', 'load', '1 s after load'] as const;
type Moment = (typeof MOMENTS)[number];

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 60, now: systemClock()() }, emulatorTargets(blobStore));
  const current = (await getFirestore().doc('charts/current').get()).data();
  if (!current?.entries?.length) throw new Error('the seed published no chart');
  firstId = current.entries[0].id as string;
  browser = await launchBrowser();
  // One warm-up request: the emulated function's first page render starts its process.
  await fetch(`${SITE_URL}/`).then((res) => res.text());
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A page whose CPU runs 4x slower (a phone). */
async function slowPage() {
  const opened = await openPage(browser, 'desktop');
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return opened;
}

/** Opens `/` and waits for `moment`; returns whether the app was live by then. */
async function openAt(page: Page, moment: Moment): Promise<boolean> {
  await page.goto(`${SITE_URL}/`, { waitUntil: moment === 'DOMContentLoaded' ? 'domcontentloaded' : 'load' });
  if (moment === '1 s after load') await page.waitForTimeout(1_000);
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Clicks the element the way a person does: at once, whether or not the app is live. */
async function tap(page: Page, selector: string): Promise<{ pressedAtOnce: boolean }> {
  await page.locator(selector).first().click({ timeout: 10_000 });
  const pressedAtOnce = await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return !!el && (el.hasAttribute('data-early-press') || document.documentElement.hasAttribute('data-hydrated'));
  }, selector);
  return { pressedAtOnce };
}

describe.each(MOMENTS)('a tap at %s on the 4x slower CPU', (moment) => {
  it('SIGN IN opens the Google window (or, when the window would be blocked, the sign-in page)', async () => {
    const { page, context, errors } = await slowPage();
    try {
      const live = await openAt(page, moment);
      const popup = page.waitForEvent('popup', { timeout: 45_000 }).then(() => 'window' as const);
      const redirect = page
        .waitForURL((url) => url.origin !== SITE_URL || url.pathname.startsWith('/__/auth/'), { timeout: 45_000 })
        .then(() => 'redirect' as const);
      const { pressedAtOnce } = await tap(page, '[data-testid="sign-in-button"]');
      expect(pressedAtOnce).toBe(true);
      await expect(Promise.race([popup, redirect])).resolves.toMatch(/window|redirect/);
      expect(errors).toEqual([]);
      if (moment === 'DOMContentLoaded') expect(live).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a signed-out Vote shows the sign-in prompt once', async () => {
    const { page, context, errors } = await slowPage();
    try {
      await openAt(page, moment);
      const { pressedAtOnce } = await tap(page, `li#project-${firstId} button[aria-label^="Vote for "]`);
      expect(pressedAtOnce).toBe(true);
      await page.getByText('Authentication Required').waitFor({ timeout: 45_000 });
      await page.waitForTimeout(500);
      expect(await page.getByText('Authentication Required').count()).toBe(1);
      // Nothing stays marked as pressed once the tap has been handled.
      expect(await page.locator('[data-early-press]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a returning member on the 4x slower CPU', () => {
  it('never sees SIGN IN, and a Vote tapped at load counts exactly one vote', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${SITE_URL}/`);
      await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), 'first-tap@vibechart.dev');
      await page.getByTestId('profile-button').waitFor({ timeout: 30_000 });

      // From the first paint until the session is known, record whether SIGN IN was ever visible.
      await context.addInitScript(() => {
        const w = window as unknown as { __signInSeen: boolean };
        w.__signInSeen = false;
        const check = () => {
          const button = document.querySelector('[data-testid="sign-in-button"]');
          if (button && getComputedStyle(button).visibility !== 'hidden' && button.getClientRects().length > 0) {
            w.__signInSeen = true;
          }
          if (!document.querySelector('[data-testid="profile-button"]')) requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const before = (await liveCounts(firstId)).voteCount;

      await page.goto(`${SITE_URL}/`, { waitUntil: 'load', timeout: 60_000 });
      await page.locator(`li#project-${firstId} button[aria-label^="Vote for "]`).click();
      await page.getByText('Vote counted! ✨').waitFor({ timeout: 45_000 });
      await page.getByTestId('profile-button').waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { __signInSeen: boolean }).__signInSeen)).toBe(false);

      await page.waitForTimeout(1_000);
      const after = (await liveCounts(firstId)).voteCount;
      expect(after - before).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('content first, then code', () => {
  it("asks for the app's scripts only once the page has painted its content, then goes live", async () => {
    const { page, context, errors } = await slowPage();
    try {
      await page.goto(`${SITE_URL}/`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 45_000 });
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
          .map((e) => e.startTime),
      }));
      expect(fcp).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(1);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(fcp!);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
