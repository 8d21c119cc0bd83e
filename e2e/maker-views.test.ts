// What a maker sees of their projects, from an empty database through the Hosting emulator: a held
// AI score explained on My Projects, on the rules page and by e-mail when an admin releases or
// adjusts it; ranks from the chart that is live now (a project that fell off shows its last rank
// and week, on My Projects and on its badge); the launchpad's "Added N days ago" from the day a
// project went live, and 100 % profiles featured first within their day group.
import type { Browser, Page } from 'playwright-core';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../functions/src/domain/api';
import { weekOfLabel } from '../functions/src/domain/badge';
import { COLLECTIONS, CURRENT_CHART_ID } from '../functions/src/domain/collections';
import { AI_HOLD_MIN_SCORE } from '../functions/src/domain/constants';
import { chartSchema } from '../functions/src/domain/entities';
import { toStored } from '../functions/src/domain/firestore-data';
import { addLocalDays, shiftWeek, weekStartInstant, weekStartOf } from '../functions/src/domain/week';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { systemClock } from '../functions/src/infra/clock';
import { rebuildListIndexes } from '../functions/src/services/list-index';
import type { Harness, TestUser } from '../functions/test/api-harness';
import { call, signInAs } from '../functions/test/api-harness';
import {
  HOSTING_URL,
  adminDb,
  approvedSubmission,
  chartRowOf,
  judgedSubmission,
  putSubmissions,
} from '../functions/test/helpers';
import { resetEmulators } from '../scripts/lib/seed/run';
import { relativeDayLabel } from '../web/src/lib/relative-days';
import { SITE_URL, launchBrowser, openPage } from './browser';
import { signInWithGoogle } from './google-sign-in';
import type { Inbox } from './inbox';
import { startInbox } from './inbox';

const WAIT = { timeout: 30_000 };
const MAKER_EMAIL = 'maker-views@vibechart.dev';
const now = systemClock()();
const thisWeek = weekStartOf(now);
const lastWeek = shiftWeek(thisWeek, -1);
const hosting = { baseUrl: HOSTING_URL } as Harness;
/** The launchpad's projects approved by the admin today, in this order. */
const APPROVED_TODAY = ['pad-complete', 'pad-plain-1', 'pad-plain-2'];
const COMPLETE_PROFILE = {
  projectUrl: 'https://complete.example.dev/',
  thumbnailUrl: 'https://complete.example.dev/t.webp',
  stage: 'Side project' as const,
  links: { github: 'https://github.com/vibechart/complete' },
  modelProviders: ['GPT-5'],
};
const OLD_LIVE_AT = addLocalDays(now, -3);

let browser: Browser;
let page: Page;
let errors: string[];
let inbox: Inbox;
let admin: TestUser;
let makerUid: string;

const myProject = (name: string) => page.getByTestId('my-project').filter({ hasText: name });
const rankOf = (name: string) =>
  myProject(name).getByTestId('project-stats').locator('div', { hasText: 'Rank' }).locator('dd').textContent();

async function openMyProjects(): Promise<void> {
  await page.goto(`${SITE_URL}/my-page`);
  await myProject('Held Star').waitFor(WAIT);
}

