// One-click unsubscribe against the emulators: the signed token, the confirmation page (GET changes
// nothing), the POST from the page and the RFC 8058 one-click POST from a received e-mail's header,
// bad links changing nothing, and an unsubscribed address getting no campaign, reminder or newsletter
// again (only a new newsletter sign-up brings the newsletter back).
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { emailSuppressionSchema, userSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { runBetaTurbulenceCampaign } from '../src/services/campaign-sends';
import { runWeeklyNewsletter } from '../src/jobs/newsletter';
import { typedCollection } from '../src/services/firestore';
import { newsletterSubscriberId } from '../src/services/inbox';
import { NEWSLETTER_CONFIRMATION_SUBJECT } from '../src/services/mail-templates';
import { recipientKeyOf, unsubscribeToken, verifyUnsubscribeToken } from '../src/services/unsubscribe';
import { call, startApi } from './api-harness';
import { adminDb, putChart, dumpDatabase, runClock } from './helpers';
import { useApi, useSmtpSink } from './lifecycle';
import { TEST_UNSUBSCRIBE_SECRET, testMail } from './smtp-sink';

const db = adminDb();
const WEEK = '2026-11-23';
const READER = 'reader@vibers.dev';

const { sink, mail } = useSmtpSink({ siteUrl: () => h.baseUrl });
const {
  h,
  members: { admin },
} = useApi({
  members: { admin: { email: 'admin-unsub@example.com', admin: true } },
  deps: () => ({ mail: mail.deps }),
});

/** A newsletter sign-up confirmed through its e-mailed link (double opt-in); the confirmation e-mail is then dropped from the sink. */
async function signUp(email: string): Promise<void> {
  const before = sink.messages.length;
  const res = await call(h, 'POST', '/api/newsletter-signup', { body: { email } });
  expect(res.status).toBe(200);
  const confirmations = sink.messages
    .slice(before)
    .filter(
      (m) => m.envelopeTo.includes(email.toLowerCase()) && m.header('subject') === NEWSLETTER_CONFIRMATION_SUBJECT,
    );
  expect(confirmations).toHaveLength(1);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmations[0]!.text)?.[0];
  expect((await fetch(link!, { method: 'POST' })).status).toBe(200);
  for (const m of confirmations) sink.messages.splice(sink.messages.indexOf(m), 1);
}

async function putMember(uid: string, email: string): Promise<void> {
  await typedCollection(COLLECTIONS.users, userSchema, db)
    .doc(uid)
    .set(userSchema.parse({ id: uid, email, createdAt: new Date('2026-10-01T10:00:00Z') }));
}

const linkOf = (email: string) =>
  `${h.baseUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email, TEST_UNSUBSCRIBE_SECRET))}`;

async function suppressionOf(email: string) {
  const snap = await typedCollection(COLLECTIONS.emailSuppressions, emailSuppressionSchema, db)
    .doc(recipientKeyOf(email))
    .get();
  return snap.data();
}

describe('the unsubscribe token', () => {
  it('names the address by its hash, and only the secret can sign one', () => {
    const token = unsubscribeToken(' Reader@Vibers.dev ', TEST_UNSUBSCRIBE_SECRET);
    expect(token).not.toContain('reader');
    expect(verifyUnsubscribeToken(token, TEST_UNSUBSCRIBE_SECRET)).toBe(recipientKeyOf(READER));
    expect(verifyUnsubscribeToken(token, 'another secret')).toBeNull();
    const [key, signature] = token.split('.') as [string, string];
    const other = recipientKeyOf('someone-else@vibers.dev');
    expect(verifyUnsubscribeToken(`${other}.${signature}`, TEST_UNSUBSCRIBE_SECRET)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyUnsubscribeToken(`${key}.${flipped}`, TEST_UNSUBSCRIBE_SECRET)).toBeNull();
    for (const bad of [undefined, '', key, `${key}.`, `${key}.${signature}x`, 'preview'])
      expect(verifyUnsubscribeToken(bad, TEST_UNSUBSCRIBE_SECRET)).toBeNull();
  });
});

