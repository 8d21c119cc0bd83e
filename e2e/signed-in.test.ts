// Signed-in flows in real Chromium against the emulator suite: sign-in through the Auth
// emulator's Google page as the demo user, /submit with a real PNG → pending on /my-page, a review
// session to completion with the keyboard (desktop) and taps (mobile) plus the review5 bonus, the
// error and empty states, and the signed-out guards. Desktop and mobile viewports.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, ids } from '../functions/src/domain/collections';
import { weekStartOf } from '../functions/src/domain/week';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { DEMO_EMAIL } from '../scripts/lib/seed/generate';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser, openPage, waitForToast } from './browser';
import { signInWithGoogle } from './google-sign-in';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

const LAST_SUBMITTED_KEY = 'vibechart:last-submitted-project';
const LEGACY_DRAFT_KEY = 'vibechart:submit-draft';
const V2_DRAFT_KEY = 'vibechart:submit-draft:v2';

let browser: Browser;
let demoUid: string;
let png: Buffer;
const weekStart = weekStartOf(systemClock()());

/**
 * The seed gives the demo user some votes and maybe a bonus this week; start the week clean so the
 * quota (10), the session candidates and the review5 bonus are predictable.
 */
async function resetDemoWeek(): Promise<void> {
  const db = getFirestore();
  const batch = db.batch();
  const votes = await db
    .collection(COLLECTIONS.votes)
    .where('userId', '==', demoUid)
    .where('weekStart', '==', weekStart)
    .get();
  for (const doc of votes.docs) batch.delete(doc.ref);
  batch.delete(db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(demoUid, weekStart)));
  for (const action of ['share', 'review5']) {
    batch.delete(db.collection(COLLECTIONS.voteBonusEvents).doc(ids.bonusEvent(demoUid, weekStart, action)));
  }
  await batch.commit();
}

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  // No thumbnails: no test here looks at images (chart.test.ts and csp.test.ts do).
  await runSeed({ size: 60, now: systemClock()() }, emulatorTargets(blobStore), { thumbnails: false });
  demoUid = (await getAuth().getUserByEmail(DEMO_EMAIL)).uid;
  await resetDemoWeek();
  png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in from /vote's prompt through the Auth emulator's Google page (a popup). */