beforeAll(async () => {
  await resetEmulators(createBlobStore());
  const db = adminDb();
  inbox = await startInbox();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, 'desktop'));
  await page.goto(`${SITE_URL}/`);
  await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), MAKER_EMAIL, 'Mia Maker');
  await page.getByTestId('profile-button').waitFor(WAIT);
  makerUid = (await getAuth().getUserByEmail(MAKER_EMAIL)).uid;
  admin = await signInAs('maker-views-admin@vibechart.dev', { admin: true, name: 'Admin' });

  const mine = { submittedBy: makerUid, aiJudgedAt: addLocalDays(now, -9) };
  const charted = judgedSubmission('charted', 8.5, {
    ...mine,
    projectName: 'Charted Now',
    lastChartRank: 3,
    lastChartWeekStart: thisWeek,
    peakRank: 3,
    weeksOnChart: 2,
  });
  await putSubmissions(
    judgedSubmission('held', AI_HOLD_MIN_SCORE + 0.4, { ...mine, projectName: 'Held Star', aiHeldAt: now }),
    judgedSubmission('held-2', AI_HOLD_MIN_SCORE + 0.2, { ...mine, projectName: 'Held Too', aiHeldAt: now }),
    judgedSubmission('fell', 8.0, {
      ...mine,
      projectName: 'Fell Off',
      lastChartRank: 57,
      lastChartWeekStart: lastWeek,
      peakRank: 57,
      weeksOnChart: 1,
    }),
    charted,
    // Submitted 20 days ago, live on the launchpad for 3.
    approvedSubmission('old-live', {
      projectName: 'Old Submission',
      createdAt: addLocalDays(now, -20),
      approvedAt: OLD_LIVE_AT,
      launchpadLiveAt: OLD_LIVE_AT,
    }),
    ...APPROVED_TODAY.map((id, i) =>
      approvedSubmission(id, {
        projectName: `Launch ${id}`,
        status: 'pending',
        createdAt: addLocalDays(now, -10),
        approvedAt: null,
        launchpadLiveAt: null,
        ...(i === 0 ? COMPLETE_PROFILE : {}),
      }),
    ),
  );
  const chart = chartSchema.parse({
    id: thisWeek,
    weekOf: thisWeek,
    publishedAt: weekStartInstant(thisWeek),
    entries: [chartRowOf(charted, 3, { isNew: false, chartStatus: '↑4', previousRank: 7, weeksOnChart: 2 })],
  });
  await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));
  await rebuildListIndexes(db, now);
  // The admin approves the launchpad's projects of today, the complete profile first (the oldest).
  for (const id of APPROVED_TODAY) {
    const res = await call(hosting, 'PATCH', API.setSubmissionStatus.path.replace(':id', id), {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(res.status, id).toBe(200);
    // Each approval at an instant of its own: a run's set clock moves 1 ms a second, and two approvals
    // in one millisecond list by id, not newest first.
    const after = systemClock()().getTime();
    while (systemClock()().getTime() <= after) await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  await browser?.close();
  await inbox?.close();
});

describe('held AI scores are explained', () => {
  it('My Projects says "AI score held for review"; the rules page says very high scores are checked', async () => {
    await openMyProjects();
    expect(await myProject('Held Star').getByTestId('ai-score-held').textContent()).toBe('AI score held for review');
    expect(await myProject('Held Star').getByTestId('ai-score-held-note').textContent()).toMatch(
      /checked by a person before the project can chart/,
    );
    expect(await myProject('Fell Off').getByTestId('ai-score-held').count()).toBe(0);

    await page.goto(`${SITE_URL}/rules`);
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain(
      `Very high scores (${AI_HOLD_MIN_SCORE.toFixed(1)} or more) are checked by a person before they chart`,
    );
    expect(text).toContain('Very high scores are checked by a person before the project can chart.');
  });

  it('adjusting or releasing the held score e-mails the maker once; My Projects no longer says held', async () => {
    const release = (id: string, body: object) =>
      call(hosting, 'POST', API.releaseHeldProject.path.replace(':id', id), { token: admin.token, body });
    const adjusted = await release('held', { aiScore: 7.6 });
    expect(adjusted.body).toEqual({ id: 'held', aiScore: 7.6 });
    await expect.poll(() => inbox.to(MAKER_EMAIL).length, WAIT).toBe(1);
    const [first] = inbox.to(MAKER_EMAIL);
    expect(first!.header('subject')).toBe('Held Star: your AI score was checked and it can chart');
    expect(first!.text).toContain(
      `An admin checked it and adjusted it from ${(AI_HOLD_MIN_SCORE + 0.4).toFixed(1)} to 7.6.`,
    );
    expect(first!.text).toContain('/p/held');

    // Released as the judge gave it: the other e-mail; a second release is refused and mails nobody.
    expect((await release('held-2', {})).status).toBe(200);
    await expect.poll(() => inbox.to(MAKER_EMAIL).length, WAIT).toBe(2);
    expect(inbox.to(MAKER_EMAIL)[1]!.text).toContain(
      `released it as the judge gave it: ${(AI_HOLD_MIN_SCORE + 0.2).toFixed(1)}.`,
    );
    expect((await release('held', {})).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.to(MAKER_EMAIL)).toHaveLength(2);

    await openMyProjects();
    expect(await page.getByTestId('ai-score-held').count()).toBe(0);
  });
});

describe('ranks are current', () => {
  it('My Projects shows #3 for the project on the live chart, and the last rank and week for one that fell off', async () => {
    await openMyProjects();
    expect(await rankOf('Charted Now')).toBe('#3');
    expect(await myProject('Charted Now').getByTestId('last-chart').count()).toBe(0);
    expect(await rankOf('Fell Off')).toBe('—');
    expect(await myProject('Fell Off').getByTestId('last-chart').textContent()).toBe(
      `Last on the chart: #57 · week of ${weekOfLabel(lastWeek, now.getFullYear())}`,
    );
  });

  it('the badge of a project off the chart says "#57 · week of …"; on the chart "#3 this week"', async () => {
    const badge = async (id: string) => {
      const res = await fetch(`${SITE_URL}/api/badge/${id}.svg`);
      expect(res.status).toBe(200);
      return res.text();
    };
    const label = weekOfLabel(lastWeek, Number(thisWeek.slice(0, 4)));
    expect(label).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
    const fell = await badge('fell');
    expect(fell).toContain(`#57 · week of ${label}`);
    expect(fell).not.toContain('this week');
    expect(await badge('charted')).toContain('#3 this week');
  });
});

describe('the launchpad', () => {
  it('counts "Added N days ago" from the day a project went live, and lists 100 % profiles first in their day', async () => {
    await page.goto(`${SITE_URL}/launchpad`);
    await page.locator('[data-project-row]').nth(3).waitFor(WAIT);
    const rows = page.locator('[data-project-row]');
    const ids = await rows.evaluateAll((els) => els.map((el) => el.id.replace(/^project-/, '')));
    // Today's group: the complete profile first although it went live first, then newest first.
    expect(ids).toEqual(['pad-complete', 'pad-plain-2', 'pad-plain-1', 'old-live']);
    expect(await page.locator('#project-pad-complete').getByTestId('featured').textContent()).toBe('FEATURED');
    expect(await page.getByTestId('featured').count()).toBe(1);

    const added = await rows.evaluateAll((els) =>
      els.map((el) => el.querySelector('[data-testid="added"]')?.textContent ?? null),
    );
    // In the browser's calendar days, as the page counts them after hydration (this process shares its zone).
    const liveLabel = `Added ${relativeDayLabel(OLD_LIVE_AT, now)}`;
    expect(liveLabel).not.toBe(`Added ${relativeDayLabel(addLocalDays(now, -20), now)}`);
    expect(added).toEqual(['Added today', 'Added today', 'Added today', liveLabel]);

    await page.goto(`${SITE_URL}/rules`);
    expect(await page.getByRole('main').textContent()).toContain(
      'Projects with a 100% complete profile (name, link, summary, thumbnail, builder stack, a link to you and a stage) are featured: marked, and listed first among the projects added the same day.',
    );
    expect(errors).toEqual([]);
  });
});
