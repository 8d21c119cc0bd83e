// On the production request path: Hosting rewrites /api/** to the emulated `api` function,
// whose runtime would read and parse every body before our app runs, were it not hidden from it
// (http/withheld-body.ts; compressed bodies: compressed-bodies.test.ts). Findings 1 (body size first),
// 2 (length before pattern), 3 (client address from trusted hops only), 6 (/api/blobs only on the
// emulators) and 10 (site and API headers).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { MESSAGES } from '../src/domain/messages';
import { appDepsFromEnv, createApp } from '../src/http/app';
import { CONTACT_RATE_LIMIT } from '../src/http/middleware/rate-limit';
import { LocalDiskBlobStore, defaultBlobDir, findRepoRoot } from '../src/infra/blob-store';
import { HOSTING_URL, adminDb, clearFirestore, runClock } from './helpers';
import { PROJECT_NODE_BIN } from '../../scripts/lib/ensure.mjs';

const MB = 1024 * 1024;
const TOO_LARGE = { error: 'payload_too_large', code: 'body_too_large', message: 'Request body is too large' };

async function health(): Promise<void> {
  const res = await fetch(`${HOSTING_URL}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
}

describe('finding 1: a body larger than its route accepts is refused before anything reads it', () => {
  it('an 8 MB multipart POST to /api/health → 413 with a clear JSON message', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(8 * MB, 0x61)]), 'big.bin');
    const res = await fetch(`${HOSTING_URL}/api/health`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(TOO_LARGE);
    await health();
  });

  it.each(['application/octet-stream', 'text/plain'])('2 MB of %s to /api/health → 413', async (type) => {
    const res = await fetch(`${HOSTING_URL}/api/health`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: Buffer.alloc(2 * MB, 0x62),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    await health();
  });

  it('a multipart body to a JSON route is held to the JSON limit; a submit route to its own maximum', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(200 * 1024, 0x61)]), 'f.bin');
    const contact = await fetch(`${HOSTING_URL}/api/contact`, { method: 'POST', body: form });
    expect(contact.status).toBe(413);
    expect(await contact.json()).toEqual(TOO_LARGE);

    // Over the submit form's maximum: refused before the token is even looked at.
    const big = new FormData();
    big.append('thumbnail', new Blob([Buffer.alloc(3 * MB, 0x61)]), 'huge.png');
    const submit = await fetch(`${HOSTING_URL}/api/projects/v2`, { method: 'POST', body: big });
    expect(submit.status).toBe(413);
    expect(await submit.json()).toEqual({
      error: 'payload_too_large',
      code: 'body_too_large',
      message: MESSAGES.thumbnailTooLarge,
    });

    // Within it, the route runs as before (here: no token → 401).
    const small = new FormData();
    small.append('thumbnail', new Blob([Buffer.alloc(300 * 1024, 0x61)]), 'small.png');
    const unauthenticated = await fetch(`${HOSTING_URL}/api/projects/v2`, { method: 'POST', body: small });
    expect(unauthenticated.status).toBe(401);
    await health();
  });
});

describe('finding 2: length before any pattern', () => {
  it('a 100 KB e-mail to /api/newsletter-signup is refused with the length message', async () => {
    const email = `a@${'b.'.repeat(50_000)}`;
    const res = await fetch(`${HOSTING_URL}/api/newsletter-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; details: { issues: { message: string }[] } };
    expect(body.message).toBe(MESSAGES.emailTooLong);
    expect(body.message).toMatch(/320 characters/);
    expect(body.details.issues.map((i) => i.message)).toEqual([MESSAGES.emailTooLong]);
    await health();
  });
});

