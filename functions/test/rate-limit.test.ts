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
import {
  CEILING_KEY,
  CONTACT_CEILING,
  CONTACT_RATE_LIMIT,
  HOUR_MS,
  RELAYED_BUDGET_FACTOR,
  SITE_BUDGET_FACTOR,
  TEN_MINUTES_MS,
  rateLimit,
  rateLimitKey,
} from '../src/http/middleware/rate-limit';
import type { Harness } from './api-harness';
import { call, startApi } from './api-harness';
import { adminDb, clearFirestore } from './helpers';
import { useSmtpSink } from './lifecycle';

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
// A sign-up's fixed answer time is recorded, not waited (newsletter-optin.test.ts times it through Hosting).
const { mail } = useSmtpSink({ smtp: false });

beforeAll(async () => {
  h = await startApi({ clientAddressMode: 'google-front-end', mail: mail.deps });
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
    // The client's window and the route's hourly ceiling.
    const all = (await db.collection(COLLECTIONS.rateLimits).get()).docs;
    expect(all).toHaveLength(2);
    const hour = Math.floor(h.clock.now.getTime() / HOUR_MS);
    expect(all.map((d) => d.id)).toContain(`${rateLimitKey(CEILING_KEY, 'contact')}_${hour}`);
    const docs = all.filter((d) => d.get('expiresAt').toDate().getTime() === Date.parse('2026-11-25T12:10:00Z'));
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

describe('identities the caller cannot choose (a relay through another Fastly service, IPv6 rotation)', () => {
  // Anyone's Fastly service in front of Hosting: its edge connects to Hosting's edge, which appends a
  // Fastly address where the client should be; the entry to its left is whatever the relay wrote.
  const RELAY_EDGE = '151.101.65.10';
  const HOSTING_EDGE = '151.101.1.57';
  const relayed = (n: number) => ({ 'x-forwarded-for': `198.51.${n >> 8}.${n & 255}, ${RELAY_EDGE}, ${HOSTING_EDGE}` });

  it('a relay that writes a new address every time shares one budget: 10 clients worth, then 429', async () => {
    const budget = CONTACT_RATE_LIMIT.limit * RELAYED_BUDGET_FACTOR;
    for (let n = 0; n < budget; n++) {
      const res = await call(h, 'POST', '/api/contact', { headers: relayed(n), body: contactBody(n) });
      expect(res.status, `relayed message ${n}`).toBe(200);
    }
    const refused = await call(h, 'POST', '/api/contact', { headers: relayed(budget), body: contactBody(0) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(budget);
    // A visitor straight through Hosting (one Fastly hop) keeps their own budget.
    const direct = { 'x-forwarded-for': `${CLIENT_B}, ${HOSTING_EDGE}` };
    expect((await call(h, 'POST', '/api/contact', { headers: direct, body: contactBody(1) })).status).toBe(200);
  }, 60_000);

  it('IPv6: a new /64 of the same /48 each time gets 4 clients worth, then 429; another /48 passes', async () => {
    const budget = CONTACT_RATE_LIMIT.limit * SITE_BUDGET_FACTOR;
    const from64 = (n: number) => from(`2001:db8:77:${n.toString(16)}::1`);
    for (let n = 0; n < budget; n++) {
      // Each /64 stays under its own 5.
      const res = await call(h, 'POST', '/api/contact', { headers: from64(n), body: contactBody(n) });
      expect(res.status, `message ${n}`).toBe(200);
    }
    expect((await call(h, 'POST', '/api/contact', { headers: from64(budget), body: contactBody(0) })).status).toBe(429);
    expect(
      (await call(h, 'POST', '/api/contact', { headers: from('2001:db8:78:1::1'), body: contactBody(0) })).status,
    ).toBe(200);
  }, 60_000);

  it('the route ceiling: addresses rotated without end stop at 100 contact messages an hour', async () => {
    h.clock.now = new Date('2026-11-25T12:00:00Z');
    for (let n = 0; n < CONTACT_CEILING.limit; n++) {
      // A fresh IPv4 address every time, never relayed: only the ceiling can stop it.
      const res = await call(h, 'POST', '/api/contact', {
        headers: from(`192.0.${n >> 8}.${n & 255}`),
        body: contactBody(n),
      });
      expect(res.status, `message ${n}`).toBe(200);
      if (n % 20 === 19) h.clock.now = new Date(h.clock.now.getTime() + 10 * 60_000);
    }
    h.clock.now = new Date('2026-11-25T12:55:00Z');
    const refused = await call(h, 'POST', '/api/contact', { headers: from('203.0.113.250'), body: contactBody(0) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('300');
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(CONTACT_CEILING.limit);
    h.clock.now = new Date('2026-11-25T13:00:00Z');
    expect(
      (await call(h, 'POST', '/api/contact', { headers: from('203.0.113.250'), body: contactBody(0) })).status,
    ).toBe(200);
  }, 120_000);
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
    app.post(
      '/ceiling',
      rateLimit({
        route: 'test-ceiling',
        limit: 2,
        windowMs: 3_600_000,
        clock: () => clock.now,
        clientId: (req) => req.get('x-user') ?? 'anonymous',
        ceiling: { limit: 3, windowMs: 600_000 },
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

  it('a ceiling holds for all keys together, whatever the rotation; refused calls do not count', async () => {
    clock.now = new Date('2026-11-25T14:10:00Z');
    for (const user of ['a', 'b', 'c']) expect((await post('/ceiling', { 'x-user': user })).status).toBe(200);
    const refused = await post('/ceiling', { 'x-user': 'd' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    for (const user of ['e', 'f', 'a', 'a']) expect((await post('/ceiling', { 'x-user': user })).status).toBe(429);
    // The next ceiling window, the same hour of 'a': its two refused calls were not counted.
    clock.now = new Date('2026-11-25T14:20:00Z');
    expect((await post('/ceiling', { 'x-user': 'a' })).status).toBe(200);
    expect((await post('/ceiling', { 'x-user': 'a' })).status).toBe(429);
  });

  it('refuses nonsense options', () => {
    const base = { route: 'x', clock: () => new Date() };
    expect(() => rateLimit({ ...base, limit: 0, windowMs: 1000 })).toThrow(/positive integer/);
    expect(() => rateLimit({ ...base, limit: 1.5, windowMs: 1000 })).toThrow(/positive integer/);
    expect(() => rateLimit({ ...base, limit: 1, windowMs: 0 })).toThrow(/positive/);
    expect(() => rateLimit({ ...base, limit: 1, windowMs: 1000, ceiling: { limit: 0, windowMs: 1000 } })).toThrow(
      /ceiling/,
    );
  });
});
