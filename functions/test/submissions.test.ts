// POST /api/projects, POST /api/projects/v2, POST /api/tool-suggestions, GET /api/my-submissions
// against the Firestore and Auth emulators, with the app in-process and a temp-dir blob store.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, createdProjectSchema, mySubmissionSchema } from '../src/domain/api';
import { COLLECTIONS, CURRENT_CHART_ID } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { submissionSchema, toolSuggestionSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { PREDEFINED_TOOLS } from '../src/domain/tools';
import { parseMultipart } from '../src/http/multipart';
import { TOOL_SUGGESTION_DAILY_LIMIT, TOOL_SUGGESTION_RATE_LIMIT } from '../src/http/middleware/rate-limit';
import { SUBMISSION_FORM_LIMITS } from '../src/http/routes/submissions';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { typedCollection } from '../src/services/firestore';
import { DAILY_LIMIT_MESSAGE } from '../src/services/submissions';
import type { Harness, TestUser } from './api-harness';
import { call, clearAuth, signInAs, startApi } from './api-harness';
import { adminDb, clearFirestore } from './helpers';

const blobDir = `/tmp/vibechart-submissions-test-${process.pid}`;
const blobStore = new LocalDiskBlobStore(blobDir);
let h: Harness;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  h = await startApi({ blobStore });
  await clearAuth();
  alice = await signInAs('alice@example.com', { name: 'Alice Builder' });
  bob = await signInAs('bob@example.com', { name: 'Bob Other' });
});

afterAll(async () => {
  await h?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await clearFirestore();
  rmSync(blobDir, { recursive: true, force: true });
  h.clock.now = new Date('2026-11-25T12:00:00Z');
});

// ---------------------------------------------------------------------------------------------
// Fixtures: images made with sharp, forms as the browser sends them

const png = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

interface Upload {
  bytes: Buffer | string;
  name: string;
  type: string;
}

async function pngUpload(): Promise<Upload> {
  return { bytes: await png(), name: 'shot.png', type: 'image/png' };
}

function form(fields: Record<string, string | undefined>, upload?: Upload | null): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) fd.append(name, value);
  if (upload) fd.append('thumbnail', new Blob([upload.bytes], { type: upload.type }), upload.name);
  return fd;
}

const oldFields = (over: Record<string, string | undefined> = {}) => ({
  title: 'Rocket Notes',
  url: 'rocketnotes.app',
  toolIds: JSON.stringify(['cursor', 'claude-4-sonnet']),
  summary: 'Notes that write themselves.',
  intention: 'Ship faster',
  socialProof: 'https://x.com/alice',
  securityVerified: 'true',
  ...over,
});

const v2Fields = (over: Record<string, string | undefined> = {}) => ({
  title: 'Pixel Garden',
  url: 'https://pixel.garden/',
  summary: 'Grow pixel plants with friends.',
  modelProviders: JSON.stringify(['gpt-5']),
  ideAgents: JSON.stringify(['Cursor', 'Claude Code']),
  hostsFrameworks: JSON.stringify(['Vercel', 'Next.js']),
  stage: 'Side project',
  links: JSON.stringify({ github: 'github.com/alice/pixel', website: '', x: 'https://x.com/pixel' }),
  openToCollaborators: 'true',
  securityVerified: 'false',
  ...over,
});

/** `token: null` sends no Authorization header. */
const submitOld = (body: FormData | string, token: string | null = alice.token, headers = {}) =>
  call(h, 'POST', API.createProject.path, { token: token ?? undefined, body, headers });
const submitV2 = (body: FormData | string, token: string | null = alice.token, headers = {}) =>
  call(h, 'POST', API.createProjectV2.path, { token: token ?? undefined, body, headers });

const submissions = () => typedCollection(COLLECTIONS.submissions, submissionSchema, adminDb());

async function storedSubmissions(): Promise<Submission[]> {
  return (await submissions().get()).docs.map((d) => d.data());
}

