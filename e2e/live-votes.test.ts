// A vote visibly counts, for everyone, at once. From an empty database: one project on this week's
// chart (frozen at 5 votes at Monday's cut-off) and one on the launchpad (2 votes). A member votes on
// `/` and on `/launchpad`: the row shows the server's new count from the vote's answer, even while the
// refetched list answers come from a cache from before the vote (stubbed here as a CDN would serve
// them); a reload shows it, and a second browser sees it. The emulator has no CDN: the cache windows
// in production are the Cache-Control headers checked here (the chart's live votes 30 s, the lists
// up to 5 min at the CDN).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID } from '../functions/src/domain/collections';
import { chartSchema } from '../functions/src/domain/entities';
import { toStored } from '../functions/src/domain/firestore-data';
import { addLocalDays, weekStartInstant, weekStartOf } from '../functions/src/domain/week';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { systemClock } from '../functions/src/infra/clock';
import { rebuildListIndexes } from '../functions/src/services/list-index';
import { adminDb, approvedSubmission, chartRowOf, putSubmissions } from '../functions/test/helpers';
import { resetEmulators } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser, openPage, waitForToast } from './browser';
import { signInWithGoogle } from './google-sign-in';

const WAIT = { timeout: 30_000 };
const now = systemClock()();
const weekOf = weekStartOf(now);
const CHARTED = 'live-chart';
const LAUNCHED = 'live-pad';
const LIVE_VOTES_PATH = '/api/chart/live-votes';
const LAUNCHPAD_PATH = '/api/projects/launchpad';

let browser: Browser;
let page: Page;
let errors: string[];

const row = (p: Page, id: string) => p.locator(`#project-${id}`);
const voteCount = (p: Page, id: string) => row(p, id).getByTestId('vote-count').textContent();
const weeklyVotes = (p: Page, id: string) => row(p, id).getByTestId('weekly-votes').textContent();

/**
 * Serves every later request for these paths (a page or an /api answer; the query is not compared)
 * what they answered before the vote, as the CDN or the browser's cache may for a while; counts those served.
 */
async function serveFromBefore(...paths: string[]): Promise<{ served: () => number }> {
  const before = new Map<string, { body: string; headers: Record<string, string> }>();
  for (const path of paths) {
    const res = await fetch(`${SITE_URL}${path}`);
    expect(res.ok).toBe(true);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    // fetch decoded the body: the browser gets it as it is.
    delete headers['content-encoding'];
    delete headers['content-length'];
    before.set(new URL(path, SITE_URL).pathname, { body: await res.text(), headers });
  }
  let served = 0;
  await page.route(
    (url) => url.origin === SITE_URL && before.has(url.pathname),
    async (route) => {
      const { body, headers } = before.get(new URL(route.request().url()).pathname)!;
      served++;
      await route.fulfill({ status: 200, headers, body });
    },
  );
  return { served: () => served };
}

/** A signed-out visitor in a browser of their own. */
async function secondBrowserSees(path: string, id: string): Promise<[string | null, string | null]> {
  const other = await openPage(browser, 'mobile');
  try {
    await other.page.goto(`${SITE_URL}${path}`);
    await row(other.page, id).waitFor(WAIT);
    const weekly = path === '/' ? await weeklyVotes(other.page, id) : null;
    return [await voteCount(other.page, id), weekly];
  } finally {
    await other.context.close();
  }
}

beforeAll(async () => {
  await resetEmulators(createBlobStore());
  const db = adminDb();
  const charted = approvedSubmission(CHARTED, {
    projectName: 'Live Chart Project',
    aiScore: 8.1,
    innovationScore: 8,
    utilityScore: 8,
    aiJudgedAt: addLocalDays(now, -10),
    launchpadLiveAt: null,
    voteCount: 5,
  });
  const launched = approvedSubmission(LAUNCHED, {
    projectName: 'Live Launchpad Project',
    approvedAt: addLocalDays(now, -1),
    launchpadLiveAt: addLocalDays(now, -1),
    voteCount: 2,
  });
  await putSubmissions(charted, launched);
  const entries = [chartRowOf(charted, 1, { voteCount: 5 })];
  const chart = chartSchema.parse({ id: weekOf, weekOf, publishedAt: weekStartInstant(weekOf), entries });
  await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));
  await rebuildListIndexes(db, now);
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, 'desktop'));
  await page.goto(`${SITE_URL}/`);
  await row(page, CHARTED).waitFor(WAIT);
  await signInWithGoogle(page, () => page.getByTestId('sign-in-button').click(), 'live-votes@vibechart.dev');
  await page.getByTestId('profile-button').waitFor(WAIT);
});

