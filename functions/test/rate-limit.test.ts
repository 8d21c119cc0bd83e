// Per-client rate limits of the anonymous write routes, counted in Firestore (so they hold across
// function instances): the real app's contact and newsletter budgets, and the limiter factory.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { MESSAGES } from '../src/domain/messages';
import { clientAddressMiddleware } from '../src/http/client-address';
import { errorHandler } from '../src/http/middleware/errors';
import { TEN_MINUTES_MS, rateLimit, rateLimitKey } from '../src/http/middleware/rate-limit';
import type { Harness } from './api-harness';
import { call, startApi } from './api-harness';
import { adminDb, clearFirestore } from './helpers';

const db = adminDb();
const CLIENT_A = '203.0.113.7';
const CLIENT_B = '198.51.100.9';
// As deployed: the client is the entry Google's front end appended to X-Forwarded-For (http/client-address.ts).
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const contactBody = (n: number) => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  subject: 'Bug Report',
  message: `Message number ${n} about the chart.`,
});

async function count(collection: string) {
  return (await db.collection(collection).count().get()).data().count;
}

let h: Harness;

beforeAll(async () => {
  h = await startApi({ clientAddressMode: 'google-front-end' });
});

afterAll(async () => {
  await h?.close();
});

beforeEach(async () => {
  await clearFirestore();
  // 12:00:00 starts a ten-minute window, so Retry-After is the full window.
  h.clock.now = new Date('2026-11-25T12:00:00Z');
});

describe('contact: 5 per 10 minutes per client', () => {
  it('answers 429 with Retry-After after the fifth message; another client still passes', async () => {
    for (let n = 1; n <= 5; n++) {
      const res = await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(n) });
      expect(res.status, `message ${n}`).toBe(200);
    }
    h.clock.now = new Date('2026-11-25T12:04:30Z');
    const limited = await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(6) });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limited', code: 'rate_limited', message: MESSAGES.rateLimited });
    expect(limited.headers.get('retry-after')).toBe('330');
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(5);

    // a forged X-Forwarded-For prefix or Fastly-Client-IP does not make client A someone else
    const forged = await call(h, 'POST', '/api/contact', {
      headers: { 'x-forwarded-for': `203.0.113.77, ${CLIENT_A}`, 'fastly-client-ip': '203.0.113.78' },
      body: contactBody(7),
    });
    expect(forged.status).toBe(429);

    const other = await call(h, 'POST', '/api/contact', { headers: from(CLIENT_B), body: contactBody(8) });
    expect(other.status).toBe(200);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(6);
  });

  it('opens again in the next window', async () => {
    for (let n = 1; n <= 5; n++)
      await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(n) });
    expect((await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(6) })).status).toBe(429);
    h.clock.now = new Date('2026-11-25T12:10:00Z');
    expect((await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(7) })).status).toBe(200);
  });

  it('checks input before counting: bad requests neither count nor write', async () => {
    for (let n = 1; n <= 8; n++) {
      const res = await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: { name: 'x' } });
      expect(res.status).toBe(400);
    }
    expect(await count(COLLECTIONS.rateLimits)).toBe(0);
    expect((await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(1) })).status).toBe(200);
  });

  it('stores hashed keys with an expiresAt for the TTL policy, never the address', async () => {
    await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(1) });
    await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(2) });
    const docs = (await db.collection(COLLECTIONS.rateLimits).get()).docs;
    expect(docs).toHaveLength(1);
    const window = Math.floor(h.clock.now.getTime() / TEN_MINUTES_MS);
    expect(docs[0]!.id).toBe(`${rateLimitKey(CLIENT_A, 'contact')}_${window}`);
    expect(docs[0]!.get('count')).toBe(2);
    expect(docs[0]!.get('expiresAt').toDate()).toEqual(new Date('2026-11-25T12:10:00Z'));
    expect(JSON.stringify(docs[0]!.data())).not.toContain(CLIENT_A);
    expect(docs[0]!.id).not.toContain(CLIENT_A);
  });
});

