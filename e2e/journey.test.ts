// A brand-new deployment, walked through as real people would: an empty database, no seed,
// no accounts. Everything goes through the Hosting emulator and the emulated `api` function; the
// operator steps are the README's own commands (admin:grant, judge:run against a local fake of the
// model, chart:run). A visitor subscribes from the footer of the empty site; a new member signs in
// (users/{uid} appears) and submits with a real PNG; the first admin is made with admin:grant and
// approves on /admin, which leaves the queue and the pending count empty; the approval e-mail
// arrives; visitors see the project on /launchpad; a second member votes three times (7 left) and
// meets the limit on the fourth; the judge and the Monday chart run; / shows the project at #1 as a
// New Entry; the campaign preview counts the members. No uncaught page error anywhere on the way.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../functions/src/domain/collections';
import { addLocalDays, shiftWeek, weekStartInstant, weekStartOf } from '../functions/src/domain/week';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { systemClock } from '../functions/src/infra/clock';
import type { FakeGemini } from '../functions/test/fake-gemini';
import { jsonAnswer, startFakeGemini } from '../functions/test/fake-gemini';
import { resetEmulators } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser, openPage, reportHydrationErrors, waitForToast } from './browser';
import { signInWithGoogle } from './google-sign-in';
import type { Inbox } from './inbox';
import { campaignKey, startInbox } from './inbox';
import { PROJECT_ID } from '../scripts/lib/project';

const run = promisify(execFile);
const WAIT = { timeout: 30_000 };
const MAKER = { email: 'maya.maker@vibers.dev', name: 'Maya Maker' };
const ADMIN = { email: 'olaf.operator@vibers.dev', name: 'Olaf Operator' };
const VOTER = { email: 'vera.voter@vibers.dev', name: 'Vera Voter' };
const READER = 'rita.reader@vibers.dev';
const PROJECT = 'Journey Jukebox';

let browser: Browser;
let inbox: Inbox;
let gemini: FakeGemini;
let png: Buffer;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
/** The submission the maker sends, found by its name once it exists. */
let projectId = '';
/** The maker's tab, left on My Projects: it must see the approval without a reload. */
let makerPage: Page;

const db = () => getFirestore();
/** A fresh browser context at desktop size whose uncaught errors count against the journey. */
async function newPage(): Promise<Page> {
  const { context, page } = await openPage(browser, 'desktop');
  contexts.push(context);
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  reportHydrationErrors(page, pageErrors);
  return page;
}

async function signIn(page: Page, who: { email: string; name: string }): Promise<void> {
  await page.getByTestId('sign-in-button').waitFor(WAIT);
  await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), who.email, who.name);
  await page.getByTestId('profile-button').waitFor(WAIT);
}

/** An npm script as an operator runs it (the emulator variables of this run are in the environment). */
async function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return stdout;
}

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  await resetEmulators(createBlobStore());
  inbox = await startInbox();
  gemini = await startFakeGemini();
  png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await inbox?.close();
  await gemini?.close();
});