async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(`${SITE_URL}/vote`);
  const button = page.getByRole('main').getByRole('button', { name: 'Sign in with Google' });
  await button.waitFor({ timeout: 30_000 });
  await signInWithGoogle(page, () => button.click(), DEMO_EMAIL);
  await page.getByTestId('review-progress').or(page.getByText('No projects available')).waitFor({ timeout: 30_000 });
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('signed in (%s)', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const title = `E2E Tiny Tunes ${viewport}`;

  beforeAll(async () => {
    ({ context, page, errors } = await openPage(browser, viewport));
    await signInAsDemo(page);
  });

  afterEach(async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('validates the v2 form with the spec messages and keeps a draft across reloads', async () => {
    await page.evaluate((key) => localStorage.setItem(key, '{"title":"old form draft"}'), LEGACY_DRAFT_KEY);
    await page.goto(`${SITE_URL}/submit`);
    await page.getByRole('heading', { name: 'Submit your AI project' }).waitFor({ timeout: 30_000 });
    // Opening the v2 form clears the old form's draft key.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LEGACY_DRAFT_KEY)).toBeNull();

    await page.getByRole('button', { name: 'Submit Project' }).click();
    for (const message of [
      'Title is required',
      'Must be a valid URL',
      'Summary is required',
      'Thumbnail is required',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.locator('input[name="title"]').fill('x'.repeat(101));
    await page.getByText('Title must be 100 characters or less').waitFor();

    await page.locator('input[name="title"]').fill(title);
    await page.reload();
    await page.locator('input[name="title"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('input[name="title"]').inputValue()).toBe(title);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), V2_DRAFT_KEY)) ?? '{}').title).toBe(
      title,
    );
    // The restored draft can be thrown away.
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => page.locator('input[name="title"]').inputValue()).toBe('');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), V2_DRAFT_KEY)).toBeNull();
  });

  it(
    'submits a project with a real PNG, shows "You\'re in!" and lists it as PENDING on My Projects',
    { tags: ['dates'] },
    async () => {
      await page.goto(`${SITE_URL}/submit`);
      await page.locator('input[name="title"]').waitFor({ timeout: 30_000 });
      await page.locator('input[name="title"]').fill(title);
      const url = page.locator('input[name="url"]');
      await url.fill(`e2e-${viewport}.example.com`);
      await url.blur();
      await expect.poll(() => url.inputValue()).toBe(`https://e2e-${viewport}.example.com/`);
      await page.locator('textarea[name="summary"]').fill('A tiny music toy built with AI, for the browser tests.');
      await page.getByTestId('thumbnail-input').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('thumbnail-preview').waitFor();

      // At most 2 per group: a third tool cannot be picked, a picked one can be removed.
      await page.getByRole('button', { name: 'Cursor', exact: true }).click();
      await page.getByRole('button', { name: 'Claude Code', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Bolt', exact: true }).isDisabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Cursor', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Bolt', exact: true }).isDisabled()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Cursor', exact: true }).click();
      await page.getByRole('button', { name: 'GPT-5', exact: true }).click();
      await page.locator('input[name="links.github"]').fill('github.com/vibechart/tiny');
      await expect.poll(() => page.getByTestId('completeness-value').textContent()).toBe('100%');

      await page.getByRole('button', { name: 'Submit Project' }).click();
      const dialog = page.getByTestId('submitted-dialog');
      await dialog.getByText("You're in!").waitFor({ timeout: 30_000 });
      await expect(dialog.textContent()).resolves.toMatch(/reviewed first.*notify you/);
      const lastSubmitted = await page.evaluate((key) => sessionStorage.getItem(key), LAST_SUBMITTED_KEY);
      expect(lastSubmitted).toBeTruthy();
      await expect(page.evaluate((key) => localStorage.getItem(key), V2_DRAFT_KEY)).resolves.toBeNull();

      const stored = (await getFirestore().collection(COLLECTIONS.submissions).doc(lastSubmitted!).get()).data();
      expect(stored).toMatchObject({
        projectName: title,
        status: 'pending',
        submittedBy: demoUid,
        projectUrl: `https://e2e-${viewport}.example.com/`,
        ideAgents: ['Claude Code', 'Cursor'],
        modelProviders: ['GPT-5'],
      });

      await dialog.getByRole('button', { name: 'View Chart' }).click();
      await page.waitForURL(`${SITE_URL}/`);

      await page.goto(`${SITE_URL}/my-page`);
      const row = page.getByTestId('my-project').filter({ hasText: title });
      await row.waitFor({ timeout: 30_000 });
      await expect(row.getByTestId('status-badge').textContent()).resolves.toBe('PENDING');
      await expect(row.getByTestId('project-stats').count()).resolves.toBe(0);
      await page.getByText('Editing coming soon — for now, please contact support for updates').waitFor();
      // The demo user's seeded approved projects show their votes and rank.
      await expect(
        page.locator('[data-testid="my-project"][data-status="approved"] [data-testid="project-stats"]').count(),
      ).resolves.toBeGreaterThan(0);
    },
  );

  it("turns the weekly rank e-mail off and on from My Projects; the setting is the member's own", async () => {
    await page.goto(`${SITE_URL}/my-page`);
    const box = page.getByTestId('maker-emails');
    await box.getByText('E-mail me my rank after each Monday chart').waitFor({ timeout: 30_000 });
    const input = box.locator('input[type="checkbox"]');
    await expect.poll(() => input.isDisabled(), { timeout: 15_000 }).toBe(false);
    const stored = async () =>
      (await getFirestore().collection(COLLECTIONS.users).doc(demoUid).get()).get('makerRankEmails');
    const before = await input.isChecked();
    expect(await stored()).toBe(before);
    await box.getByText('E-mail me my rank after each Monday chart').click();
    await waitForToast(page, [before ? 'Rank e-mails off' : 'Rank e-mails on'], { timeout: 15_000 });
    await expect.poll(stored, { timeout: 10_000 }).toBe(!before);
    await expect.poll(() => input.isChecked()).toBe(!before);
    await box.getByText('E-mail me my rank after each Monday chart').click();
    await expect.poll(stored, { timeout: 10_000 }).toBe(before);
  });

  it('sends a tool suggestion', async () => {
    await page.goto(`${SITE_URL}/submit`);
    const box = page.getByTestId('tool-suggestion');
    await box.waitFor({ timeout: 30_000 });
    await box.getByRole('button', { name: 'Suggest' }).click();
    await box.getByText('Suggestion is required').waitFor();
    const suggestion = `Coolify ${viewport}`;
    await box.getByLabel('Tool category').selectOption('host_framework');
    await box.getByLabel('Tool suggestion').fill(suggestion);
    await box.getByRole('button', { name: 'Suggest' }).click();
    await waitForToast(page, ["Thanks for the suggestion! We'll add it soon."], { timeout: 15_000 });
    const saved = await getFirestore()
      .collection(COLLECTIONS.toolSuggestions)
      .where('suggestion', '==', suggestion)
      .get();
    expect(saved.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ userId: demoUid, category: 'host_framework' }),
    ]);
  });

  it('shows the My Projects error state', async () => {
    await page.route('**/api/my-submissions*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${SITE_URL}/my-page`);
    await page.getByText('Failed to load your projects').waitFor({ timeout: 30_000 });
    await page.getByText('Please try refreshing the page').waitFor();
    await page.unroute('**/api/my-submissions*');
  });

  it('keeps the user on the item when a vote fails, and shows start failures and the empty state', async () => {
    await page.route('**/api/vote-action', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'conflict',
          code: 'quota_used',
          message: 'Insufficient votes: weekly quota used',
        }),
      }),
    );
    await page.goto(`${SITE_URL}/vote`);
    await page.getByText('Review 1 of 5').waitFor({ timeout: 30_000 });
    await page.getByTestId('review-card').getByRole('button', { name: 'Vote' }).click();
    await waitForToast(page, ['Error', 'Insufficient votes: weekly quota used']);
    await page.getByText('Review 1 of 5').waitFor();
    await page.unroute('**/api/vote-action');

    await page.route('**/api/vote-session', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto(`${SITE_URL}/vote`);
    await waitForToast(page, ['Error', 'Failed to start voting session'], { timeout: 30_000 });
    await page.unroute('**/api/vote-session');

    await page.route('**/api/vote-session', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"sessionId":"s-empty","items":[]}' }),
    );
    await page.goto(`${SITE_URL}/vote`);
    await page.getByText('No projects available for voting at this time.').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to Chart' }).click();
    await page.waitForURL(`${SITE_URL}/`);
    await page.unroute('**/api/vote-session');
  });

  it('runs a review session to completion and offers the review5 bonus', { tags: ['dates'] }, async () => {
    // A different approved project per viewport, so each run finds exactly its own session.
    const approved = await getFirestore()
      .collection(COLLECTIONS.submissions)
      .where('status', '==', 'approved')
      .limit(2)
      .get();
    const excluded = approved.docs[viewport === 'desktop' ? 0 : 1]!.id;
    await page.goto(`${SITE_URL}/`);
    await page.evaluate(([key, id]) => sessionStorage.setItem(key!, id!), [LAST_SUBMITTED_KEY, excluded]);
    await page.goto(`${SITE_URL}/vote?target=abc`);
    await page.getByText('Review 1 of 5').waitFor({ timeout: 30_000 });
    await expect(page.evaluate((key) => sessionStorage.getItem(key), LAST_SUBMITTED_KEY)).resolves.toBeNull();
    const sessions = await getFirestore()
      .collection(COLLECTIONS.voteSessions)
      .where('userId', '==', demoUid)
      .where('excludeProjectId', '==', excluded)
      .get();
    expect(sessions.size).toBe(1);

    const cardTitle = () => page.getByTestId('review-title').textContent();
    if (viewport === 'desktop') {
      await page.getByText('Press [V] to vote, [S] to skip').waitFor();
      const first = await cardTitle();
      await page.keyboard.press('ArrowRight');
      await page.getByText('Review 2 of 5').waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByText('Review 1 of 5').waitFor();
      expect(await cardTitle()).toBe(first);
      for (const [i, key] of ['v', 's', 'v', 's'].entries()) {
        await page.keyboard.press(key);
        await page.getByText(`Review ${i + 2} of 5`).waitFor({ timeout: 15_000 });
      }
      await page.keyboard.press('s');
    } else {
      await page.getByText('Tap to vote or skip').waitFor();
      for (const [i, action] of ['Vote', 'Skip', 'Skip', 'Skip', 'Skip'].entries()) {
        await page.getByText(`Review ${i + 1} of 5`).waitFor({ timeout: 15_000 });
        await page.getByTestId('review-card').getByRole('button', { name: action }).tap();
      }
    }
    await page.getByText('Thanks for voting!').waitFor({ timeout: 15_000 });
    await page.getByText("Your reviews help shape this week's chart and showcase the best AI projects.").waitFor();
    // After completion the keys do nothing.
    await page.keyboard.press('v');
    await page.getByText('Thanks for voting!').waitFor();

    // The completion screen says what the last answer credited: no button to press.
    await page
      .getByTestId('review-bonus')
      .filter({
        // The first run of the week is credited; the other finds it earned (the quota shows it once).
        hasText:
          /^\+3 bonus votes added to your quota for this week\.$|^You've already earned this week's review bonus\.$/,
      })
      .waitFor({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Earn \+3/ }).count()).resolves.toBe(0);
    const quota = (
      await getFirestore().collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(demoUid, weekStart)).get()
    ).data();
    expect(quota?.bonusQuota).toBe(3);
    expect(quota?.spent).toBe(viewport === 'desktop' ? 2 : 4);

    await page.getByRole('button', { name: 'Keep Voting' }).click();
    await page.getByText('Review 1 of 5').waitFor({ timeout: 30_000 });

    if (viewport === 'desktop') {
      // Swipe right (framer-motion drag, loaded after the first card shows) votes.
      await page.locator('[data-testid="review-card"][data-swipe="ready"]').waitFor({ timeout: 15_000 });
      const box = (await page.getByTestId('review-title').boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 320, box.y + box.height / 2, { steps: 12 });
      await page.mouse.up();
      await page.getByText('Review 2 of 5').waitFor({ timeout: 15_000 });
      await expect
        .poll(async () => {
          const doc = await getFirestore()
            .collection(COLLECTIONS.userWeeklyQuota)
            .doc(ids.quota(demoUid, weekStart))
            .get();
          return doc.data()?.spent;
        })
        .toBe(3);
    }
  });

  it('a press on Skip while the swipe arrives still skips, and the pressed button keeps its focus', async () => {
    // The swipe (framer-motion's drag) arrives after the card shows: hold it until the press is down.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(swipe|motion)[^/]*\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.route('**/api/vote-session', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          sessionId: 's-press',
          items: [0, 1].map((position) => ({
            id: `00${position}`,
            position,
            acted: false,
            project: {
              id: `p-${position}`,
              title: `Card ${position}`,
              summary: 's',
              url: null,
              thumbnail_url: null,
              stackTags: [],
            },
          })),
        }),
      }),
    );
    const actions: unknown[] = [];
    await page.route('**/api/vote-action', (route) => {
      actions.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"completed":false}' });
    });
    await page.goto(`${SITE_URL}/vote?target=2`);
    await page.getByText('Review 1 of 2').waitFor({ timeout: 30_000 });
    const card = page.getByTestId('review-card');
    await expect(card.getAttribute('data-swipe')).resolves.toBeNull();

    // A person presses Skip (which focuses it) just as the swipe arrives, and lets go after.
    const box = (await card.getByRole('button', { name: 'Skip' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.locator('[data-testid="review-card"][data-swipe="ready"]').waitFor({ timeout: 15_000 });
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Skip');
    await page.mouse.up();
    await page.getByText('Review 2 of 2').waitFor({ timeout: 15_000 });
    expect(actions).toEqual([{ sessionId: 's-press', projectId: 'p-0', action: 'skip' }]);
    expect(errors).toEqual([]);
  });

  it('the account menu pressed while it is still loading shows the press, then opens', async () => {
    // Desktop: PROFILE in the top bar; mobile: the menu button (the top bar's actions are in the menu).
    const chunk = viewport === 'desktop' ? /\/assets\/profile-menu-[^/]*\.js$/ : /\/assets\/mobile-menu-[^/]*\.js$/;
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(`${SITE_URL}/about`);
    if (viewport === 'desktop') {
      const fallback = page.getByTestId('profile-fallback');
      await fallback.click({ timeout: 30_000 });
      await expect(fallback.getAttribute('aria-busy')).resolves.toBe('true');
      release();
      await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor({ timeout: 15_000 });
      await expect(page.getByTestId('profile-button').getAttribute('aria-expanded')).resolves.toBe('true');
    } else {
      const open = page.getByRole('button', { name: 'Open menu' });
      // About the menu's own chunk, not the page's start (a tap before that is kept and replayed).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await open.click();
      await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
      release();
      await page.getByTestId('mobile-menu').waitFor({ timeout: 15_000 });
    }
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('"Share Your Project" clears the stored draft and opens /submit', async () => {
    await page.route('**/api/vote-session', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          sessionId: 's-share',
          items: [
            {
              id: '000',
              position: 0,
              acted: false,
              project: { id: 'p-x', title: 'Only One', summary: 's', url: null, thumbnail_url: null, stackTags: [] },
            },
          ],
        }),
      }),
    );
    await page.route('**/api/vote-action', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"completed":true}' }),
    );
    await page.goto(`${SITE_URL}/vote?target=1`);
    await page.getByText('Review 1 of 1').waitFor({ timeout: 30_000 });
    await page.evaluate(
      ([key]) => {
        localStorage.setItem(key!, JSON.stringify({ title: 'Stale draft' }));
        localStorage.setItem('vibechart:profile-completeness', '{"percent":10}');
      },
      [V2_DRAFT_KEY],
    );
    await page.getByTestId('review-card').getByRole('button', { name: 'Skip' }).click();
    await page.getByText('Thanks for voting!').waitFor();
    await expect(page.getByRole('button', { name: 'Earn +3 bonus votes' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Share Your Project' }).click();
    await page.waitForURL(`${SITE_URL}/submit`);
    await page.locator('input[name="title"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('input[name="title"]').inputValue()).toBe('');
    await expect(page.evaluate(() => localStorage.getItem('vibechart:profile-completeness'))).resolves.toBeNull();
    await page.unroute('**/api/vote-session');
    await page.unroute('**/api/vote-action');
    expect(errors).toEqual([]);
  });
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('signed out (%s)', (viewport) => {
  it.each(['/submit', '/my-page'])('%s shows Join the Community, then redirects home', async (path) => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}${path}`);
    await page.getByRole('heading', { name: 'Join the Community' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Go Home & Sign In' }).waitFor();
    await page.waitForURL(`${SITE_URL}/`, { timeout: 15_000 });
    await context.close();
  });

  it('/vote asks to sign in before a session starts', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${SITE_URL}/vote`);
    await page.getByText('Please sign in to vote on projects').waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expect(page.getByTestId('review-card').count()).resolves.toBe(0);
    await context.close();
  });
});
