// The admin pages in real Chromium against the emulator suite: the seeded admin signs in
// through the Auth emulator's Google page and approves, rejects and deletes pending projects (checked
// in Firestore), sees the failure toasts for a stale row, previews the voting reminder and sends a
// test, and runs the beta-turbulence campaign with the key from functions/.secret.local. A real SMTP
// server in this process (on the port dev-suite/test.mjs point SMTP_URL at) receives the e-mails.
// Signed out and non-admin visitors see the spec's texts. Desktop, plus one mobile check.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../functions/src/domain/collections';
import { fairnessGroupSchema } from '../functions/src/domain/entities';
import { toStored } from '../functions/src/domain/firestore-data';
import { weekStartOf } from '../functions/src/domain/week';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { loadMemberAudience } from '../functions/src/services/campaign';
import { ADMIN_EMAIL, DEMO_EMAIL } from '../scripts/lib/seed/generate';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser, openPage, toasts, waitForToast } from './browser';
import { signInWithGoogle } from './google-sign-in';
import type { Inbox } from './inbox';
import { campaignKey, startInbox } from './inbox';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

const DENIED = 'ACCESS DENIED - You do not have admin privileges to access this page.';
const EMPTY = 'NO PENDING SUBMISSIONS - All submissions have been reviewed.';
const TEST_ADDRESS = 'qa-e2e@vibechart.dev';

interface Pending {
  id: string;
  projectName: string;
  projectUrl: string | null;
}

let browser: Browser;
let inbox: Inbox;
/** The seeded pending projects, oldest first (the table's order). */
let pending: Pending[];

const submission = (id: string) => getFirestore().collection(COLLECTIONS.submissions).doc(id);

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  // No thumbnails: no test here looks at images (chart.test.ts and csp.test.ts do).
  await runSeed({ size: 60, now: systemClock()() }, emulatorTargets(blobStore), { thumbnails: false });
  const snap = await getFirestore()
    .collection(COLLECTIONS.submissions)
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'asc')
    .get();
  pending = snap.docs.map((d) => ({
    id: d.id,
    projectName: d.get('projectName') as string,
    projectUrl: (d.get('projectUrl') as string | null) ?? null,
  }));
  inbox = await startInbox();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await inbox?.close();
});

/** Requests to an /api path made from now on (method and body kept). */
function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

async function signInOnAdminPage(page: Page, email: string): Promise<void> {
  await page.goto(`${SITE_URL}/admin`);
  const button = page.getByRole('main').getByRole('button', { name: 'SIGN IN WITH GOOGLE' });
  await button.waitFor({ timeout: 30_000 });
  await signInWithGoogle(page, () => button.click(), email);
}