describe('GET /api/unsubscribe', () => {
  it('shows a confirmation page with a button and changes nothing', async () => {
    await signUp(READER);
    const before = await dumpDatabase();
    const res = await fetch(linkOf(READER));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain('Unsubscribe from VibeChart e-mails?');
    expect(html).toMatch(/<form method="post" action="\?token=[0-9a-f]{64}\.[A-Za-z0-9_-]{43}">/);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('a missing, tampered or foreign token answers 400 and changes nothing (GET and POST)', async () => {
    await signUp(READER);
    const before = await dumpDatabase();
    const good = unsubscribeToken(READER, TEST_UNSUBSCRIBE_SECRET);
    const forged = unsubscribeToken(READER, 'not our secret');
    for (const query of ['', '?token=', `?token=${good.slice(0, -2)}`, `?token=${forged}`, `?token=a&token=b`]) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${h.baseUrl}/api/unsubscribe${query}`, { method });
        expect(res.status, `${method} ${query}`).toBe(400);
        expect(await res.text()).toContain('This unsubscribe link is not valid');
      }
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('without UNSUBSCRIBE_SECRET the page says it is unavailable (503)', async () => {
    const bare = await startApi({ mail: testMail(sink, { unsubscribeSecret: null }).deps });
    try {
      const res = await fetch(`${bare.baseUrl}/api/unsubscribe?token=${unsubscribeToken(READER, 'x')}`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Unsubscribe is not available right now');
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/unsubscribe', () => {
  it("the page's button unsubscribes: suppression entry, newsletter subscription ended", async () => {
    await signUp(READER);
    const res = await fetch(linkOf(READER), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1 style="font-size:22px;margin:0 0 12px 0">You&#39;re unsubscribed</h1>');
    expect(await suppressionOf(READER)).toMatchObject({ source: 'link', unsubscribedAt: h.clock.now });
    const subscriber = await db.collection(COLLECTIONS.newsletterSubscribers).doc(newsletterSubscriberId(READER)).get();
    expect(subscriber.get('unsubscribedAt')?.toDate()).toEqual(h.clock.now);
    // Idempotent: a second click answers the same and changes nothing.
    const before = await dumpDatabase();
    expect((await fetch(linkOf(READER), { method: 'POST' })).status).toBe(200);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('the one-click POST from a received e-mail stops every further e-mail to that address', async () => {
    await putMember('u-reader', READER);
    await putMember('u-other', 'other@vibers.dev');
    await signUp(READER);
    await signUp('other@vibers.dev');
    await putChart(WEEK);

    // The campaign reaches both; the reader's mail carries the one-click header.
    const first = await runBetaTurbulenceCampaign({ db, settings: mail.settings, now: runClock });
    expect(first.sent).toBe(2);
    const received = sink.to(READER)[0]!;
    expect(received.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(received.header('list-unsubscribe') ?? '')?.[1];
    expect(link).toBe(linkOf(READER));

    const res = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await suppressionOf(READER)).toMatchObject({ source: 'one-click' });
    sink.clear();

    // Reminder test send refused; the newsletter and a new campaign skip the reader.
    const reminder = await call(h, 'POST', '/api/admin/send-test-voting-reminder', {
      token: admin.token,
      body: { testEmail: READER },
    });
    expect(reminder.status).toBe(409);
    expect(reminder.body).toMatchObject({ message: MESSAGES.addressUnsubscribed });
    const newsletter = await runWeeklyNewsletter({ db, weekOf: WEEK, now: runClock, settings: mail.settings });
    expect(newsletter).toMatchObject({ status: 'sent', sent: 1 });
    await db
      .collection(COLLECTIONS.emailDeliveries)
      .get()
      .then((s) => Promise.all(s.docs.map((d) => d.ref.delete())));
    const again = await runBetaTurbulenceCampaign({ db, settings: mail.settings, now: runClock });
    expect(again.sent).toBe(1);
    expect(sink.to(READER)).toHaveLength(0);
    expect(sink.to('other@vibers.dev')).toHaveLength(2);
  });

  it('a new, confirmed newsletter sign-up after unsubscribing brings back the newsletter, not campaigns', async () => {
    await putMember('u-reader', READER);
    await signUp(READER);
    await putChart(WEEK);
    expect((await fetch(linkOf(READER), { method: 'POST' })).status).toBe(200);
    // A day later (one confirmation e-mail per address per day), and confirmed by its owner.
    h.clock.now = new Date(h.clock.now.getTime() + 25 * 60 * 60_000);
    await signUp(READER);
    const newsletter = await runWeeklyNewsletter({ db, weekOf: WEEK, now: runClock, settings: mail.settings });
    expect(newsletter).toMatchObject({ status: 'sent', sent: 1 });
    const campaign = await runBetaTurbulenceCampaign({ db, settings: mail.settings, now: runClock });
    expect(campaign.sent).toBe(0);
    expect(sink.to(READER).map((m) => m.header('subject'))).toEqual([`VibeChart top 10, week of ${WEEK}`]);
  });
});
