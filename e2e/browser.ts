// Real Chromium (Debian's headless shell, scripts/lib/ensure.mjs) driven by playwright-core; nothing is downloaded.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { clockSettingFromEnv } from '../functions/src/infra/clock';
import { offlineGoogleFlags } from './google-sign-in';

export const SITE_URL = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT ?? 5000}`;
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(await offlineGoogleFlags()),
    ],
  });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Adds each hydration difference start-up/start.tsx reports on `page` to `sink` (they fail the tests). */
export function reportHydrationErrors(page: Page, sink: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[hydration]')) sink.push(message.text());
  });
}

/**
 * A fresh context and page at a viewport, collecting uncaught page errors for assertions. A test acts
 * as a person does, as soon as the page shows; `waitForApp: true` makes each navigation to the site wait
 * until the app is live, for a test about something else (say why where it is passed).
 */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  { waitForApp = false }: { waitForApp?: boolean } = {},
): Promise<PageWithErrors> {
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
  await recordToasts(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Server-rendered pages must hydrate to the same markup (web/src/start-up/start.tsx reports differences).
  reportHydrationErrors(page, errors);
  if (!waitForApp) return { context, page, errors };
  // A server-rendered page shows its content before its script runs: after a navigation to the site,
  // wait until the app is live (html[data-hydrated]) unless the test is about the time before that.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const at = new URL(page.url());
    const appPage = at.origin === SITE_URL && !at.pathname.startsWith('/api/');
    if (appPage && response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    }
    return response;
  };
  return { context, page, errors };
}

/** The `<template>` holding a page's module scripts (web/build-plugins.ts; the early script's comment names it too). */
const APP_SCRIPTS = /<template id="vc-app"><script[\s\S]*?<\/template>/;

/**
 * Pages arrive without the server's data (the vc-state block), so the browser renders them and fetches
 * their /api answers itself, as after a client-side navigation: for tests that stub those answers. A
 * page the server sends without its data comes with the app's entry (functions/src/http/routes/pages.ts),
 * `/` included: its own entry (web/src/home/) only hydrates a complete page.
 */
export async function withoutServerData(page: Page): Promise<void> {
  let appScripts: Promise<string> | null = null;
  await page.route(
    (url) => url.origin === SITE_URL && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      let body = (await response.text()).replace(
        /<script type="application\/json" id="vc-state">[\s\S]*?<\/script>/,
        '',
      );
      if (/src="\/assets\/home-[\w-]+\.js"/.test(body)) {
        appScripts ??= fetch(`${SITE_URL}/about`)
          .then((about) => about.text())
          .then((about) => APP_SCRIPTS.exec(about)?.[0] ?? '');
        const scripts = await appScripts;
        if (!scripts) throw new Error("withoutServerData: /about came without the app's scripts");
        body = body.replace(APP_SCRIPTS, () => scripts);
      }
      await route.fulfill({ response, body });
    },
  );
}

/**
 * A project's live counts as the API answers them (its document plus its counter shards: a vote
 * or vibe writes a shard, never the project document, until the Monday job folds them).
 */
export async function liveCounts(projectId: string): Promise<{ voteCount: number; vibeCount: number }> {
  const res = await fetch(`${SITE_URL}/api/projects/${encodeURIComponent(projectId)}`);
  if (!res.ok) throw new Error(`GET /api/projects/${projectId}: ${res.status}`);
  const { voteCount, vibeCount } = (await res.json()) as { voteCount: number; vibeCount: number };
  return { voteCount, vibeCount };
}

/** A toast as Chakra renders it (one on screen at a time: web/src/components/ui/toaster.tsx). */
const TOAST_ROOT = '[data-scope="toast"][data-part="root"]';

/** The toasts on `page` that carry every text in `texts`. */
export function toasts(page: Page, ...texts: string[]): Locator {
  return texts.reduce((toast, text) => toast.filter({ hasText: text }), page.locator(TOAST_ROOT));
}

/**
 * Waits for a toast carrying every text in `texts`. On a timeout the error says what the page showed
 * instead (a page from openPage): the last /api calls with their answers, the controls busy or
 * focused, then the last toasts seen, so that a CI log's tail tells a refused call from a lost click.
 */
export async function waitForToast(page: Page, texts: string[], { timeout = 30_000 } = {}): Promise<void> {
  try {
    await toasts(page, ...texts)
      .first()
      .waitFor({ timeout });
  } catch (error) {
    const calls = apiCalls.get(page)?.slice(-8).join(', ');
    const seen = await page
      .evaluate(() => (window as unknown as { __seenToasts__?: string[] }).__seenToasts__ ?? [])
      .catch(() => ['(the page is gone)']);
    // Where the tap went: the focused control, and every control still busy (a call or the session awaited).
    const controls = await page
      .evaluate(() => {
        const name = (el: Element | null) => el && (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '');
        const busy = Array.from(document.querySelectorAll('[aria-busy="true"]'), name);
        // What a tap on the focused control's centre would hit now (a toast over it, say).
        const focused = document.activeElement;
        const box = focused && focused !== document.body ? focused.getBoundingClientRect() : null;
        const hit = box ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
        const over =
          hit && focused && !focused.contains(hit)
            ? `, over it: ${hit.tagName.toLowerCase()} ${JSON.stringify(name(hit)?.slice(0, 60))}`
            : '';
        return `focused: ${JSON.stringify(name(focused))}${over}, busy: ${JSON.stringify(busy)}`;
      })
      .catch(() => 'controls unknown');
    throw new Error(
      `no toast with ${JSON.stringify(texts)} in ${timeout} ms; ` +
        `last calls: ${calls ?? '(not recorded: a page not opened by openPage)'}; ${controls}; ` +
        `toasts seen: ${JSON.stringify(seen.slice(-4))}`,
      { cause: error },
    );
  }
}

/** Each page's /api calls ("POST /api/votes → 200", "… → no answer yet", "… → failed: …"). */
const apiCalls = new WeakMap<Page, string[]>();

/** Before the page's first navigation (openPage does it): records its toasts as they appear, and its /api calls. */
async function recordToasts(page: Page): Promise<void> {
  const calls: string[] = [];
  apiCalls.set(page, calls);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/blobs/')) return;
    const call = `${request.method()} ${url.pathname}`;
    const index = calls.push(`${call} → no answer yet`) - 1;
    void request.response().then(
      (response) => (calls[index] = `${call} → ${response?.status() ?? 'no answer'}`),
      (error: Error) => (calls[index] = `${call} → failed: ${error.message.split('\n')[0]}`),
    );
  });
  await page.addInitScript((selector) => {
    const seen: string[] = [];
    (window as unknown as { __seenToasts__: string[] }).__seenToasts__ = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLElement) {
            const roots = node.matches(selector) ? [node] : [...node.querySelectorAll<HTMLElement>(selector)];
            for (const root of roots) queueMicrotask(() => seen.push(root.innerText.replace(/\s+/g, ' ').trim()));
          }
    }).observe(document, { childList: true, subtree: true });
  }, TOAST_ROOT);
}
