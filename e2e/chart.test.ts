// The chart pages as a visitor sees them on the emulator suite (seeded data), at a desktop and a
// mobile viewport in Debian's Chromium: `/` with every row element, its loading/error/empty states,
// promo blocks, meta/canonical/JSON-LD, the AI review dialog, share fallbacks, the signed-out vote
// prompt and hash links; /chart/:weekOf and /p/:id; the 404 page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { toolBadgeText } from '../functions/src/domain/tools';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser, openPage, withoutServerData } from './browser';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

interface Entry {
  id: string;
  rank: number;
  projectName: string;
  projectUrl: string | null;
  projectIntention: string | null;
  description: string;
  thumbnailSmallUrl: string | null;
  chartStatus: string | null;
  peakRank: number | null;
  weeksOnChart: number;
  builderTool: string[];
  modelProviders: string[];
  ideAgents: string[];
  hostsFrameworks: string[];
  innovationScore: number | null;
  utilityScore: number | null;
  aiScore: number | null;
  isSecurityVerified: boolean;
  isHot: boolean;
  isNew: boolean;
  finalScore: number | null;
  reviewText: string | null;
}

let browser: Browser;
let entries: Entry[];
let weekOf: string;
let pastWeeks: string[];

const ROWS = '[data-testid="chart-row"]';

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 120, now: systemClock()() }, emulatorTargets(blobStore));
  await giveThumbnails([0, LAZY_ROW]);
  const current = (await getFirestore().doc('charts/current').get()).data();
  if (!current) throw new Error('the seed published no charts/current');
  entries = current.entries as Entry[];
  weekOf = current.weekOf as string;
  const index = (await getFirestore().doc('config/chart_index').get()).data()?.weeks ?? {};
  pastWeeks = Object.keys(index).sort();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A row below the eager ones (EAGER_THUMBNAILS = 3): its thumbnail loads lazily. */
const LAZY_ROW = 5;

/**
 * Which projects chart this week depends on the run's date, and so does whether a given row has a
 * thumbnail: the rows the thumbnail test looks at get a stored thumbnail of a seeded project if they
 * have none (the same URLs on the published chart and its copy, as the chart job writes them).
 */
async function giveThumbnails(indexes: number[]): Promise<void> {
  const db = getFirestore();
  const current = db.doc('charts/current');
  const chart = (await current.get()).data();
  if (!chart) throw new Error('the seed published no charts/current');
  const rows = chart.entries as Entry[];
  const donor = rows.find((e) => e.thumbnailSmallUrl) as (Entry & { thumbnailUrl: string | null }) | undefined;
  if (!donor?.thumbnailSmallUrl) throw new Error('no charted project of the seed has a thumbnail');
  const patched = rows.map((e, i) =>
    indexes.includes(i) && !e.thumbnailSmallUrl
      ? { ...e, thumbnailUrl: donor.thumbnailUrl, thumbnailSmallUrl: donor.thumbnailSmallUrl }
      : e,
  );
  await current.update({ entries: patched });
  await db.doc(`charts/${chart.weekOf as string}`).update({ entries: patched });
}

