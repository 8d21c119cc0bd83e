// Upload limits and URL hosts, through Firebase Hosting and the emulated `api` function:
// a member's limits are checked before the form is read or an image decoded, uploads have their own
// per-member window, and URL fields take public web addresses only.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import { COLLECTIONS } from '../src/domain/collections';
import { MAX_SUBMISSIONS_PER_USER_PER_DAY } from '../src/domain/constants';
import { submissionSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { URL_PROBLEM_MESSAGES } from '../src/domain/url';
import { UPLOAD_RATE_LIMIT } from '../src/http/middleware/rate-limit';
import { MAX_INPUT_PIXELS } from '../src/infra/thumbnails';
import { DAILY_LIMIT_MESSAGE } from '../src/services/submissions';
import type { TestUser } from './api-harness';
import { clearAuth, signInAs } from './api-harness';
import { HOSTING_URL, adminDb, clearFirestore, pngChunk, putSubmissions, runClock } from './helpers';

const db = adminDb();
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await clearAuth();
  alice = await signInAs('alice-upload@example.com', { name: 'Alice Upload' });
  bob = await signInAs('bob-upload@example.com', { name: 'Bob Upload' });
});

beforeEach(async () => {
  await clearFirestore();
});

// A PNG whose header declares width × height but carries one row of pixels: reading its header is
// cheap, decoding it is what the pixel cap exists to refuse.
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const v2Form = (thumbnail: Buffer, over: Record<string, string> = {}) => {
  const fd = new FormData();
  const fields: Record<string, string> = {
    title: 'Pixel Garden',
    url: 'https://pixel.garden/',
    summary: 'Grow pixel plants with friends.',
    modelProviders: JSON.stringify(['gpt-5']),
    ideAgents: JSON.stringify(['Cursor']),
    hostsFrameworks: JSON.stringify(['Vercel']),
    stage: 'Side project',
    links: JSON.stringify({ github: '', website: '', x: '' }),
    openToCollaborators: 'false',
    securityVerified: 'false',
    ...over,
  };
  for (const [name, value] of Object.entries(fields)) fd.append(name, value);
  fd.append('thumbnail', new Blob([thumbnail], { type: 'image/png' }), 'shot.png');
  return fd;
};

async function submit(user: TestUser, body: FormData) {
  const res = await fetch(`${HOSTING_URL}${API.createProjectV2.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } };
}

const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();

describe('limits before the body (finding 7)', () => {
  it('a member at the daily limit is refused before the image is looked at', async () => {
    const now = runClock();
    await putSubmissions(
      ...Array.from({ length: MAX_SUBMISSIONS_PER_USER_PER_DAY }, (_, i) =>
        submissionSchema.parse({
          id: `today-${i}`,
          projectName: `Today ${i}`,
          description: 'x',
          submittedBy: alice.uid,
          status: 'pending',
          createdAt: now,
        }),
      ),
    );
    const huge = pngDeclaring(20_000, 20_000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);

    // Bob, under his limit, meets the pixel check: the image would have been examined…
    const underLimit = await submit(bob, v2Form(huge));
    expect(underLimit.status).toBe(400);
    expect(underLimit.body.message).toMatch(/megapixels/);
    // …Alice, at hers, gets the daily-limit answer instead: nothing read her image.
    const atLimit = await submit(alice, v2Form(huge));
    expect(atLimit).toEqual({
      status: 429,
      body: { error: 'rate_limited', code: 'daily_submission_limit', message: DAILY_LIMIT_MESSAGE },
    });
    const stored = await db.collection(COLLECTIONS.submissions).where('submittedBy', '==', alice.uid).get();
    expect(stored.size).toBe(MAX_SUBMISSIONS_PER_USER_PER_DAY);
  });

  it('uploads have a per-member window: failed attempts count, other members are not affected', async () => {
    const image = await smallPng();
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit + 2; i++) {
      // An invalid form (no title): parsed, refused, nothing stored — but it was an upload attempt.
      statuses.push((await submit(alice, v2Form(image, { title: '' }))).status);
    }
    expect(statuses.slice(0, UPLOAD_RATE_LIMIT.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(UPLOAD_RATE_LIMIT.limit)).toEqual([429, 429]);
    const limited = await submit(alice, v2Form(image));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.rateLimited);
    // Bob's own window is untouched: his valid submission is stored.
    expect((await submit(bob, v2Form(image))).status).toBe(201);
    expect((await db.collection(COLLECTIONS.submissions).get()).size).toBe(1);
  });
});

describe('URL fields take public web addresses only (finding 11)', () => {
  it.each([
    ['https://vibechart.dev@evil.example', URL_PROBLEM_MESSAGES.userinfo],
    ['http://169.254.169.254/latest/meta-data', URL_PROBLEM_MESSAGES.ip],
    ['http://2130706433/', URL_PROBLEM_MESSAGES.ip],
    ['http://localhost:8080/', URL_PROBLEM_MESSAGES.localhost],
  ])('%s is refused with a clear message and nothing is stored', async (url, message) => {
    const res = await submit(alice, v2Form(await smallPng(), { url }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await db.collection(COLLECTIONS.submissions).get()).size).toBe(0);
  });
});
