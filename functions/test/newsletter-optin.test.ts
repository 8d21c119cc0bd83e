// Newsletter sign-up and its delivery errors through the production request path: the Hosting emulator,
// the emulated `api` function, and the SMTP sink its SMTP_URL points at (dev-suite / npm test write it).
// Newsletter double opt-in: a sign-up stores a pending address and sends one confirmation e-mail (at
// most one per address per day); only the owner's click on the link subscribes, and only that brings
// back an unsubscribed address. The answer is the same whatever the address's state.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, ids } from '../src/domain/collections';
import { newsletterCampaignId, runWeeklyNewsletter } from '../src/jobs/newsletter';
import { deliveryErrorCode } from '../src/services/mail';
import { NEWSLETTER_CONFIRMATION_SUBJECT } from '../src/services/mail-templates';
import { CONFIRMATION_VALID_MS, confirmationToken, verifyConfirmationToken } from '../src/services/newsletter-optin';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import type { Harness } from './api-harness';
import { call } from './api-harness';
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
    // READER confirmed; "pending" signed up; "gone" unsubscribed; "fresh" is new.
    await signUp(READER);
    await clickConfirm(tokenIn(confirmationsTo(READER)[0]!.text));
    await signUp('pending.optin@vibers.dev');
    await signUp('gone.optin@vibers.dev');
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