/** Waits until the chart's rows are on the page (all of them render at once). */
async function waitForChart(page: Page): Promise<void> {
  await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('chart page (%s)', (viewport) => {
  it('renders every row of the current chart in rank order, with its elements', { tags: ['dates'] }, async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    // The rows are in the server's page: read them as it shows, not after every thumbnail (on a
    // crowded machine a suite's first thumbnails wait for the emulator to start function workers).
    await page.goto(`${SITE_URL}/`, { waitUntil: 'domcontentloaded' });
    await waitForChart(page);
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const rows = page.locator(ROWS);
    expect(await rows.count()).toBe(entries.length);
    expect(await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-rank'))))).toEqual(
      entries.map((e) => e.rank),
    );
    for (const entry of entries.slice(0, 5)) {
      const row = page.locator(`li#project-${entry.id}`);
      await expect(row.getByTestId('rank').textContent()).resolves.toContain(String(entry.rank));
      // Name: links out in a new tab without an opener; cut to 40 characters on mobile.
      const link = row.getByTestId('project-name').locator('a');
      if (entry.projectUrl) {
        await expect(link.getAttribute('target')).resolves.toBe('_blank');
        await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toBe(new URL(entry.projectUrl).toString());
      }
      // Off-screen rows skip rendering (content-visibility: auto): bring the row into view first.
      await row.scrollIntoViewIfNeeded();
      const name = row.getByTestId('project-name');
      const expectedName =
        viewport === 'mobile' && entry.projectName.length > 40
          ? `${entry.projectName.slice(0, 40).trimEnd()}…`
          : entry.projectName;
      await expect.poll(() => name.innerText(), { timeout: 5_000 }).toContain(expectedName);
      await expect(row.getByTestId('description').textContent()).resolves.toBe(entry.description);
      // Thumbnail (160 px WebP, explicit size) or NO IMG.
      if (entry.thumbnailSmallUrl) {
        const img = row.locator('img');
        await expect(img.getAttribute('width')).resolves.toMatch(/^\d+$/);
        await expect(img.getAttribute('height')).resolves.toMatch(/^\d+$/);
        await expect(img.getAttribute('src')).resolves.toBe(entry.thumbnailSmallUrl);
      } else await row.getByText('NO IMG').waitFor();
      // Badges: docs/product.md#limits-and-constants text rule (upper-cased up to 12 characters,
      // else cut with an ellipsis), at most 4 then '+N more'.
      const names = [...entry.builderTool, ...entry.modelProviders, ...entry.ideAgents, ...entry.hostsFrameworks];
      const tools = [...new Set(names.map((t) => t.toLowerCase()))];
      const badges = row.locator('[data-tool-color]');
      expect(await badges.count()).toBe(Math.min(4, tools.length));
      const allowed = new Set(names.map(toolBadgeText));
      for (const text of await badges.allTextContents()) expect(allowed).toContain(text);
      if (tools.length > 4) await row.getByText(`+${tools.length - 4} more`).waitFor();
      // Peak, weeks on chart (capped at 4), movement.
      if (entry.peakRank) await expect(row.getByTestId('peak').textContent()).resolves.toBe(`peak #${entry.peakRank}`);
      await expect(row.getByTestId('weeks').textContent()).resolves.toBe(`${Math.min(4, entry.weeksOnChart)}w`);
      // Visible text and screen-reader label together ("New EntryNew Entry"), compared without spaces.
      const movement = ((await row.getByTestId('movement').textContent()) ?? '').replace(/\s+/g, '');
      expect(movement).toContain((entry.chartStatus ?? '').replace(/\s+/g, ''));
      // Actions and the link to the project page.
      await row.getByRole('button', { name: new RegExp(`^Vote for `) }).waitFor();
      await row.getByRole('button', { name: new RegExp(`^Send vibes to `) }).waitFor();
      await row.getByRole('button', { name: `Share ${entry.projectName}` }).waitFor();
      await expect(row.locator(`a[href="/p/${entry.id}"]`).count()).resolves.toBe(1);
      await expect(row.getByTestId('security-badge').count()).resolves.toBe(entry.isSecurityVerified ? 1 : 0);
    }
    // The spec's isHot and isNew, shown on every row that has them.
    await expect(page.getByTestId('flag-hot').count()).resolves.toBe(entries.filter((e) => e.isHot).length);
    await expect(page.getByTestId('flag-new').count()).resolves.toBe(entries.filter((e) => e.isNew).length);
    await expect(page.title()).resolves.toContain('VibeChart');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    "has every row in the server's page: readable with JavaScript off, links and thumbnails included",
    { tags: ['dates'] },
    async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false });
      const page = await context.newPage();
      // Without JavaScript the browser loads every thumbnail at once (no lazy loading): read the document.
      const response = await page.goto(`${SITE_URL}/`, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      expect(await page.locator(ROWS).count()).toBe(entries.length);
      const first = page.locator(ROWS).first();
      // Rendered text: a row's content is laid out from the first frame after the stylesheet.
      await expect
        .poll(() => first.getByTestId('project-name').innerText(), { timeout: 10_000 })
        .toContain(entries[0]!.projectName);
      await expect(page.locator(`${ROWS} img[src]`).count()).resolves.toBeGreaterThan(0);
      // Navigation works without script too: the footer's links are plain links (the menu needs JS).
      await expect(
        page.locator('footer').getByRole('link', { name: 'About', exact: true }).getAttribute('href'),
      ).resolves.toBe('/about');
      await context.close();
    },
  );

  it(
    'renders every row where the browser renders the page itself (no data from the server)',
    { tags: ['dates'] },
    async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await withoutServerData(page);
      await page.goto(`${SITE_URL}/`);
      await waitForChart(page);
      await expect.poll(() => page.locator(ROWS).count(), { timeout: 30_000 }).toBe(entries.length);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('cuts long titles to 40 and intentions to 60 characters on mobile only', async () => {
    const longName = 'An Extraordinarily Long Project Name For Testing Cuts';
    const longIntention = 'Helping every indie maker ship a polished launch page in one single afternoon';
    // About the browser's own render of a stubbed answer (no server data): it waits for that render.
    const { page, context } = await openPage(browser, viewport, { waitForApp: true });
    await withoutServerData(page);
    await page.route('**/api/submissions?filter=vibechart', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Entry[];
      body[0] = { ...body[0]!, projectName: longName, projectIntention: longIntention };
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${SITE_URL}/`);
    const row = page.locator(`li#project-${entries[0]!.id}`);
    await row.waitFor({ timeout: 30_000 });
    const name = await row.getByTestId('project-name').innerText();
    const intention = await row.getByTestId('intention').innerText();
    // innerText skips the variant hidden at this viewport (the name also carries '(opens in a new tab)').
    if (viewport === 'mobile') {
      expect(name).toContain(`${longName.slice(0, 40).trimEnd()}…`);
      expect(name).not.toContain(longName);
      expect(intention).toBe(`${longIntention.slice(0, 60).trimEnd()}…`);
    } else {
      expect(name).toContain(longName);
      expect(name).not.toContain('…');
      expect(intention).toBe(longIntention);
    }
    await context.close();
  });

  it('puts promo blocks after ranks 10–50 (alternating) and the ad space', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}/`);
    await waitForChart(page);
    const after = (rank: number) =>
      page.locator(`${ROWS}[data-rank="${rank}"] + li [data-testid^="promo-"]`).getAttribute('data-testid');
    await expect(after(10)).resolves.toBe('promo-submit');
    await expect(after(20)).resolves.toBe('promo-newsletter');
    const submit = page.getByTestId('promo-submit').first();
    await submit.getByText('Got something cool to share?').waitFor();
    await expect(submit.getByRole('link', { name: 'SUBMIT PROJECT' }).getAttribute('href')).resolves.toBe('/submit');
    const newsletter = page.getByTestId('promo-newsletter').first();
    await newsletter.getByText('Get updates and insights on the hottest projects?').waitFor();
    const promos = Math.min(5, Math.floor(entries.length / 10));
    expect(await page.locator('[data-testid^="promo-"]').count()).toBe(promos);
    const ad = page.getByTestId('ad-space');
    await ad.getByText('Sponsored').waitFor();
    await ad.getByText('Advertisement Space').waitFor();
    await context.close();
  });

  it('loads seeded thumbnails from the blob store at 160 px', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}/`);
    const img = page.locator(ROWS).first().locator('img');
    await img.scrollIntoViewIfNeeded({ timeout: 30_000 });
    // srcset offers 160w and 800w; a 56–72 px slot picks the 160 px WebP.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc), {
        timeout: 15_000,
      })
      .toMatch(/\/160\.webp$/);
    await expect(img.getAttribute('srcset')).resolves.toMatch(/160\.webp 160w, .*800\.webp 800w$/);
    await expect(img.getAttribute('loading')).resolves.toBe('eager');
    await expect(page.locator(ROWS).nth(LAZY_ROW).locator('img').getAttribute('loading')).resolves.toBe('lazy');
    await context.close();
  });

  it('shows a 10-row skeleton, then CONNECTION ERROR with a working Retry', async () => {
    const { page, context } = await openPage(browser, viewport);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await withoutServerData(page);
    await page.route('**/api/submissions?filter=vibechart', async (route) => {
      await held;
      if (fail)
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"x","message":"down"}' });
      else await route.continue();
    });
    await page.goto(`${SITE_URL}/`);
    const skeleton = page.getByTestId('chart-skeleton');
    await skeleton.waitFor({ timeout: 30_000 });
    expect(await skeleton.locator('li').count()).toBe(10);
    release();
    const alert = page.getByRole('alert');
    await alert.getByText('CONNECTION ERROR').waitFor({ timeout: 30_000 });
    await alert.getByText('Unable to load projects. Please try again.').waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForChart(page);
    expect(await page.locator(ROWS).count()).toBe(entries.length);
    await context.close();
  });

  it('shows NO PROJECTS FOUND for an empty chart', async () => {
    const { page, context } = await openPage(browser, viewport);
    await withoutServerData(page);
    await page.route('**/api/submissions?filter=vibechart', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto(`${SITE_URL}/`);
    await page.getByText('NO PROJECTS FOUND').waitFor({ timeout: 30_000 });
    await page.getByText('Be the first to submit a project!').waitFor();
    expect(await page.locator(ROWS).count()).toBe(0);
    await context.close();
  });
});