afterAll(async () => {
  await browser?.close();
});

describe('a vote visibly counts, for everyone, at once', () => {
  it('on /: the row shows the answer\'s 6 and "1 vote this week", after a stale refetch, a reload and in a second browser', async () => {
    const live = await fetch(`${SITE_URL}${LIVE_VOTES_PATH}`);
    expect(live.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
    expect(await voteCount(page, CHARTED)).toBe('5');
    expect(await weeklyVotes(page, CHARTED)).toBe('0 votes this week');

    const stale = await serveFromBefore('/', LIVE_VOTES_PATH);
    await row(page, CHARTED)
      .getByRole('button', { name: /^Vote for / })
      .click();
    await waitForToast(page, ['Vote counted! ✨'], WAIT);
    await expect.poll(() => voteCount(page, CHARTED), WAIT).toBe('6');
    expect(await weeklyVotes(page, CHARTED)).toBe('1 vote this week');
    // The vote refetched the live votes and got the answer from before it: the row kept the new count.
    await expect.poll(stale.served, WAIT).toBeGreaterThan(0);
    expect(await voteCount(page, CHARTED)).toBe('6');

    // A reload while the page and its counts come from caches from before the vote keeps its answer.
    await page.reload();
    await row(page, CHARTED).waitFor(WAIT);
    await expect.poll(() => voteCount(page, CHARTED), WAIT).toBe('6');
    expect(await weeklyVotes(page, CHARTED)).toBe('1 vote this week');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Without stale caches the server itself answers the new count.
    await page.reload();
    await expect.poll(() => weeklyVotes(page, CHARTED), WAIT).toBe('1 vote this week');
    expect(await (await fetch(`${SITE_URL}${LIVE_VOTES_PATH}`)).json()).toMatchObject({ votes: { [CHARTED]: 1 } });
    expect(await secondBrowserSees('/', CHARTED)).toEqual(['6', '1 vote this week']);
    expect(errors).toEqual([]);
  });

  it("on /launchpad: the row shows the answer's 3, after a stale refetch, a reload and in a second browser", async () => {
    await page.goto(`${SITE_URL}/launchpad`);
    await row(page, LAUNCHED).waitFor(WAIT);
    expect(await voteCount(page, LAUNCHED)).toBe('2');
    const list = await fetch(`${SITE_URL}${LAUNCHPAD_PATH}?page=1&limit=24`);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');

    const stale = await serveFromBefore('/launchpad', `${LAUNCHPAD_PATH}?page=1&limit=24`);
    await row(page, LAUNCHED)
      .getByRole('button', { name: /^Vote for / })
      .click();
    await waitForToast(page, ['Vote counted! ✨'], WAIT);
    await expect.poll(() => voteCount(page, LAUNCHED), WAIT).toBe('3');
    await expect.poll(stale.served, WAIT).toBeGreaterThan(0);
    expect(await voteCount(page, LAUNCHED)).toBe('3');

    await page.reload();
    await row(page, LAUNCHED).waitFor(WAIT);
    await expect.poll(() => voteCount(page, LAUNCHED), WAIT).toBe('3');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    expect(await secondBrowserSees('/launchpad', LAUNCHED)).toEqual(['3', null]);
    // A launchpad project that cannot chart yet (not judged) adds nothing to the chart's live votes.
    const votes = ((await (await fetch(`${SITE_URL}${LIVE_VOTES_PATH}`)).json()) as { votes: Record<string, number> })
      .votes;
    expect(votes[LAUNCHED]).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
