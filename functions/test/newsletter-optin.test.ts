// Newsletter sign-up and its delivery errors through the production request path: the Hosting emulator,
// the emulated `api` function, and the SMTP sink its SMTP_URL points at (dev-suite / npm test write it).
// Newsletter double opt-in: a sign-up stores a pending address and sends one confirmation e-mail (at
// most one per address per day); only the owner's click on the link subscribes, and only that brings
// back an unsubscribed address. The answer is the same whatever the address's state.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { newsletterCampaignId, runWeeklyNewsletter } from '../src/jobs/newsletter';
import { deliveryErrorCode } from '../src/services/mail';
import { NEWSLETTER_CONFIRMATION_SUBJECT } from '../src/services/mail-templates';
import { NEWSLETTER_ANSWER_MS } from '../src/http/routes/inbox';
import {
  CONFIRMATIONS_CEILING,
  CONFIRMATIONS_PER_DOMAIN,
  CONFIRMATION_VALID_MS,
  confirmationToken,
  verifyConfirmationToken,
} from '../src/services/newsletter-optin';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import type { Harness } from './api-harness';
import { call, startApi } from './api-harness';
import { HOSTING_URL, adminDb, putChart, clearFirestore, dumpDatabase, runClock } from './helpers';
import { useSmtpSink } from './lifecycle';

const db = adminDb();
const hosting = { baseUrl: HOSTING_URL } as Harness;
const WEEK = '2026-11-23';
const READER = 'rita.optin@vibers.dev';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The port the emulated api's SMTP_URL points at (npm test: 2525; dev-suite: 2525 + 10 × offset). */
const SMTP_PORT = Number(process.env.VIBECHART_TEST_SMTP_PORT ?? 2525);

const { sink, mail } = useSmtpSink({ port: SMTP_PORT });

/** The emulated api's signing secret (written by scripts/lib/local-mail.mjs), to forge test tokens. */
function apiSecret(): string {
  const text = readFileSync(new URL('../.secret.local', import.meta.url), 'utf8');
  const secret = /^UNSUBSCRIBE_SECRET=(.+)$/m.exec(text)?.[1]?.trim();
  if (!secret) throw new Error('functions/.secret.local has no UNSUBSCRIBE_SECRET (run through dev-suite or npm test)');
  return secret;
}

async function signUp(email: string) {
  return call(hosting, 'POST', '/api/newsletter-signup', { body: { email } });
}

const confirmationsTo = (email: string) =>
  sink.to(email).filter((m) => m.header('subject') === NEWSLETTER_CONFIRMATION_SUBJECT);
const newslettersTo = (email: string) =>
  sink.to(email).filter((m) => m.header('subject') !== NEWSLETTER_CONFIRMATION_SUBJECT);

