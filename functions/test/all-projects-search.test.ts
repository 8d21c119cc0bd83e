// Every approved project can be found, through the production request path (the
// Hosting emulator, the emulated `api` function, reads counted by its X-Firestore-Reads header), from
// an empty database: All Projects filtered by a builder tool (newest first) and searched by the start
// of a name (accents and case folded, by name), a bounded page at a time; a judged project that never
// charted is listed with its AI score and votes; charted rows carry their rank.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API } from '../src/domain/api';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import { chartSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { namePrefixOf, projectNameKey } from '../src/domain/project-search';
import {
  HOSTING_URL,
  adminDb,
  approvedSubmission,
  chartRowOf,
  clearFirestore,
  judgedSubmission,
  putSubmissions,
} from './helpers';
import type { SubmissionOverrides } from './helpers';
import type { TestUser } from './api-harness';
import { clearAuth, signInAs } from './api-harness';

const db = adminDb();
const MAX_READS = 30;
type Page = z.infer<typeof API.allProjects.output>;

async function get(path: string): Promise<{ status: number; reads: number; body: unknown }> {
  const res = await fetch(`${HOSTING_URL}${path}`, { redirect: 'manual' });
  return { status: res.status, reads: Number(res.headers.get('x-firestore-reads')), body: await res.json() };
}