describe('a brand-new deployment, from an empty database to the first chart', () => {
  it('starts empty: no project, no account, no chart', async () => {
    expect((await db().collection(COLLECTIONS.submissions).count().get()).data().count).toBe(0);
    expect((await getAuth().listUsers(1)).users).toHaveLength(0);
    expect((await db().doc(`${COLLECTIONS.charts}/current`).get()).exists).toBe(false);
  });

  it('a visitor subscribes to the newsletter from the footer of the empty site', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/`);
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(READER);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await waitForToast(page, ['Thanks for signing up!'], WAIT);
    // Double opt-in: the footer says to confirm by e-mail, and the confirmation e-mail's link subscribes.
    await footer.getByTestId('newsletter-check-inbox').waitFor(WAIT);
    const subscribers = await db().collection(COLLECTIONS.newsletterSubscribers).get();
    expect(subscribers.docs.map((d) => d.get('email'))).toEqual([READER]);
    expect(subscribers.docs[0]!.get('confirmedAt')).toBeNull();
    await expect.poll(() => inbox.to(READER).length, WAIT).toBe(1);
    const token = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9._%-]+)/.exec(inbox.to(READER)[0]!.text)?.[1];
    await page.goto(`${SITE_URL}/api/newsletter/confirm?token=${token}`);
    await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor(WAIT);
    const confirmed = await db().collection(COLLECTIONS.newsletterSubscribers).get();
    expect(confirmed.docs[0]!.get('confirmedAt')).not.toBeNull();
  });

  it('a new member signs in with Google: users/{uid} is created by the sign-in sync', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/`);
    await signIn(page, MAKER);
    const uid = (await getAuth().getUserByEmail(MAKER.email)).uid;
    await expect
      .poll(async () => (await db().doc(`${COLLECTIONS.users}/${uid}`).get()).data()?.email, WAIT)
      .toBe(MAKER.email);
    const user = (await db().doc(`${COLLECTIONS.users}/${uid}`).get()).data();
    expect(user).toMatchObject({ fullName: MAKER.name, isAdmin: false });

    // …and submits a project through the form, with a real PNG thumbnail.
    await page.goto(`${SITE_URL}/submit`);
    await page.locator('input[name="title"]').waitFor(WAIT);
    await page.locator('input[name="title"]').fill(PROJECT);
    await page.locator('input[name="url"]').fill('https://jukebox.vibers.dev/');
    await page
      .locator('textarea[name="summary"]')
      .fill('A jukebox that picks the next song from the mood of the room.');
    await page
      .getByTestId('thumbnail-input')
      .setInputFiles({ name: 'jukebox.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('thumbnail-preview').waitFor();
    await page.getByRole('button', { name: 'Cursor', exact: true }).click();
    await page.getByRole('button', { name: 'Submit Project' }).click();
    await page.getByTestId('submitted-dialog').getByText("You're in!").waitFor(WAIT);
    const submitted = await db().collection(COLLECTIONS.submissions).where('submittedBy', '==', uid).get();
    expect(submitted.docs.map((d) => [d.get('projectName'), d.get('status')])).toEqual([[PROJECT, 'pending']]);
    projectId = submitted.docs[0]!.id;
    expect(submitted.docs[0]!.get('thumbnailSmallUrl')).toMatch(/160\.webp$/);

    await page.goto(`${SITE_URL}/my-page`);
    const mine = page.getByTestId('my-project').filter({ hasText: PROJECT });
    await expect.poll(() => mine.getAttribute('data-status'), WAIT).toBe('pending');
    makerPage = page;
  });

  it('the first admin is made with `npm run admin:grant` and approves on /admin; the maker gets the e-mail', async () => {
    // README, "The first admin": sign in on the site once, then grant the role.
    const page = await newPage();
    await page.goto(`${SITE_URL}/`);
    await signIn(page, ADMIN);
    const uid = (await getAuth().getUserByEmail(ADMIN.email)).uid;
    await expect.poll(async () => (await db().doc(`${COLLECTIONS.users}/${uid}`).get()).exists, WAIT).toBe(true);
    const granted = await npmRun('admin:grant', [ADMIN.email]);
    expect(granted).toContain(`${ADMIN.email} (uid ${uid}) is an admin`);

    // The role applies from the next sign-in (the grant revoked the old session's tokens).
    const adminPage = await newPage();
    await adminPage.goto(`${SITE_URL}/admin`);
    const button = adminPage.getByRole('main').getByRole('button', { name: 'SIGN IN WITH GOOGLE' });
    await button.waitFor(WAIT);
    await signInWithGoogle(adminPage, () => button.click(), ADMIN.email, ADMIN.name);
    await adminPage.getByRole('heading', { name: 'Admin Dashboard' }).waitFor(WAIT);
    await adminPage.getByRole('button', { name: `Approve ${PROJECT}` }).click();
    await waitForToast(adminPage, ['Status Updated'], WAIT);
    expect((await db().doc(`${COLLECTIONS.submissions}/${projectId}`).get()).get('status')).toBe('approved');
    // The queue and the PROFILE menu's pending count are read again: nothing is left to review.
    await adminPage.getByTestId('pending-empty').waitFor(WAIT);
    await expect(adminPage.getByTestId('pending-total').innerText()).resolves.toBe('0 pending');
    const dot = adminPage.getByTestId('profile-button').getByRole('img', { name: 'Pending submissions' });
    await expect.poll(() => dot.count(), WAIT).toBe(0);

    // The maker's My Projects, open all along, turns to APPROVED by itself (a live listener).
    const mine = makerPage.getByTestId('my-project').filter({ hasText: PROJECT });
    await expect.poll(() => mine.getAttribute('data-status'), WAIT).toBe('approved');
    await expect(mine.getByTestId('status-badge').innerText()).resolves.toBe('APPROVED');

    await expect.poll(() => inbox.to(MAKER.email).length, WAIT).toBe(1);
    const mail = inbox.to(MAKER.email)[0]!;
    expect(mail.header('Subject')).toContain(PROJECT);
    expect(mail.text).toContain(`/p/${projectId}`);
  });

  it('visitors see the project on /launchpad', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/launchpad`);
    await page.locator(`#project-${projectId}`).getByText(PROJECT).waitFor(WAIT);
  });

  it('a second new member votes three times (7 left; the counter follows a vote from another tab), and the fourth meets the limit', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/launchpad`);
    await signIn(page, VOTER);
    const votesLeft = (p: Page) =>
      p.locator('[data-testid="top-bar-counters"] [data-counter="votesLeft"] span').first().textContent();
    const vote = async (p: Page, expected: string) => {
      const button = p.locator(`#project-${projectId}`).getByRole('button', { name: /^Vote for / });
      await expect.poll(() => button.isEnabled(), WAIT).toBe(true);
      await button.click();
      await waitForToast(p, [expected], WAIT);
    };
    await expect.poll(() => votesLeft(page), WAIT).toBe('10');
    await vote(page, '9 votes remaining this week');
    await vote(page, '8 votes remaining this week');

    // The third vote from a second tab of the same session: the first tab's counter follows, live.
    const other = await page.context().newPage();
    other.on('pageerror', (error) => pageErrors.push(`${other.url()}: ${error.message}`));
    await other.goto(`${SITE_URL}/launchpad`);
    await other.getByTestId('profile-button').waitFor(WAIT);
    await vote(other, '7 votes remaining this week');
    await expect.poll(() => votesLeft(page), WAIT).toBe('7');

    await vote(page, 'Vote limit reached');
    await expect.poll(() => votesLeft(page), WAIT).toBe('7');
    const stored = await db().collection(COLLECTIONS.votes).where('submissionId', '==', projectId).get();
    expect(stored.size).toBe(3);
  });

  it('the judge (against a local fake of the model) and the Monday chart run: / shows it at #1 as a New Entry', async () => {
    // Seven launchpad days later the daily judge scores it; the next Monday the chart is published.
    const judgedAt = addLocalDays(systemClock()(), 8);
    gemini.script(
      jsonAnswer({ innovationScore: 8.4, utilityScore: 7.9, aiScore: 8.2, reviewText: 'A playful, useful idea.' }),
    );
    const judged = await npmRun('judge:run', ['--now', judgedAt.toISOString()], {
      GEMINI_API_KEY: 'journey-key',
      GEMINI_BASE_URL: gemini.baseUrl,
    });
    expect(judged).toContain('1 judged');
    expect((await db().doc(`${COLLECTIONS.submissions}/${projectId}`).get()).get('aiScore')).toBe(8.2);

    const week = shiftWeek(weekStartOf(judgedAt), 1);
    const mondayNight = new Date(weekStartInstant(week).getTime() + 30_000);
    const published = await npmRun('chart:run', ['--now', mondayNight.toISOString()]);
    expect(published).toContain(`chart ${week}: published 1 entries (current)`);

    const page = await newPage();
    await page.goto(`${SITE_URL}/`);
    const row = page.locator('[data-testid="chart-row"]').first();
    await row.waitFor(WAIT);
    await expect(row.getAttribute('data-rank')).resolves.toBe('1');
    await row.getByText(PROJECT).waitFor(WAIT);
    await expect(row.getByTestId('movement').innerText()).resolves.toMatch(/New\s*Entry/i);
    // 8.2 × 10 + 3 votes × 0.5
    const current = (await db().doc(`${COLLECTIONS.charts}/current`).get()).data();
    expect(current?.entries[0]).toMatchObject({ id: projectId, rank: 1, finalScore: 83.5, chartStatus: 'New Entry' });
  });

  it('the campaign preview counts the members who signed in as recipients', async () => {
    const page = await newPage();
    await page.goto(`${SITE_URL}/admin`);
    const button = page.getByRole('main').getByRole('button', { name: 'SIGN IN WITH GOOGLE' });
    await button.waitFor(WAIT);
    await signInWithGoogle(page, () => button.click(), ADMIN.email, ADMIN.name);
    await page.getByRole('link', { name: 'Campaign', exact: true }).click();
    await page.waitForURL(`${SITE_URL}/admin/beta-email`);
    const keyField = page.getByLabel('Admin key');
    await keyField.waitFor(WAIT);
    await keyField.fill(campaignKey());
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await waitForToast(page, ['Test Email Sent'], WAIT);
    await page.getByRole('button', { name: 'Load Preview' }).click();
    const preview = page.getByTestId('campaign-preview');
    await preview.waitFor(WAIT);
    // The maker, the voter and the admin: every member who signed in, none of them a test account.
    await expect(preview.locator('[data-stat="totalUsers"]').innerText()).resolves.toBe('3');
    await expect(preview.locator('[data-stat="realRecipients"]').innerText()).resolves.toBe('3');
    const emails = (await db().collection(COLLECTIONS.users).get()).docs.map((d) => d.get('email')).sort();
    expect(emails).toEqual([ADMIN.email, MAKER.email, VOTER.email].sort());
  });

  it('no uncaught page error anywhere on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
