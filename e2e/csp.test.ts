// The site's Content-Security-Policy with the real app in Chromium: the
// chart, a project page with its thumbnail, the submit form and Google sign-in through the Auth
// emulator's popup all work, and the browser reports no CSP violation in any frame or popup.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { systemClock } from '../functions/src/infra/clock';
import { DEMO_EMAIL } from '../scripts/lib/seed/generate';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser, openPage } from './browser';
import { signInWithGoogle } from './google-sign-in';
import { PROJECT_ID } from '../scripts/lib/project';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
const violations: string[] = [];

/** Every frame and popup reports its CSP violations to the console, where the test collects them. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('[csp-violation] ' + e.violatedDirective + ' blocked ' + e.blockedURI + ' on ' + location.href);
});`;

function watch(target: Page): void {
  target.on('console', (message) => {
    const text = message.text();
    if (
      /\[csp-violation\]|Content Security Policy|Refused to (load|execute|evaluate|frame|connect|apply)/i.test(text)
    ) {
      violations.push(text);
    }
  });
}

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 30, now: systemClock()() }, emulatorTargets(blobStore));
  browser = await launchBrowser();
  ({ context, page, errors: pageErrors } = await openPage(browser, 'desktop'));
  await context.addInitScript(REPORT_VIOLATIONS);
  watch(page);
  context.on('page', watch);
});

afterAll(async () => {
  await browser?.close();
});

describe('the app under its Content-Security-Policy', () => {
  it('serves the policy on the page it loads', async () => {
    const res = await page.goto(`${SITE_URL}/`);
    expect(res?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await page.getByRole('main').waitFor({ timeout: 30_000 });
    await page.locator('img').first().waitFor({ timeout: 30_000 });
  });

  it('loads thumbnails on a project page and the submit form', async () => {
    const link = page.locator('a[href^="/p/"]').first();
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    await page.locator('img').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0 && img.src)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
    await page.goto(`${SITE_URL}/submit`);
    await page.getByRole('main').waitFor({ timeout: 30_000 });
  });

  it('signs in with Google through the Auth emulator popup', async () => {
    await page.goto(`${SITE_URL}/vote`);
    const button = page.getByRole('main').getByRole('button', { name: 'Sign in with Google' });
    await button.waitFor({ timeout: 30_000 });
    await signInWithGoogle(page, () => button.click(), DEMO_EMAIL);
    await page.getByTestId('review-progress').or(page.getByText('No projects available')).waitFor({ timeout: 30_000 });
  });

  it('reported no CSP violation and no uncaught error anywhere', async () => {
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
