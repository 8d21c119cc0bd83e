// Compressed request bodies on the production request path. The Cloud Functions runtime is the
// functions framework (@google-cloud/functions-framework, pinned in functions/package.json so that
// the buildpack starts exactly this version): its own Express app parses every body — inflating any
// Content-Encoding, up to 1 GiB — before the `api` function runs. The first part starts that framework
// as the buildpack does (FUNCTION_TARGET=api, the built functions/lib) and sends it 0.6 MB of gzip that
// inflates to 600 MB, watching the serving process's peak memory; a control shows the same framework
// inflating for a function without the guard. The second part sends the same bodies through the
// Hosting emulator to the emulated `api` function (whose runtime stops at 32 MB, so it cannot show the
// memory, only the answers) and checks that nothing changed.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { MESSAGES } from '../src/domain/messages';
import type { TestUser } from './api-harness';
import { signInAs } from './api-harness';
import { gzipBomb } from './gzip-bomb';
import {
  HOSTING_URL,
  PROJECT_ID,
  adminDb,
  approvedSubmission,
  clearFirestore,
  dumpDatabase,
  putSubmissions,
} from './helpers';

const MB = 1024 * 1024;
const FUNCTIONS_DIR = resolve(__dirname, '..');
// The package's `bin` (what the buildpack runs), beside its main module.
const FRAMEWORK_MAIN = join(dirname(require.resolve('@google-cloud/functions-framework')), 'main.js');
const ENCODED = { error: 'unsupported_media_type', code: 'body_encoded', message: MESSAGES.bodyEncoded };

/** 0.6 MB of gzip that inflates to 600 MB. */
const BOMB = gzipBomb(600);
const bombHeaders = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'content-encoding': 'gzip',
  ...extra,
});

interface Framework {
  base: string;
  /** The serving process's peak resident memory so far (VmHWM), in MB. */
  peakMb(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The functions framework serving `target` from `source`, as the buildpack starts it (env, not flags). */
async function startFramework(source: string, target: string, readyPath: string): Promise<Framework> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [FRAMEWORK_MAIN, '--source', source], {
    env: {
      ...process.env,
      PORT: String(port),
      FUNCTION_TARGET: target,
      FUNCTION_SIGNATURE_TYPE: 'http',
      K_SERVICE: target,
      NODE_ENV: 'production',
      GCLOUD_PROJECT: PROJECT_ID,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the functions framework exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}${readyPath}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the functions framework did not answer in 30 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    base,
    peakMb: () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

/** Sends `body`, reads the whole answer, and says how long that took. */
async function timedPost(url: string, headers: Record<string, string>, body: string | Buffer, chunked = false) {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers, body };
  if (chunked) {
    init.body = new ReadableStream({
      start(controller) {
        controller.enqueue(Buffer.from(body));
        controller.close();
      },
    });
    init.duplex = 'half';
  }
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    ms: performance.now() - started,
  };
}

describe('the functions framework serving the api export (the production runtime)', () => {
  let api: Framework;
  const worst = { growthMb: 0, ms: 0 };

  beforeAll(async () => {
    if (!existsSync(join(FUNCTIONS_DIR, 'lib/index.js')))
      throw new Error('functions/lib is missing: npm run build -w functions');
    api = await startFramework(FUNCTIONS_DIR, 'api', '/api/health');
  });
  afterAll(async () => {
    await api?.stop();
    console.log(
      `[compressed-bodies] functions framework: peak memory grew at most ${worst.growthMb.toFixed(1)} MB per bomb, ` +
        `slowest answer ${Math.round(worst.ms)} ms`,
    );
  });

  it.each(['/api/health', '/api/votes'])(
    '0.6 MB of gzip inflating to 600 MB to %s → 415 within 1 s, peak memory grows < 50 MB',
    async (path) => {
      expect(BOMB.length).toBeLessThan(0.65 * MB);
      const before = api.peakMb();
      for (let i = 0; i < 3; i++) {
        const res = await timedPost(`${api.base}${path}`, bombHeaders(), BOMB);
        expect(res.status).toBe(415);
        expect(JSON.parse(res.text)).toEqual(ENCODED);
        expect(res.ms).toBeLessThan(1000);
        worst.ms = Math.max(worst.ms, res.ms);
      }
      const growth = api.peakMb() - before;
      worst.growthMb = Math.max(worst.growthMb, growth);
      expect(growth).toBeLessThan(50);
    },
  );

  it('the same body sent chunked (no Content-Length) → 415, peak memory grows < 50 MB', async () => {
    const before = api.peakMb();
    const res = await timedPost(`${api.base}/api/votes`, bombHeaders(), BOMB, true);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text)).toEqual(ENCODED);
    expect(api.peakMb() - before).toBeLessThan(50);
  });