describe('finding 3: the contact limit cannot be dodged with client-set address headers', () => {
  beforeAll(async () => {
    await clearFirestore();
    // Not across a window boundary: 12 requests take a few seconds, the window is ten minutes.
    const now = runClock().getTime();
    const left = CONTACT_RATE_LIMIT.windowMs - (now % CONTACT_RATE_LIMIT.windowMs);
    if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
  }, 60_000);

  it('12 messages, each with a new Fastly-Client-IP and X-Forwarded-For: 5 accepted, then 429', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const res = await fetch(`${HOSTING_URL}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'fastly-client-ip': `198.51.100.${n}`,
          'x-forwarded-for': `203.0.113.${n}`,
          'x-real-ip': `192.0.2.${n}`,
        },
        body: JSON.stringify({
          name: `Sender ${n}`,
          email: `sender${n}@example.com`,
          subject: 'Bug Report',
          message: `Message number ${n} about the chart.`,
        }),
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(await res.json()).toEqual({
          error: 'rate_limited',
          code: 'rate_limited',
          message: MESSAGES.rateLimited,
        });
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.limit).fill(200), ...Array(7).fill(429)]);
    expect((await adminDb().collection(COLLECTIONS.contactSubmissions).count().get()).data().count).toBe(5);
  });
});

describe('finding 6: /api/blobs exists only on the emulators with the local-disk store', () => {
  it('the app as deployed has no /api/blobs route', async () => {
    for (const env of [{}, { K_SERVICE: 'api' }, { K_SERVICE: 'api', FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' }]) {
      const deps = appDepsFromEnv(env);
      expect(deps.serveLocalBlobs, JSON.stringify(env)).toBe(false);
    }
    const app = createApp(appDepsFromEnv({ K_SERVICE: 'api', GCLOUD_PROJECT: 'demo-vibechart' }));
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/blobs/thumbnails/x/800.webp`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'not_found',
        code: 'route_not_found',
        message: 'No API route GET /api/blobs/thumbnails/x/800.webp',
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('the emulated function still serves local thumbnails through Hosting', async () => {
    if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) return; // the Storage emulator serves them then
    expect(appDepsFromEnv({ FUNCTIONS_EMULATOR: 'true' }).serveLocalBlobs).toBe(true);
    const store = new LocalDiskBlobStore(defaultBlobDir());
    const path = `thumbnails/production-path-${Date.now()}/160.webp`;
    await store.put(path, Buffer.from('webp-bytes'), 'image/webp');
    try {
      const res = await fetch(`${HOSTING_URL}/api/blobs/${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('webp-bytes');
    } finally {
      await store.delete(path.replace(/\/160\.webp$/, ''));
    }
  });
});

describe('finding 10: security headers on the site and the API', () => {
  const repoRoot = findRepoRoot(__dirname) ?? process.cwd();
  const production = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const productionHeader = (key: string) =>
    production.hosting.headers
      .find((rule) => rule.source === '**')
      ?.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map((words) => [words[0]!, words.slice(1)]),
    );

  it.each(['/', '/chart/2026-11-16', '/submit'])('%s carries the CSP and the other headers', async (path) => {
    const res = await fetch(`${HOSTING_URL}${path}`);
    // A week this database does not have is the 404 page: the same headers either way.
    expect([200, 404]).toContain(res.status);
    const csp = res.headers.get('content-security-policy') ?? '';
    const d = directives(csp);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
    expect(d.get('script-src')).not.toContain("'unsafe-eval'");
    expect(d.get('script-src')).toContain('https://apis.google.com');
    expect(d.get('connect-src')).toEqual(expect.arrayContaining(['https://securetoken.googleapis.com']));
    expect(d.get('connect-src')).toContain(
      `http://127.0.0.1:${process.env.FIREBASE_AUTH_EMULATOR_HOST?.split(':')[1]}`,
    );
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('every inline script of the served page is allowed by its sha256 in script-src (none otherwise)', async () => {
    const res = await fetch(`${HOSTING_URL}/`);
    const html = await res.text();
    const scriptSrc = directives(res.headers.get('content-security-policy') ?? '').get('script-src') ?? [];
    // Data blocks (the server's query cache, JSON-LD) are never executed: script-src does not apply.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes]) =>
        !/\bsrc\s*=/.test(attributes ?? '') && !/\btype="application\/(?:json|ld\+json)"/.test(attributes ?? ''),
    );
    expect(html).toContain('id="vc-state"');
    for (const [, , body] of inline) {
      const hash = `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`;
      expect(scriptSrc, `inline script ${body?.slice(0, 60)}`).toContain(hash);
    }
    // and nothing else is allowed inline: every hash in the policy belongs to a script of the page
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toHaveLength(inline.length);
  });

  it('production firebase.json: the same policy without emulator hosts, plus HSTS and upgrade-insecure-requests', () => {
    const csp = productionHeader('Content-Security-Policy') ?? '';
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//);
    expect(directives(csp).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"]);
    expect(productionHeader('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(productionHeader('Permissions-Policy')).toBeTruthy();
    expect(productionHeader('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it("/api/health answers with the API's own CSP: default-src 'none'; frame-ancestors 'none'", async () => {
    const res = await fetch(`${HOSTING_URL}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the unsubscribe page keeps its own policy (inline styles, a same-origin form, no framing)', async () => {
    const res = await fetch(`${HOSTING_URL}/api/unsubscribe?token=not-a-token`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const d = directives(res.headers.get('content-security-policy') ?? '');
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the emulated functions run on the Node.js they are deployed on', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // On Linux x64 the install brings it and the suite runs on it (onProjectNode).
  const projectNode = join(PROJECT_NODE_BIN, 'node');

  /** This suite's function workers: the emulator's runtime processes talking to this Firestore. */
  function functionWorkers(): string[] {
    const ours = `FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST}`;
    return readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .filter((pid) => {
        try {
          const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          return (
            cmdline.includes('functionsEmulatorRuntime') &&
            readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(ours)
          );
        } catch {
          return false; // ended meanwhile
        }
      });
  }

  it.skipIf(!existsSync(projectNode))(
    "every function worker runs the major of functions/package.json's engines (Linux x64 only)",
    async () => {
      await health();
      const engines = (
        JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8')) as { engines: { node: string } }
      ).engines.node;
      const workers = functionWorkers();
      expect(workers.length).toBeGreaterThan(0);
      for (const pid of workers) {
        const version = execFileSync(readlinkSync(`/proc/${pid}/exe`), ['--version'], { encoding: 'utf8' }).trim();
        expect(version.split('.')[0], `worker ${pid}`).toBe(`v${engines}`);
      }
    },
  );
});
