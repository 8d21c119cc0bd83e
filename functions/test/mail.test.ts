// The mail path (nodemailer → a real SMTP server in this process) and the admin e-mail preview routes
// against the emulators: headers stay headers (no CRLF injection), bulk mail carries its unsubscribe
// headers, who may call the admin e-mail routes, the voting reminder's preview, numbers and test send.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { userSchema } from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { createSmtpMailer, headerText } from '../src/infra/mail';
import { typedCollection } from '../src/services/firestore';
import { VOTING_REMINDER_SUBJECT } from '../src/services/mail-templates';
import { recipientKeyOf, unsubscribeAddress } from '../src/services/unsubscribe';
import { call, startApi } from './api-harness';
import { adminDb, approvedSubmission, dumpDatabase, putSubmissions, runClock } from './helpers';
import { useApi, useSmtpSink } from './lifecycle';
import { TEST_CAMPAIGN_KEY, testMail } from './smtp-sink';

const db = adminDb();
const { sink, mail: appMail } = useSmtpSink({ siteUrl: () => h.baseUrl });
const {
  h,
  members: { admin, member, revokedAdmin },
} = useApi({
  members: {
    admin: { email: 'admin-mail@example.com', admin: true, name: 'Ada Admin' },
    member: { email: 'member-mail@example.com', name: 'Mo Member' },
    revokedAdmin: { email: 'revoked-mail@example.com', admin: true, revoked: true },
  },
  deps: () => ({ mail: appMail.deps }),
});

/**
 * This week (the harness clock: Wednesday 25 Nov 2026, week of 23 Nov) in numbers: 3 projects in the
 * running (plus an archived one), 2 vibes since Monday (plus one of last week), 4 votes this week
 * (plus one of last week's).
 */
async function putWeek(): Promise<void> {
  await putSubmissions(
    approvedSubmission('w1'),
    approvedSubmission('w2'),
    approvedSubmission('w3'),
    approvedSubmission('old', { archivedAt: new Date('2026-11-16T00:00:00Z') }),
  );
  const put = (collection: string, id: string, data: Record<string, unknown>) =>
    db
      .collection(collection)
      .doc(id)
      .set({ id, ...data });
  await put(COLLECTIONS.vibes, 'v1', { day: '2026-11-23' });
  await put(COLLECTIONS.vibes, 'v2', { day: '2026-11-25' });
  await put(COLLECTIONS.vibes, 'v0', { day: '2026-11-22' });
  for (const n of [1, 2, 3, 4]) await put(COLLECTIONS.votes, `vote${n}`, { weekStart: '2026-11-23' });
  await put(COLLECTIONS.votes, 'vote0', { weekStart: '2026-11-16' });
}

async function putUser(uid: string, email: string, fullName: string | null = null): Promise<void> {
  const ref = typedCollection(COLLECTIONS.users, userSchema, db).doc(uid);
  await ref.set(userSchema.parse({ id: uid, email, fullName, createdAt: new Date('2026-10-01T10:00:00Z') }));
}