describe('admin pages, signed out and without the admin claim (desktop)', () => {
  it("signed out: 'ADMIN ACCESS REQUIRED' with a Google sign-in button; /admin is not indexed", async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const adminCalls = recordRequests(page, '/api/admin/pending-projects');
    await page.goto(`${SITE_URL}/admin`);
    await page.getByRole('heading', { name: 'ADMIN ACCESS REQUIRED' }).waitFor({ timeout: 30_000 });
    await page.getByRole('main').getByRole('button', { name: 'SIGN IN WITH GOOGLE' }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, nofollow');
    expect(adminCalls).toHaveLength(0);

    // The other admin pages: the guard's 'Admin Access Only', then a redirect to /.
    await page.goto(`${SITE_URL}/admin/email-preview`);
    await page.getByRole('heading', { name: 'Admin Access Only' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back to VibeChart' }).waitFor();
    await page.waitForURL(`${SITE_URL}/`, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in non-admin sees 'ACCESS DENIED - …' and no admin data", async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const adminCalls = recordRequests(page, '/api/admin/pending-projects');
    await signInOnAdminPage(page, DEMO_EMAIL);
    const denied = page.getByTestId('access-denied');
    await denied.waitFor({ timeout: 30_000 });
    await expect(denied.innerText()).resolves.toBe(DENIED);
    expect(adminCalls).toHaveLength(0);

    await page.goto(`${SITE_URL}/admin/beta-email`);
    await page.getByRole('heading', { name: 'Admin Access Only' }).waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Admin key').count()).resolves.toBe(0);
    await page.waitForURL(`${SITE_URL}/`, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openPage(browser, 'desktop'));
    await signInOnAdminPage(page, ADMIN_EMAIL);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('lists the pending projects with the five columns; URLs open in a new tab', async () => {
    expect(pending.length).toBeGreaterThanOrEqual(4);
    const rows = page.getByTestId('pending-row');
    await rows.first().waitFor({ timeout: 30_000 });
    await expect(page.locator('[data-testid="pending-table"] thead th').allInnerTexts()).resolves.toEqual([
      'Project',
      'Description',
      'Tool',
      'URL',
      'Actions',
    ]);
    await expect(rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))).resolves.toEqual(
      pending.map((p) => p.id),
    );
    await expect(page.getByTestId('pending-total').innerText()).resolves.toBe(`${pending.length} pending`);
    const withUrl = pending.find((p) => p.projectUrl);
    if (withUrl) {
      const link = page.locator(`[data-id="${withUrl.id}"] a[data-testid="pending-url"]`);
      await expect(link.getAttribute('href')).resolves.toBe(new URL(withUrl.projectUrl!).toString());
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: 'Email Preview' }).getAttribute('href')).resolves.toBe(
      '/admin/email-preview',
    );
  });

  it('approves, rejects and deletes (after a confirmation), refreshing the list and the pending count', async () => {
    const [approve, reject, remove] = pending;
    const countCalls = recordRequests(page, '/api/admin/pending-count');
    const rowOf = (p: Pending) => page.locator(`[data-testid="pending-row"][data-id="${p.id}"]`);

    await page.getByRole('button', { name: `Approve ${approve!.projectName}` }).click();
    await waitForToast(page, ['Status Updated'], { timeout: 30_000 });
    await rowOf(approve!).waitFor({ state: 'detached', timeout: 15_000 });
    const approved = (await submission(approve!.id).get()).data();
    expect(approved?.status).toBe('approved');
    expect(approved?.approvedAt).toBeTruthy();
    await expect.poll(() => countCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const before = countCalls.length;
    await page.getByRole('button', { name: `Reject ${reject!.projectName}` }).click();
    await waitForToast(page, ['Status Updated', 'rejected'], { timeout: 30_000 });
    await rowOf(reject!).waitFor({ state: 'detached', timeout: 15_000 });
    expect((await submission(reject!.id).get()).get('status')).toBe('rejected');
    await expect.poll(() => countCalls.length, { timeout: 10_000 }).toBeGreaterThan(before);

    // Delete asks first, naming the project; Cancel changes nothing.
    await page.getByRole('button', { name: `Delete ${remove!.projectName}` }).click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain(remove!.projectName);
    await expect(dialog.innerText()).resolves.toContain('cannot be undone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await submission(remove!.id).get()).exists).toBe(true);

    await page.getByRole('button', { name: `Delete ${remove!.projectName}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForToast(page, ['Project Deleted'], { timeout: 30_000 });
    await rowOf(remove!).waitFor({ state: 'detached', timeout: 15_000 });
    expect((await submission(remove!.id).get()).exists).toBe(false);
    await expect(page.getByTestId('pending-total').innerText()).resolves.toBe(`${pending.length - 3} pending`);
    expect(errors).toEqual([]);
  });

  it('follows the queue live: a decision made elsewhere and a project back in review show without a reload', async () => {
    const last = pending[3]!;
    const row = page.locator(`[data-testid="pending-row"][data-id="${last.id}"]`);
    await row.waitFor({ timeout: 30_000 });
    await submission(last.id).update({ status: 'rejected' });
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await submission(last.id).update({ status: 'pending' });
    await row.waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('pending-total').innerText()).resolves.toBe(`${pending.length - 3} pending`);
    expect(errors).toEqual([]);
  });

  it("shows 'Update Failed' and 'Delete Failed' with the server's message for a row decided elsewhere", async () => {
    const last = pending[3]!;
    // A page that has not heard of the change yet: its live listener cannot reach Firestore.
    await page.route(/google\.firestore\.v1\.Firestore\/Listen/, (route) => route.abort());
    await page.reload();
    await page.getByRole('button', { name: `Approve ${last.projectName}` }).waitFor({ timeout: 30_000 });
    // Someone else rejects it while this page still lists it.
    await submission(last.id).update({ status: 'rejected' });
    await page.getByRole('button', { name: `Approve ${last.projectName}` }).click();
    const failed = toasts(page, 'Update Failed');
    await waitForToast(page, ['Update Failed'], { timeout: 30_000 });
    await expect(failed.innerText()).resolves.toContain('already rejected');
    // The list refreshed: the stale row is gone.
    await page.locator(`[data-id="${last.id}"]`).waitFor({ state: 'detached', timeout: 15_000 });

    await submission(last.id).update({ status: 'pending' });
    await page.reload();
    await page.getByRole('button', { name: `Delete ${last.projectName}` }).waitFor({ timeout: 30_000 });
    await submission(last.id).update({ status: 'rejected' });
    await page.getByRole('button', { name: `Delete ${last.projectName}` }).click();
    await page.getByTestId('delete-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const deleteFailed = toasts(page, 'Delete Failed');
    await waitForToast(page, ['Delete Failed'], { timeout: 30_000 });
    await expect(deleteFailed.innerText()).resolves.toContain('Only pending projects can be deleted');
    expect((await submission(last.id).get()).exists).toBe(true);
    await submission(last.id).update({ status: 'pending' });
    await page.unroute(/google\.firestore\.v1\.Firestore\/Listen/);
  });

  it('previews the voting reminder in a sandboxed frame, shows the recipients and sends a test', async () => {
    const dataCalls = recordRequests(page, '/api/admin/preview-voting-reminder-data');
    const sendCalls = recordRequests(page, '/api/admin/send-test-voting-reminder');
    // First load fails (no answer): the page says so and can retry.
    await page.route('**/api/admin/preview-voting-reminder', (route) => route.abort('connectionfailed'));
    await page.goto(`${SITE_URL}/admin`);
    await page.getByRole('link', { name: 'Email Preview' }).click();
    await page.waitForURL(`${SITE_URL}/admin/email-preview`);
    await page.getByText('Failed to load email preview').waitFor({ timeout: 30_000 });
    await page.getByText('Network error...').waitFor();
    await page.unroute('**/api/admin/preview-voting-reminder');
    await page.getByRole('button', { name: 'Retry' }).click();

    const frame = page.getByTestId('reminder-frame');
    await frame.waitFor({ timeout: 30_000 });
    await expect(frame.getAttribute('sandbox')).resolves.toBe('');
    await page
      .frameLocator('[data-testid="reminder-frame"]')
      .getByText(/Voting closes/)
      .waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('reminder-subject').innerText()).resolves.not.toBe('');
    await expect(page.getByTestId('send-all-note').innerText()).resolves.toContain('not done from this page');

    const audience = await loadMemberAudience(getFirestore());
    await expect
      .poll(() => page.getByTestId('recipient-count').innerText(), { timeout: 15_000 })
      .toBe(String(audience.recipients.length));

    // Empty address: 'Email Required', nothing sent.
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Email Required', { exact: true }).waitFor();
    expect(sendCalls).toHaveLength(0);

    // No answer from the network: 'Failed to Send' / 'Network error...'.
    await page.getByLabel('Test email address').fill(TEST_ADDRESS);
    await page.route('**/api/admin/send-test-voting-reminder', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    const failed = toasts(page, 'Failed to Send');
    await waitForToast(page, ['Failed to Send'], { timeout: 30_000 });
    await expect(failed.innerText()).resolves.toContain('Network error...');
    await page.unroute('**/api/admin/send-test-voting-reminder');

    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await waitForToast(page, ['Test Email Sent', `Test email sent to ${TEST_ADDRESS}`], { timeout: 30_000 });
    await expect.poll(() => inbox.to(TEST_ADDRESS).length, { timeout: 15_000 }).toBe(1);
    expect(inbox.to(TEST_ADDRESS)[0]!.html).toContain('Voting closes');

    // The spec's fixed admin key is not repeated: no call from this page carries a key.
    for (const request of [...dataCalls, ...sendCalls]) expect(request.postData() ?? '').not.toContain('adminKey');
    expect(dataCalls.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('runs the campaign: key required, test first, preview, then sent once', async () => {
    const key = campaignKey();
    const testCalls = recordRequests(page, '/api/admin/send-beta-turbulence-test');
    const runCalls = recordRequests(page, '/api/admin/send-beta-turbulence-campaign');
    await page.goto(`${SITE_URL}/admin`);
    await page.getByRole('link', { name: 'Campaign', exact: true }).click();
    await page.waitForURL(`${SITE_URL}/admin/beta-email`);
    const keyField = page.getByLabel('Admin key');
    await keyField.waitFor({ timeout: 30_000 });
    await expect(keyField.getAttribute('type')).resolves.toBe('password');
    const sendCampaign = page.getByTestId('send-campaign');
    await expect(sendCampaign.isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('send-test-first').innerText()).resolves.toBe('Send test email first');

    // No key: 'Admin key required', nothing sent.
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Admin key required', { exact: true }).waitFor();
    expect(testCalls).toHaveLength(0);

    // A wrong key is refused by the server.
    await keyField.fill('not-the-key');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    const refused = toasts(page, 'Failed to Send');
    await waitForToast(page, ['Failed to Send'], { timeout: 30_000 });
    await expect(refused.innerText()).resolves.toContain('Invalid admin key');
    await expect(sendCampaign.isDisabled()).resolves.toBe(true);
    expect(inbox.to(ADMIN_EMAIL)).toHaveLength(0);

    // The right key: the test goes to the admin's own address and unlocks the campaign.
    await keyField.fill(key);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await waitForToast(page, ['Test Email Sent'], { timeout: 30_000 });
    await page.getByTestId('test-sent').waitFor();
    await expect.poll(() => inbox.to(ADMIN_EMAIL).length, { timeout: 15_000 }).toBe(1);
    await expect(sendCampaign.isEnabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Load Preview' }).click();
    const preview = page.getByTestId('campaign-preview');
    await preview.waitFor({ timeout: 30_000 });
    const audience = await loadMemberAudience(getFirestore());
    const stat = (id: string) => preview.locator(`[data-stat="${id}"]`).innerText();
    await expect(stat('realRecipients')).resolves.toBe(String(audience.recipients.length));
    await expect(stat('testAccountsFiltered')).resolves.toBe(String(audience.testAccounts));
    await expect(stat('totalUsers')).resolves.toBe(
      String((await getFirestore().collection(COLLECTIONS.users).count().get()).data().count),
    );
    await expect(stat('batchInfo')).resolves.toMatch(/batch/);

    const before = inbox.messages.length;
    await sendCampaign.click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialog.getByRole('button', { name: 'Send Campaign' }).click();
    await waitForToast(page, ['Campaign Sent'], { timeout: 60_000 });
    await expect(sendCampaign.innerText()).resolves.toBe('Campaign Sent');
    await expect(sendCampaign.isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('campaign-counts').innerText()).resolves.toBe(
      `${audience.recipients.length} sent, 0 failed`,
    );
    // Every real recipient got exactly one copy (the admin: the test plus the campaign).
    await expect.poll(() => inbox.messages.length - before, { timeout: 15_000 }).toBe(audience.recipients.length);
    for (const r of audience.recipients) {
      expect(inbox.messages.slice(before).filter((m) => m.envelopeTo.includes(r.email.toLowerCase()))).toHaveLength(1);
    }
    expect(runCalls).toHaveLength(1);

    // The key was never stored by the page.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toContain(key);
    expect(errors).toEqual([]);
  });

  it('shows a held AI score with everything the judge read, in full, and releases it with an adjusted score', async () => {
    const approved = await getFirestore()
      .collection(COLLECTIONS.submissions)
      .where('status', '==', 'approved')
      .limit(1)
      .get();
    const id = approved.docs[0]!.id;
    const longUrl = `https://held.example.com/${'deep-path/'.repeat(30)}end`;
    await submission(id).update({
      aiScore: 9.4,
      aiHeldAt: systemClock()(),
      projectUrl: longUrl,
      projectIntention: 'An intention the judge reads in full',
    });
    await page.goto(`${SITE_URL}/admin`);
    const card = page.getByTestId(`held-${id}`);
    await card.waitFor({ timeout: 30_000 });
    // The URL is shown whole (the judge reads all of it), and the intention with it.
    await expect(card.getByRole('link', { name: longUrl }).getAttribute('href')).resolves.toBe(longUrl);
    await expect(card.innerText()).resolves.toContain('An intention the judge reads in full');

    await card.getByRole('textbox').fill('7.5');
    await card.getByRole('button', { name: 'Release' }).click();
    await waitForToast(page, ['released with 7.5'], { timeout: 15_000 });
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    const stored = (await submission(id).get()).data()!;
    expect(stored.aiHeldAt).toBeNull();
    expect(stored.aiScore).toBe(7.5);
    expect(errors).toEqual([]);
  });
});

describe('fairness review (desktop)', () => {
  it('lists a flagged vote group with its evidence; the admin discounts it with why', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const now = systemClock()();
    const weekStart = weekStartOf(now);
    const approved = await getFirestore()
      .collection(COLLECTIONS.submissions)
      .where('status', '==', 'approved')
      .limit(1)
      .get();
    const project = approved.docs[0]!;
    const id = `${weekStart}_e2e00001`;
    const group = getFirestore().collection(COLLECTIONS.fairnessGroups).doc(id);
    await group.set(
      toStored(
        fairnessGroupSchema.parse({
          id,
          weekStart,
          projectIds: [project.id],
          accountIds: Array.from({ length: 30 }, (_, i) => `ring${i}`),
          accountCount: 30,
          voteCount: 90,
          votesByProject: { [project.id]: 90 },
          reasons: ['same_projects', 'fresh_accounts', 'burst'],
          evidence: { freshAccounts: 30, burstWindowMinutes: 45, firstVoteAt: now, lastVoteAt: now },
          detectedAt: now,
          updatedAt: now,
        }),
      ),
    );
    await signInOnAdminPage(page, ADMIN_EMAIL);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Fairness' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fairness review' }).waitFor({ timeout: 30_000 });
    const card = page.getByTestId('fairness-group');
    await card.waitFor({ timeout: 15_000 });
    await expect(card.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(project.get('projectName'));
    await card.getByText('30 accounts · 90 votes').waitFor();
    await card.getByText('30 of 30 accounts were created at most 72 h before they voted').waitFor();
    await card.getByText('80% of the votes came within 45 minutes').waitFor();
    const discount = card.getByRole('button', { name: 'Discount 90 votes' });
    await expect(discount.isDisabled()).resolves.toBe(true);
    await card.getByLabel('Why (kept with the decision)').fill('A ring of accounts made on Tuesday');
    await discount.click();
    await waitForToast(page, ['Votes discounted'], { timeout: 15_000 });
    await expect.poll(() => card.getByTestId('fairness-status').innerText(), { timeout: 15_000 }).toBe('discounted');
    await card.getByTestId('fairness-decision').getByText(`Discounted by ${ADMIN_EMAIL}`, { exact: false }).waitFor();
    const stored = (await group.get()).data()!;
    expect(stored).toMatchObject({
      status: 'discounted',
      decidedByEmail: ADMIN_EMAIL,
      decisionNote: 'A ring of accounts made on Tuesday',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin forms whose checks cannot load (desktop)', () => {
  it("a test send says 'Failed to Send' and sends nothing when the form's checks never arrive", async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    // The checks' chunk (load-input-checks.ts) is lost on the way: as the page shows, and again on the send.
    const lost: string[] = [];
    await page.route('**/assets/admin-input-checks-*.js', (route) => {
      lost.push(route.request().url());
      return route.abort('connectionfailed');
    });
    await signInOnAdminPage(page, ADMIN_EMAIL);
    const sendCalls = recordRequests(page, '/api/admin/send-test-voting-reminder');
    await page.getByRole('link', { name: 'Email Preview' }).click();
    await page.waitForURL(`${SITE_URL}/admin/email-preview`);
    await page.getByLabel('Test email address').fill(TEST_ADDRESS);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await waitForToast(page, ['Failed to Send'], { timeout: 30_000 });
    expect(lost.length).toBeGreaterThan(0);
    expect(sendCalls).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin (mobile)', () => {
  it('approves the last pending project and shows the empty state, without sideways scrolling', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await signInOnAdminPage(page, ADMIN_EMAIL);
    const last = pending[3]!;
    const approve = page.getByRole('button', { name: `Approve ${last.projectName}` });
    await approve.waitFor({ timeout: 30_000 });
    // Rows stack into cards: every action is on screen without scrolling the table sideways.
    for (const action of ['Approve', 'Reject', 'Delete']) {
      const box = await page.getByRole('button', { name: `${action} ${last.projectName}` }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    const remaining = pending.length - 3;
    await expect(page.getByTestId('pending-row').count()).resolves.toBe(remaining);

    for (const p of pending.slice(3)) {
      await page.getByRole('button', { name: `Approve ${p.projectName}` }).tap();
      await waitForToast(page, ['Status Updated', p.projectName], { timeout: 30_000 });
      expect((await submission(p.id).get()).get('status')).toBe('approved');
    }
    const empty = page.getByTestId('pending-empty');
    await empty.waitFor({ timeout: 15_000 });
    await expect(empty.innerText()).resolves.toBe(EMPTY);
    expect(errors).toEqual([]);
    await context.close();
  });
});
