// Content pages, the 404 page and the contact form as a visitor sees them, at a desktop and a mobile
// viewport, in Debian's Chromium against the emulator suite.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createBlobStore } from '../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../scripts/lib/seed/run';
import { SITE_URL, VIEWPORTS, launchBrowser, openPage } from './browser';
import { systemClock } from '../functions/src/infra/clock';
import { PROJECT_ID } from '../scripts/lib/project';

type Viewport = keyof typeof VIEWPORTS;

let browser: Browser;

beforeAll(async () => {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const blobStore = createBlobStore();
  await resetEmulators(blobStore);
  await runSeed({ size: 30, now: systemClock()() }, emulatorTargets(blobStore), { thumbnails: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The page's visible text, whitespace collapsed (so "× 10" across elements still matches). */
async function mainText(page: Page): Promise<string> {
  const text = await page.locator('main').innerText();
  return text.replace(/\s+/g, ' ');
}

async function robots(page: Page): Promise<string | null> {
  return page.locator('meta[name="robots"]').last().getAttribute('content');
}

/** A FAQ question: the <summary> of a native disclosure, holding the question as an h3. */
function faqQuestion(scope: Page | Locator, question: string): Locator {
  // A `has` locator is matched inside each summary, so it is built from the page, not the scope.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('summary', { has: page.getByRole('heading', { level: 3, name: question, exact: true }) });
}

/** Whether a FAQ question's answer is open (its <details> element's state). */
async function isOpen(question: Locator): Promise<boolean> {
  return question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
}

async function open(viewport: Viewport, path: string, heading: string) {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`${SITE_URL}${path}`);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  return opened;
}

interface ContentCase {
  path: string;
  heading: string;
  title: string;
  texts: string[];
}

const CONTENT: ContentCase[] = [
  {
    path: '/about',
    heading: 'About VibeChart',
    title: 'About VibeChart',
    texts: ['The AI judge', 'Innovation (1–10)', 'Utility (1–10)', 'AI score of 7.0 or more', 'Copenhagen'],
  },
  {
    path: '/rules',
    heading: 'Rules & Scoring',
    title: 'Rules and scoring',
    texts: [
      'Final Score = (AI score × 10) + (votes × 0.5)',
      'Admin Review',
      'Launchpad 7 days',
      'AI judging',
      'Chart entry',
      'After 4 weeks on the chart',
      'an AI score of 7.0 or more',
      'the top 100 by final score',
      'Tie-breaks',
      'shown capped at 4',
    ],
  },
  {
    path: '/voting-guidelines',
    heading: 'Voting Guidelines',
    title: 'Voting guidelines',
    texts: [
      '10 votes a week',
      'at most 3 votes per project per week',
      '+2 votes for sharing',
      '+3 votes for completing a review session of 5 projects',
      'Voting closes Sunday at midnight, Copenhagen time',
      'your quota resets Monday',
    ],
  },
  {
    path: '/community-rules',
    heading: 'Community Rules',
    title: 'Community rules',
    texts: ['What you can submit', 'self-declaration', 'No buying, selling, trading'],
  },
  {
    path: '/vibe-code-guide',
    heading: 'The Vibe-Coding Guide',
    title: 'vibe-coding guide',
    texts: ['10 practices', 'Keep secrets out of prompts and repositories', 'Say honestly how it was built'],
  },
  {
    path: '/best-vibe-coding-tools',
    heading: 'The 10 Best Vibe Coding Tools in 2026',
    title: 'The 10 Best Vibe Coding Tools in 2026',
    texts: ['Cursor', 'Claude Code', 'Frequently asked questions'],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    title: 'Privacy policy',
    texts: [
      'individual operator based in Denmark',
      'hello@vibechart.dev',
      'within 30 days',
      'only essential cookies',
      'Google account e-mail address and name',
      'Submissions',
      'Votes, vibes',
      'self-declaration',
    ],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    title: 'Terms of service',
    texts: ['governed by Danish law', 'hello@vibechart.dev'],
  },
];

describe.each(Object.keys(VIEWPORTS) as Viewport[])('content pages (%s)', (viewport) => {
  it.each(CONTENT)('$path renders its heading and key texts', async ({ path, heading, title, texts }) => {
    const { page, context, errors } = await open(viewport, path, heading);
    await expect(page.title()).resolves.toContain(title);
    expect(await robots(page)).toContain('index');
    expect(await robots(page)).not.toContain('noindex');
    const text = await mainText(page);
    for (const expected of texts) expect(text, `${path} shows "${expected}"`).toContain(expected);
    // Exactly one h1 per page; sections below it are h2.
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('main h2').count()).toBeGreaterThan(1);
    // Nothing wider than the screen (tables scroll inside their own region).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('voting guidelines state the 3-votes rule, not "one vote per project"', async () => {
    const { page, context } = await open(viewport, '/voting-guidelines', 'Voting Guidelines');
    expect((await mainText(page)).toLowerCase()).not.toContain('one vote per project');
    await context.close();
  });

  it('the vibe-code guide lists 10 practices', async () => {
    const { page, context } = await open(viewport, '/vibe-code-guide', 'The Vibe-Coding Guide');
    const practices = page.locator('#practices ol > li');
    expect(await practices.count()).toBe(10);
    expect(await practices.locator('h3').count()).toBe(10);
    await context.close();
  });

  it('the tools article has a 10-row table with five labelled columns, an FAQ and a submit link', async () => {
    const { page, context, errors } = await open(
      viewport,
      '/best-vibe-coding-tools',
      'The 10 Best Vibe Coding Tools in 2026',
    );
    const table = page.getByRole('table', { name: /Ten vibe coding tools compared/ });
    await table.waitFor();
    const headers = (await table.locator('thead th[scope="col"]').allInnerTexts()).map((t) => t.trim().toLowerCase());
    expect(headers).toEqual(['tool', 'best for', 'why pick it', 'pricing', 'limitation']);
    expect(await table.locator('tbody tr').count()).toBe(10);
    expect(await table.locator('tbody th[scope="row"]').count()).toBe(10);
    for (const row of await table.locator('tbody tr').all()) {
      const cells = (await row.locator('th, td').allInnerTexts()).map((t) => t.trim());
      expect(cells).toHaveLength(5);
      for (const cell of cells) expect(cell.length).toBeGreaterThan(1);
    }

    const submit = page.getByRole('link', { name: 'Submit Your Project' });
    expect(await submit.getAttribute('href')).toBe('/submit');

    const question = faqQuestion(page, 'What is vibe coding?');
    const answer = page.getByText('Building software by describing what you want');
    expect(await isOpen(question)).toBe(false);
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await expect.poll(() => isOpen(question)).toBe(true);
    await answer.waitFor({ state: 'visible' });
    // By keyboard: Enter on the focused question toggles it.
    await question.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(question)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(question)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as Viewport[])('404 page (%s)', (viewport) => {
  it('any unknown path shows the 404 page, noindex, with a way home', async () => {
    const { page, context } = await open(viewport, '/definitely/not/a/page?utm_source=x', '404 Page Not Found');
    await expect(page.title()).resolves.toBe('Page not found');
    expect(await robots(page)).toContain('noindex');
    expect(await page.locator('meta[property="og:image"]').last().getAttribute('content')).toContain(
      '/api/og?route=404',
    );
    const home = page.getByRole('link', { name: 'Back to VibeChart' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${SITE_URL}/`);
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as Viewport[])('contact page (%s)', (viewport) => {
  async function openContact() {
    const opened = await open(viewport, '/contact', 'GET IN TOUCH');
    const posts: string[] = [];
    opened.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.url());
    });
    return { ...opened, posts };
  }

  const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
  const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
  const toastTitle = (page: Page, text: string) =>
    page.locator('[data-scope="toast"][data-part="title"]', { hasText: text });

  async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
    await field(page, 'Name').fill(values.name);
    await field(page, 'Email').fill(values.email);
    if (values.subject) await field(page, 'Subject').selectOption(values.subject);
    await field(page, 'Message').fill(values.message);
  }

  it('shows the validation messages for bad input and sends nothing', async () => {
    const { page, context, posts, errors } = await openContact();
    expect(await robots(page)).toContain('index');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Subject is required',
      'Message must be at least 10 characters',
    ]) {
      await page.getByText(message).waitFor({ state: 'visible' });
    }
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBe('true');

    await fill(page, { name: 'Ada', email: 'ada@', subject: 'Bug Report', message: 'too short' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Message must be at least 10 characters').waitFor();
    expect(await page.getByText('Name is required').count()).toBe(0);
    expect(await page.getByText('Subject is required').count()).toBe(0);

    await field(page, 'Message').fill('x'.repeat(1001));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message must be 1000 characters or less').waitFor();

    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a valid message: pending label, success toast, the form resets and the message is stored', async () => {
    const { page, context, posts } = await openContact();
    const marker = `e2e ${viewport} ${Date.now()}: the chart is great, please add a dark mode.`;
    // Hold the request briefly so the pending state is observable.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await fill(page, {
      name: `Ada ${viewport}`,
      email: 'ada@example.com',
      subject: 'Feature Request',
      message: marker,
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: /Sending Message\.\.\./ }).waitFor({ state: 'visible' });

    await toastTitle(page, 'Message Sent!').waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByText("Thanks for reaching out. We'll get back to you soon.").waitFor({ state: 'visible' });
    expect(posts).toHaveLength(1);
    await expect.poll(() => field(page, 'Message').inputValue()).toBe('');
    expect(await field(page, 'Name').inputValue()).toBe('');
    expect(await field(page, 'Email').inputValue()).toBe('');
    expect(await field(page, 'Subject').inputValue()).toBe('');

    const stored = await getFirestore().collection('contact_submissions').where('message', '==', marker).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.data()).toMatchObject({
      name: `Ada ${viewport}`,
      email: 'ada@example.com',
      subject: 'Feature Request',
      status: 'new',
      userId: null,
    });
    await context.close();
  });

  it("shows the server's message in an Error toast and keeps the input", async () => {
    const { page, context } = await openContact();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'rate_limited',
          code: 'rate_limited',
          message: 'Too many requests. Please try again later.',
        }),
      }),
    );
    await fill(page, { name: 'Ada', email: 'ada@example.com', subject: 'Other', message: 'A message long enough.' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Too many requests. Please try again later.').waitFor({ state: 'visible' });
    await toastTitle(page, 'Error').waitFor({ state: 'visible' });
    expect(await field(page, 'Message').inputValue()).toBe('A message long enough.');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor({ state: 'visible' });
    await context.close();
  });

  it('has a four-question FAQ that opens', async () => {
    const { page, context } = await openContact();
    const faq = page.locator('section[aria-labelledby="contact-faq-heading"]');
    const questions = faq.locator('summary');
    expect((await questions.allInnerTexts()).map((t) => t.trim())).toEqual([
      'What is VibeChart?',
      'How do I submit my project?',
      'How does the ranking work?',
      'How long does a project stay on the chart?',
    ]);
    expect(await faq.getByRole('heading', { level: 3 }).count()).toBe(4);
    const ranking = faqQuestion(faq, 'How does the ranking work?');
    await ranking.click();
    await expect.poll(() => isOpen(ranking)).toBe(true);
    await faq.getByText('Final Score = (AI score × 10) + (votes × 0.5)').waitFor({ state: 'visible' });
    // One answer at a time: opening another question closes this one.
    const stay = faqQuestion(faq, 'How long does a project stay on the chart?');
    await stay.click();
    await expect.poll(() => isOpen(stay)).toBe(true);
    expect(await isOpen(ranking)).toBe(false);
    await context.close();
  });
});
