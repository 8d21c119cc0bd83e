// Sign-in returns the member where they started, from an empty database, in Chromium with the Auth
// emulator's Google page: from /submit's "Go Home & Sign In" and from the top bar's SUBMIT (the join
// dialog with the member benefits) the member ends on the submit form, not on /.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { resetEmulators } from '../scripts/lib/seed/run';
import { PROJECT_ID } from '../scripts/lib/project';
import { SITE_URL, launchBrowser, openPage } from './browser';
import { signInWithGoogle } from './google-sign-in';

const WAIT = { timeout: 30_000 };
let browser: Browser;

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  await resetEmulators(createBlobStore());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('sign-in returns you where you were', () => {
  it("/submit's Go Home & Sign In ends on the submit form", async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/submit`);
    const button = page.getByRole('button', { name: 'Go Home & Sign In' });
    await button.waitFor(WAIT);
    await signInWithGoogle(page, () => button.click(), 'return-submit@example.com', 'Return Submit');
    await page.waitForURL(`${SITE_URL}/submit`, WAIT);
    await page.locator('input[name="title"]').waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the top bar's SUBMIT offers to join, and the sign-in ends on the submit form", async () => {
    // About the live app's join dialog: before it, SUBMIT is a plain link to /submit (the test above).
    const { page, context, errors } = await openPage(browser, 'desktop', { waitForApp: true });
    await page.goto(`${SITE_URL}/about`);
    await page.getByTestId('sign-in-button').waitFor(WAIT);
    await page.getByTestId('submit-button').click();
    const join = page.getByTestId('join-dialog');
    const google = join.getByRole('button', { name: 'Sign in with Google' });
    await google.waitFor(WAIT);
    await signInWithGoogle(page, () => google.click(), 'return-join@example.com', 'Return Join');
    await page.waitForURL(`${SITE_URL}/submit`, WAIT);
    await page.locator('input[name="title"]').waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