/** Every page of `query` from the first, following nextCursor: the ids in order and each call's reads. */
async function pagesOf(
  query: Partial<Record<'limit' | 'tool' | 'q', string>>,
): Promise<{ ids: string[]; reads: number[]; pages: Page[] }> {
  const pages: Page[] = [];
  const reads: number[] = [];
  let cursor: string | null = null;
  do {
    // The contract's parameter order (the CDN keeps one URL per answer): cursor, limit, tool, q.
    const search = new URLSearchParams();
    if (cursor) search.set('cursor', cursor);
    for (const key of ['limit', 'tool', 'q'] as const) if (query[key]) search.set(key, query[key]);
    const res = await get(`/api/projects/all?${search}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = API.allProjects.output.parse(res.body);
    pages.push(page);
    reads.push(res.reads);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return { ids: pages.flatMap((p) => p.projects.map((r) => r.id)), reads, pages };
}

const minute = (i: number) => new Date(Date.UTC(2026, 9, 1) + i * 60_000);
const project = (id: string, name: string, tools: string[], i: number, over: SubmissionOverrides = {}) =>
  approvedSubmission(id, { projectName: name, builderTool: tools, createdAt: minute(i), ...over });

let maker: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await clearAuth();
  maker = await signInAs('maker-search@example.com', { name: 'Search Maker' });
  admin = await signInAs('admin-search@example.com', { admin: true });
});

afterAll(async () => {
  await clearAuth();
});

beforeEach(async () => {
  await clearFirestore();
});

describe('All Projects: filter by builder tool, search by name', () => {
  it('a name folds accents, case and spaces; the search box text folds the same way', () => {
    expect(projectNameKey('  Plåt  Slagaren ')).toBe('plat slagaren');
    expect(projectNameKey('ÉCOLE Numérique')).toBe('ecole numerique');
    expect(namePrefixOf('  PLÅT ')).toBe('plat');
    expect(namePrefixOf('x'.repeat(60))).toHaveLength(40);
  });

  it('finds a project submitted and approved through the API, from an empty database', async () => {
    const thumbnail = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2878c8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Ünïcode  Garden',
      url: 'unicode-garden.example.com',
      toolIds: JSON.stringify(['cursor']),
      summary: 'A garden of characters.',
      intention: 'Ship faster',
      socialProof: 'https://x.com/maker',
      securityVerified: 'false',
    }))
      form.append(name, value);
    form.append('thumbnail', new Blob([thumbnail], { type: 'image/png' }), 'shot.png');
    const submitted = await fetch(`${HOSTING_URL}/api/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${maker.token}` },
      body: form,
    });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    // Pending: not listed yet.
    expect((await pagesOf({ q: 'unicode' })).ids).toEqual([]);

    const approved = await fetch(`${HOSTING_URL}/api/admin/submissions/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect((await db.collection(COLLECTIONS.submissions).doc(id).get()).get('nameKey')).toBe('unicode garden');
    expect((await pagesOf({ q: 'unicode g' })).ids).toEqual([id]);
    expect((await pagesOf({ tool: 'Cursor' })).ids).toEqual([id]);
    expect((await pagesOf({})).ids).toEqual([id]);
  });

  it('lists every approved project built with a tool, newest first, a bounded page at a time', async () => {
    // 45 projects with Cursor (some also with Supabase), 15 without; pending and rejected ones with it.
    const withCursor = Array.from({ length: 45 }, (_, i) =>
      project(`c${String(i).padStart(2, '0')}`, `Cursor thing ${i}`, i % 3 ? ['Cursor'] : ['Cursor', 'Supabase'], i),
    );
    const others = Array.from({ length: 15 }, (_, i) => project(`o${i}`, `Other ${i}`, ['Bolt'], 100 + i));
    await putSubmissions(
      ...withCursor,
      ...others,
      project('pending', 'Cursor pending', ['Cursor'], 200, { status: 'pending', approvedAt: null }),
      project('rejected', 'Cursor rejected', ['Cursor'], 201, { status: 'rejected' }),
    );
    const { ids, reads, pages } = await pagesOf({ tool: 'Cursor' });
    expect(ids).toEqual([...withCursor].reverse().map((s) => s.id));
    expect(pages[0]!.projects).toHaveLength(20);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(Math.max(...reads), `reads per page: ${reads.join(', ')}`).toBeLessThanOrEqual(MAX_READS);

    const small = await pagesOf({ limit: '24', tool: 'Supabase' });
    expect(small.ids).toEqual(
      withCursor
        .filter((_, i) => i % 3 === 0)
        .reverse()
        .map((s) => s.id),
    );
    expect(Math.max(...small.reads)).toBeLessThanOrEqual(MAX_READS);
  });

  it('finds projects by the start of their name, by name, whatever their case or accents', async () => {
    await putSubmissions(
      project('plant', 'PlantSense', ['Cursor'], 1),
      project('plat', 'Plåtslagaren', ['Bolt'], 2),
      project('planet', 'PLANet X', ['Cursor'], 3),
      project('plain', 'Plain  Text Tools', ['Cursor'], 4),
      project('explant', 'Explant', ['Cursor'], 5),
      project('pl-pending', 'Plan pending', ['Cursor'], 6, { status: 'pending', approvedAt: null }),
    );
    const all = await pagesOf({ limit: '2', q: 'pla' });
    // By folded name: 'plain text tools', 'planet x', 'plantsense', 'platslagaren'.
    expect(all.ids).toEqual(['plain', 'planet', 'plant', 'plat']);
    expect(all.pages).toHaveLength(2);
    expect(all.pages[0]!.nextCursor).toMatch(/^name\.[A-Za-z0-9_-]+\.planet$/);
    expect(Math.max(...all.reads)).toBeLessThanOrEqual(MAX_READS);

    expect((await pagesOf({ q: 'plain text' })).ids).toEqual(['plain']);
    expect((await pagesOf({ q: 'plat' })).ids).toEqual(['plat']);
    // A tool and a prefix together.
    expect((await pagesOf({ tool: 'Cursor', q: 'pla' })).ids).toEqual(['plain', 'planet', 'plant']);
    expect((await pagesOf({ q: 'zzz' })).ids).toEqual([]);
  });

  it('lists a judged project that never charted with its AI score and votes; charted rows carry their rank', async () => {
    const judged = judgedSubmission('judged', 6.4, {
      projectName: 'Judged But Unlucky',
      builderTool: ['Cursor'],
      voteCount: 12,
      createdAt: minute(10),
    });
    const charted = judgedSubmission('charted', 8.2, {
      projectName: 'Judged And Charted',
      builderTool: ['Cursor'],
      voteCount: 30,
      createdAt: minute(5),
    });
    await putSubmissions(judged, charted);
    const chart = chartSchema.parse({
      id: CURRENT_CHART_ID,
      weekOf: '2026-11-23',
      publishedAt: new Date('2026-11-23T00:01:30+01:00'),
      entries: [chartRowOf(charted, 1)],
    });
    await db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set(toStored(chart));

    for (const query of [{}, { tool: 'Cursor' }, { q: 'judged' }] as const) {
      const { pages } = await pagesOf(query);
      const rows = pages.flatMap((p) => p.projects);
      expect(
        rows.find((r) => r.id === 'judged'),
        JSON.stringify(query),
      ).toMatchObject({
        aiScore: 6.4,
        voteCount: 12,
        currentRank: null,
      });
      expect(
        rows.find((r) => r.id === 'charted'),
        JSON.stringify(query),
      ).toMatchObject({
        aiScore: 8.2,
        currentRank: 1,
      });
    }
  });

  it('finds projects stored before the search once the operator runs projects:name-keys', async () => {
    const old = toStored(project('old', 'Älteres Projekt', ['Cursor'], 1)) as Record<string, unknown>;
    delete old.nameKey;
    await db.collection(COLLECTIONS.submissions).doc('old').set(old);
    await putSubmissions(project('new', 'Älter und neuer', ['Cursor'], 2));
    expect((await pagesOf({ q: 'alter' })).ids).toEqual(['new']);

    const run = () =>
      promisify(execFile)('npm', ['run', '--silent', 'projects:name-keys'], { env: process.env, timeout: 120_000 });
    expect((await run()).stdout).toMatch(/2 submissions read, 1 updated/);
    expect((await pagesOf({ q: 'alter' })).ids).toEqual(['new', 'old']);
    expect((await run()).stdout).toMatch(/2 submissions read, 0 updated/);
  });

  it.each([
    ['tool=cursor', /^tool must be a builder tool/],
    ['tool=Nope', /^tool must be a builder tool/],
    ['q=Plant', /^q must be a name prefix/],
    ['q=pl%C3%A5t', /^q must be a name prefix/],
    ['q=', /^q must be a name prefix/],
    [`q=${'a'.repeat(41)}`, /^q must be a name prefix/],
    ['cursor=rank.20&tool=Cursor', /^cursor must be a previous page's nextCursor$/],
    ['cursor=new&q=pla', /^cursor must be a previous page's nextCursor$/],
    ['cursor=name', /^cursor must be a previous page's nextCursor$/],
    ['cursor=name.%2B%2B.x&q=pla', /^cursor must be a previous page's nextCursor$/],
  ])('refuses ?%s with a 400 that says why, reading nothing', async (query, message) => {
    const res = await get(`/api/projects/all?${query}`);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(message);
    expect(res.reads).toBe(0);
  });
});