/** The token of the confirmation link in the e-mail (the link's origin is SITE_URL; we call Hosting). */
function tokenIn(text: string): string {
  const token = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9._%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${text}`);
  return decodeURIComponent(token);
}

const confirmUrl = (token: string) => `${HOSTING_URL}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;

async function clickConfirm(token: string): Promise<{ status: number; html: string }> {
  const res = await fetch(confirmUrl(token), { method: 'POST' });
  return { status: res.status, html: await res.text() };
}

const subscriber = async (email: string) =>
  (await db.collection(COLLECTIONS.newsletterSubscribers).doc(recipientKeyOf(email)).get()).data();

/** The weekly newsletter job (in-process, same sink); its deliveries are cleared so it can run again. */
async function runNewsletter() {
  const result = await runWeeklyNewsletter({ db, weekOf: WEEK, now: runClock, settings: mail.settings });
  const deliveries = await db.collection(COLLECTIONS.emailDeliveries).get();
  await Promise.all(deliveries.docs.map((d) => d.ref.delete()));
  return result;
}

beforeEach(async () => {
  await clearFirestore();
  await putChart(WEEK);
});

describe('newsletter sign-up through Hosting: double opt-in', () => {
  it('a sign-up sends one confirmation e-mail and subscribes nobody until the owner confirms', async () => {
    const res = await signUp(READER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(confirmationsTo(READER)).toHaveLength(1);
    const pending = await subscriber(READER);
    expect(pending).toMatchObject({ email: READER, confirmedAt: null, unsubscribedAt: null });
    // Kept only as long as the link works (Firestore TTL on pendingExpiresAt).
    const sentAt = pending?.confirmationSentAt.toDate().getTime();
    expect(pending?.pendingExpiresAt.toDate().getTime()).toBe(sentAt + CONFIRMATION_VALID_MS);

    // Not subscribed yet: the weekly newsletter skips the pending address.
    expect(await runNewsletter()).toMatchObject({ status: 'sent', sent: 0 });
    expect(newslettersTo(READER)).toHaveLength(0);

    // The link's GET (what a mail scanner does) only asks, with a button; it changes nothing.
    const token = tokenIn(confirmationsTo(READER)[0]!.text);
    const before = await dumpDatabase();
    const page = await fetch(confirmUrl(token));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirm your VibeChart newsletter sign-up');
    expect(html).toContain('<form method="post"');
    expect(await dumpDatabase()).toEqual(before);

    // The button's POST subscribes.
    const confirmed = await clickConfirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('You&#39;re subscribed');
    const stored = await subscriber(READER);
    expect(stored?.confirmedAt).not.toBeNull();
    expect(stored?.confirmTokenHash).toBeNull();
    expect(stored?.pendingExpiresAt).toBeNull();

    expect(await runNewsletter()).toMatchObject({ status: 'sent', sent: 1 });
    expect(newslettersTo(READER).map((m) => m.header('subject'))).toEqual([`VibeChart top 10, week of ${WEEK}`]);
  });

  it('a link works once: a second click changes nothing and says the address is already subscribed', async () => {
    await signUp(READER);
    const token = tokenIn(confirmationsTo(READER)[0]!.text);
    expect((await clickConfirm(token)).status).toBe(200);
    const before = await dumpDatabase();
    const again = await clickConfirm(token);
    expect(again.status).toBe(200);
    expect(again.html).toContain('You&#39;re already subscribed');
    expect(await dumpDatabase()).toEqual(before);
  });

  it('repeated sign-ups within 24 h send no second e-mail, and every answer is the same', async () => {
    const answers = [];
    for (const email of [READER, READER.toUpperCase(), ` ${READER} `]) answers.push(await signUp(email));
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { ok: true }],
      [200, { ok: true }],
      [200, { ok: true }],
    ]);
    expect(confirmationsTo(READER)).toHaveLength(1);
  });

  it('the answer does not tell a subscribed, pending, unsubscribed or new address apart', async () => {
    // READER confirmed; "pending" signed up; "gone" unsubscribed; "fresh" is new. Each sign-up answers
    // after NEWSLETTER_ANSWER_MS: those of different addresses are sent together.
    await Promise.all([READER, 'pending.optin@vibers.dev', 'gone.optin@vibers.dev'].map(signUp));
    await clickConfirm(tokenIn(confirmationsTo(READER)[0]!.text));
    await unsubscribeAddress(db, recipientKeyOf('gone.optin@vibers.dev'), runClock(), 'link');
    const answers = await Promise.all(
      [READER, 'pending.optin@vibers.dev', 'gone.optin@vibers.dev', 'fresh.optin@vibers.dev'].map(async (email) => {
        const res = await signUp(email);
        return { status: res.status, body: res.body, cache: res.headers.get('cache-control') };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { ok: true }, cache: 'private, no-store' });
  });

  it('a suppressed (unsubscribed) address signed up again stays suppressed until its owner confirms', async () => {
    const key = recipientKeyOf(READER);
    const now = runClock().getTime();
    // Confirmed two days ago, unsubscribed yesterday (its last confirmation e-mail is two days old).
    await db
      .collection(COLLECTIONS.newsletterSubscribers)
      .doc(key)
      .set({
        email: READER,
        source: 'site',
        consentAt: new Date(now - 2 * DAY_MS),
        confirmedAt: new Date(now - 2 * DAY_MS),
        confirmationSentAt: new Date(now - 2 * DAY_MS),
        confirmTokenHash: null,
        unsubscribedAt: null,
      });
    await unsubscribeAddress(db, key, new Date(now - DAY_MS), 'one-click');

    expect((await signUp(READER)).body).toEqual({ ok: true });
    expect(confirmationsTo(READER)).toHaveLength(1);
    expect((await subscriber(READER))?.unsubscribedAt?.toDate()).toEqual(new Date(now - DAY_MS));
    expect(await runNewsletter()).toMatchObject({ sent: 0 });
    expect(newslettersTo(READER)).toHaveLength(0);

    expect((await clickConfirm(tokenIn(confirmationsTo(READER)[0]!.text))).status).toBe(200);
    expect(await runNewsletter()).toMatchObject({ sent: 1 });
    expect(newslettersTo(READER)).toHaveLength(1);
  });

  it('legacy subscribers without a confirmation get no newsletter; a new sign-up mails them a link', async () => {
    await db
      .collection(COLLECTIONS.newsletterSubscribers)
      .doc(recipientKeyOf(READER))
      .set({
        email: READER,
        consentAt: new Date('2026-10-05T10:00:00Z'),
        source: 'site',
        unsubscribedAt: null,
      });
    expect(await runNewsletter()).toMatchObject({ sent: 0 });
    await signUp(READER);
    expect(confirmationsTo(READER)).toHaveLength(1);
  });

  it('a forged, tampered, expired or superseded link answers 400 and changes nothing', async () => {
    await signUp(READER);
    const real = tokenIn(confirmationsTo(READER)[0]!.text);
    const secret = apiSecret();
    const parts = verifyConfirmationToken(real, secret, runClock());
    expect(parts).not.toBeNull();
    const before = await dumpDatabase();
    const bad = [
      'nonsense',
      `${real.slice(0, -2)}AA`,
      confirmationToken({ ...parts!, expiresAt: new Date(runClock().getTime() - 1000) }, secret),
      confirmationToken({ ...parts!, nonce: 'A'.repeat(22) }, secret),
      confirmationToken(parts!, 'another-secret'),
    ];
    for (const token of bad) {
      const get = await fetch(confirmUrl(token));
      const post = await clickConfirm(token);
      expect([get.status, post.status], token).toEqual([token === bad[3] ? 200 : 400, 400]);
      expect(post.html).toContain('This confirmation link is not valid');
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('a confirmation e-mail the SMTP server refuses is not counted: the owner can sign up again at once', async () => {
    sink.refuse.add(READER);
    expect((await signUp(READER)).body).toEqual({ ok: true });
    expect(sink.messages).toHaveLength(0);
    expect(await subscriber(READER)).toMatchObject({ confirmationSentAt: null, confirmedAt: null });
    sink.refuse.clear();
    await signUp(READER);
    expect(confirmationsTo(READER)).toHaveLength(1);
  });
});

describe('mail-bombing: what one mailbox, one domain and everyone can be sent', () => {
  it('through Hosting: +tag, dot and googlemail variants of one mailbox get one confirmation e-mail a day', async () => {
    const variants = [
      'victim.optin@gmail.com',
      'victim.optin+1@gmail.com',
      'victimoptin+news@gmail.com',
      'V.ictim.Optin@googlemail.com',
    ];
    for (const email of variants) expect((await signUp(email)).body).toEqual({ ok: true });
    expect(sink.messages).toHaveLength(1);
    expect(confirmationsTo(variants[0]!)).toHaveLength(1);
    // Nothing stored for the variants: they were never asked for.
    for (const email of variants.slice(1)) expect(await subscriber(email)).toBeUndefined();
    // Another mailbox at the same provider is unaffected.
    expect((await signUp('other.optin@gmail.com')).body).toEqual({ ok: true });
    expect(confirmationsTo('other.optin@gmail.com')).toHaveLength(1);
  });

  it('through Hosting: every sign-up answers after the same time, whatever the state of its address', async () => {
    await signUp('warm.optin@vibers.dev');
    // Confirmed, pending (mailed a minute ago), unsubscribed, a throttled variant, and a new address:
    // set up together (different mailboxes), then timed one by one (a concurrent request through the
    // emulator may wait for a new function worker, which says nothing about the answer's time).
    await Promise.all([READER, 'pending.optin@vibers.dev', 'gone.optin@vibers.dev'].map(signUp));
    await clickConfirm(tokenIn(confirmationsTo(READER)[0]!.text));
    await unsubscribeAddress(db, recipientKeyOf('gone.optin@vibers.dev'), runClock(), 'link');
    const timed: Array<[string, number]> = [];
    for (const email of [
      READER,
      'pending.optin@vibers.dev',
      'gone.optin@vibers.dev',
      'pending.optin+2@vibers.dev',
      'fresh.optin@vibers.dev',
    ]) {
      const started = performance.now();
      const res = await signUp(email);
      timed.push([email, performance.now() - started]);
      expect(res.body).toEqual({ ok: true });
    }
    expect(confirmationsTo('fresh.optin@vibers.dev')).toHaveLength(1);
    for (const [email, ms] of timed) {
      expect(ms, email).toBeGreaterThanOrEqual(NEWSLETTER_ANSWER_MS);
      // Generous: the emulators on a loaded machine add their own delay to every answer alike.
      expect(ms, email).toBeLessThan(NEWSLETTER_ANSWER_MS + 3000);
    }
  }, 60_000);

  describe('in-process (addresses rotated per client, the pauses recorded instead of waited)', () => {
    let app: Harness & { close(): Promise<void>; clock: { now: Date } };
    let client = 0;
    const signUpFrom = (email: string) => {
      client += 1;
      return call(app, 'POST', '/api/newsletter-signup', {
        headers: { 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` },
        body: { email },
      });
    };

    beforeAll(async () => {
      app = await startApi({ mail: mail.deps, clientAddressMode: 'google-front-end' });
    });
    afterAll(async () => {
      await app?.close();
    });
    beforeEach(() => {
      app.clock.now = new Date('2026-11-25T12:00:00Z');
    });

    it(`one domain gets ${CONFIRMATIONS_PER_DOMAIN.limit} confirmation e-mails an hour; a large provider more`, async () => {
      const acme = (n: number) => `staff${n}@acme-optin.dev`;
      for (let n = 0; n <= CONFIRMATIONS_PER_DOMAIN.limit; n++)
        expect((await signUpFrom(acme(n))).body).toEqual({ ok: true });
      expect(sink.messages).toHaveLength(CONFIRMATIONS_PER_DOMAIN.limit);
      expect(sink.to(acme(CONFIRMATIONS_PER_DOMAIN.limit))).toHaveLength(0);
      expect(await subscriber(acme(CONFIRMATIONS_PER_DOMAIN.limit))).toBeUndefined();
      for (let n = 0; n <= CONFIRMATIONS_PER_DOMAIN.limit; n++) await signUpFrom(`reader${n}.optin@gmail.com`);
      expect(sink.messages).toHaveLength(2 * CONFIRMATIONS_PER_DOMAIN.limit + 1);
      // Every answer waited for the same deadline, the throttled ones too.
      expect(mail.sleeps).toHaveLength(2 * (CONFIRMATIONS_PER_DOMAIN.limit + 1));
      for (const pause of mail.sleeps) {
        expect(pause.ms).toBeGreaterThan(0);
        expect(pause.ms).toBeLessThanOrEqual(NEWSLETTER_ANSWER_MS);
      }
      app.clock.now = new Date('2026-11-25T13:00:00Z');
      await signUpFrom(acme(CONFIRMATIONS_PER_DOMAIN.limit));
      expect(sink.to(acme(CONFIRMATIONS_PER_DOMAIN.limit))).toHaveLength(1);
    }, 60_000);

    it(`everyone together gets ${CONFIRMATIONS_CEILING.limit} confirmation e-mails an hour, whatever the rotation`, async () => {
      // New client, new domain (under its own hourly budget), new mailbox every time.
      for (let n = 0; n < CONFIRMATIONS_CEILING.limit; n++) await signUpFrom(`r${n}@d${n % 20}.optin-ceiling.dev`);
      expect(sink.messages).toHaveLength(CONFIRMATIONS_CEILING.limit);
      expect((await signUpFrom('one.more@elsewhere-optin.dev')).body).toEqual({ ok: true });
      expect(sink.messages).toHaveLength(CONFIRMATIONS_CEILING.limit);
      app.clock.now = new Date('2026-11-25T13:00:00Z');
      await signUpFrom('one.more@elsewhere-optin.dev');
      expect(sink.messages).toHaveLength(CONFIRMATIONS_CEILING.limit + 1);
    }, 120_000);
  });
});

describe('email_deliveries.error keeps a code, never the SMTP server text (it names the address)', () => {
  it('a refused newsletter delivery stores smtp-550', async () => {
    await signUp(READER);
    await clickConfirm(tokenIn(confirmationsTo(READER)[0]!.text));
    sink.refuse.add(READER);
    const result = await runWeeklyNewsletter({ db, weekOf: WEEK, now: runClock, settings: mail.settings });
    expect(result).toMatchObject({ sent: 0, failed: 1 });
    const delivery = await db
      .collection(COLLECTIONS.emailDeliveries)
      .doc(ids.emailDelivery(newsletterCampaignId(WEEK), recipientKeyOf(READER)))
      .get();
    expect(delivery.get('status')).toBe('failed');
    expect(delivery.get('error')).toBe('smtp-550');
    expect(JSON.stringify(await dumpDatabase())).not.toContain('No such mailbox');
  });

  it('deliveryErrorCode: reply codes, client codes, timeouts; never the message', () => {
    const smtp = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <a@b.dev> unknown"), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(deliveryErrorCode(smtp)).toBe('smtp-550');
    expect(deliveryErrorCode(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(
      'econnection',
    );
    expect(deliveryErrorCode(new Error('Recipient a@b.dev is bad'))).toBe('unknown');
    expect(deliveryErrorCode('a@b.dev')).toBe('unknown');
    expect(deliveryErrorCode({ code: 'a@b.dev', responseCode: 'x' })).toBe('unknown');
  });
});
