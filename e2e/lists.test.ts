// The launchpad (/launchpad, /new), the archive (/archive) and All Projects (/projects, /all-projects)
// as a visitor sees them on the emulator suite with seeded data, at a desktop and a mobile viewport,
// in Debian's Chromium. Error and empty states are forced with page.route on the list endpoints.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser, openPage, toasts, waitForToast, withoutServerData } from './browser';
import { signInWithGoogle } from './google-sign-in';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

type Viewport = keyof typeof VIEWPORTS;
interface Row {
  id: string;
  projectName: string;
  projectUrl: string | null;
  currentRank: number | null;
  previousRank: number | null;
  weeksOnChart: number;
}

// 300 projects: ~30 on the launchpad (two pages of 24) and several archive pages. No thumbnails: no
// test here looks at images (chart.test.ts and csp.test.ts do); a row without one is the usual row.
const SEED_SIZE = 300;
const PAGE = 24;
const WAIT = { timeout: 30_000 };

let browser: Browser;
const api = {
  launchpad: [] as Row[],
  launchpadPage2: [] as Row[],
  archive: [] as Row[],
  archivePage2: [] as Row[],
  archiveTotal: 0,
  all: [] as Row[],
};

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${SITE_URL}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: SEED_SIZE, now: systemClock()() }, emulatorTargets(blobStore), { thumbnails: false });
  api.launchpad = await getJson<Row[]>(`/api/projects/launchpad?page=1&limit=${PAGE}`);
  api.launchpadPage2 = await getJson<Row[]>(`/api/projects/launchpad?page=2&limit=${PAGE}`);
  api.archive = await getJson<Row[]>(`/api/projects/archive?page=1&limit=${PAGE}`);
  api.archivePage2 = await getJson<Row[]>(`/api/projects/archive?page=2&limit=${PAGE}`);
  api.archiveTotal = (await getJson<{ total: number }>('/api/projects/archive/count')).total;
  // All Projects in the server's order: its first pages, following nextCursor.
  for (let cursor: string | null = null; api.all.length < 60;) {
    const page: { projects: Row[]; nextCursor: string | null } = await getJson(
      `/api/projects/all${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    api.all.push(...page.projects);
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  // The seed must give every list more than one page, or the load-more tests prove nothing.
  expect(api.launchpad.length).toBe(PAGE);
  expect(api.launchpadPage2.length).toBeGreaterThan(0);
  expect(api.launchpadPage2.length).toBeLessThan(PAGE);
  expect(api.archivePage2.length).toBe(PAGE);
  expect(api.archiveTotal).toBeGreaterThan(2 * PAGE);
  expect(api.all.length).toBeGreaterThan(40);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('li[data-project-row]');
const rowIds = async (page: Page) =>
  (await rows(page).evaluateAll((els) => els.map((el) => el.id))).map((id) => id.replace(/^project-/, ''));
const visible = (locator: Locator) => locator.filter({ visible: true });

/**
 * As soon as the page shows (its first paint: the stylesheet applies, so what is hidden is hidden);
 * images need not finish loading first, and rows are awaited by each test.
 */
async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

async function open(viewport: Viewport, path: string) {
  const handle = await openPage(browser, viewport);
  await goto(handle.page, path);
  return handle;
}

/** The toast on screen (one at a time, docs/product.md#states-and-transitions). */
async function toastText(page: Page): Promise<string> {
  const toast = toasts(page).first();
  await toast.waitFor(WAIT);
  return (await toast.textContent()) ?? '';
}

describe.each(Object.keys(VIEWPORTS) as Viewport[])('launchpad (%s)', (viewport) => {
  it(
    'renders the first page of 24 with NEW, Added and safe outbound links, then loads more',
    { tags: ['dates'] },
    async () => {
      const { page, context, errors } = await open(viewport, '/launchpad');
      await rows(page).first().waitFor(WAIT);
      expect(await rowIds(page)).toEqual(api.launchpad.map((r) => r.id));
      await expect(page.title()).resolves.toContain('Launchpad');

      const first = rows(page).first();
      expect(await first.getByText('NEW', { exact: true }).isVisible()).toBe(true);
      expect(await first.locator('[data-testid="added"]').textContent()).toMatch(
        /^Added (today|yesterday|\d+ days ago)$/,
      );
      const external = page.locator('li[data-project-row] a[target="_blank"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const rel of await external.evaluateAll((els) => els.map((el) => el.getAttribute('rel')))) {
        expect(rel).toBe('noopener noreferrer');
      }
      for (const href of await external.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^https?:\/\//);
      }

      // Promo blocks after the 10th and 20th rows: share, then review5.
      expect(await page.locator('[data-testid="promo-share"]').count()).toBe(1);
      expect(await page.locator('[data-testid="promo-review5"]').count()).toBe(1);

      // Share is desktop only; vote and vibe everywhere, with 48 px touch targets.
      const share = visible(first.getByRole('button', { name: /^Share / }));
      expect(await share.count()).toBe(viewport === 'desktop' ? 1 : 0);
      const vote = first.getByRole('button', { name: /^Vote for / });
      const box = await vote.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(await first.getByRole('button', { name: /^Send vibes to / }).isVisible()).toBe(true);

      // Load More: page 2 is short, so the rows grow by it and the button goes away.
      await page.getByRole('button', { name: 'Load More Projects' }).click();
      await expect.poll(() => rows(page).count(), WAIT).toBe(PAGE + api.launchpadPage2.length);
      expect(await rowIds(page)).toEqual([...api.launchpad, ...api.launchpadPage2].map((r) => r.id));
      expect(await page.getByRole('button', { name: 'Load More Projects' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows 2 tool badges on mobile and 4 on desktop, and cuts descriptions to 100 on mobile', async () => {
    const { page, context } = await open(viewport, '/launchpad');
    await rows(page).first().waitFor(WAIT);
    // Badges past the phone's two are in the page once, hidden below the md breakpoint by CSS.
    const counts = await visible(page.locator('li[data-project-row] [data-testid="tool-badges"]')).evaluateAll((els) =>
      els.map((el) => Array.from(el.querySelectorAll('[data-tool-color]')).filter((b) => b.checkVisibility()).length),
    );
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(viewport === 'mobile' ? 2 : 4);
    const lengths = await visible(page.locator('li[data-project-row] [data-testid^="description"]')).evaluateAll(
      (els) => els.map((el) => Array.from((el as HTMLElement).innerText ?? '').length),
    );
    if (viewport === 'mobile') expect(Math.max(...lengths)).toBeLessThanOrEqual(101);
    await context.close();
  });

  it('asks a signed-out visitor to sign in before voting or sending vibes', async () => {
    const { page, context } = await open(viewport, '/launchpad');
    await rows(page).first().waitFor(WAIT);
    await rows(page)
      .first()
      .getByRole('button', { name: /^Vote for / })
      .click();
    const text = await toastText(page);
    expect(text).toContain('Sign in required');
    expect(text).toContain('Please sign in to vote on projects');
    await rows(page)
      .first()
      .getByRole('button', { name: /^Send vibes to / })
      .click();
    await expect.poll(() => toastText(page), WAIT).toContain('Please sign in to send vibes');
    await context.close();
  });
});

describe('launchpad states', () => {
  it('/new is the same screen as /launchpad', async () => {
    const { page, context } = await open('desktop', '/new');
    await rows(page).first().waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/new');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('LAUNCHPAD');
    expect(await rowIds(page)).toEqual(api.launchpad.map((r) => r.id));
    await context.close();
  });

  it('shows the empty state when there are no new projects', async () => {
    const { page, context } = await openPage(browser, 'mobile');
    await withoutServerData(page);
    await page.route('**/api/projects/launchpad*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await goto(page, '/launchpad');
    await page.getByText('No new projects').waitFor(WAIT);
    expect(await page.getByText('Check back soon for fresh submissions!').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Load More Projects' }).count()).toBe(0);
    await context.close();
  });

  it('shows the error state when the list fails, and recovers on Retry', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await withoutServerData(page);
    let fail = true;
    await page.route('**/api/projects/launchpad*', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"x"}' })
        : route.continue(),
    );
    await goto(page, '/launchpad');
    await page.getByText('Failed to load projects').waitFor(WAIT);
    expect(await page.getByText('Please try again later').isVisible()).toBe(true);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await rows(page).first().waitFor(WAIT);
    expect(await rows(page).count()).toBe(PAGE);
    await context.close();
  });

  it('keeps the rows and shows a toast when Load More fails', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.route('**/api/projects/launchpad?page=2*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy","message":"busy"}' }),
    );
    await goto(page, '/launchpad');
    await rows(page).first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Load More Projects' }).click();
    const text = await toastText(page);
    expect(text).toContain('Error loading more projects');
    expect(text).toContain('Please try again later');
    expect(await rows(page).count()).toBe(PAGE);
    expect(await page.getByRole('button', { name: 'Load More Projects' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as Viewport[])('archive (%s)', (viewport) => {
  it('renders ranks, CHART and weeks badges, and loads more with a count', { tags: ['dates'] }, async () => {
    const { page, context, errors } = await open(viewport, '/archive');
    await rows(page).first().waitFor(WAIT);
    expect(await rowIds(page)).toEqual(api.archive.map((r) => r.id));
    await expect(page.title()).resolves.toContain('Archive');

    // Rank: the current rank if ≤ 100, else the previous one — a column on desktop, '#N' on mobile.
    const expectedRank = (r: Row) =>
      r.currentRank !== null && r.currentRank <= 100
        ? r.currentRank
        : r.previousRank !== null && r.previousRank <= 100
          ? r.previousRank
          : null;
    const firstRow = api.archive[0]!;
    const rank = expectedRank(firstRow);
    expect(rank).not.toBeNull();
    const shown =
      viewport === 'desktop'
        ? await rows(page).first().locator('[data-testid="rank"]').textContent()
        : await rows(page).first().locator('[data-testid="rank-badge"]').textContent();
    expect(shown).toBe(viewport === 'desktop' ? String(rank) : `#${rank}`);
    expect(await visible(rows(page).first().locator('[data-testid="rank"]')).count()).toBe(
      viewport === 'desktop' ? 1 : 0,
    );

    // CHART on exactly the rows on the current chart; 'NW' on rows with more than one week.
    const charted = api.archive.filter((r) => r.currentRank !== null).length;
    expect(await page.locator('li[data-project-row]').getByText('CHART', { exact: true }).count()).toBe(charted);
    const multiWeek = api.archive.filter((r) => r.weeksOnChart > 1).length;
    expect(await page.locator('[data-testid="weeks-badge"]').count()).toBe(multiWeek);
    for (const text of await page.locator('[data-testid="weeks-badge"]').allTextContents()) {
      expect(text).toMatch(/^[2-4]W$/);
    }

    const footer = page.locator('[data-testid="archive-footer"]');
    expect(await footer.textContent()).toBe(`Showing ${PAGE} previously charted projects`);
    const more = page.getByRole('button', { name: /^Load More Projects/ });
    expect(await more.textContent()).toBe(`Load More Projects (${PAGE} of ~${api.archiveTotal} shown)`);
    await more.click();
    await expect.poll(() => rows(page).count(), WAIT).toBe(2 * PAGE);
    expect(await rowIds(page)).toEqual([...api.archive, ...api.archivePage2].map((r) => r.id));
    expect(await footer.textContent()).toBe(`Showing ${2 * PAGE} previously charted projects`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when every project is loaded', async () => {
    const { page, context } = await openPage(browser, viewport);
    // A last page shorter than 24 ends the archive (docs/product.md#limits-and-constants).
    await page.route('**/api/projects/archive?page=2*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(api.archivePage2.slice(0, 5)),
      }),
    );
    await goto(page, '/archive');
    await rows(page).first().waitFor(WAIT);
    await page.getByRole('button', { name: /^Load More Projects/ }).click();
    const footer = page.locator('[data-testid="archive-footer"]');
    await expect
      .poll(() => footer.textContent(), WAIT)
      .toBe(`Showing ${PAGE + 5} previously charted projects • All projects loaded`);
    expect(await page.getByRole('button', { name: /^Load More Projects/ }).count()).toBe(0);
    await context.close();
  });
});