describe('chart page loading (mobile)', () => {
  it('parses the rows with the stylesheet in hand: none is styled without its content-visibility', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    // A slow link: the stylesheet arrives well after the HTML. Chromium's autofill can lay the page out
    // when it meets a form field between the rows (the newsletter's): before the CSS, that layout
    // would take every row, off screen or not.
    await page.route('**/assets/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // The first row's style as the parser adds it.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const row = document.querySelector('li[id^="project-"]');
        if (!row) return;
        observer.disconnect();
        (window as unknown as { vcFirstRow: string }).vcFirstRow = getComputedStyle(row).contentVisibility;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${SITE_URL}/`, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { vcFirstRow?: string }).vcFirstRow)).toBe('auto');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('chart page details (desktop)', () => {
  it('sets title, description, robots, canonical without utm_*/ref, social tags and JSON-LD', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    // The chart reads no query: the server redirects to its canonical URL (functions/test/cache-busting.test.ts).
    await page.goto(`${SITE_URL}/?utm_source=newsletter&ref=hn&page=2&utm_campaign=x`);
    await waitForChart(page);
    expect(page.url()).toBe(`${SITE_URL}/`);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${SITE_URL}/`);
    await expect(head.locator('meta[name="robots"]').last().getAttribute('content')).resolves.toBe('index, follow');
    await expect(head.locator('meta[name="description"]').last().getAttribute('content')).resolves.toContain(
      'weekly chart of trending AI projects',
    );
    await expect(head.locator('meta[property="og:image"]').getAttribute('content')).resolves.toBe(
      `${SITE_URL}/api/og?route=home`,
    );
    await expect(head.locator('meta[property="og:url"]').getAttribute('content')).resolves.toBe(`${SITE_URL}/`);
    await expect(head.locator('meta[name="twitter:card"]').getAttribute('content')).resolves.toBe(
      'summary_large_image',
    );
    await expect(head.locator('meta[property="og:title"]').getAttribute('content')).resolves.toContain('VibeChart');
    const org = JSON.parse((await page.locator('#jsonld-organization').textContent()) ?? '{}');
    expect(org).toMatchObject({ '@type': 'Organization', name: 'VibeChart', url: `${SITE_URL}/` });
    const list = JSON.parse((await page.locator('#jsonld-chart').textContent()) ?? '{}');
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(entries.length);
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: entries[0]!.rank,
      name: entries[0]!.projectName,
      url: `${SITE_URL}/p/${entries[0]!.id}`,
    });
    await context.close();
  });

  it('opens the AI Judge Review dialog with scores out of 10, and -- when a score is missing', async () => {
    // About the dialog's content for a stubbed answer the browser renders itself (no server data): a
    // tap before that render would land on the server's row.
    const { page, context } = await openPage(browser, 'desktop', { waitForApp: true });
    const first = entries[0]!;
    const second = entries[1]!;
    // The second row loses a score: the dialog must say the review is not available. The browser
    // fetches the chart itself (no server data), so it meets the stubbed answer.
    await withoutServerData(page);
    await page.route('**/api/submissions?filter=vibechart', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Entry[];
      const patched = body.map((e) => (e.id === second.id ? { ...e, utilityScore: null } : e));
      await route.fulfill({ response, json: patched });
    });
    await page.goto(`${SITE_URL}/`);
    await waitForChart(page);
    const row = page.locator(`li#project-${first.id}`);
    await expect(row.getByTestId('ai-score').textContent()).resolves.toBe(first.aiScore!.toFixed(1));
    await row.getByRole('button', { name: /^AI Judge Review of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('AI Judge Review').waitFor({ timeout: 15_000 });
    const score = (label: string) => dialog.locator(`[data-score="${label}"]`).innerText();
    await expect(score('Innovation')).resolves.toContain(`${first.innovationScore!.toFixed(1)}/10`);
    await expect(score('AI Score')).resolves.toContain(`${first.aiScore!.toFixed(1)}/10`);
    // The published score as its sum, adding up to it.
    const sum = await dialog.getByTestId('score-breakdown').innerText();
    const parts =
      /(\d+\.\d) = (\d+\.\d) from the AI judge \((\d+\.\d) × 10\) \+ (\d+\.\d) from (\d+) votes? \(× 0\.5\)/.exec(sum);
    expect(parts, sum).not.toBeNull();
    expect(Number(parts![1])).toBe(first.finalScore);
    expect(Number(parts![3])).toBe(first.aiScore);
    expect(Math.round((Number(parts![2]) + Number(parts![4])) * 10) / 10).toBe(first.finalScore);
    expect(Number(parts![4])).toBe(Number(parts![5]) * 0.5);
    // The review's text, which the row does not carry: read from the project when the dialog opens.
    await dialog.getByText(first.reviewText!.trim()).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const other = page.locator(`li#project-${second.id}`);
    await expect(other.getByTestId('ai-score').textContent()).resolves.toBe('--');
    await other.getByRole('button', { name: /^AI Judge Review of / }).click();
    await page.getByRole('dialog').getByText('AI Judge review not available for this project').waitFor();
    await context.close();
  });

  it("keeps the reviews' text out of the page; the dialog reads it as it opens, or says it could not", async () => {
    const first = entries[0]!;
    const text = first.reviewText!.trim();
    const html = await (await fetch(`${SITE_URL}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(first.description);
    expect(html).not.toContain('"reviewText"');
    expect(html).not.toContain(text);

    // A slow phone on a slow network: the dialog opens at once with the scores, the text follows.
    const { page, context } = await openPage(browser, 'mobile');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route(`**/api/projects/${first.id}`, async (route) => {
      if (fail) return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
      await held;
      return route.continue();
    });
    await page.goto(`${SITE_URL}/`);
    const row = page.locator(`li#project-${first.id}`);
    await row.getByRole('button', { name: /^AI Judge Review of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The review could not be loaded.').waitFor({ timeout: 30_000 });
    await expect(dialog.locator('[data-score="AI Score"]').innerText()).resolves.toContain(first.aiScore!.toFixed(1));
    fail = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByLabel('Loading the review').waitFor();
    release();
    await dialog.getByText(text).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('shares a project: clipboard, then legacy copy, then the failure toast', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    // No native share; the clipboard refuses; execCommand('copy') records what it copied.
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[]; __execOk: boolean };
      w.__copied = [];
      w.__execOk = true;
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        configurable: true,
      });
      document.execCommand = () => {
        const el = document.activeElement as HTMLTextAreaElement | null;
        if (w.__execOk && el?.value) w.__copied.push(el.value);
        return w.__execOk;
      };
    });
    await page.goto(`${SITE_URL}/`);
    await waitForChart(page);
    const first = entries[0]!;
    await page
      .locator(`li#project-${first.id}`)
      .getByRole('button', { name: `Share ${first.projectName}` })
      .click();
    await page.getByText('Link copied!').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      `${SITE_URL}/#project-${first.id}`,
    ]);
    await page.evaluate(() => {
      (window as unknown as { __execOk: boolean }).__execOk = false;
    });
    await page
      .locator(`li#project-${first.id}`)
      .getByRole('button', { name: `Share ${first.projectName}` })
      .click();
    await page.getByText('Share failed').waitFor({ timeout: 15_000 });
    await page.getByText('Unable to copy share link').waitFor();
    await context.close();
  });

  it('a cancelled native share shows no toast; a native share copies nothing', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[]; __asked: number; __cancel: boolean; __clipboard: number };
      w.__shared = [];
      w.__asked = 0;
      w.__cancel = true;
      w.__clipboard = 0;
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          w.__asked += 1;
          if (w.__cancel) return Promise.reject(new DOMException('cancelled', 'AbortError'));
          w.__shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => ((w.__clipboard += 1), Promise.resolve()) },
        configurable: true,
      });
    });
    await page.goto(`${SITE_URL}/`);
    await waitForChart(page);
    const first = entries[0]!;
    const share = page.locator(`li#project-${first.id}`).getByRole('button', { name: `Share ${first.projectName}` });
    await share.click();
    // The tap counts when the app is live (at once, or replayed): the share sheet was asked for, once.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __asked: number }).__asked), { timeout: 15_000 })
      .toBe(1);
    await page.waitForTimeout(500);
    expect(await page.getByText('Link copied!').count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { __cancel: boolean }).__cancel = false;
    });
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared), { timeout: 15_000 })
      .toEqual([
        {
          title: `Check out ${first.projectName} on VibeChart`,
          text: `${first.projectName} is trending on VibeChart! Give it a vote on this week's chart.`,
          url: `${SITE_URL}/#project-${first.id}`,
        },
      ]);
    expect(await page.evaluate(() => (window as unknown as { __clipboard: number }).__clipboard)).toBe(0);
    expect(await page.getByText('Link copied!').count()).toBe(0);
    await context.close();
  });

  it('signed out, vote and vibe show the sign-in prompts; the vote tooltip says why', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/`);
    await waitForChart(page);
    const row = page.locator(`li#project-${entries[0]!.id}`);
    const vote = row.getByRole('button', { name: /^Vote for / });
    await vote.hover();
    const tip = page.locator(`[id="${await vote.getAttribute('aria-describedby')}"]`);
    await expect(tip.textContent()).resolves.toBe('Sign in to vote for projects');
    // The visible tooltip is the button's ::after (CSS, data-tip), shown after the hover delay.
    await expect
      .poll(() => vote.evaluate((el) => getComputedStyle(el, '::after').opacity), { timeout: 5_000 })
      .toBe('1');
    // Its text, with an empty alternative: assistive tech reads the description (aria-describedby).
    await expect(vote.evaluate((el) => getComputedStyle(el, '::after').content)).resolves.toBe(
      '"Sign in to vote for projects" / ""',
    );
    await vote.click();
    await page.getByText('Authentication Required').waitFor({ timeout: 15_000 });
    await page.getByText('Please sign in to vote for projects.').waitFor();
    await row.getByRole('button', { name: /^Send vibes to / }).click();
    await page.getByText('Sign in required').waitFor({ timeout: 15_000 });
    await page.getByText('Please sign in to send vibes').waitFor();
    // One toast at a time: the vote prompt was replaced.
    await page.getByText('Authentication Required').waitFor({ state: 'detached', timeout: 5_000 });
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('hash links (%s)', (viewport) => {
  it('#project-{id} scrolls to the row and highlights it', async () => {
    const target = entries[Math.min(entries.length - 1, 44)]!;
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}/#project-${target.id}`);
    const row = page.locator(`li#project-${target.id}`);
    await expect.poll(() => row.getAttribute('data-hash-highlight'), { timeout: 30_000 }).toBe('');
    await expect
      .poll(
        () =>
          row.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0;
          }),
        { timeout: 5_000 },
      )
      .toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(`project-${target.id}`);
    // Another row's link opened in the same tab (no page load): that row now.
    const next = entries[Math.min(entries.length - 1, 10)]!;
    await page.evaluate((id) => (window.location.hash = `#project-${id}`), next.id);
    const nextRow = page.locator(`li#project-${next.id}`);
    await expect.poll(() => nextRow.getAttribute('data-hash-highlight'), { timeout: 10_000 }).toBe('');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(`project-${next.id}`);
    await context.close();
  });
});

