// Real Chromium (Debian's package) driven by playwright-core; nothing is downloaded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { clockSettingFromEnv } from '../functions/src/infra/clock';

export const SITE_URL = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT ?? 5000}`;
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A fresh context and page at a viewport, collecting uncaught page errors for assertions. */
export async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS): Promise<PageWithErrors> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
  });
  // The page shows the run's instant (web/src/lib/clock.ts), like the server and the seed.
  const clock = clockSettingFromEnv();
  if (clock)
    await context.addInitScript(
      (setting) => ((window as unknown as { __VIBECHART_CLOCK__: unknown }).__VIBECHART_CLOCK__ = setting),
      clock,
    );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
