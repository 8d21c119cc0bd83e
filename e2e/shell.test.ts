// The site shell (docs/product.md#screens) in Debian's Chromium against the emulator suite: the desktop top bar (links,
// four counters with tooltips, blocked SUBMIT, SIGN IN, PROFILE menu signed in), the mobile slide-in
// menu and sticky counter strip, the footer, and signed-in votes and vibes on the chart.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { ADMIN_EMAIL } from '../scripts/lib/seed/generate';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser, liveCounts, openPage } from './browser';
import { signInWithGoogle } from './google-sign-in';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

let browser: Browser;
let firstEntry: { id: string; projectName: string; voteCount: number; vibeCount: number };

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${SITE_URL}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function counterText(page: Page, scope: string, key: string): Promise<string> {
  const counter = page.locator(`${scope} [data-counter="${key}"]`);
  await expect.poll(() => counter.locator('span').first().textContent(), { timeout: 30_000 }).not.toBe('–');
  return (await counter.locator('span').first().textContent()) ?? '';
}

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  // No thumbnails: no test here looks at images (chart.test.ts and csp.test.ts do).
  await runSeed({ size: 60, now: systemClock()() }, emulatorTargets(blobStore), { thumbnails: false });
  const current = (await getFirestore().doc('charts/current').get()).data();
  if (!current?.entries?.length) throw new Error('the seed published no chart');
  firstEntry = current.entries[0];
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('desktop top bar and footer', () => {
  it('has the six links, the four counters with tooltips, SUBMIT and SIGN IN', async () => {
    const stats = await api<{ totalVotes: number; totalProjects: number; totalBuilders: number }>('/api/chart/stats');
    const vibes = await api<{ totalVibes: number }>('/api/stats/total-vibes');
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/`);
    const nav = page.getByTestId('top-nav');
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'CHART',
      'LAUNCHPAD',
      'ARCHIVE',
      'ALL PROJECTS',
      'ABOUT',
      'RULES',
    ]);
    expect(await nav.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/',
      '/launchpad',
      '/archive',
      '/projects',
      '/about',
      '/rules',
    ]);
    const bar = '[data-testid="top-bar-counters"]';
    await expect(counterText(page, bar, 'totalVotes')).resolves.toBe(fmt(stats.totalVotes));
    await expect(counterText(page, bar, 'totalVibes')).resolves.toBe(fmt(vibes.totalVibes));
    await expect(counterText(page, bar, 'totalProjects')).resolves.toBe(fmt(stats.totalProjects));
    await expect(counterText(page, bar, 'totalVotesCast')).resolves.toBe(fmt(stats.totalVotes));
    const tips = await page.locator(`${bar} [role="tooltip"]`).allTextContents();
    expect(tips).toEqual(['Total votes', 'Total vibes sent', 'Total projects', 'Total votes cast']);
    // Hovering a counter shows its tooltip (after the 700 ms open delay).
    await page.locator(`${bar} [data-counter="totalVibes"]`).hover();
    await expect.poll(() => page.locator(`${bar} [role="tooltip"]`).nth(1).isVisible(), { timeout: 5_000 }).toBe(true);
    // The session loads after first paint and then offers SIGN IN.
    await page.getByTestId('sign-in-button').waitFor({ timeout: 30_000 });
    await page.getByTestId('submit-button').waitFor();
    expect(await page.getByTestId('mobile-counter-strip').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits every desktop width: no link, counter or button breaks across lines or leaves the page', async () => {
    for (const width of [1024, 1152, 1280, 1440, 1920]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${SITE_URL}/`);
        await page.getByTestId('top-bar-counters').waitFor();
        const misfits = await page.locator('header').evaluate((header) => {
          const found: string[] = [];
          const pageWidth = document.documentElement.clientWidth;
          const items = header.querySelectorAll(
            '[data-testid="top-nav"] a, [data-counter] > span, [data-testid="submit-button"], [data-testid="sign-in-button"]',
          );
          for (const item of items) {
            const box = item.getBoundingClientRect();
            if (box.width === 0) continue;
            const text = item.textContent?.trim();
            if (box.left < 0 || box.right > pageWidth) found.push(`${text} leaves the page`);
            const range = document.createRange();
            range.selectNodeContents(item);
            const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
            if (lines.size > 1) found.push(`${text} breaks across ${lines.size} lines`);
          }
          return found;
        });
        expect(misfits, `${width} px`).toEqual([]);
        expect(await page.getByTestId('sign-in-button').isVisible(), `${width} px`).toBe(true);
      } finally {
        await context.close();
      }
    }
  });

  it('blocks SUBMIT when signed out with a 3-second tooltip and the join dialog', async () => {
    // About the live app's answer: before it, SUBMIT is a plain link to /submit, whose page asks a
    // signed-out visitor to sign in (e2e/sign-in-return.test.ts).
    const { page, context } = await openPage(browser, 'desktop', { waitForApp: true });
    await page.goto(`${SITE_URL}/`);
    await page.getByTestId('sign-in-button').waitFor({ timeout: 30_000 });
    const submit = page.getByTestId('submit-button');
    const tip = page.locator(`[id="${await submit.getAttribute('aria-describedby')}"]`);
    await expect(tip.textContent()).resolves.toBe('Must Sign in to Submit a Project');
    expect(await tip.isVisible()).toBe(false);
    await submit.click();
    await expect.poll(() => tip.isVisible(), { timeout: 2_000 }).toBe(true);
    const shownAt = Date.now();
    expect(new URL(page.url()).pathname).toBe('/');
    const join = page.getByTestId('join-dialog');
    await join.getByText('Upload your AI projects to the chart').waitFor({ timeout: 10_000 });
    await join.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    // The tooltip closes by itself after its 3 seconds (a busy machine can only make that later).
    await expect.poll(() => tip.isVisible(), { timeout: 10_000 }).toBe(false);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
    expect(new URL(page.url()).pathname).toBe('/');
    await join.getByRole('button', { name: 'Not now' }).click();
    await join.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('has the footer sections and links', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/`);
    const footer = page.locator('footer');
    for (const section of ['NAVIGATION', 'COMMUNITY', 'TERMS']) {
      await footer.getByRole('heading', { name: section }).waitFor({ timeout: 30_000 });
    }
    const hrefs = await footer.locator('nav a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/projects',
      '/submit',
      '/about',
      '/rules',
      '/voting-guidelines',
      '/community-rules',
      '/vibe-code-guide',
      '/best-vibe-coding-tools',
      '/contact',
      '/terms-of-service',
      '/privacy-policy',
    ]);
    await footer.getByRole('link', { name: 'Submit Project' }).waitFor();
    await footer.getByRole('link', { name: 'Get in Touch' }).waitFor();
    await footer.getByText('Copenhagen').waitFor();
    // Every link of the footer stays on the site (the feed is the site's own).
    const external = await footer
      .locator('a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')).filter((href) => !href?.startsWith('/')));
    expect(external).toEqual([]);
    await expect(footer.getByTestId('feed-link').getAttribute('href')).resolves.toBe('/feed.xml');
    await context.close();
  });

  it("styles every element from the build's stylesheet: no style is made in the browser", async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await page.goto(`${SITE_URL}/`);
    await page.getByTestId('footer-newsletter').locator('form').getByRole('button', { name: 'Subscribe' }).waitFor();
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets).map((sheet) => ({
        href: sheet.href,
        owner: sheet.ownerNode?.nodeName ?? null,
      })),
    );
    // One linked stylesheet, no <style> element: the page's styles were built before it was asked for.
    expect(sheets.filter((sheet) => sheet.owner === 'STYLE')).toEqual([]);
    expect(sheets.filter((sheet) => sheet.href?.includes('/assets/'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A reader scrolls down the chart and opens the 12th project (its link is on screen: no scroll), with
 * a click in the page (no pointer moves or scrolling by the test driver before it); the project page
 * starts at the top; Back returns to where the reader was on the chart (give or take the few pixels
 * the click may nudge the page by). The page's window keeps `sameDocument` while no page is loaded.
 */
async function openProjectAndGoBack(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = page.locator('ol[aria-label="Chart"] a[href^="/p/"]').nth(11);
  const href = await link.getAttribute('href');
  await link.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(500);
  await link.evaluate((el: HTMLElement) => el.click());
  await page.waitForURL(`${SITE_URL}${href}`);
  // The URL changes first; the project page replaces the chart when it is in.
  await page.locator('ol[aria-label="Chart"]').waitFor({ state: 'detached', timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000 }).toBe(0);
  await page.goBack();
  await page.waitForURL(`${SITE_URL}/`);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - y), { timeout: 20_000 })
    .toBeLessThan(40);
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

describe('client navigation', () => {
  it('opens a lazy page without a reload, starts it at the top, and Back returns to the scroll position', async () => {
    // About client navigation: before the app is live a link loads its page from the server. The app's
    // own chart: from another page of the app, CHART navigates to it in the page.
    const { page, context, errors } = await openPage(browser, 'desktop', { waitForApp: true });
    await page.goto(`${SITE_URL}/about`);
    await page.getByTestId('top-nav').getByRole('link', { name: 'CHART' }).click();
    await page.waitForURL(`${SITE_URL}/`);
    await page.locator('ol[aria-label="Chart"] li[data-testid="chart-row"]').first().waitFor({ timeout: 30_000 });
    // One document all along: the router navigated, the browser did not load a page.
    expect(await openProjectAndGoBack(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from /, a project link loads its page at the top, and Back returns to the place on the chart', async () => {
    // `/` hydrates without the router: its links load their pages.
    const { page, context, errors } = await openPage(browser, 'desktop', { waitForApp: true });
    await page.goto(`${SITE_URL}/`);
    // `/`'s own entry (a `/` the server could not render complete comes with the app, whose router
    // navigates in the page).
    const own = await page.evaluate(() => document.querySelector('script[src*="/assets/home-"]') !== null);
    expect(await openProjectAndGoBack(page)).toBe(!own);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('mobile', () => {
  it('opens the slide-in menu with the spec entries, and navigates from it', async () => {
    const { page, context } = await openPage(browser, 'mobile');
    await page.goto(`${SITE_URL}/`);
    expect(await page.getByTestId('top-nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor({ timeout: 30_000 });
    await menu.getByRole('button', { name: 'SIGN UP' }).waitFor({ timeout: 30_000 });
    const entries = await menu.locator('nav').locator('a, button').allInnerTexts();
    expect(entries.map((e) => e.trim())).toEqual([
      'ABOUT',
      'RULES',
      'CHART',
      'LAUNCHPAD',
      'ARCHIVE',
      'ALL PROJECTS',
      'SUBMIT',
      'SHARE',
      'SIGN UP',
    ]);
    // Signed out, SUBMIT closes the menu and offers to join.
    await menu.getByRole('link', { name: 'SUBMIT' }).click();
    await menu.waitFor({ state: 'hidden', timeout: 10_000 });
    const join = page.getByTestId('join-dialog');
    await join.getByRole('button', { name: 'Sign in with Google' }).waitFor({ timeout: 10_000 });
    await join.getByRole('button', { name: 'Not now' }).click();
    await join.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'LAUNCHPAD' }).click();
    await page.waitForURL(`${SITE_URL}/launchpad`);
    await menu.waitFor({ state: 'hidden', timeout: 10_000 });
    await context.close();
  });

  it('draws the chart rows as they come into view without animating them in', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    // Every transition or animation that runs on the page, from its first frame.
    await page.addInitScript(() => {
      const seen = new Set<Animation>();
      const names: string[] = [];
      (window as unknown as { vcAnimations: string[] }).vcAnimations = names;
      const look = () => {
        for (const animation of document.getAnimations()) {
          if (seen.has(animation)) continue;
          seen.add(animation);
          const target = (animation.effect as KeyframeEffect | null)?.target;
          names.push(`${animation.constructor.name} on ${target?.nodeName}.${target?.className}`);
        }
        requestAnimationFrame(look);
      };
      look();
    });
    await page.goto(`${SITE_URL}/`);
    await page.locator('li[id^="project-"]').first().waitFor();
    // Down the whole chart, a screen at a time: the rows off screen are drawn only as they near it.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { vcAnimations: string[] }).vcAnimations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the sticky counter strip except on /launchpad and /new', async () => {
    const stats = await api<{ totalVotes: number; totalProjects: number; totalBuilders: number }>('/api/chart/stats');
    const { page, context } = await openPage(browser, 'mobile');
    await page.goto(`${SITE_URL}/`);
    const strip = page.getByTestId('mobile-counter-strip');
    await strip.waitFor({ timeout: 30_000 });
    const scope = '[data-testid="mobile-counter-strip"]';
    await expect(counterText(page, scope, 'totalBuilders')).resolves.toBe(fmt(stats.totalBuilders));
    await expect(counterText(page, scope, 'totalProjects')).resolves.toBe(fmt(stats.totalProjects));
    expect(
      await strip.locator('[data-counter]').evaluateAll((els) => els.map((el) => el.getAttribute('data-counter'))),
    ).toEqual(['totalVibes', 'totalProjects', 'totalVotes', 'totalBuilders']);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => strip.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    for (const path of ['/launchpad', '/new']) {
      await page.goto(`${SITE_URL}${path}`);
      await page.locator('main').waitFor();
      await page.waitForTimeout(500);
      expect(await strip.count(), path).toBe(0);
    }
    await page.goto(`${SITE_URL}/archive`);
    await strip.waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('signed in (desktop)', () => {
  it('shows votes left and the PROFILE menu; votes and vibes from the chart; signs out', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/`);
    const email = 'w1-shell@vibechart.dev';
    await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), email, 'shell tester');
    await page.getByText('Welcome back!').waitFor({ timeout: 30_000 });
    await page.getByText(/^Signed in as /).waitFor();
    const bar = '[data-testid="top-bar-counters"]';
    await expect(counterText(page, bar, 'votesLeft')).resolves.toBe('10');
    const tips = await page.locator(`${bar} [role="tooltip"]`).allTextContents();
    expect(tips[0]).toBe('Votes left this week');

    await page.getByTestId('profile-button').click();
    const menu = page.getByRole('menu');
    await menu.getByText(email).waitFor({ timeout: 15_000 });
    await menu.getByText('shell tester').waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['My Projects', 'Sign Out']);
    await page.keyboard.press('Escape');

    // A vote from the chart: toast, quota 10 → 9, the row's count +1. The row adds this week's votes
    // to its frozen count, so it shows the project's live count.
    const row = page.locator(`li#project-${firstEntry.id}`);
    await row.waitFor({ timeout: 30_000 });
    const vote = row.getByRole('button', { name: /^Vote for / });
    const votesBefore = (await liveCounts(firstEntry.id)).voteCount;
    expect(votesBefore).toBeGreaterThanOrEqual(firstEntry.voteCount);
    await expect
      .poll(() => vote.locator('[data-testid="vote-count"]').textContent(), { timeout: 15_000 })
      .toBe(String(votesBefore));
    const tip = page.locator(`[id="${await vote.getAttribute('aria-describedby')}"]`);
    await expect(tip.textContent()).resolves.toBe('Click to vote for this project');
    await vote.click();
    await page.getByText('Vote counted! ✨').waitFor({ timeout: 30_000 });
    await page.getByText('9 votes remaining this week').waitFor();
    await expect.poll(() => counterText(page, bar, 'votesLeft'), { timeout: 15_000 }).toBe('9');
    await expect(vote.locator('[data-testid="vote-count"]').textContent()).resolves.toBe(String(votesBefore + 1));

    // A vibe: 'Vibe sent!', the count from the answer, filled icon; the second one today is refused.
    const vibe = row.getByRole('button', { name: /^Send vibes to / });
    await vibe.click();
    await page.getByText('Vibe sent!').waitFor({ timeout: 30_000 });
    // The published row is frozen at the cut-off; the answer carries the live count, which is shown.
    const live = (await liveCounts(firstEntry.id)).vibeCount;
    expect(live).toBeGreaterThan(firstEntry.vibeCount);
    await expect.poll(() => vibe.locator('[data-testid="vibe-count"]').textContent()).toBe(String(live));
    await expect(vibe.getAttribute('data-filled')).resolves.toBe('true');
    await vibe.click();
    await page.getByText('Error', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('You already sent vibes to this project today').waitFor();

    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('You have been signed out successfully').waitFor({ timeout: 15_000 });
    await page.getByTestId('sign-in-button').waitFor();
    await context.close();
  });

  it('admins see Admin Dashboard with the pending dot', async () => {
    const pending = await getFirestore().collection('submissions').where('status', '==', 'pending').count().get();
    expect(pending.data().count).toBeGreaterThan(0);
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/`);
    await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), ADMIN_EMAIL, 'Admin');
    const profile = page.getByTestId('profile-button');
    await profile.getByRole('img', { name: 'Pending submissions' }).waitFor({ timeout: 30_000 });
    await profile.click();
    await page.getByRole('menuitem', { name: /Admin Dashboard/ }).click();
    await page.waitForURL(`${SITE_URL}/admin`);
    await context.close();
  });
});