  it.each(['deflate', 'br', 'zstd', 'GZIP', 'gzip, identity'])('Content-Encoding: %s → 415', async (encoding) => {
    const res = await timedPost(
      `${api.base}/api/health`,
      { 'content-type': 'application/octet-stream', 'content-encoding': encoding },
      Buffer.alloc(1024),
    );
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text)).toEqual(ENCODED);
  });

  it('the app reads the body itself: malformed JSON gets its JSON 400, not the runtime’s HTML page', async () => {
    const res = await timedPost(`${api.base}/api/health`, { 'content-type': 'application/json' }, '{"broken":');
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/json');
    expect(JSON.parse(res.text)).toMatchObject({ code: 'malformed_body', message: 'Request body is not valid JSON' });
  });

  it('an uncompressed 30 MB body → 413 from its Content-Length; nothing holds it', async () => {
    const before = api.peakMb();
    const res = await timedPost(
      `${api.base}/api/health`,
      { 'content-type': 'application/octet-stream' },
      Buffer.alloc(30 * MB),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'body_too_large' });
    // What is read is discarded as it arrives (Node's 64 KB reads wait for the next collection).
    expect(api.peakMb() - before).toBeLessThan(50);
  });
});

describe('control: the same framework, a function without the guard', () => {
  let probe: Framework;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ff-probe-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ main: 'index.js' }));
    writeFileSync(
      join(dir, 'index.js'),
      'exports.probe = (req, res) => res.json({ rawBody: req.rawBody ? req.rawBody.length : null });\n',
    );
    probe = await startFramework(dir, 'probe', '/');
  });
  afterAll(async () => {
    await probe?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the runtime inflates a gzip body before the function runs (8 KB of gzip → 8 MB in req.rawBody)', async () => {
    const res = await timedPost(
      `${probe.base}/`,
      bombHeaders({ 'content-type': 'application/octet-stream' }),
      gzipBomb(8),
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ rawBody: 8 * MB });
  });
});

describe('through the Hosting emulator and the emulated api function', () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await signInAs('bomber@example.com', { name: 'Bomber' });
  });
  afterAll(async () => {
    await getAuth().deleteUser(member.uid);
  });
  beforeEach(async () => {
    await clearFirestore();
    await putSubmissions(approvedSubmission('p-target'));
  });

  it.each([
    ['/api/health', false],
    ['/api/votes', false],
    ['/api/votes', true],
  ])('0.6 MB of gzip inflating to 600 MB to %s (chunked: %s) → 415 and nothing changes', async (path, chunked) => {
    const before = await dumpDatabase();
    const res = await timedPost(
      `${HOSTING_URL}${path}`,
      bombHeaders({ authorization: `Bearer ${member.token}` }),
      BOMB,
      chunked,
    );
    expect(res.status).toBe(415);
    expect(JSON.parse(res.text)).toEqual(ENCODED);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('afterwards the same member votes normally', async () => {
    const res = await fetch(`${HOSTING_URL}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ submissionId: 'p-target' }),
    });
    expect(res.status).toBe(200);
    const votes = await adminDb().collection(COLLECTIONS.votes).where('userId', '==', member.uid).get();
    expect(votes.size).toBe(1);
  });
});
