// Contact messages and newsletter sign-ups against the emulators: the stored documents, every
// validation message of docs/product.md#validation, no duplicates, and nothing written for bad input.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import { MESSAGES } from '../src/domain/messages';
import { newsletterSubscriberId } from '../src/services/inbox';
import { call } from './api-harness';
import { adminDb, dumpDatabase } from './helpers';
import { useApi, useSmtpSink } from './lifecycle';

const db = adminDb();
const THANKS = "Thanks for reaching out. We'll get back to you soon.";

// A sign-up's fixed answer time is recorded, not waited (newsletter-optin.test.ts times it through Hosting).
const { mail } = useSmtpSink({ smtp: false });
const {
  h,
  members: { member },
} = useApi({
  members: { member: { email: 'inbox-member-d@example.com', name: 'Ina Box' } },
  // As deployed: the client is the entry Google's front end appended to X-Forwarded-For.
  deps: () => ({ clientAddressMode: 'google-front-end', mail: mail.deps }),
});
let client = 0;
/** Each test speaks from its own client address, so the per-client rate limit never interferes. */
let xff: Record<string, string>;

async function docsOf(collection: string) {
  return (await db.collection(collection).get()).docs;
}

const validContact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'General Question',
  message: 'How does the weekly chart decide the ranking?',
};

beforeEach(() => {
  client += 1;
  xff = { 'x-forwarded-for': `192.0.2.${client}` };
});