describe('archive states', () => {
  it("shows 'No projects found' for an empty archive", async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await withoutServerData(page);
    await page.route('**/api/projects/archive?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await goto(page, '/archive');
    await page.getByText('No projects found').waitFor(WAIT);
    expect(await page.locator('[data-testid="archive-footer"]').count()).toBe(0);
    await context.close();
  });

  it('shows the first-page failure', async () => {
    const { page, context } = await openPage(browser, 'mobile');
    await withoutServerData(page);
    await page.route('**/api/projects/archive?*', (route) => route.abort('connectionrefused'));
    await goto(page, '/archive');
    await page.getByText('Failed to fetch archive projects').waitFor(WAIT);
    expect(await rows(page).count()).toBe(0);
    await context.close();
  });

  it('follows a #project-{id} link onto page 2 and highlights the row', async () => {
    const target = api.archivePage2[3]!;
    const { page, context } = await open('desktop', `/archive#project-${target.id}`);
    const row = page.locator(`#project-${target.id}`);
    await row.waitFor(WAIT);
    await expect.poll(() => row.getAttribute('data-hash-highlight'), WAIT).toBe('');
    // Scrolled into the viewport (smoothly, so wait for it to settle there).
    const inViewport = () =>
      row.evaluate((el) => {
        const { top, bottom } = el.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    await expect.poll(inViewport, WAIT).toBe(true);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as Viewport[])('all projects (%s)', (viewport) => {
  it(
    'lists 20 at a time in the server order (ranked first) with a VOTE button per row',
    { tags: ['dates'] },
    async () => {
      const { page, context, errors } = await open(viewport, '/all-projects');
      await rows(page).first().waitFor(WAIT);
      expect(await rowIds(page)).toEqual(api.all.slice(0, 20).map((r) => r.id));
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      expect(heading?.toLowerCase()).toContain('vote on all ai projects');
      expect(await page.getByText(/weekly refresh every Monday/).isVisible()).toBe(true);
      // Ranked projects come first, by rank.
      const ranks = api.all.map((r) => r.currentRank);
      const firstUnranked = ranks.indexOf(null);
      const ranked = ranks.slice(0, firstUnranked === -1 ? ranks.length : firstUnranked) as number[];
      expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
      expect(ranks.slice(ranked.length).every((r) => r === null)).toBe(true);

      expect(await visible(page.getByRole('button', { name: /^Vote for / })).count()).toBe(20);
      expect(
        await rows(page)
          .first()
          .getByRole('button', { name: /^Vote for / })
          .textContent(),
      ).toContain('VOTE');

      await page.getByRole('button', { name: 'Load More', exact: true }).click();
      await expect.poll(() => rows(page).count(), WAIT).toBe(Math.min(40, api.all.length));
      expect(await rowIds(page)).toEqual(api.all.slice(0, 40).map((r) => r.id));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('asks a signed-out visitor to sign in to vote', async () => {
    const { page, context } = await open(viewport, '/projects');
    await rows(page).first().waitFor(WAIT);
    await rows(page)
      .first()
      .getByRole('button', { name: /^Vote for / })
      .click();
    const text = await toastText(page);
    expect(text).toContain('Sign In Required');
    expect(text).toContain('Please sign in to vote for projects.');
    await context.close();
  });
});

describe('all projects hash link and states', () => {
  it('/projects#project-{id} opens enough rows to show and highlight a project beyond the first 20', async () => {
    const target = api.all[25]!;
    const { page, context } = await open('mobile', `/projects#project-${target.id}`);
    const row = page.locator(`#project-${target.id}`);
    await row.waitFor(WAIT);
    expect(await rows(page).count()).toBe(40);
    await expect.poll(() => row.getAttribute('data-hash-highlight'), WAIT).toBe('');
    await context.close();
  });

  it('shows an error state when the list fails', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await withoutServerData(page);
    await page.route('**/api/projects/all*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"x"}' }),
    );
    await goto(page, '/all-projects');
    await page.getByText('Failed to load projects').waitFor(WAIT);
    expect(await rows(page).count()).toBe(0);
    await context.close();
  });
});

describe('signed in (desktop): votes and vibes from the lists', () => {
  // A fresh account: base quota 10, no votes yet. The tests run in order and share the session.
  const email = 'w2-lists@vibechart.dev';
  let context: BrowserContext;
  let page: Page;

  const votesLeft = () => page.locator('[data-testid="top-bar-counters"] [data-counter="votesLeft"] span').first();
  /** A top-bar total as a number, once it has one ('–' while loading). */
  const totalOf = async (key: 'totalVotesCast' | 'totalVibes') => {
    const text = page.locator(`[data-testid="top-bar-counters"] [data-counter="${key}"] span`).first();
    await expect.poll(() => text.textContent(), WAIT).toMatch(/^[\d,]+$/);
    return Number((await text.textContent())!.replaceAll(',', ''));
  };
  const countOf = (row: Locator, kind: 'vote' | 'vibe') => row.locator(`[data-testid="${kind}-count"]`).textContent();

  /** Taps a row's button once it is enabled, the row mid-screen, and waits for the toast carrying `texts`. */
  async function tapAndExpect(row: Locator, name: RegExp, texts: string[]) {
    const button = row.getByRole('button', { name });
    await expect.poll(() => button.isEnabled(), WAIT).toBe(true);
    // Tapped mid-screen, as a person reading down the list does. A row already in view is not scrolled
    // for the click, and at the screen's bottom edge its button is where the toasts (bottom-end) enter
    // and leave: one moving over it mid-tap takes the tap.
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.click();
    await waitForToast(page, texts, WAIT);
  }
  const voteAndExpect = (row: Locator, text: string) => tapAndExpect(row, /^Vote for /, [text]);
  const vibeAndExpect = (row: Locator, texts: string[]) => tapAndExpect(row, /^Send vibes to /, texts);

  beforeAll(async () => {
    ({ context, page } = await openPage(browser, 'desktop'));
    await goto(page, '/launchpad');
    await rows(page).first().waitFor(WAIT);
    await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), email, 'lists tester');
    await page.getByTestId('profile-button').waitFor(WAIT);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('launchpad: counts votes up to the per-project limit, and one vibe a day', { tags: ['dates'] }, async () => {
    const first = api.launchpad[0]!;
    const row = page.locator(`#project-${first.id}`);
    const before = Number(await countOf(row, 'vote'));
    const votesCast = await totalOf('totalVotesCast');
    await voteAndExpect(row, '9 votes remaining this week');
    expect(await toasts(page, 'Vote counted! ✨').count()).toBe(1);
    // The list and the top bar's quota are refreshed after the vote.
    await expect.poll(() => countOf(row, 'vote'), WAIT).toBe(String(before + 1));
    await expect.poll(() => votesLeft().textContent(), WAIT).toBe('9');
    await voteAndExpect(row, '8 votes remaining this week');
    await voteAndExpect(row, '7 votes remaining this week');
    await voteAndExpect(row, 'Vote limit reached');
    expect(await toasts(page, "You've given the max 3 votes to this project this week").count()).toBe(1);
    await expect.poll(() => countOf(row, 'vote'), WAIT).toBe(String(before + 3));
    // The top bar counts the member's own votes too, though its totals come through caches.
    await expect.poll(() => totalOf('totalVotesCast'), WAIT).toBeGreaterThanOrEqual(votesCast + 3);

    const vibes = Number(await countOf(row, 'vibe'));
    const vibesSent = await totalOf('totalVibes');
    await vibeAndExpect(row, ['Good vibes! ✨', 'Your vibe has been sent']);
    await expect.poll(() => countOf(row, 'vibe'), WAIT).toBe(String(vibes + 1));
    await expect.poll(() => totalOf('totalVibes'), WAIT).toBeGreaterThanOrEqual(vibesSent + 1);
    await vibeAndExpect(row, ['Error', 'You already sent vibes to this project today']);
  });

  it('archive: a vote refetches every loaded page', { tags: ['dates'] }, async () => {
    await goto(page, '/archive');
    await rows(page).first().waitFor(WAIT);
    await page.getByRole('button', { name: /^Load More Projects/ }).click();
    await expect.poll(() => rows(page).count(), WAIT).toBe(2 * PAGE);
    const target = api.archivePage2[0]!;
    const row = page.locator(`#project-${target.id}`);
    const before = Number(await countOf(row, 'vote'));

    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/projects/archive') pagesAsked.push(url.searchParams.get('page') ?? '');
    });
    await voteAndExpect(row, '6 votes remaining this week');
    await expect.poll(() => countOf(row, 'vote'), WAIT).toBe(String(before + 1));
    // The row shows the vote's answer at once; the refetch of the loaded pages follows it.
    await expect.poll(() => [...pagesAsked].sort(), WAIT).toEqual(['1', '2']);
    expect(await rows(page).count()).toBe(2 * PAGE);
  });

  it(
    'all projects: Vote Recorded, Already Voted at the per-project limit, then Out of votes',
    { tags: ['dates'] },
    async () => {
      await goto(page, '/all-projects');
      await rows(page).first().waitFor(WAIT);
      const row = (i: number) => page.locator(`#project-${api.all[i]!.id}`);
      for (let n = 0; n < 3; n++) {
        await voteAndExpect(row(0), 'Vote Recorded');
        await expect.poll(() => votesLeft().textContent(), WAIT).toBe(String(5 - n));
      }
      await voteAndExpect(row(0), 'Already Voted');
      expect(await toasts(page, "You've already voted for this project.").count()).toBe(1);
      for (const i of [1, 2, 3]) {
        await voteAndExpect(row(i), 'Vote Recorded');
      }
      await expect.poll(() => votesLeft().textContent(), WAIT).toBe('0');
      await voteAndExpect(row(4), 'Out of votes');
    },
  );
});
