// Every badge of every list row fits on a phone (320 to 430 px wide): the chart's movement badge
// ('New Entry', 'Re-entry', '↑12'…), its HOT / NEW flags, Security Verified, the tool badges, and the
// launchpad's NEW / FEATURED. A geometry check, not a pixel comparison: each badge's box lies inside
// its row and the viewport, and its text inside the badge (nothing cut at an edge). From an empty
// database: the chart is written as the Monday job publishes it (a row of each movement needs weeks
// of history), the launchpad's projects as approvals leave them, then the index is rebuilt.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENT_CHART_ID } from '../functions/src/domain/collections';
import type { ListedProject } from '../functions/src/domain/entities';
import { chartSchema } from '../functions/src/domain/entities';
import { toStored } from '../functions/src/domain/firestore-data';
import { addLocalDays, weekStartInstant, weekStartOf } from '../functions/src/domain/week';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { systemClock } from '../functions/src/infra/clock';
import { rebuildListIndexes } from '../functions/src/services/list-index';
import { adminDb, approvedSubmission, chartRowOf, putSubmissions } from '../functions/test/helpers';
import { resetEmulators } from '../scripts/lib/seed/run';
import { SITE_URL, launchBrowser } from './browser';

const WIDTHS = [320, 360, 375, 390, 414, 430];
const now = systemClock()();
const weekOf = weekStartOf(now);
const LONG_NAME = 'An Extraordinarily Long Project Name That Wraps On Phones';
const TOOLS = {
  modelProviders: ['Claude 4 Sonnet', 'GPT-5'],
  ideAgents: ['Windsurf Cascade Agent', 'Claude Code'],
  hostsFrameworks: ['Cloudflare Workers', 'Next.js'],
};
/** One row of each movement the chart shows, with the flags and badges that sit beside it. */
const MOVEMENTS: [string, Partial<ListedProject>][] = [
  ['New Entry', { isNew: true, isHot: true, isSecurityVerified: true }],
  ['Re-entry', { isSecurityVerified: true }],
  ['↑12', { isHot: true, previousRank: 15 }],
  ['↓3', { previousRank: 1 }],
  ['=', { previousRank: 5 }],
  ['↑99', { isHot: true, previousRank: 100 }],
];

let browser: Browser;

/**
 * The rows' badges: movement, HOT / NEW flags, Security Verified, FEATURED and the tool badges (the
 * built page has hashed class names only, so they are found by their test ids and data attributes).
 */
const BADGES = [
  '[data-testid="movement"]',
  '[data-testid="flag-hot"]',
  '[data-testid="flag-new"]',
  '[data-testid="security-badge"]',
  '[data-testid="featured"]',
  '[data-tool-color]',
].join(', ');

/**
 * Each visible badge of each row whose box leaves its row or the viewport, or whose text
 * leaves the badge's content box (measured on the laid-out text, screen-reader-only text left out).
 */
async function misfits(page: Page, rowSelector: string): Promise<string[]> {
  return page.locator(rowSelector).evaluateAll((rows, BADGES) => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    for (const row of rows) {
      const box = row.getBoundingClientRect();
      const badges = Array.from(row.querySelectorAll<HTMLElement>(BADGES)).concat(
        Array.from(row.querySelectorAll<HTMLElement>('span')).filter((span) => span.textContent?.trim() === 'NEW'),
      );
      for (const badge of badges) {
        const r = badge.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(badge).display === 'none') continue;
        const name = `${row.id} "${badge.textContent?.trim()}"`;
        if (!inside(r, box)) out.push(`${name} leaves its row`);
        if (r.left < -0.5 || r.right > width + 0.5) out.push(`${name} leaves the viewport`);
        // The text stays inside the badge's padding: text pushed into it is the first step to a cut edge.
        const style = getComputedStyle(badge);
        const content = {
          left: r.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
          right: r.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
        } as DOMRect;
        const walker = document.createTreeWalker(badge, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || getComputedStyle(node.parentElement!).position === 'absolute') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects())) {
            if (!inside(line, content)) out.push(`${name}: "${node.textContent.trim()}" leaves the badge's padding`);
          }
        }
      }
    }
    return out;
  }, BADGES);
}

/**
 * The phone's own font and text size vary: besides the page as it is, each check runs in a wider
 * font and at Android's "large" text size (the page's rem sizes grow, a px width does not).
 */