describe('POST /api/contact', () => {
  it('stores an anonymous message as new, trimmed, and thanks the sender', async () => {
    const res = await call(h, 'POST', '/api/contact', {
      headers: xff,
      body: {
        name: '  Grace Hopper ',
        email: ' Grace@Example.com ',
        subject: ' Partnership ',
        message: '  Hello there, a <b>question</b> about sponsoring.  ',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: THANKS });
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const docs = await docsOf(COLLECTIONS.contactSubmissions);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.data()).toEqual({
      userId: null,
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      subject: 'Partnership',
      message: 'Hello there, a <b>question</b> about sponsoring.',
      status: 'new',
      handledAt: null,
      handledBy: null,
      createdAt: expect.objectContaining({ toDate: expect.any(Function) }),
    });
    expect(docs[0]!.get('createdAt').toDate()).toEqual(new Date('2026-11-25T12:00:00Z'));
  });

  it('takes userId from a valid token and ignores one sent in the body', async () => {
    const res = await call(h, 'POST', '/api/contact', {
      headers: xff,
      token: member.token,
      body: { ...validContact, userId: 'someone-else', status: 'answered' },
    });
    expect(res.status).toBe(200);
    const [doc] = await docsOf(COLLECTIONS.contactSubmissions);
    expect(doc!.get('userId')).toBe(member.uid);
    expect(doc!.get('status')).toBe('new');
  });

  it('treats an invalid token as anonymous', async () => {
    const res = await call(h, 'POST', '/api/contact', { headers: xff, token: 'abc', body: validContact });
    expect(res.status).toBe(200);
    const [doc] = await docsOf(COLLECTIONS.contactSubmissions);
    expect(doc!.get('userId')).toBeNull();
  });

  it('accepts any non-empty subject up to 200 characters, not only the form choices', async () => {
    const res = await call(h, 'POST', '/api/contact', {
      headers: xff,
      body: { ...validContact, subject: 's'.repeat(200), message: 'm'.repeat(1000), name: 'n'.repeat(100) },
    });
    expect(res.status).toBe(200);
    expect(await docsOf(COLLECTIONS.contactSubmissions)).toHaveLength(1);
  });

  const bad: Array<{
    name: string;
    body: unknown;
    status?: number;
    message: string;
    headers?: Record<string, string>;
  }> = [
    { name: 'missing name', body: { ...validContact, name: undefined }, message: MESSAGES.contactNameRequired },
    { name: 'blank name', body: { ...validContact, name: '   ' }, message: MESSAGES.contactNameRequired },
    { name: 'numeric name', body: { ...validContact, name: 42 }, message: MESSAGES.contactNameRequired },
    { name: 'name of 101', body: { ...validContact, name: 'n'.repeat(101) }, message: MESSAGES.contactNameMax },
    { name: 'missing email', body: { ...validContact, email: undefined }, message: MESSAGES.emailInvalid },
    { name: 'invalid email', body: { ...validContact, email: 'grace@' }, message: MESSAGES.emailInvalid },
    {
      name: 'email with a space',
      body: { ...validContact, email: 'gr ace@example.com' },
      message: MESSAGES.emailInvalid,
    },
    { name: 'email as an array', body: { ...validContact, email: ['a@b.co'] }, message: MESSAGES.emailInvalid },
    {
      name: 'oversize email',
      body: { ...validContact, email: `${'a'.repeat(320)}@example.com` },
      message: MESSAGES.emailTooLong,
    },
    { name: 'missing subject', body: { ...validContact, subject: undefined }, message: MESSAGES.subjectRequired },
    { name: 'empty subject', body: { ...validContact, subject: '' }, message: MESSAGES.subjectRequired },
    { name: 'subject of 201', body: { ...validContact, subject: 's'.repeat(201) }, message: MESSAGES.subjectMax },
    { name: 'missing message', body: { ...validContact, message: undefined }, message: MESSAGES.messageMin },
    { name: 'message of 9', body: { ...validContact, message: '123456789' }, message: MESSAGES.messageMin },
    { name: 'padded short message', body: { ...validContact, message: '   short    ' }, message: MESSAGES.messageMin },
    { name: 'message of 1001', body: { ...validContact, message: 'm'.repeat(1001) }, message: MESSAGES.messageMax },
    { name: 'message as an object', body: { ...validContact, message: { text: 'hi' } }, message: MESSAGES.messageMin },
    { name: 'an empty body', body: {}, message: MESSAGES.contactNameRequired },
    { name: 'a plain-text body', body: 'name=Grace&message=hello', message: MESSAGES.contactNameRequired },
    { name: 'an array body', body: [validContact], message: expect.any(String) as unknown as string },
    {
      name: 'malformed JSON',
      body: '{"name":"Grace",',
      headers: { 'content-type': 'application/json' },
      message: 'Request body is not valid JSON',
    },
    {
      name: 'an oversize body',
      body: { ...validContact, pad: 'x'.repeat(150_000) },
      status: 413,
      message: 'Request body is too large',
    },
  ];
  for (const c of bad) {
    it(`refuses ${c.name} (${c.status ?? 400}) and writes nothing`, async () => {
      const before = await dumpDatabase();
      const res = await call(h, 'POST', '/api/contact', { headers: { ...xff, ...c.headers }, body: c.body });
      expect(res.status).toBe(c.status ?? 400);
      expect(res.body).toMatchObject({ message: c.message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('POST /api/newsletter-signup', () => {
  const subscriber = async (email: string) =>
    (await db.collection(COLLECTIONS.newsletterSubscribers).doc(newsletterSubscriberId(email)).get()).data();

  it('stores the address under the hash of its lower-cased form as pending (no consent until confirmed)', async () => {
    const res = await call(h, 'POST', '/api/newsletter-signup', {
      headers: xff,
      body: { email: ' Reader@Example.com ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const docs = await docsOf(COLLECTIONS.newsletterSubscribers);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.id).toBe(newsletterSubscriberId('reader@example.com'));
    expect(docs[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    const stored = docs[0]!.data();
    expect(stored).toMatchObject({
      email: 'Reader@Example.com',
      source: 'site',
      unsubscribedAt: null,
      consentAt: null,
      confirmedAt: null,
    });
  });

  it('signing up again is a silent no-op that keeps the pending document', async () => {
    await call(h, 'POST', '/api/newsletter-signup', { headers: xff, body: { email: 'reader@example.com' } });
    const first = await subscriber('reader@example.com');

    h.clock.now = new Date('2026-11-27T08:00:00Z');
    const again = await call(h, 'POST', '/api/newsletter-signup', {
      headers: xff,
      body: { email: 'READER@example.COM' },
    });
    // the same answer as a new sign-up: nothing tells whether the address was known
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true });
    expect(await docsOf(COLLECTIONS.newsletterSubscribers)).toHaveLength(1);
    expect(await subscriber('reader@example.com')).toEqual(first);
  });

  it("a sign-up does not undo an unsubscribe: only the owner's confirmation can (newsletter-optin.test.ts)", async () => {
    await call(h, 'POST', '/api/newsletter-signup', { headers: xff, body: { email: 'reader@example.com' } });
    const ref = db.collection(COLLECTIONS.newsletterSubscribers).doc(newsletterSubscriberId('reader@example.com'));
    await ref.update({ unsubscribedAt: new Date('2026-11-26T00:00:00Z') });

    h.clock.now = new Date('2026-11-28T09:15:00Z');
    const res = await call(h, 'POST', '/api/newsletter-signup', {
      headers: xff,
      body: { email: 'reader@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const stored = (await ref.get()).data()!;
    expect(stored.unsubscribedAt.toDate()).toEqual(new Date('2026-11-26T00:00:00Z'));
    expect(stored.confirmedAt).toBeNull();
    expect(await docsOf(COLLECTIONS.newsletterSubscribers)).toHaveLength(1);
  });

  const bad: Array<{
    name: string;
    body: unknown;
    status?: number;
    message: string;
    headers?: Record<string, string>;
  }> = [
    { name: 'missing email', body: {}, message: MESSAGES.emailRequiredLong },
    { name: 'empty email', body: { email: '' }, message: MESSAGES.emailRequiredLong },
    { name: 'blank email', body: { email: '   ' }, message: MESSAGES.emailRequiredLong },
    { name: 'null email', body: { email: null }, message: MESSAGES.emailRequiredLong },
    { name: 'numeric email', body: { email: 12345 }, message: MESSAGES.emailRequiredLong },
    { name: 'no at sign', body: { email: 'reader.example.com' }, message: MESSAGES.emailInvalid },
    { name: 'no dot part', body: { email: 'reader@example' }, message: MESSAGES.emailInvalid },
    { name: 'a space inside', body: { email: 'rea der@example.com' }, message: MESSAGES.emailInvalid },
    { name: 'two addresses', body: { email: 'a@example.com,b@example.com' }, message: MESSAGES.emailInvalid },
    // passes the form's simple pattern but could never be stored as an address
    { name: 'a one-letter top-level domain', body: { email: 'reader@example.c' }, message: MESSAGES.emailInvalid },
    { name: 'oversize email', body: { email: `${'a'.repeat(320)}@example.com` }, message: MESSAGES.emailTooLong },
    { name: 'a plain-text body', body: 'reader@example.com', message: MESSAGES.emailRequiredLong },
    { name: 'an array body', body: ['reader@example.com'], message: expect.any(String) as unknown as string },
    {
      name: 'malformed JSON',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
      message: 'Request body is not valid JSON',
    },
    {
      name: 'an oversize body',
      body: { email: 'reader@example.com', pad: 'x'.repeat(150_000) },
      status: 413,
      message: 'Request body is too large',
    },
  ];
  for (const c of bad) {
    it(`refuses ${c.name} (${c.status ?? 400}) and writes nothing`, async () => {
      const before = await dumpDatabase();
      const res = await call(h, 'POST', '/api/newsletter-signup', { headers: { ...xff, ...c.headers }, body: c.body });
      expect(res.status).toBe(c.status ?? 400);
      expect(res.body).toMatchObject({ message: c.message });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});
