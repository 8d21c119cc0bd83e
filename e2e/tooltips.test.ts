// Tooltip timing and touch: on a desktop a tooltip opens after 700 ms of hover, and the next one at
// once while the pointer moves from trigger to trigger within 300 ms; on a phone an information
// tooltip (the site counters, Security Verified) opens on a tap and closes on a tap elsewhere; a
// button's tooltip is not an information one and never opens on touch. From an empty database: the shell's counters are on every page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { resetEmulators } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  await resetEmulators(createBlobStore());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Records in the page each counter tooltip's opening delay as the pointer reaches its trigger (after
 * the app's own listener on the document has marked a warm window): what the hover transition starts
 * with, however long the test then takes to look.
 */
async function recordOpeningDelays(page: Page): Promise<() => Promise<Record<string, string>>> {
  await page.evaluate(() => {
    const delays: Record<string, string> = {};
    (window as unknown as { __tipDelays__: Record<string, string> }).__tipDelays__ = delays;
    window.addEventListener('pointerover', (event) => {
      const trigger = event.target instanceof Element ? event.target.closest('.vc-tip') : null;
      const tooltip = trigger?.querySelector(':scope > [role="tooltip"]');
      const key = trigger?.querySelector('[data-counter]')?.getAttribute('data-counter');
      if (tooltip && key && !(key in delays)) delays[key] = getComputedStyle(tooltip).transitionDelay;
    });
  });
  return () =>
    page.evaluate(() => ({ ...(window as unknown as { __tipDelays__: Record<string, string> }).__tipDelays__ }));
}

/** The tooltip's computed style: its opening delay and whether it shows. */
async function tip(tooltip: Locator): Promise<{ delay: string; shown: boolean }> {
  return tooltip.evaluate((el) => {
    const style = getComputedStyle(el);
    return { delay: style.transitionDelay, shown: style.visibility === 'visible' && style.opacity === '1' };
  });
}

describe('on a desktop', () => {
  it('opens after 700 ms, then the next trigger at once within 300 ms; the delay is back after', async () => {
    // About the timings: the 300 ms skip delay is the app's (lib/tooltip-skip-delay.ts), so it waits for it.
    const { page, context } = await openPage(browser, 'desktop', { waitForApp: true });
    await page.goto(`${SITE_URL}/`);
    // The skip delay's module loads once the page is live: a hover before it is not recorded.
    await page.locator('html[data-tip-ready]').waitFor({ state: 'attached' });
    const bar = page.getByTestId('top-bar-counters');
    const counter = (key: string) => bar.locator(`[data-counter="${key}"]`);
    const tooltipOf = (key: string) => bar.locator(`.vc-tip:has([data-counter="${key}"]) > [role="tooltip"]`);
    const openingDelays = await recordOpeningDelays(page);

    await counter('totalVotes').hover();
    expect((await openingDelays()).totalVotes).toBe('0.7s');
    await expect.poll(async () => (await tip(tooltipOf('totalVotes'))).shown, { timeout: 5_000 }).toBe(true);

    // Straight to the next counter: it opens without the delay (read as the pointer arrives: the warm
    // window closes 300 ms after the move, the pointer still there).
    await counter('totalVibes').hover();
    expect((await openingDelays()).totalVibes).toBe('0s');
    await expect.poll(async () => (await tip(tooltipOf('totalVibes'))).shown, { timeout: 5_000 }).toBe(true);

    // Away from every trigger for longer than 300 ms: once the window has closed, the next one waits again.
    await page.mouse.move(5, 400);
    await page.waitForFunction(() => document.documentElement.dataset.tipWarm === undefined);
    await counter('totalProjects').hover();
    expect((await openingDelays()).totalProjects).toBe('0.7s');
    await context.close();
  });
});

describe('on a phone', () => {
  it('a tap on a counter opens its tooltip and a tap elsewhere closes it, before the app is live too', async () => {
    // No wait for the app: the tap comes as soon as the page shows (the stylesheet alone opens it).
    const { page, context } = await openPage(browser, 'mobile');
    await page.goto(`${SITE_URL}/`, { waitUntil: 'commit' });
    // The page shows at its first paint, once the stylesheet applies (before it, nothing is hidden yet).
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.getByTestId('mobile-counter-strip').waitFor();
    const strip = page.getByTestId('mobile-counter-strip');
    const counter = strip.locator('[data-counter="totalVibes"]');
    const tooltip = strip.locator('.vc-tip:has([data-counter="totalVibes"]) > [role="tooltip"]');
    expect((await tip(tooltip)).shown).toBe(false);

    await counter.tap();
    await expect.poll(async () => (await tip(tooltip)).shown, { timeout: 5_000 }).toBe(true);
    expect(await tooltip.textContent()).toBe('Total vibes sent');

    await page.getByRole('main').tap({ position: { x: 10, y: 10 } });
    await expect.poll(async () => (await tip(tooltip)).shown, { timeout: 5_000 }).toBe(false);
    // Information tooltips only: on this page the four counters; a button's tooltip never opens on a tap.
    expect(await strip.locator('.vc-tip[data-info]').count()).toBe(4);
    await context.close();
  });
});