describe('past chart and project pages', () => {
  it('/chart/:weekOf shows that week with a week picker; an unknown week says so', { tags: ['dates'] }, async () => {
    expect(pastWeeks.length).toBeGreaterThan(1);
    const week = pastWeeks[pastWeeks.length - 2]!;
    const stored = (await getFirestore().doc(`charts/${week}`).get()).data()!.entries as Entry[];
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/chart/${week}`);
    await waitForChart(page);
    expect(await page.locator(ROWS).count()).toBe(stored.length);
    await expect(page.locator(ROWS).first().getAttribute('id')).resolves.toBe(`project-${stored[0]!.id}`);
    expect(await page.locator('[data-testid^="promo-"]').count()).toBe(0);
    const picker = page.getByTestId('week-picker');
    await expect(picker.inputValue()).resolves.toBe(week);
    expect(await picker.locator('option').count()).toBe(pastWeeks.length);
    const heading = page.locator('#chart-heading');
    const pastHeading = await heading.textContent();
    await picker.selectOption(weekOf);
    await page.waitForURL(`${SITE_URL}/chart/${weekOf}`);
    // The page of the new week (its heading), then its rows: the two weeks' rows can start alike.
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).not.toBe(pastHeading);
    await expect
      .poll(() => page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.id)), { timeout: 30_000 })
      .toEqual(entries.map((entry) => `project-${entry.id}`));
    await page.goto(`${SITE_URL}/chart/2020-01-06`);
    await page.getByTestId('chart-not-found').waitFor({ timeout: 30_000 });
    await expect(page.locator('meta[name="robots"]').last().getAttribute('content')).resolves.toContain('noindex');
    await context.close();
  });

  it(
    '/p/:id shows the project, its AI review and its rank history; unknown ids are not found',
    { tags: ['dates'] },
    async () => {
      const project = entries[0]!;
      const history = await getFirestore().collection('chart_entries').where('submissionId', '==', project.id).get();
      const { page, context, errors } = await openPage(browser, 'mobile');
      await page.goto(`${SITE_URL}/p/${project.id}`);
      await page.getByRole('heading', { level: 1, name: project.projectName }).waitFor({ timeout: 30_000 });
      await expect(page.title()).resolves.toBe(`${project.projectName} — VibeChart`);
      await page.getByRole('heading', { name: 'AI Judge Review' }).waitFor();
      // The overall score's own box: a sub-score can show the same number.
      await expect(page.getByTestId('ai-review').locator('[data-score="AI Score"]').innerText()).resolves.toContain(
        `${project.aiScore!.toFixed(1)}/10`,
      );
      const plot = page.getByTestId('rank-history-plot');
      await plot.waitFor({ timeout: 15_000 });
      expect(await plot.locator('circle').count()).toBe(history.size);
      // The plot's own <title> names it, in the server's HTML as in the browser's render (it hydrates).
      await expect(plot.locator('title').textContent()).resolves.toBe(`Rank history of ${project.projectName}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
      await expect(plot.locator(`[data-week="${weekOf}"]`).getAttribute('data-rank')).resolves.toBe(
        String(project.rank),
      );
      // The live rank badge and its embeds, through Hosting and the emulated api function.
      const embed = page.getByTestId('embed-badge');
      await embed.getByRole('heading', { name: 'Show your rank' }).waitFor();
      const badgeUrl = `${SITE_URL}/api/badge/${project.id}.svg`;
      await expect(embed.getByLabel('HTML').inputValue()).resolves.toMatch(
        new RegExp(
          `^<a href="${SITE_URL}/p/${project.id}\\?ref=badge"><img src="${badgeUrl}" alt="[^"]+ on VibeChart" height="20"></a>$`,
        ),
      );
      await expect(embed.getByLabel('Markdown').inputValue()).resolves.toContain(`(${badgeUrl})](${SITE_URL}/p/`);
      await expect
        .poll(() => embed.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 15_000,
        })
        .toBeGreaterThan(50);
      const badge = await fetch(badgeUrl);
      expect(badge.status).toBe(200);
      expect(badge.headers.get('content-type')).toContain('image/svg+xml');
      expect(await badge.text()).toContain(`#${project.rank} this week`);
      await page.goto(`${SITE_URL}/p/no-such-project`);
      await page.getByTestId('project-not-found').waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Project not found' }).waitFor();
      await context.close();
    },
  );
});