const TEXT_SETTINGS: [string, string | null][] = [
  ['the default font', null],
  ['a wider font', '* { font-family: "DejaVu Sans", sans-serif !important; }'],
  ['large text', 'html { font-size: 118.75% !important; }'],
];

async function checkRows(page: Page, rowSelector: string): Promise<string[]> {
  const found: string[] = [];
  // Every row has badges to check: at least its tool badges.
  const rows = await page.locator(rowSelector).count();
  expect(await page.locator(rowSelector).locator(BADGES).count()).toBeGreaterThan(rows);
  for (const [name, css] of TEXT_SETTINGS) {
    const chipFont = () =>
      page
        .locator('[data-tool-color]')
        .first()
        .evaluate((chip) => {
          const style = getComputedStyle(chip);
          return `${style.fontFamily} ${style.fontSize}`;
        });
    const before = await chipFont();
    const style = css ? await page.addStyleTag({ content: css }) : null;
    // The setting is in force: a style the page refused would leave every check on the default.
    if (css) expect(await chipFont()).not.toBe(before);
    found.push(...(await misfits(page, rowSelector)).map((misfit) => `${name}: ${misfit}`));
    await style?.evaluate((element) => (element as Element).remove());
  }
  return found;
}

beforeAll(async () => {
  await resetEmulators(createBlobStore());
  const db = adminDb();
  const charted = MOVEMENTS.map(([chartStatus], i) =>
    approvedSubmission(`fit-${i}`, {
      projectName: i === 0 ? LONG_NAME : `Fit ${chartStatus}`,
      projectIntention: 'Make every badge fit on a phone',
      builderName: 'A Builder With A Long Name',
      links: { github: 'https://github.com/vibechart/fit', x: 'https://x.com/vibechart' },
      aiScore: 8.1,
      innovationScore: 8,
      utilityScore: 8,
      aiJudgedAt: addLocalDays(now, -10),
      ...TOOLS,
    }),
  );
  const entries = charted.map((s, i) => {
    const [chartStatus, over] = MOVEMENTS[i]!;
    return chartRowOf(s, i + 1, { chartStatus, isNew: false, weeksOnChart: 3, peakRank: 1, ...over });
  });
  const chart = chartSchema.parse({ id: weekOf, weekOf, publishedAt: weekStartInstant(weekOf), entries });
  // The launchpad: one complete profile (NEW and FEATURED), one without a thumbnail.
  const complete = approvedSubmission('fit-featured', {
    projectName: LONG_NAME,
    projectUrl: 'https://featured.example.dev/',
    thumbnailUrl: 'https://featured.example.dev/t.webp',
    stage: 'Side project',
    links: { website: 'https://featured.example.dev/' },
    launchpadLiveAt: addLocalDays(now, -1),
    approvedAt: addLocalDays(now, -1),
    ...TOOLS,
  });
  const plain = approvedSubmission('fit-plain', {
    launchpadLiveAt: addLocalDays(now, -1),
    approvedAt: addLocalDays(now, -1),
    ...TOOLS,
  });
  await putSubmissions(...charted, complete, plain);
  await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));
  await rebuildListIndexes(db, now);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('at %i px wide', (width) => {
  it("every chart row's and launchpad row's badges lie inside the row and the screen, text uncut", async () => {
    // The page's CSP refuses inline styles: bypassed so the text settings' style tags apply.
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${SITE_URL}/`);
      await page
        .locator('[data-testid="chart-row"]')
        .nth(MOVEMENTS.length - 1)
        .waitFor({ timeout: 30_000 });
      const movements = await page.locator('[data-testid="movement"] > [aria-hidden="true"]').allTextContents();
      expect(movements).toEqual(MOVEMENTS.map(([status]) => status));
      // Flags and the security badge are on the rows that have them, so the check sees them.
      expect(await page.getByTestId('flag-hot').count()).toBe(3);
      expect(await page.getByTestId('security-badge').count()).toBe(2);
      expect(await checkRows(page, '[data-testid="chart-row"]')).toEqual([]);

      await page.goto(`${SITE_URL}/launchpad`);
      await page.locator('[data-project-row]').nth(1).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('featured').count()).toBe(1);
      expect(await checkRows(page, '[data-project-row]')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
