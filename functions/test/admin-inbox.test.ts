// Messages reach a person, through the production request path (the Hosting emulator, the emulated
// `api` function, and the SMTP sink its SMTP_URL points at), from an empty database: each new contact
// message and tool suggestion e-mails the operator address (OPERATOR_EMAIL, functions/.env) and shows
// in the admin inbox, newest first, where an admin marks it handled.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../src/domain/api';
import { COLLECTIONS } from '../src/domain/collections';
import type { Harness, TestUser } from './api-harness';
import { call, clearAuth, signInAs } from './api-harness';
import { HOSTING_URL, adminDb, clearFirestore } from './helpers';
import { useSmtpSink } from './lifecycle';

const db = adminDb();
const hosting = { baseUrl: HOSTING_URL } as Harness;
const OPERATOR = 'hello@vibechart.dev';
const SMTP_PORT = Number(process.env.VIBECHART_TEST_SMTP_PORT ?? 2525);
const { sink } = useSmtpSink({ port: SMTP_PORT });

let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await clearAuth();
  member = await signInAs('inbox-member@example.com', { name: 'Inbox Member' });
  admin = await signInAs('inbox-admin@example.com', { admin: true });
});

afterAll(async () => {
  await clearAuth();
});

beforeEach(async () => {
  await clearFirestore();
});

const inbox = async (token = admin.token) => call(hosting, 'GET', '/api/admin/inbox', { token });

describe('admin inbox: contact messages and tool suggestions reach a person', () => {
  it('a contact message and a tool suggestion each e-mail the operator and show in the inbox', async () => {
    const contact = await call(hosting, 'POST', '/api/contact', {
      body: {
        name: 'Ada Lovelace',
        email: 'ada@vibers.dev',
        subject: 'Bug Report',
        message: 'The archive page shows week 47 twice.',
      },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    await sink.waitFor(1, 20_000);
    const [contactMail] = sink.to(OPERATOR);
    expect(contactMail?.header('subject')).toBe('Contact message: Bug Report');
    expect(contactMail?.text).toContain('The archive page shows week 47 twice.');
    expect(contactMail?.text).toContain('Ada Lovelace <ada@vibers.dev>');
    expect(contactMail?.text).toMatch(/\/admin/);

    const suggestion = await call(hosting, 'POST', '/api/tool-suggestions', {
      token: member.token,
      body: { category: 'ide_agent', suggestion: 'Kiro' },
    });
    expect(suggestion.status, JSON.stringify(suggestion.body)).toBe(201);
    await sink.waitFor(2, 20_000);
    expect(sink.to(OPERATOR).map((m) => m.header('subject'))).toEqual([
      'Contact message: Bug Report',
      'Tool suggestion: Kiro',
    ]);

    const listed = await inbox();
    expect(listed.status).toBe(200);
    const items = API.adminInbox.output.parse(listed.body);
    expect(items.map((i) => [i.kind, i.title, i.text, i.handled]).sort()).toEqual([
      ['contact', 'Bug Report', 'The archive page shows week 47 twice.', false],
      ['tool_suggestion', 'Tool suggestion (IDE / agent)', 'Kiro', false],
    ]);
    expect(items.find((i) => i.kind === 'tool_suggestion')?.userId).toBe(member.uid);
  });

  it('lists newest first; an admin marks an item handled, once; others may not', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    const contact = (id: string, minute: number) =>
      db
        .collection(COLLECTIONS.contactSubmissions)
        .doc(id)
        .set({
          id,
          userId: null,
          name: 'Grace',
          email: 'grace@vibers.dev',
          subject: 'Other',
          message: `Message ${id}`,
          status: 'new',
          createdAt: at(minute),
        });
    await contact('c-old', 1);
    await contact('c-new', 30);
    await db
      .collection(COLLECTIONS.toolSuggestions)
      .doc('t-mid')
      .set({
        id: 't-mid',
        userId: member.uid,
        projectId: null,
        category: 'model_provider',
        suggestion: 'Mistral',
        createdAt: at(10),
      });

    const items = API.adminInbox.output.parse((await inbox()).body);
    expect(items.map((i) => i.id)).toEqual(['c-new', 't-mid', 'c-old']);

    const path = (kind: string, id: string) => `/api/admin/inbox/${kind}/${id}/handled`;
    expect((await call(hosting, 'POST', path('contact', 'c-old'), { token: member.token })).status).toBe(403);
    expect((await call(hosting, 'POST', path('contact', 'c-old'))).status).toBe(401);
    expect((await inbox(member.token)).status).toBe(403);

    const handled = await call(hosting, 'POST', path('contact', 'c-old'), { token: admin.token });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body).toMatchObject({ kind: 'contact', id: 'c-old', handled: true });
    const stored = (await db.collection(COLLECTIONS.contactSubmissions).doc('c-old').get()).data();
    expect(stored).toMatchObject({ status: 'handled', handledBy: admin.uid });
    // Again: still handled, nothing changes.
    expect((await call(hosting, 'POST', path('contact', 'c-old'), { token: admin.token })).body).toMatchObject({
      handled: true,
    });
    const tool = await call(hosting, 'POST', path('tool_suggestion', 't-mid'), { token: admin.token });
    expect(tool.body).toMatchObject({ kind: 'tool_suggestion', handled: true });

    const after = API.adminInbox.output.parse((await inbox()).body);
    expect(after.map((i) => [i.id, i.handled])).toEqual([
      ['c-new', false],
      ['t-mid', true],
      ['c-old', true],
    ]);

    const unknown = await call(hosting, 'POST', path('contact', 'nope'), { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Message not found' });
    const badKind = await call(hosting, 'POST', path('letter', 'c-new'), { token: admin.token });
    expect(badKind.status).toBe(400);
    expect((badKind.body as { message: string }).message).toMatch(/kind must be 'contact' or 'tool_suggestion'/);
  });
});