describe('open feeds', () => {
  it(
    '/feed.xml and /feed.json list the published weeks; every page links them for autodiscovery',
    { tags: ['dates'] },
    async () => {
      const rss = await fetch(`${SITE_URL}/feed.xml`);
      expect(rss.status).toBe(200);
      expect(rss.headers.get('content-type')).toContain('application/rss+xml');
      const xml = await rss.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(xml).toContain(`/chart/${weekOf}</link>`);
      const json = await fetch(`${SITE_URL}/feed.json`);
      expect(json.headers.get('content-type')).toContain('application/feed+json');
      const feed = (await json.json()) as { version: string; items: Array<{ url: string }> };
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.items[0]!.url).toMatch(new RegExp(`/chart/${weekOf}$`));
      for (const path of ['/', '/launchpad', `/p/${entries[0]!.id}`]) {
        const html = await (await fetch(`${SITE_URL}${path}`)).text();
        expect(html, path).toContain('<link rel="alternate" type="application/rss+xml"');
        expect(html, path).toContain('href="/feed.json"');
      }
    },
  );
});

describe('unknown routes', () => {
  it('show the 404 page with noindex', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor({ timeout: 30_000 });
    await expect(page.title()).resolves.toContain('Page not found');
    const robots = await page.locator('meta[name="robots"]').last().getAttribute('content');
    expect(robots).toContain('noindex');
    await expect(page.locator('meta[property="og:image"]').last().getAttribute('content')).resolves.toBe(
      `${SITE_URL}/api/og?route=404`,
    );
    await context.close();
  });
});