describe('the SMTP mail path', () => {
  it('sends from the sender to the recipient with a text and an HTML part', async () => {
    const mailer = createSmtpMailer(sink.url, 'VibeChart <hello@vibechart.dev>');
    await mailer.send({
      to: { address: 'reader@vibers.dev', name: 'Rea Reader' },
      subject: 'Hello',
      text: 'plain body',
      html: '<p>html body</p>',
    });
    await sink.waitFor(1);
    const [mail] = sink.messages;
    expect(mail!.envelopeTo).toEqual(['reader@vibers.dev']);
    expect(mail!.header('from')).toBe('VibeChart <hello@vibechart.dev>');
    expect(mail!.header('to')).toBe('Rea Reader <reader@vibers.dev>');
    expect(mail!.header('subject')).toBe('Hello');
    expect(mail!.text).toContain('plain body');
    expect(mail!.html).toContain('<p>html body</p>');
    // Not a bulk e-mail: no unsubscribe headers.
    expect(mail!.header('list-unsubscribe')).toBeUndefined();
  });

  it('a CRLF in a name or subject adds no header and no recipient', async () => {
    const mailer = createSmtpMailer(sink.url);
    await mailer.send({
      to: { address: 'reader@vibers.dev', name: 'Eve\r\nBcc: victim@vibers.dev\r\nX-Injected: name' },
      subject: 'Hi\r\nX-Injected: subject\nBcc: other@vibers.dev\rX-Injected: cr',
      text: 'body',
      html: '<p>body</p>',
    });
    await sink.waitFor(1);
    const [mail] = sink.messages;
    expect(mail!.envelopeTo).toEqual(['reader@vibers.dev']);
    const names = mail!.headerLines.map((l) => l.slice(0, l.indexOf(':')).toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
    expect(names.filter((n) => n === 'to')).toHaveLength(1);
    expect(mail!.header('subject')).toBe('Hi X-Injected: subject Bcc: other@vibers.dev X-Injected: cr');
    // The whole name stays inside the To header's display name.
    expect(mail!.header('to')).toContain('<reader@vibers.dev>');
    expect(mail!.header('to')).toContain('Eve Bcc: victim@vibers.dev X-Injected: name');
  });

  it('a bulk e-mail carries List-Unsubscribe and one-click List-Unsubscribe-Post', async () => {
    const mailer = createSmtpMailer(sink.url);
    const url = 'https://vibechart.test/api/unsubscribe?token=abc.def';
    await mailer.send({
      to: { address: 'reader@vibers.dev' },
      subject: 'Bulk',
      text: 't',
      html: 'h',
      unsubscribeUrl: url,
    });
    await sink.waitFor(1);
    expect(sink.messages[0]!.header('list-unsubscribe')).toBe(`<${url}>`);
    expect(sink.messages[0]!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('refuses a recipient that is not an address, and an unsubscribe URL that is not http(s)', async () => {
    const mailer = createSmtpMailer(sink.url);
    await expect(
      mailer.send({ to: { address: 'reader@vibers.dev\r\nBcc: x@vibers.dev' }, subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow('Recipient address is not a valid e-mail address');
    await expect(
      mailer.send({
        to: { address: 'reader@vibers.dev' },
        subject: 's',
        text: 't',
        html: 'h',
        unsubscribeUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow('Unsubscribe URL must be an http(s) URL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.messages).toHaveLength(0);
  });

  it('headerText flattens every line break and control character', () => {
    expect(headerText('a\r\nb\nc\rd\u2028e\u0000f\u0085g')).toBe('a b c d e f g');
    expect(headerText('  spaced   out  ')).toBe('spaced out');
    expect(headerText('x'.repeat(300), 10)).toBe('x'.repeat(10));
  });
});

describe('admin e-mail routes: who may call them', () => {
  const routes = [
    { method: 'POST', path: '/api/admin/preview-voting-reminder-data', body: {} },
    { method: 'GET', path: '/api/admin/preview-voting-reminder' },
    { method: 'POST', path: '/api/admin/send-test-voting-reminder', body: { testEmail: 'reader@vibers.dev' } },
    { method: 'POST', path: '/api/admin/send-beta-turbulence-test', body: { adminKey: TEST_CAMPAIGN_KEY } },
    { method: 'POST', path: '/api/admin/beta-turbulence-preview', body: { adminKey: TEST_CAMPAIGN_KEY } },
    { method: 'POST', path: '/api/admin/send-beta-turbulence-campaign', body: { adminKey: TEST_CAMPAIGN_KEY } },
  ];
  const callers: Array<{ who: string; token: () => string | undefined; status: number; message: string }> = [
    { who: 'no token', token: () => undefined, status: 401, message: MESSAGES.mustBeLoggedIn },
    { who: 'a forged token', token: () => 'not-a-token', status: 401, message: MESSAGES.mustBeLoggedIn },
    { who: 'a signed-in non-admin', token: () => member.token, status: 403, message: MESSAGES.adminOnly },
    { who: 'a revoked admin token', token: () => revokedAdmin.token, status: 401, message: MESSAGES.mustBeLoggedIn },
  ];
  for (const route of routes) {
    for (const caller of callers) {
      it(`${route.method} ${route.path} with ${caller.who} → ${caller.status}, nothing sent or written`, async () => {
        await putUser('u-real', 'real@vibers.dev');
        const before = await dumpDatabase();
        const res = await call(h, route.method, route.path, { token: caller.token(), body: route.body });
        expect(res.status).toBe(caller.status);
        expect(res.body).toMatchObject({ message: caller.message });
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(sink.messages).toHaveLength(0);
        expect(await dumpDatabase()).toEqual(before);
      });
    }
  }
});

describe('voting reminder preview (/admin/email-preview)', () => {
  it('counts the real members who would get it: test accounts and unsubscribed addresses left out', async () => {
    await putUser('u1', 'ana@vibers.dev');
    await putUser('u2', 'bo@vibers.dev');
    await putUser('u3', 'cy@vibers.dev');
    await putUser('t1', 'seed.user.1@example.com');
    await putUser('t2', 'ana+test@vibers.dev');
    await putUser('t3', 'qa@staging.test');
    await unsubscribeAddress(db, recipientKeyOf('cy@vibers.dev'), runClock(), 'link');
    // The spec's page sends an adminKey too: it is ignored (the claim decides).
    const res = await call(h, 'POST', '/api/admin/preview-voting-reminder-data', {
      token: admin.token,
      body: { adminKey: 'anything' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recipientCount: 2 });
  });

  it("GET answers the e-mail as an HTML document with the fixed subject and the week's real figures", async () => {
    await putWeek();
    const res = await fetch(`${h.baseUrl}/api/admin/preview-voting-reminder`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<title>${VOTING_REMINDER_SUBJECT.replace("'", '&#39;')}</title>`);
    for (const [n, label] of [
      [3, 'projects'],
      [2, 'vibes'],
      [4, 'votes'],
    ] as const) {
      expect(html).toMatch(new RegExp(`>${n}</div><div[^>]*>${label}<`));
    }
    expect(html).toContain('Unsubscribe');
  });

  it('GET with Accept: application/json answers {subject, html, text} for the api client', async () => {
    await putWeek();
    const res = await call(h, 'GET', '/api/admin/preview-voting-reminder', {
      token: admin.token,
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = res.body as { subject: string; html: string; text: string };
    expect(body.subject).toBe(VOTING_REMINDER_SUBJECT);
    expect(body.text).toContain('This week so far: 3 projects, 2 vibes, 4 votes.');
    expect(body.html).toMatch(/>2<\/div><div[^>]*>vibes</);
  });

  it('states no figures at all when no project is in the running (an empty database)', async () => {
    const res = await call(h, 'GET', '/api/admin/preview-voting-reminder', {
      token: admin.token,
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = res.body as { html: string; text: string };
    expect(body.text).not.toMatch(/projects|vibes|\d+ votes,/);
    expect(body.text).toContain('Voting closes Sunday at midnight');
    expect(body.html).not.toMatch(/>vibes</);
  });

  it("send-test with an empty address → 400 'Email Required', nothing sent", async () => {
    for (const body of [{}, { testEmail: '' }, { testEmail: '   ' }]) {
      const res = await call(h, 'POST', '/api/admin/send-test-voting-reminder', { token: admin.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MESSAGES.testEmailRequired });
    }
    const bad = await call(h, 'POST', '/api/admin/send-test-voting-reminder', {
      token: admin.token,
      body: { testEmail: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: MESSAGES.emailInvalid });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.messages).toHaveLength(0);
  });

  it('send-test delivers the reminder to the typed address, with a working unsubscribe link', async () => {
    await putWeek();
    const res = await call(h, 'POST', '/api/admin/send-test-voting-reminder', {
      token: admin.token,
      body: { testEmail: ' Tester@Vibers.dev ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      message: 'Test email sent to Tester@Vibers.dev',
      sentTo: 'Tester@Vibers.dev',
    });
    await sink.waitFor(1);
    const [mail] = sink.messages;
    expect(mail!.envelopeTo).toEqual(['tester@vibers.dev']);
    expect(mail!.header('subject')).toBe(VOTING_REMINDER_SUBJECT);
    expect(mail!.text).toContain('This week so far: 3 projects, 2 vibes, 4 votes.');
    const link = /^<(.+)>$/.exec(mail!.header('list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${h.baseUrl}/api/unsubscribe\\?token=[0-9a-f]{64}\\.`));
    expect(mail!.html).toContain(link!.replaceAll('&', '&amp;'));
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from VibeChart e-mails?');
  });

  it('send-test refuses an address that unsubscribed', async () => {
    await unsubscribeAddress(db, recipientKeyOf('gone@vibers.dev'), runClock(), 'link');
    const res = await call(h, 'POST', '/api/admin/send-test-voting-reminder', {
      token: admin.token,
      body: { testEmail: 'Gone@vibers.dev' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MESSAGES.addressUnsubscribed });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sink.messages).toHaveLength(0);
  });

  it("without SMTP configuration the test send answers 503 and says what is missing; 'Failed to Send' when the server refuses", async () => {
    const bare = await startApi({ mail: testMail(sink, { smtp: false }).deps });
    try {
      const res = await call(bare, 'POST', '/api/admin/send-test-voting-reminder', {
        token: admin.token,
        body: { testEmail: 'reader@vibers.dev' },
      });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ message: MESSAGES.mailNotConfigured });
    } finally {
      await bare.close();
    }
    sink.refuse.add('nobody@vibers.dev');
    const refused = await call(h, 'POST', '/api/admin/send-test-voting-reminder', {
      token: admin.token,
      body: { testEmail: 'nobody@vibers.dev' },
    });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ message: MESSAGES.mailSendFailed });
    expect(sink.messages).toHaveLength(0);
  });
});