describe('newsletter: 10 per 10 minutes per client, a budget of its own', () => {
  it('answers 429 after the tenth sign-up; contact from the same client is unaffected', async () => {
    for (let n = 1; n <= 10; n++) {
      const res = await call(h, 'POST', '/api/newsletter-signup', {
        headers: from(CLIENT_A),
        body: { email: `reader${n}@example.com` },
      });
      expect(res.status, `sign-up ${n}`).toBe(200);
    }
    const limited = await call(h, 'POST', '/api/newsletter-signup', {
      headers: from(CLIENT_A),
      body: { email: 'reader11@example.com' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: MESSAGES.rateLimited });
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(10);

    expect((await call(h, 'POST', '/api/contact', { headers: from(CLIENT_A), body: contactBody(1) })).status).toBe(200);
    const other = await call(h, 'POST', '/api/newsletter-signup', {
      headers: from(CLIENT_B),
      body: { email: 'reader11@example.com' },
    });
    expect(other.status).toBe(200);
  });
});

describe('rateLimit() factory', () => {
  const clock = { now: new Date('2026-11-25T12:00:15Z') };
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(clientAddressMiddleware('google-front-end'));
    app.post(
      '/ip',
      rateLimit({ route: 'test-ip', limit: 2, windowMs: 60_000, clock: () => clock.now }),
      (_req, res) => {
        res.json({ ok: true });
      },
    );
    app.post(
      '/user',
      rateLimit({
        route: 'test-user',
        limit: 3,
        windowMs: 60_000,
        clock: () => clock.now,
        clientId: (req) => req.get('x-user') ?? 'anonymous',
      }),
      (_req, res) => {
        res.json({ ok: true });
      },
    );
    app.use(errorHandler);
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const post = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers });

  it('takes its limit and window from the options', async () => {
    clock.now = new Date('2026-11-25T12:00:15Z');
    expect((await post('/ip', from(CLIENT_A))).status).toBe(200);
    expect((await post('/ip', from(CLIENT_A))).status).toBe(200);
    const third = await post('/ip', from(CLIENT_A));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('45');
    expect(await third.json()).toEqual({ error: 'rate_limited', code: 'rate_limited', message: MESSAGES.rateLimited });

    clock.now = new Date('2026-11-25T12:00:59.500Z');
    expect((await post('/ip', from(CLIENT_A))).headers.get('retry-after')).toBe('1');
    clock.now = new Date('2026-11-25T12:01:00Z');
    expect((await post('/ip', from(CLIENT_A))).status).toBe(200);
  });

  it('keys clients by the option clientId when given', async () => {
    for (let n = 0; n < 3; n++)
      expect((await post('/user', { 'x-user': 'u1', ...from(`10.1.0.${n}`) })).status).toBe(200);
    expect((await post('/user', { 'x-user': 'u1' })).status).toBe(429);
    expect((await post('/user', { 'x-user': 'u2' })).status).toBe(200);
  });

  it('counts exactly under parallel requests from one client (no 500, never over the limit)', async () => {
    clock.now = new Date('2026-11-25T13:00:00Z');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => post('/ip', from(CLIENT_B)).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.every((s) => s === 200 || s === 429 || s === 503)).toBe(true);
    const docs = (await db.collection(COLLECTIONS.rateLimits).get()).docs;
    expect(docs.map((d) => d.get('count'))).toEqual([2]);
  });

  it('refuses nonsense options', () => {
    const base = { route: 'x', clock: () => new Date() };
    expect(() => rateLimit({ ...base, limit: 0, windowMs: 1000 })).toThrow(/positive integer/);
    expect(() => rateLimit({ ...base, limit: 1.5, windowMs: 1000 })).toThrow(/positive integer/);
    expect(() => rateLimit({ ...base, limit: 1, windowMs: 0 })).toThrow(/positive/);
  });
});