function storedBlobs(): string[] {
  const root = join(blobDir, 'thumbnails');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

async function expectNothingWritten() {
  expect(await storedSubmissions()).toEqual([]);
  expect(storedBlobs()).toEqual([]);
}

function message(body: unknown): string {
  return (body as { message?: string }).message ?? '';
}

async function seedSubmission(over: Partial<Submission> & { id: string; submittedBy: string }) {
  const doc = submissionSchema.parse({
    projectName: `Project ${over.id}`,
    description: 'Seeded project',
    createdAt: h.clock.now,
    ...over,
  });
  await submissions().doc(doc.id).set(doc);
  return doc;
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/projects (old form)', () => {
  it('stores a pending submission with the token identity and two square WebP thumbnails', async () => {
    const fields = oldFields({ userId: bob.uid, userEmail: 'bob@example.com', userFullName: 'Mallory' });
    const res = await submitOld(form(fields, await pngUpload()));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const created = createdProjectSchema.parse(res.body);
    expect(created).toMatchObject({ projectName: 'Rocket Notes', status: 'pending' });
    expect(created.createdAt).toBe('2026-11-25T12:00:00.000Z');

    const [doc, ...others] = await storedSubmissions();
    expect(others).toHaveLength(0);
    expect(doc).toMatchObject({
      id: created.id,
      status: 'pending',
      formVersion: 1,
      submittedBy: alice.uid,
      builderName: 'Alice Builder',
      projectName: 'Rocket Notes',
      projectUrl: 'https://rocketnotes.app/',
      description: 'Notes that write themselves.',
      projectIntention: 'Ship faster',
      socialProofUrl: 'https://x.com/alice',
      isSecurityVerified: true,
      builderTool: ['Cursor', 'Claude 4 Sonnet'],
      ideAgents: ['Cursor'],
      modelProviders: ['Claude 4 Sonnet'],
      voteCount: 0,
      vibeCount: 0,
      thumbnailUrl: `/api/blobs/thumbnails/${created.id}/800.webp`,
      thumbnailSmallUrl: `/api/blobs/thumbnails/${created.id}/160.webp`,
    });
    expect(doc?.createdAt.toISOString()).toBe('2026-11-25T12:00:00.000Z');

    for (const size of [800, 160]) {
      const blob = await blobStore.get(`thumbnails/${created.id}/${size}.webp`);
      expect(blob?.contentType).toBe('image/webp');
      const meta = await sharp(blob!.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
    }
    // The URL the document names is served by the app.
    const served = await fetch(`${h.baseUrl}${created.thumbnailSmallUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('on an empty database: takes the ids GET /api/builder-tools lists (or names, any case), never builder_tools', async () => {
    // A new deployment: nothing seeded, the catalogue still answers in full.
    expect((await adminDb().listCollections()).map((c) => c.id)).toEqual([]);
    const catalogue = await call(h, 'GET', API.builderTools.path);
    expect(catalogue.status).toBe(200);
    const listed = catalogue.body as Array<{ id: string; name: string }>;
    expect(listed.map((t) => t.id)).toEqual(PREDEFINED_TOOLS.map((t) => t.id));
    const idOf = (name: string) => listed.find((t) => t.name === name)!.id;

    const res = await submitOld(
      form(oldFields({ toolIds: JSON.stringify([idOf('Cursor'), idOf('Vercel')]) }), await pngUpload()),
    );
    expect(res.status).toBe(201);
    const [doc] = await storedSubmissions();
    expect(doc?.builderTool).toEqual(['Cursor', 'Vercel']);
    expect(doc).toMatchObject({ formVersion: 1, ideAgents: ['Cursor'], hostsFrameworks: ['Vercel'] });

    const byName = await submitOld(form(oldFields({ toolIds: '["claude code"," GPT-5 "]' }), await pngUpload()));
    expect(byName.status).toBe(201);
    const named = (await storedSubmissions()).find((s) => s.id === (byName.body as { id: string }).id);
    expect(named?.builderTool).toEqual(['Claude Code', 'GPT-5']);

    // A tool stored only in Firestore is not in the catalogue: 400, nothing written.
    await adminDb().collection(COLLECTIONS.builderTools).doc('softgen').set({ name: 'Softgen', category: 'ide_agent' });
    const stray = await submitOld(form(oldFields({ toolIds: '["softgen"]' }), await pngUpload()));
    expect(stray.status).toBe(400);
    expect(stray.body).toMatchObject({ message: 'Unknown builder tool "softgen"' });
    expect(await storedSubmissions()).toHaveLength(2);
  });

  it('falls back to the users profile for the builder name and works without one', async () => {
    const nameless = await signInAs('nameless@example.com', { name: '' });
    const first = await submitOld(form(oldFields(), await pngUpload()), nameless.token);
    expect(first.status).toBe(201);
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc(nameless.uid)
      .set({ email: 'nameless@example.com', fullName: 'Nora Profile', createdAt: h.clock.now });
    const second = await submitOld(form(oldFields({ title: 'Second' }), await pngUpload()), nameless.token);
    expect(second.status).toBe(201);
    const byName = Object.fromEntries((await storedSubmissions()).map((s) => [s.projectName, s.builderName]));
    expect(byName).toEqual({ 'Rocket Notes': null, Second: 'Nora Profile' });
  });

  it('upright-rotates by EXIF, crops to a square and strips metadata', async () => {
    // 200×100, left half red, right half blue, EXIF orientation 6 (shown rotated 90° clockwise):
    // upright it is 100×200 with red on top, so the square's top edge is red.
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(halves).metadata()).orientation).toBe(6);
    const res = await submitOld(form(oldFields(), { bytes: halves, name: 'photo.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(201);
    const { id } = createdProjectSchema.parse(res.body);
    const blob = await blobStore.get(`thumbnails/${id}/160.webp`);
    const meta = await sharp(blob!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const { data, info } = await sharp(blob!.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    const [r1, , b1] = pixel(80, 5);
    const [r2, , b2] = pixel(80, 154);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('answers 401 without a valid token and writes nothing', async () => {
    for (const token of [null, 'not-a-token']) {
      const res = await submitOld(form(oldFields(), await pngUpload()), token);
      expect(res.status).toBe(401);
      expect(message(res.body)).toBe(MESSAGES.mustBeLoggedIn);
    }
    await expectNothingWritten();
  });

  it.each([
    ['title missing', { title: undefined }, MESSAGES.titleRequired],
    ['title blank', { title: '   ' }, MESSAGES.titleRequired],
    ['title 101 characters', { title: 'x'.repeat(101) }, MESSAGES.titleMax],
    ['title far over the field limit', { title: 'x'.repeat(20_000) }, MESSAGES.titleMax],
    ['url missing', { url: undefined }, MESSAGES.urlInvalid],
    ['url not a URL', { url: 'not a url' }, MESSAGES.urlInvalid],
    ['no tools', { toolIds: '[]' }, MESSAGES.toolsMin],
    ['toolIds missing', { toolIds: undefined }, MESSAGES.toolsMin],
    ['three tools', { toolIds: '["cursor","bolt","vercel"]' }, MESSAGES.toolsMax],
    ['summary missing', { summary: undefined }, MESSAGES.summaryRequired],
    ['summary 201 characters', { summary: 's'.repeat(201) }, MESSAGES.summaryMax],
    ['intention 41 characters', { intention: 'i'.repeat(41) }, MESSAGES.intentionMax],
    ['socialProof not a URL', { socialProof: 'not a url' }, MESSAGES.urlInvalid],
    ['unknown tool', { toolIds: '["no-such-tool"]' }, 'Unknown builder tool "no-such-tool"'],
    ['toolIds not JSON', { toolIds: '[cursor' }, 'The field "toolIds" is not valid JSON'],
    ['toolIds not a list', { toolIds: '{"a":1}' }, 'The field "toolIds" must be a JSON array of strings'],
    [
      'securityVerified not boolean',
      { securityVerified: 'maybe' },
      'The field "securityVerified" must be true or false',
    ],
    ['url far over the field limit', { url: `https://a.com/${'p'.repeat(20_000)}` }, 'The field "url" is too long'],
  ])('refuses %s with the spec message and writes nothing', async (_case, over, expected) => {
    const res = await submitOld(form(oldFields(over), await pngUpload()));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(expected);
    await expectNothingWritten();
  });
});

describe('POST /api/projects/v2', () => {
  it('stores a pending v2 submission with canonical tool names, stage, links and flags', async () => {
    const res = await submitV2(form(v2Fields({ userId: bob.uid, userFullName: 'Mallory' }), await pngUpload()));
    expect(res.status).toBe(201);
    const created = createdProjectSchema.parse(res.body);
    const [doc] = await storedSubmissions();
    expect(doc).toMatchObject({
      id: created.id,
      status: 'pending',
      formVersion: 2,
      submittedBy: alice.uid,
      builderName: 'Alice Builder',
      projectName: 'Pixel Garden',
      projectUrl: 'https://pixel.garden/',
      description: 'Grow pixel plants with friends.',
      projectIntention: null,
      modelProviders: ['GPT-5'],
      ideAgents: ['Cursor', 'Claude Code'],
      hostsFrameworks: ['Vercel', 'Next.js'],
      builderTool: ['Cursor', 'Claude Code', 'GPT-5', 'Vercel', 'Next.js'],
      stage: 'Side project',
      links: { github: 'https://github.com/alice/pixel', x: 'https://x.com/pixel' },
      openToCollaborators: true,
      isSecurityVerified: false,
    });
    for (const size of [800, 160]) {
      const meta = await sharp((await blobStore.get(`thumbnails/${created.id}/${size}.webp`))!.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
    }
  });

  it('applies the defaults: stage Prototype, no tools, no links, flags false', async () => {
    const res = await submitV2(
      form(
        v2Fields({
          modelProviders: undefined,
          ideAgents: '[]',
          hostsFrameworks: undefined,
          stage: '',
          links: undefined,
          openToCollaborators: undefined,
          securityVerified: undefined,
        }),
        await pngUpload(),
      ),
    );
    expect(res.status).toBe(201);
    const [doc] = await storedSubmissions();
    expect(doc).toMatchObject({
      stage: 'Prototype',
      builderTool: [],
      links: {},
      openToCollaborators: false,
      isSecurityVerified: false,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await submitV2(form(v2Fields(), await pngUpload()), null);
    expect(res.status).toBe(401);
    await expectNothingWritten();
  });

  it.each([
    ['title missing', { title: undefined }, MESSAGES.titleRequired],
    ['title 101 characters', { title: 't'.repeat(101) }, MESSAGES.titleMax],
    ['url invalid', { url: 'http://' }, MESSAGES.urlInvalid],
    ['summary blank', { summary: ' ' }, MESSAGES.summaryRequired],
    ['summary 201 characters', { summary: 's'.repeat(201) }, MESSAGES.summaryMax],
    ['three model providers', { modelProviders: '["GPT-5","o3","Grok 3"]' }, MESSAGES.modelProvidersMax],
    ['three IDE/agents', { ideAgents: '["Cursor","Bolt","Zed"]' }, MESSAGES.ideAgentsMax],
    ['three hosts', { hostsFrameworks: '["Vercel","Deno","Vite"]' }, MESSAGES.hostsFrameworksMax],
    ['a github link that is not a URL', { links: '{"github":"not a url"}' }, MESSAGES.urlInvalid],
    ['an unknown model provider', { modelProviders: '["Skynet"]' }, 'Unknown model provider "Skynet"'],
    ['a tool from another category', { ideAgents: '["Vercel"]' }, 'Unknown IDE/agent "Vercel"'],
    [
      'an unknown link',
      { links: '{"myspace":"https://myspace.com"}' },
      'Unknown link "myspace": use github, website, x or linkedin',
    ],
    ['links not JSON', { links: '{github:' }, 'The field "links" is not valid JSON'],
    [
      'links as a list',
      { links: '["https://a.com"]' },
      'The field "links" must be a JSON object with github, website, x and linkedin',
    ],
    ['a list that is not JSON', { hostsFrameworks: 'Vercel' }, 'The field "hostsFrameworks" is not valid JSON'],
    [
      'links far over the field limit',
      { links: JSON.stringify({ website: `https://a.com/${'p'.repeat(20_000)}` }) },
      'The field "links" is too long',
    ],
  ])('refuses %s with a clear message and writes nothing', async (_case, over, expected) => {
    const res = await submitV2(form(v2Fields(over), await pngUpload()));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(expected);
    await expectNothingWritten();
  });

  it('refuses an unknown stage', async () => {
    const res = await submitV2(form(v2Fields({ stage: 'Unicorn' }), await pngUpload()));
    expect(res.status).toBe(400);
    expect(message(res.body)).toMatch(/Prototype/);
    await expectNothingWritten();
  });
});

describe('unsafe URLs in every URL field', () => {
  const schemes = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'DATA:text/html;base64,PGI+',
    'vbscript:msgbox(1)',
    ' VBScript:msgbox(1)',
    '\tjavascript:alert(1)',
  ];
  const cases = schemes.flatMap((bad) => [
    { name: `old url ${JSON.stringify(bad)}`, v2: false, over: { url: bad } },
    { name: `old socialProof ${JSON.stringify(bad)}`, v2: false, over: { socialProof: bad } },
    { name: `v2 url ${JSON.stringify(bad)}`, v2: true, over: { url: bad } },
    { name: `v2 links.website ${JSON.stringify(bad)}`, v2: true, over: { links: JSON.stringify({ website: bad }) } },
    { name: `v2 links.linkedin ${JSON.stringify(bad)}`, v2: true, over: { links: JSON.stringify({ linkedin: bad }) } },
  ]);
  it.each(cases)('refuses $name', async ({ v2, over }) => {
    const res = v2
      ? await submitV2(form(v2Fields(over), await pngUpload()))
      : await submitOld(form(oldFields(over), await pngUpload()));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(MESSAGES.urlInvalid);
    await expectNothingWritten();
  });
});

describe('thumbnail and body checks (nothing written)', () => {
  const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
  const cases: { name: string; upload: () => Promise<Upload | null>; status: number; expected: string }[] = [
    { name: 'no thumbnail', upload: async () => null, status: 400, expected: MESSAGES.thumbnailRequired },
    {
      name: 'an empty file part (no file chosen)',
      upload: async () => ({ bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' }),
      status: 400,
      expected: MESSAGES.thumbnailRequired,
    },
    {
      name: 'a 3 MB file',
      upload: async () => ({
        bytes: Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]),
        name: 'big.png',
        type: 'image/png',
      }),
      status: 413,
      expected: MESSAGES.thumbnailTooLarge,
    },
    {
      name: 'a file just over 2 MB',
      upload: async () => ({
        bytes: Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]),
        name: 'big.png',
        type: 'image/png',
      }),
      status: 413,
      expected: MESSAGES.thumbnailTooLarge,
    },
    {
      name: 'a GIF',
      upload: async () => ({ bytes: gif, name: 'a.gif', type: 'image/gif' }),
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
    {
      name: 'a GIF named .png',
      upload: async () => ({ bytes: gif, name: 'a.png', type: 'image/png' }),
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
    {
      name: 'an SVG named .png with type image/png',
      upload: async () => ({ bytes: svg, name: 'logo.png', type: 'image/png' }),
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
    {
      name: 'an HTML file named .jpg',
      upload: async () => ({ bytes: html, name: 'x.jpg', type: 'image/jpeg' }),
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
    {
      name: 'PNG magic followed by garbage',
      upload: async () => ({
        bytes: Buffer.concat([pngMagic, Buffer.from('garbage'.repeat(200))]),
        name: 'x.png',
        type: 'image/png',
      }),
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
    {
      name: 'a truncated PNG (valid header, pixel data cut)',
      upload: async () => {
        const bytes = await sharp({
          create: {
            width: 400,
            height: 400,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .png()
          .toBuffer();
        return { bytes: bytes.subarray(0, Math.floor(bytes.length / 2)), name: 'x.png', type: 'image/png' };
      },
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
    {
      name: 'JPEG magic followed by a PNG',
      upload: async () => ({
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await png()]),
        name: 'x.jpg',
        type: 'image/jpeg',
      }),
      status: 400,
      expected: MESSAGES.thumbnailFormat,
    },
  ];

  it.each(cases)('old form refuses $name', async ({ upload, status, expected }) => {
    const res = await submitOld(form(oldFields(), await upload()));
    expect(res.status).toBe(status);
    expect(message(res.body)).toBe(expected);
    await expectNothingWritten();
  });

  it.each(cases)('v2 refuses $name', async ({ upload, status, expected }) => {
    const res = await submitV2(form(v2Fields(), await upload()));
    expect(res.status).toBe(status);
    expect(message(res.body)).toBe(expected);
    await expectNothingWritten();
  });

  it('refuses a decompression bomb (small file, huge canvas)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await submitOld(form(oldFields(), { bytes: bomb, name: 'bomb.png', type: 'image/png' }));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe('Image dimensions must be at most 40 megapixels');
    await expectNothingWritten();
  });

  it('refuses a JSON body with 415', async () => {
    const res = await call(h, 'POST', API.createProject.path, { token: alice.token, body: oldFields() });
    expect(res.status).toBe(415);
    expect(message(res.body)).toBe('Request must be multipart/form-data');
    const v2 = await call(h, 'POST', API.createProjectV2.path, {
      token: alice.token,
      body: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(v2.status).toBe(415);
    await expectNothingWritten();
  });

  it('refuses a multipart body without a boundary or with a broken one', async () => {
    const noBoundary = await submitOld('--x\r\n', alice.token, { 'content-type': 'multipart/form-data' });
    expect(noBoundary.status).toBe(400);
    expect(message(noBoundary.body)).toBe('Malformed multipart/form-data body');
    const broken = await submitOld('--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nRocket', alice.token, {
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(broken.status).toBe(400);
    await expectNothingWritten();
  });

  it('refuses a second file, a file under another name and too many fields', async () => {
    const two = form(oldFields(), await pngUpload());
    two.append('thumbnail', new Blob([await png()], { type: 'image/png' }), 'b.png');
    expect(message((await submitOld(two)).body)).toBe('Only one file ("thumbnail") may be sent');

    const other = form(oldFields());
    other.append('avatar', new Blob([await png()], { type: 'image/png' }), 'a.png');
    expect(message((await submitOld(other)).body)).toBe('Unexpected file field "avatar"; only "thumbnail" is accepted');

    const many = form(oldFields(), await pngUpload());
    for (let i = 0; i < 40; i++) many.append(`extra${i}`, 'x');
    const res = await submitOld(many);
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe('Too many form fields (at most 30)');
    await expectNothingWritten();
  });
});

describe('parseMultipart when a runtime has read the body already', () => {
  // The app normally gets the body unread (http/withheld-body.ts); should a runtime read it anyway,
  // busboy must take req.rawBody and never touch the spent stream.
  async function fakeRuntimeRequest(fd: FormData) {
    const encoded = new Response(fd);
    const rawBody = Buffer.from(await encoded.arrayBuffer());
    const headers = {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(rawBody.length),
    };
    return {
      headers,
      rawBody,
      is: (type: string) => (headers['content-type'].startsWith(type) ? type : false),
      get: (name: string) => headers[name.toLowerCase() as keyof typeof headers],
      pipe: () => {
        throw new Error('the stream was already consumed');
      },
    } as unknown as Request;
  }

  it('reads fields and the file from req.rawBody', async () => {
    const bytes = await png();
    const body = await parseMultipart(
      await fakeRuntimeRequest(form({ title: 'Raw', userId: 'ignored' }, { bytes, name: 'a.png', type: 'image/png' })),
      SUBMISSION_FORM_LIMITS,
    );
    expect(body.fields).toEqual({ title: 'Raw', userId: 'ignored' });
    expect(body.file?.bytes.equals(bytes)).toBe(true);
    expect(body.file).toMatchObject({ field: 'thumbnail', filename: 'a.png', declaredType: 'image/png' });
  });

  it('refuses an oversize file from req.rawBody with the spec message', async () => {
    const upload = { bytes: Buffer.alloc(2 * 1024 * 1024 + 1), name: 'a.png', type: 'image/png' };
    await expect(
      parseMultipart(await fakeRuntimeRequest(form({}, upload)), SUBMISSION_FORM_LIMITS),
    ).rejects.toMatchObject({
      code: 'thumbnail_too_large',
      kind: 'payload_too_large',
      message: MESSAGES.thumbnailTooLarge,
    });
  });
});

describe('daily submission limit', () => {
  it('refuses the 6th submission of a Copenhagen day with 429 and allows one the next day', async () => {
    // 23:30 UTC on the 24th is 00:30 on the 25th in Copenhagen: the same day as the clock.
    await seedSubmission({ id: 'early', submittedBy: alice.uid, createdAt: new Date('2026-11-24T23:30:00Z') });
    await seedSubmission({ id: 'yesterday', submittedBy: alice.uid, createdAt: new Date('2026-11-24T22:30:00Z') });
    await seedSubmission({ id: 'bobs', submittedBy: bob.uid });
    for (let i = 0; i < 4; i++) {
      const res = await submitV2(form(v2Fields({ title: `Today ${i}` }), await pngUpload()));
      expect(res.status).toBe(201);
    }
    const sixth = await submitV2(form(v2Fields({ title: 'Sixth' }), await pngUpload()));
    expect(sixth.status).toBe(429);
    expect(message(sixth.body)).toBe(DAILY_LIMIT_MESSAGE);
    const old = await submitOld(form(oldFields({ title: 'Sixth old' }), await pngUpload()));
    expect(old.status).toBe(429);
    const names = (await storedSubmissions()).map((s) => s.projectName);
    expect(names).not.toContain('Sixth');
    expect(names).not.toContain('Sixth old');
    expect(storedBlobs()).toHaveLength(8);

    // Bob is not limited by Alice's submissions.
    expect((await submitV2(form(v2Fields(), await pngUpload()), bob.token)).status).toBe(201);
    // Midnight in Copenhagen (23:00 UTC in winter) starts a new day.
    h.clock.now = new Date('2026-11-25T23:00:00Z');
    expect((await submitV2(form(v2Fields({ title: 'Next day' }), await pngUpload()))).status).toBe(201);
  });

  it('holds under parallel submits: with 4 stored today, 3 at once give one 201', async () => {
    for (let i = 0; i < 4; i++) await seedSubmission({ id: `s${i}`, submittedBy: alice.uid });
    const results = await Promise.all(
      [0, 1, 2].map(async (i) => submitV2(form(v2Fields({ title: `Race ${i}` }), await pngUpload()))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 429 || s === 503)).toBe(true);
    expect(await storedSubmissions()).toHaveLength(5);
    expect(storedBlobs()).toHaveLength(2);
  });
});

describe('GET /api/my-submissions', () => {
  it("lists only the caller's submissions, newest first, with votes and rank only when approved", async () => {
    const at = (iso: string) => new Date(iso);
    await seedSubmission({
      id: 'a-pending',
      submittedBy: alice.uid,
      createdAt: at('2026-11-25T10:00:00Z'),
      voteCount: 4,
      votesByWeek: { '2026-11-23': 4 },
    });
    await seedSubmission({
      id: 'a-charted',
      submittedBy: alice.uid,
      status: 'approved',
      createdAt: at('2026-11-01T10:00:00Z'),
      voteCount: 30,
      votesByWeek: { '2026-11-16': 20, '2026-11-23': 7 },
      lastChartRank: 12,
      lastChartWeekStart: '2026-11-23',
      thumbnailUrl: '/api/blobs/thumbnails/a-charted/800.webp',
      thumbnailSmallUrl: '/api/blobs/thumbnails/a-charted/160.webp',
    });
    await seedSubmission({
      id: 'a-old-chart',
      submittedBy: alice.uid,
      status: 'approved',
      createdAt: at('2026-10-01T10:00:00Z'),
      voteCount: 9,
      lastChartRank: 3,
      lastChartWeekStart: '2026-11-09',
    });
    await seedSubmission({
      id: 'a-rejected',
      submittedBy: alice.uid,
      status: 'rejected',
      createdAt: at('2026-11-20T10:00:00Z'),
      voteCount: 2,
    });
    await seedSubmission({
      id: 'b-approved',
      submittedBy: bob.uid,
      status: 'approved',
      createdAt: at('2026-11-24T10:00:00Z'),
    });

    // The chart live now is the week of 23 Nov: a-charted is on it, a-old-chart fell off after 9 Nov.
    await adminDb().collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).set({ weekOf: '2026-11-23' }, { merge: true });
    const res = await call(h, 'GET', `${API.mySubmissions.path}?userId=${bob.uid}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = (res.body as unknown[]).map((row) => mySubmissionSchema.strict().parse(row));
    expect(list.map((s) => s.id)).toEqual(['a-pending', 'a-rejected', 'a-charted', 'a-old-chart']);
    expect(list[0]).toMatchObject({ status: 'pending', totalVotes: null, weeklyVotes: null, rank: null });
    expect(list[1]).toMatchObject({ status: 'rejected', totalVotes: null, weeklyVotes: null, rank: null });
    expect(list[2]).toEqual({
      id: 'a-charted',
      projectName: 'Project a-charted',
      projectUrl: null,
      description: 'Seeded project',
      thumbnailUrl: '/api/blobs/thumbnails/a-charted/800.webp',
      thumbnailSmallUrl: '/api/blobs/thumbnails/a-charted/160.webp',
      status: 'approved',
      createdAt: '2026-11-01T10:00:00.000Z',
      totalVotes: 30,
      weeklyVotes: 7,
      rank: 12,
      lastChartRank: null,
      lastChartWeekOf: null,
      aiScoreHeld: false,
    });
    expect(list[3]).toMatchObject({
      totalVotes: 9,
      weeklyVotes: 0,
      rank: null,
      lastChartRank: 3,
      lastChartWeekOf: '2026-11-09',
    });

    const bobs = await call(h, 'GET', API.mySubmissions.path, { token: bob.token });
    expect((bobs.body as { id: string }[]).map((s) => s.id)).toEqual(['b-approved']);
  });

  it('says the rank on the chart live now; a rank from an older chart is its last rank and week', async () => {
    await seedSubmission({
      id: 'p',
      submittedBy: alice.uid,
      status: 'approved',
      lastChartRank: 5,
      lastChartWeekStart: '2026-11-16',
    });
    const charts = adminDb().collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID);
    await charts.set({ weekOf: '2026-11-16' }, { merge: true });
    const live = await call(h, 'GET', API.mySubmissions.path, { token: alice.token });
    expect((live.body as unknown[])[0]).toMatchObject({ rank: 5, lastChartRank: null });
    // The Monday chart of 23 Nov is published without it: no rank now, its last one instead.
    await charts.set({ weekOf: '2026-11-23' }, { merge: true });
    const after = await call(h, 'GET', API.mySubmissions.path, { token: alice.token });
    expect((after.body as unknown[])[0]).toMatchObject({ rank: null, lastChartRank: 5, lastChartWeekOf: '2026-11-16' });
  });

  it('answers [] for a user with no submissions and 401 without a token', async () => {
    expect((await call(h, 'GET', API.mySubmissions.path, { token: bob.token })).body).toEqual([]);
    const anon = await call(h, 'GET', API.mySubmissions.path);
    expect(anon.status).toBe(401);
    expect(message(anon.body)).toBe(MESSAGES.mustBeLoggedIn);
  });
});

describe('POST /api/tool-suggestions', () => {
  const suggestions = () => typedCollection(COLLECTIONS.toolSuggestions, toolSuggestionSchema, adminDb());

  it('stores the suggestion under a uuid with the token user', async () => {
    const res = await call(h, 'POST', API.toolSuggestion.path, {
      token: alice.token,
      body: { category: 'ide_agent', suggestion: '  Kiro  ', projectId: 'p1', userId: bob.uid },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [doc, ...rest] = (await suggestions().get()).docs.map((d) => d.data());
    expect(rest).toHaveLength(0);
    expect(doc).toMatchObject({ userId: alice.uid, category: 'ide_agent', suggestion: 'Kiro', projectId: 'p1' });
    expect(doc?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc?.createdAt.toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it.each([
    ['suggestion missing', { category: 'ide_agent' }, MESSAGES.suggestionRequired],
    ['suggestion blank', { category: 'ide_agent', suggestion: '   ' }, MESSAGES.suggestionRequired],
    ['suggestion 101 characters', { category: 'ide_agent', suggestion: 'k'.repeat(101) }, MESSAGES.suggestionMax],
    ['suggestion not text', { category: 'ide_agent', suggestion: 42 }, MESSAGES.suggestionRequired],
    [
      'unknown category',
      { category: 'database', suggestion: 'Postgres' },
      'Category must be model_provider, ide_agent or host_framework',
    ],
    ['no category', { suggestion: 'Postgres' }, 'Category must be model_provider, ide_agent or host_framework'],
  ])('refuses %s and stores nothing', async (_case, body, expected) => {
    const res = await call(h, 'POST', API.toolSuggestion.path, { token: alice.token, body });
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(expected);
    expect((await suggestions().get()).size).toBe(0);
  });

  it('5 per 10 minutes and 20 a day per member (429, nothing stored); another member is unaffected', async () => {
    const suggest = (token: string, n: number) =>
      call(h, 'POST', API.toolSuggestion.path, { token, body: { category: 'ide_agent', suggestion: `Tool ${n}` } });
    let n = 0;
    for (let burst = 0; burst < 4; burst++) {
      h.clock.now = new Date(Date.parse('2026-11-25T12:00:00Z') + burst * 10 * 60_000);
      for (let i = 0; i < TOOL_SUGGESTION_RATE_LIMIT.limit; i++)
        expect((await suggest(alice.token, n++)).status).toBe(201);
      const limited = await suggest(alice.token, n);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'rate_limited', message: MESSAGES.rateLimited });
    }
    // 20 today: a new ten-minute window does not help until the next day's window.
    h.clock.now = new Date('2026-11-25T13:00:00Z');
    expect((await suggest(alice.token, n)).status).toBe(429);
    expect((await suggestions().get()).size).toBe(TOOL_SUGGESTION_DAILY_LIMIT.limit);
    expect((await suggest(bob.token, n)).status).toBe(201);
    h.clock.now = new Date('2026-11-26T00:00:00Z');
    expect((await suggest(alice.token, n)).status).toBe(201);
  });

  it('refuses non-JSON bodies and anonymous callers', async () => {
    const bad = await call(h, 'POST', API.toolSuggestion.path, {
      token: alice.token,
      body: '{"category":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const anon = await call(h, 'POST', API.toolSuggestion.path, {
      body: { category: 'ide_agent', suggestion: 'Kiro' },
    });
    expect(anon.status).toBe(401);
    expect((await suggestions().get()).size).toBe(0);
  });
});
