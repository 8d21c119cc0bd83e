// Finding any approved project on All Projects, from an empty database with a few projects: the
// page is linked from the top bar, the mobile menu and the footer; its search (a builder tool and
// the start of a name) changes the address in place, and a searched address renders its rows on
// the server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../functions/src/domain/collections';
import { submissionSchema } from '../functions/src/domain/entities';
import { toStored } from '../functions/src/domain/firestore-data';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { resetEmulators } from '../scripts/lib/seed/run';
import { PROJECT_ID } from '../scripts/lib/project';
import { SITE_URL, launchBrowser, openPage } from './browser';

const WAIT = { timeout: 30_000 };
let browser: Browser;

const PROJECTS = [
  { id: 'plantsense', projectName: 'PlantSense', builderTool: ['Cursor'], minutes: 1 },
  { id: 'platslagaren', projectName: 'Plåtslagaren', builderTool: ['Bolt'], minutes: 2 },
  { id: 'rocket', projectName: 'Rocket Notes', builderTool: ['Cursor', 'Supabase'], minutes: 3 },
];

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  await resetEmulators(createBlobStore());
  const db = getFirestore();
  for (const p of PROJECTS) {
    const createdAt = new Date(Date.UTC(2026, 9, 1, 12, p.minutes));
    const submission = submissionSchema.parse({
      id: p.id,
      projectName: p.projectName,
      projectUrl: `https://${p.id}.example.com`,
      description: `${p.projectName}, made with AI.`,
      builderTool: p.builderTool,
      submittedBy: `maker-${p.id}`,
      status: 'approved',
      createdAt,
      approvedAt: createdAt,
      launchpadLiveAt: createdAt,
    });
    await db.collection(COLLECTIONS.submissions).doc(p.id).set(toStored(submission));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const rowIds = async (page: Page) =>
  (await page.locator('li[data-project-row]').evaluateAll((els) => els.map((el) => el.id))).map((id) =>
    id.replace(/^project-/, ''),
  );

describe('All Projects: linked everywhere, searchable', () => {
  it('is linked from the top bar, the footer and the mobile menu', async () => {
    const desktop = await openPage(browser, 'desktop');
    await desktop.page.goto(`${SITE_URL}/about`);
    expect(await desktop.page.locator('header').getByRole('link', { name: 'ALL PROJECTS' }).getAttribute('href')).toBe(
      '/projects',
    );
    expect(await desktop.page.locator('footer').getByRole('link', { name: 'All Projects' }).getAttribute('href')).toBe(
      '/projects',
    );
    await desktop.context.close();

    const mobile = await openPage(browser, 'mobile');
    await mobile.page.goto(`${SITE_URL}/about`);
    await mobile.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = mobile.page.getByTestId('mobile-menu');
    await menu.getByRole('link', { name: 'ALL PROJECTS' }).click();
    await mobile.page.waitForURL(`${SITE_URL}/projects`, WAIT);
    await mobile.page.locator('li[data-project-row]').first().waitFor(WAIT);
    expect(new Set(await rowIds(mobile.page))).toEqual(new Set(PROJECTS.map((p) => p.id)));
    expect(mobile.errors).toEqual([]);
    await mobile.context.close();
  });

  it('filters by tool and searches by the start of a name, in place', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.goto(`${SITE_URL}/projects`);
    const form = page.getByTestId('all-projects-filter');
    await form.getByLabel('Builder tool').selectOption('Cursor');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${SITE_URL}/projects?tool=Cursor`, WAIT);
    // Newest first.
    await expect.poll(() => rowIds(page), WAIT).toEqual(['rocket', 'plantsense']);

    await form.getByLabel('Builder tool').selectOption('');
    await form.getByLabel('Project name starts with').fill('  PLÅ');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${SITE_URL}/projects?q=pla`, WAIT);
    // By name.
    await expect.poll(() => rowIds(page), WAIT).toEqual(['plantsense', 'platslagaren']);

    await form.getByLabel('Project name starts with').fill('zebra');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('all-projects-empty').waitFor(WAIT);

    await page.getByTestId('all-projects-clear').click();
    await page.waitForURL(`${SITE_URL}/projects`, WAIT);
    await expect.poll(async () => (await rowIds(page)).length, WAIT).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a searched address on the server, before any script runs', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await context.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${SITE_URL}/projects?tool=Cursor&q=Roc`);
    expect(await rowIds(page)).toEqual(['rocket']);
    const form = page.getByTestId('all-projects-filter');
    expect(await form.getByLabel('Builder tool').inputValue()).toBe('Cursor');
    // Redirected to the search's one URL (the CDN keeps one answer per search).
    expect(page.url()).toBe(`${SITE_URL}/projects?tool=Cursor&q=roc`);
    expect(await form.getByLabel('Project name starts with').inputValue()).toBe('roc');
    await page.goto(`${SITE_URL}/projects?tool=Nope`);
    expect(page.url()).toBe(`${SITE_URL}/projects`);
    expect(new Set(await rowIds(page))).toEqual(new Set(PROJECTS.map((p) => p.id)));
    await context.close();
  });
});
