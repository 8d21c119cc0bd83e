// The security suite, driven by the /api contract (domain/api.ts) so a new route is
// covered the moment it is added: every route gets malformed and oversized bodies, wrong types and
// missing fields derived from its input schema, unsafe Unicode, bad path ids and, when it needs a
// user, every kind of token that must not pass. Each case must answer a 4xx with a clear message,
// and the database (and the blob store) must be byte-for-byte the same afterwards. The submit forms
// also get every unsafe URL scheme in every URL field and files that lie about their type. Then:
// ids a client sends never decide whose data changes, and what the Hosting path answers.
// The snapshot comparison excludes one thing: the upload window (rate_limits documents of route
// "upload"), which counts every submit attempt before its form is read — that is its purpose
// (functions/test/upload-limits.test.ts). The other rate-limited routes count a request only
// after its input passed validation, so refused input never touches rate_limits there.
import { createHash, createSign, generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getAuth } from 'firebase-admin/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiName } from '../src/domain/api';
import { API } from '../src/domain/api';
import { COLLECTIONS, ids } from '../src/domain/collections';
import {
  campaignTestSendSchema,
  chartSchema,
  fairnessGroupSchema,
  userSchema,
  voteSessionItemSchema,
  voteSessionSchema,
} from '../src/domain/entities';
import { MESSAGES } from '../src/domain/messages';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { closeSmtpMailers } from '../src/infra/mail';
import { BETA_TURBULENCE_CAMPAIGN } from '../src/services/campaign';
import { typedCollection } from '../src/services/firestore';
import { CONFIRMATION_VALID_MS, confirmationToken } from '../src/services/newsletter-optin';
import { recipientKeyOf, unsubscribeToken } from '../src/services/unsubscribe';
import type { Harness, TestUser } from './api-harness';
import { clearAuth, signInAs, startApi } from './api-harness';
import { signInWithGoogleIdentity } from './google-sign-in';
import type { SubmissionOverrides } from './helpers';
import {
  HOSTING_URL,
  PROJECT_ID,
  adminDb,
  clearFirestore,
  dumpDatabase,
  launchpadSubmission,
  pngChunk,
  putSubmissions,
} from './helpers';
import type { MultipartForm, RouteExample, World } from './security-cases';
import {
  EMOJI,
  FORM_REQUIRED_FIELDS,
  FORM_TEXT_FIELDS,
  FORM_WRONG_TYPES,
  INVISIBLE_ONLY,
  OLD_FORM,
  TEXT_FIELDS,
  UNSAFE_TEXT,
  UNSAFE_URLS,
  URL_FIELDS,
  V2_FORM,
  foreignIdCases,
  foreignIdentity,
  routeExamples,
} from './security-cases';
import type { SmtpSink } from './smtp-sink';
import { TEST_CAMPAIGN_KEY, TEST_UNSUBSCRIBE_SECRET, startSmtpSink, testMail } from './smtp-sink';

const db = adminDb();
const NOW = new Date('2026-11-25T12:00:00Z');
const OPTIN = 'optin@vibers.dev';
const OPTIN_NONCE = 'N'.repeat(22);
const WEEK = '2026-11-23';
const blobDir = `/tmp/vibechart-security-test-${process.pid}`;

type Route = (typeof API)[ApiName];
const ROUTES = Object.entries(API) as Array<[ApiName, Route]>;

let h: Harness;
let sink: SmtpSink;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let world: World;
let examples: Partial<Record<ApiName, RouteExample>>;
/** Tokens that must not pass requireUser/requireAdmin: name → Authorization header (null: none). */
let badAuth: Array<{ name: string; header: string | null }>;
/** Valid ID tokens of accounts that did not sign in with Google, or whose e-mail is unverified: 403. */
let notGoogle: Array<{ name: string; header: string }>;
/** An unsigned token for the admin as the Auth emulator issues them (accepted only by the emulator). */
let unsignedAdminToken: string;
let png: Buffer;
let lyingFiles: Array<{ name: string; upload: Upload }>;
let casesRun = 0;

// ---------------------------------------------------------------------------------------------
// Raw HTTP: GET with a body, exact paths (no URL normalisation), bodies that are not JSON.

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

function send(
  base: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const url = new URL(base);
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  // A connection of its own that asks to be kept open, as browsers do: the Hosting emulator passes
  // a client's `Connection: close` on to the function, and the emulator crashes on the close race.
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        headers: { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text, json });
        });
        res.on('error', reject);
      },
    );
    // The server may answer (413) and close before a large body is written: that is the answer.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(payload);
  }).finally(() => agent.destroy());
}

// ---------------------------------------------------------------------------------------------
// Cases

interface Case {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** The exact message expected, when the case is about one rule. */
  message?: string;
  /** The exact status expected, when it matters (else any 4xx). */
  status?: number;
}

const auth = (token: string | null | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
const JSON_TYPE = { 'content-type': 'application/json' };

function callerToken(route: Route, example: RouteExample): string | null {
  const caller = example.caller ?? (route.auth === 'admin' ? 'admin' : route.auth === 'user' ? 'alice' : 'anonymous');
  return caller === 'admin' ? admin.token : caller === 'alice' ? alice.token : null;
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? `missing-${name}`);
}

function queryString(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const v of value) q.append(key, String(v));
    else if (value !== undefined) q.append(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function inputPlace(route: Route, example: RouteExample): 'query' | 'body' {
  return example.inputIn ?? (route.method === 'GET' ? 'query' : 'body');
}

/** One request of `route` with `input` in its place (query or JSON body). */
function requestWith(
  route: Route,
  example: RouteExample,
  input: Record<string, unknown> | undefined,
  over: Partial<Case> & { name: string },
): Case {
  const base = fillPath(route.path, example.params);
  const place = inputPlace(route, example);
  const token = callerToken(route, example);
  const headers: Record<string, string> = { ...auth(token), ...(example.headers ?? {}) };
  if (place === 'query') {
    return { method: route.method, path: `${base}${queryString(input ?? {})}`, headers, ...over };
  }
  const body = input === undefined ? undefined : JSON.stringify(input);
  return {
    method: route.method,
    path: base,
    headers: body === undefined ? headers : { ...headers, ...JSON_TYPE },
    body,
    ...over,
  };
}

const objectShape = (schema: unknown): Record<string, z.ZodType> | null =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;

const BODY_WRONG_VALUES: unknown[] = [42, -1, 1.5, true, null, [], {}, ['x'], 'x'.repeat(5000), ''];
const QUERY_WRONG_VALUES: unknown[] = [['a', 'b'], 'x'.repeat(5000), 'abc', '-1', '0', '1.5', '99999', ''];
const describeValue = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 24 ? `${s.slice(0, 12)}…(${s.length} chars)` : s;
};

/** Bad values of one path parameter. */
const PARAM_VARIANTS: Record<string, string[]> = {
  id: [
    '__reserved__',
    'a%2Fb',
    '%2E%2E',
    '%ED%A0%80',
    'a%00b',
    '%E2%80%AEgnp.exe',
    'x'.repeat(1500),
    '%F0%9F%9A%80'.repeat(150),
  ],
  weekOf: ['2026-11-24', '2026-13-01', '__reserved__', 'a%2Fb', '%ED%A0%80', 'x'.repeat(1500)],
};

const BIG = 10 * 1024 * 1024;
let bigJson: string;
let gzipBomb: Buffer;

/** Every case for one route that must be refused. */
async function casesFor(name: ApiName, route: Route): Promise<Case[]> {
  const example = examples[name] ?? { ok: 200 };
  const token = callerToken(route, example);
  const basePath = fillPath(route.path, example.params);
  const place = inputPlace(route, example);
  const input = (example.input ?? {}) as Record<string, unknown>;
  const cases: Case[] = [];
  const raw = (over: Partial<Case> & { name: string }): Case => ({
    method: route.method,
    path: basePath,
    headers: { ...auth(token), ...(example.headers ?? {}) },
    ...over,
  });

  // Bodies no route can read.
  cases.push(
    raw({
      name: 'malformed JSON',
      headers: { ...auth(token), ...JSON_TYPE },
      body: '{"submissionId": "x", ',
      message: 'Request body is not valid JSON',
    }),
    raw({
      name: 'a 10 MB JSON body',
      headers: { ...auth(token), ...JSON_TYPE },
      body: bigJson,
      status: 413,
      message: 'Request body is too large',
    }),
    raw({
      name: 'a gzip bomb (20 MB inflated)',
      headers: { ...auth(token), ...JSON_TYPE, 'content-encoding': 'gzip' },
      body: gzipBomb,
      status: 415,
      message: MESSAGES.bodyEncoded,
    }),
    raw({
      name: 'gzip that is not gzip',
      headers: { ...auth(token), ...JSON_TYPE, 'content-encoding': 'gzip' },
      body: '{"a":1}',
      status: 415,
      message: MESSAGES.bodyEncoded,
    }),
    raw({
      name: 'another content-encoding',
      headers: { ...auth(token), ...JSON_TYPE, 'content-encoding': 'zstd' },
      body: '{}',
      status: 415,
      message: MESSAGES.bodyEncoded,
    }),
    raw({
      name: 'a charset that is not UTF',
      headers: { ...auth(token), 'content-type': 'application/json; charset=latin1' },
      body: '{}',
      status: 415,
    }),
  );

  // Unsafe text anywhere in the request, even in a field no schema names.
  for (const bad of UNSAFE_TEXT.filter((u) => place === 'body' || !u.bodyOnly)) {
    cases.push(
      requestWith(route, example, { ...input, note: `x${bad.text}y` }, { name: `extra field with ${bad.name}` }),
    );
  }

  if ('multipart' in route && route.multipart) {
    cases.push(...(await multipartCases(route, example.form ?? 'v2', token)));
  } else if ('input' in route && route.input) {
    const schema = route.input as z.ZodType;
    if (place === 'body') {
      for (const body of ['[]', '"text"', '42', 'true', 'null', '[{"submissionId":"x"}]']) {
        cases.push(raw({ name: `body ${body}`, headers: { ...auth(token), ...JSON_TYPE }, body }));
      }
    }
    const shape = objectShape(schema) ?? {};
    for (const [field, fieldSchema] of Object.entries(shape)) {
      if (!fieldSchema.safeParse(undefined).success && field in input) {
        const { [field]: _dropped, ...rest } = input;
        cases.push(requestWith(route, example, rest, { name: `${field} missing` }));
      }
      const wrong = place === 'body' ? BODY_WRONG_VALUES : QUERY_WRONG_VALUES;
      for (const value of wrong) {
        if (fieldSchema.safeParse(value).success) continue;
        cases.push(
          requestWith(route, example, { ...input, [field]: value }, { name: `${field} = ${describeValue(value)}` }),
        );
      }
      const sample = input[field];
      if (typeof sample === 'string') {
        for (const bad of UNSAFE_TEXT.filter((u) => place === 'body' || !u.bodyOnly)) {
          const value = `${sample.slice(0, 3)}${bad.text}${sample.slice(3)}`;
          cases.push(requestWith(route, example, { ...input, [field]: value }, { name: `${field} with ${bad.name}` }));
        }
      }
    }
    for (const [field, { max, required }] of Object.entries(TEXT_FIELDS[name] ?? {})) {
      if (required) {
        for (const blank of INVISIBLE_ONLY) {
          cases.push(
            requestWith(
              route,
              example,
              { ...input, [field]: blank },
              { name: `${field} of invisible characters only` },
            ),
          );
        }
      }
      cases.push(
        requestWith(
          route,
          example,
          { ...input, [field]: EMOJI.repeat(max + 1) },
          { name: `${field}: ${max + 1} emoji` },
        ),
      );
    }
  }

  for (const param of route.path.match(/:(\w+)/g) ?? []) {
    const key = param.slice(1);
    for (const variant of PARAM_VARIANTS[key] ?? []) {
      const params = { ...example.params, [key]: variant };
      cases.push(
        requestWith(route, { ...example, params }, example.input as Record<string, unknown> | undefined, {
          name: `:${key} = ${describeValue(variant)}`,
        }),
      );
    }
  }

  if (route.auth === 'user' || route.auth === 'admin') {
    const valid = example.form
      ? await formRequest(route, example.form, {}, { bytes: png, name: 'a.png', type: 'image/png' }, null)
      : requestWith(route, example, example.input as Record<string, unknown> | undefined, { name: 'valid' });
    const withoutAuth = Object.fromEntries(
      Object.entries(valid.headers).filter(([k]) => k.toLowerCase() !== 'authorization'),
    );
    for (const bad of badAuth) {
      cases.push({
        ...valid,
        name: `token: ${bad.name}`,
        headers: { ...withoutAuth, ...(bad.header ? { authorization: bad.header } : {}) },
        status: 401,
        message: MESSAGES.mustBeLoggedIn,
      });
    }
    for (const other of notGoogle) {
      cases.push({
        ...valid,
        name: `token: ${other.name}`,
        headers: { ...withoutAuth, authorization: other.header },
        status: 403,
        message: MESSAGES.googleSignInRequired,
      });
    }
    if (route.auth === 'admin') {
      cases.push({
        ...valid,
        name: "a signed-in user's token (no admin claim)",
        headers: { ...withoutAuth, ...auth(alice.token) },
        status: 403,
        message: MESSAGES.adminOnly,
      });
    }
  }

  for (const foreign of foreignIdCases(world).filter((c) => c.route === name)) {
    const changed = { ...example, ...foreign.change };
    cases.push(requestWith(route, changed, changed.input as Record<string, unknown>, { name: foreign.name }));
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Multipart

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

async function formRequest(
  route: Route,
  form: MultipartForm,
  fields: Record<string, string | undefined>,
  upload: Upload | null,
  token: string | null | undefined,
  extra: Partial<Case> = {},
): Promise<Case & { name: string }> {
  const fd = new FormData();
  const all = { ...(form === 'old' ? OLD_FORM : V2_FORM), ...fields };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) fd.append(key, value);
  if (upload) fd.append('thumbnail', new Blob([upload.bytes], { type: upload.type }), upload.name);
  const encoded = new Response(fd);
  return {
    name: 'form',
    method: route.method,
    path: route.path,
    headers: { ...auth(token ?? alice.token), 'content-type': encoded.headers.get('content-type') ?? '' },
    body: Buffer.from(await encoded.arrayBuffer()),
    ...extra,
  };
}

async function multipartCases(route: Route, form: MultipartForm, token: string | null): Promise<Case[]> {
  const file = { bytes: png, name: 'shot.png', type: 'image/png' };
  const cases: Case[] = [];
  const add = async (name: string, fields: Record<string, string | undefined>, upload: Upload | null, over = {}) =>
    cases.push(await formRequest(route, form, fields, upload, token, { name, ...over }));

  cases.push({
    name: 'JSON instead of multipart',
    method: route.method,
    path: route.path,
    headers: { ...auth(token), ...JSON_TYPE },
    body: JSON.stringify(form === 'old' ? OLD_FORM : V2_FORM),
    status: 415,
  });
  await add(
    'a 10 MB multipart body',
    {},
    { bytes: Buffer.alloc(BIG), name: 'big.png', type: 'image/png' },
    {
      status: 413,
      message: MESSAGES.thumbnailTooLarge,
    },
  );
  await add('no thumbnail', {}, null, { message: MESSAGES.thumbnailRequired });
  for (const field of FORM_REQUIRED_FIELDS[form]) await add(`${field} missing`, { [field]: undefined }, file);
  for (const [field, values] of Object.entries(FORM_WRONG_TYPES[form])) {
    for (const value of values) await add(`${field} = ${describeValue(value)}`, { [field]: value }, file);
  }
  for (const field of FORM_TEXT_FIELDS[form]) {
    const sample = (form === 'old' ? OLD_FORM : V2_FORM)[field] ?? 'text';
    // Lone surrogates cannot travel in a form: the browser's UTF-8 encoding already replaces them.
    for (const bad of UNSAFE_TEXT.filter((u) => !u.bodyOnly)) {
      await add(`${field} with ${bad.name}`, { [field]: `${sample.slice(0, 3)}${bad.text}${sample.slice(3)}` }, file);
    }
    if (field !== 'intention' && field !== 'stage') {
      for (const blank of INVISIBLE_ONLY) await add(`${field} of invisible characters only`, { [field]: blank }, file);
    }
  }
  for (const { field, put } of URL_FIELDS.filter((u) => u.form === form)) {
    for (const url of UNSAFE_URLS) {
      await add(`${field} = ${JSON.stringify(url)}`, put(url), file, { message: MESSAGES.urlInvalid });
    }
  }
  for (const lie of lyingFiles)
    await add(`thumbnail: ${lie.name}`, {}, lie.upload, { message: MESSAGES.thumbnailFormat });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Tokens

function jwt(header: object, payload: object, sign?: (input: string) => string): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${enc(header)}.${enc(payload)}`;
  return `${input}.${sign ? sign(input) : ''}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function buildBadAuth(): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const claims = claimsOf(alice.token);
  const unsigned = (over: object) => jwt({ alg: 'none', typ: 'JWT' }, { ...claims, ...over });
  // Re-signed with a key of our own, as an attacker would: RS256 and a kid, but not Google's key.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rs256 = (over: object) =>
    jwt({ alg: 'RS256', kid: 'forged-key-1', typ: 'JWT' }, { ...claims, ...over }, (input) =>
      createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url'),
    );

  const revoked = await signInAs('revoked-security@example.com');
  const disabled = await signInAs('disabled-security@example.com');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await getAuth().revokeRefreshTokens(revoked.uid);
  await getAuth().updateUser(disabled.uid, { disabled: true });
  const custom = await getAuth().createCustomToken(alice.uid, { admin: true });

  unsignedAdminToken = jwt({ alg: 'none', typ: 'JWT' }, claimsOf(admin.token));
  badAuth = [
    { name: 'absent', header: null },
    { name: 'empty bearer', header: 'Bearer ' },
    { name: 'not a JWT', header: 'Bearer not-a-token' },
    { name: 'Basic credentials', header: 'Basic YWxpY2U6cGFzc3dvcmQ=' },
    { name: 'two tokens', header: `Bearer ${alice.token} ${alice.token}` },
    { name: 'a truncated token', header: `Bearer ${alice.token.slice(0, -12)}` },
    { name: 're-signed with another key, claiming admin', header: `Bearer ${rs256({ admin: true })}` },
    { name: 're-signed with another key, as bob', header: `Bearer ${rs256({ sub: bob.uid, user_id: bob.uid })}` },
    {
      name: 'expired an hour ago',
      header: `Bearer ${unsigned({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })}`,
    },
    {
      name: 'for another Firebase project',
      header: `Bearer ${unsigned({ aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })}`,
    },
    { name: 'from another issuer', header: `Bearer ${unsigned({ iss: `https://evil.example/${PROJECT_ID}` })}` },
    {
      name: 'for a user that does not exist',
      header: `Bearer ${unsigned({ sub: 'ghost-user', user_id: 'ghost-user' })}`,
    },
    { name: 'with an empty subject', header: `Bearer ${unsigned({ sub: '', user_id: '' })}` },
    { name: 'with a 200-character subject', header: `Bearer ${unsigned({ sub: 'u'.repeat(200) })}` },
    { name: 'a custom token (not an ID token)', header: `Bearer ${custom}` },
    { name: 'of a user whose sessions were revoked', header: `Bearer ${revoked.token}` },
    { name: 'of a disabled user', header: `Bearer ${disabled.token}` },
  ];

  // Real ID tokens of live accounts, but not members: a password account, a custom-token sign-in
  // (even one claiming admin), a Google account whose e-mail Google has not verified.
  const authHost = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const signIn = async (method: string, body: object) => {
    const res = await fetch(`${authHost}/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    });
    if (!res.ok) throw new Error(`${method}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { idToken: string }).idToken;
  };
  await getAuth().createUser({ email: 'password-security@example.com', password: 'password-123', emailVerified: true });
  const password = await signIn('signInWithPassword', {
    email: 'password-security@example.com',
    password: 'password-123',
  });
  const customSignIn = await signIn('signInWithCustomToken', { token: custom });
  const unverified = await signInWithGoogleIdentity('google-unverified-security', {
    email: 'unverified-security@example.com',
    emailVerified: false,
  });
  notGoogle = [
    { name: 'an e-mail and password account', header: `Bearer ${password}` },
    { name: 'signed in with a custom token claiming admin', header: `Bearer ${customSignIn}` },
    { name: 'a Google account with an unverified e-mail', header: `Bearer ${unverified.token}` },
  ];
}

// ---------------------------------------------------------------------------------------------
// Files that lie about their type

async function buildLyingFiles(): Promise<void> {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a27' } })
    .jpeg()
    .toBuffer();
  const noisy = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const webp = await sharp(png).webp().toBuffer();
  const html = '<!doctype html><html><body><script>fetch("/api/me/quota")</script></body></html>';
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>';
  const pngMagic = png.subarray(0, 8);
  // PNG with a tEXt chunk carrying a page, right after IHDR: still a PNG every decoder accepts.
  const textChunk = pngChunk('tEXt', Buffer.from(`Comment\0${html}`, 'latin1'));
  const pngWithText = Buffer.concat([png.subarray(0, 33), textChunk, png.subarray(33)]);
  // JPEG with a comment segment carrying a page.
  const comment = Buffer.from(`<html><script>alert(1)</script></html>`, 'latin1');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), comment]);
  com.writeUInt16BE(comment.length + 2, 2);
  const jpegWithComment = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)]);

  lyingFiles = [
    {
      name: 'an SVG named .png with type image/png',
      upload: { bytes: Buffer.from(svg), name: 'logo.png', type: 'image/png' },
    },
    {
      name: 'an HTML page named .jpg with type image/jpeg',
      upload: { bytes: Buffer.from(html), name: 'x.jpg', type: 'image/jpeg' },
    },
    {
      name: 'an SVG behind PNG magic bytes',
      upload: { bytes: Buffer.concat([pngMagic, Buffer.from(svg)]), name: 'x.png', type: 'image/png' },
    },
    {
      name: 'an HTML page behind JPEG magic bytes',
      upload: {
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]),
        name: 'x.jpg',
        type: 'image/jpeg',
      },
    },
    {
      name: 'a polyglot: a valid PNG with an HTML page after IEND',
      upload: { bytes: Buffer.concat([png, Buffer.from(html)]), name: 'x.png', type: 'image/png' },
    },
    {
      name: 'a polyglot: a valid PNG with a script in a tEXt chunk',
      upload: { bytes: pngWithText, name: 'x.png', type: 'image/png' },
    },
    {
      name: 'a polyglot: a valid JPEG with a script in a comment segment',
      upload: { bytes: jpegWithComment, name: 'x.jpg', type: 'image/jpeg' },
    },
    {
      name: 'a polyglot: a valid PNG with a ZIP appended',
      upload: { bytes: Buffer.concat([png, zip]), name: 'x.png', type: 'image/png' },
    },
    {
      name: 'a truncated PNG',
      upload: { bytes: noisy.subarray(0, Math.floor(noisy.length / 2)), name: 'x.png', type: 'image/png' },
    },
    {
      name: 'PNG magic followed by garbage',
      upload: { bytes: Buffer.concat([pngMagic, Buffer.alloc(4000, 7)]), name: 'x.png', type: 'image/png' },
    },
    { name: 'a WebP named .png', upload: { bytes: webp, name: 'x.png', type: 'image/png' } },
    {
      name: 'a PDF named .png',
      upload: { bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), name: 'x.png', type: 'image/png' },
    },
  ];
  // The polyglots are real images: only the server's checks can tell them apart.
  for (const bytes of [Buffer.concat([png, Buffer.from(html)]), pngWithText, jpegWithComment]) {
    expect((await sharp(bytes).metadata()).width).toBeGreaterThan(0);
  }
}

// ---------------------------------------------------------------------------------------------
// The world every case runs against

const project = (id: string, over: SubmissionOverrides = {}) =>
  launchpadSubmission(id, new Date('2026-11-21T10:00:00Z'), {
    submittedBy: 'uid-builder',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    ...over,
  });

async function seedWorld(): Promise<void> {
  await clearFirestore();
  rmSync(blobDir, { recursive: true, force: true });
  const pending = { status: 'pending' as const, approvedAt: null, launchpadLiveAt: null };
  await putSubmissions(
    // Held by the judge, so the admin's release example has something to release.
    project(world.approvedId, { aiScore: 9.4, aiJudgedAt: NOW, aiHeldAt: NOW }),
    project(world.pendingId, pending),
    project(world.bobPendingId, { ...pending, submittedBy: world.bobUid }),
  );
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  for (const u of [alice, bob, admin]) {
    await users.doc(u.uid).set(userSchema.parse({ id: u.uid, email: u.email, createdAt: NOW }));
  }
  const sessions = typedCollection(COLLECTIONS.voteSessions, voteSessionSchema, db);
  for (const [sessionId, userId] of [
    [world.aliceSessionId, world.aliceUid],
    [world.bobSessionId, world.bobUid],
  ] as const) {
    await sessions
      .doc(sessionId)
      .set(voteSessionSchema.parse({ id: sessionId, userId, targetCount: 1, weekStart: WEEK, createdAt: NOW }));
    await typedCollection(
      `${COLLECTIONS.voteSessions}/${sessionId}/${COLLECTIONS.voteSessionItems}`,
      voteSessionItemSchema,
      db,
    )
      .doc(ids.sessionItem(0))
      .set(
        voteSessionItemSchema.parse({
          id: ids.sessionItem(0),
          sessionId,
          userId,
          projectId: world.approvedId,
          position: 0,
          createdAt: NOW,
        }),
      );
  }
  await typedCollection(COLLECTIONS.charts, chartSchema, db)
    .doc(WEEK)
    .set(chartSchema.parse({ id: WEEK, weekOf: WEEK, publishedAt: new Date('2026-11-22T23:00:00Z'), entries: [] }));
  // A pending newsletter sign-up whose confirmation link is world.newsletterConfirmToken.
  await db
    .collection(COLLECTIONS.newsletterSubscribers)
    .doc(recipientKeyOf(OPTIN))
    .set({
      email: OPTIN,
      source: 'site',
      consentAt: null,
      confirmedAt: null,
      unsubscribedAt: null,
      confirmationSentAt: NOW,
      confirmTokenHash: createHash('sha256').update(OPTIN_NONCE).digest('hex'),
    });
  // A contact message, so the admin inbox's example has one to mark handled.
  await db.collection(COLLECTIONS.contactSubmissions).doc(world.contactId).set({
    id: world.contactId,
    userId: null,
    name: 'Ada Lovelace',
    email: 'ada@vibers.dev',
    subject: 'Bug Report',
    message: 'The chart looks great on my phone.',
    status: 'new',
    createdAt: NOW,
  });
  // An open group the fairness job flagged, so the admin's decision example has one to decide.
  await typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, db)
    .doc(world.fairnessGroupId)
    .set(
      fairnessGroupSchema.parse({
        id: world.fairnessGroupId,
        weekStart: WEEK,
        projectIds: [world.approvedId],
        accountIds: ['ring1', 'ring2', 'ring3', 'ring4', 'ring5'],
        accountCount: 5,
        voteCount: 15,
        votesByProject: { [world.approvedId]: 15 },
        reasons: ['same_projects', 'burst'],
        evidence: { freshAccounts: 0, burstWindowMinutes: 12, firstVoteAt: NOW, lastVoteAt: NOW },
        detectedAt: NOW,
        updatedAt: NOW,
      }),
    );
  const testSend = ids.campaignTestSend(BETA_TURBULENCE_CAMPAIGN, admin.uid);
  await typedCollection(COLLECTIONS.campaignTestSends, campaignTestSendSchema, db)
    .doc(testSend)
    .set({ id: testSend, campaignId: BETA_TURBULENCE_CAMPAIGN, userId: admin.uid, sentAt: NOW });
}

function storedBlobs(): string[] {
  if (!existsSync(blobDir)) return [];
  return readdirSync(blobDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function snapshot() {
  const database = Object.fromEntries(
    Object.entries(await dumpDatabase()).filter(
      ([path, doc]) => !(path.startsWith('rate_limits/') && (doc as { route?: unknown }).route === 'upload'),
    ),
  );
  return { database, blobs: storedBlobs() };
}

// ---------------------------------------------------------------------------------------------

/** What is wrong with an answer to a case that must be refused (null: a clear 4xx). */
function refusalProblem(c: Case, res: Answer): string | null {
  const label = `${c.method} ${c.path.slice(0, 80)} [${c.name}]`;
  if (res.status < 400 || res.status >= 500) return `${label}: status ${res.status} ${res.text.slice(0, 160)}`;
  if (c.status && res.status !== c.status)
    return `${label}: status ${res.status}, expected ${c.status}: ${res.text.slice(0, 160)}`;
  if (/\n\s+at |node_modules|Error: /.test(res.text)) return `${label}: leaks internals: ${res.text.slice(0, 160)}`;
  if (res.contentType.startsWith('application/json')) {
    const body = res.json as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.error !== 'string' || typeof body.message !== 'string' || body.message.length < 8) {
      return `${label}: no clear JSON message: ${res.text.slice(0, 160)}`;
    }
    if (body.message === 'Bad request') return `${label}: only "Bad request"`;
    if (c.message && body.message !== c.message) return `${label}: message "${body.message}", expected "${c.message}"`;
    return null;
  }
  // The unsubscribe link answers a small HTML page (spec: never JSON for a link people click).
  if (res.contentType.startsWith('text/html') && /<title>[^<]{8,}<\/title>/.test(res.text) && !c.message) return null;
  return `${label}: ${res.contentType} answer without a clear message: ${res.text.slice(0, 160)}`;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  // Hundreds of bad forms from one member: the upload window (functions/test/upload-limits.test.ts)
  // would answer most of them 429 before their own refusal could be checked; here it is wide.
  h = await startApi({
    blobStore: new LocalDiskBlobStore(blobDir),
    mail: testMail(sink).deps,
    uploadRateLimit: { limit: 100_000, windowMs: 60_000 },
  });
  h.clock.now = NOW;
  await clearAuth();
  [alice, bob, admin] = await Promise.all([
    signInAs('alice-security@example.com', { name: 'Alice Security' }),
    signInAs('bob-security@example.com', { name: 'Bob Security' }),
    signInAs('admin-security@example.com', { admin: true, name: 'Ada Admin' }),
  ]);
  world = {
    aliceUid: alice.uid,
    aliceEmail: alice.email,
    bobUid: bob.uid,
    bobEmail: bob.email,
    adminUid: admin.uid,
    approvedId: 'p-approved',
    pendingId: 'p-pending',
    bobPendingId: 'p-bob-pending',
    aliceSessionId: 'sess-alice',
    bobSessionId: 'sess-bob',
    fairnessGroupId: `${WEEK}_0badc0de`,
    contactId: 'contact-1',
    weekOf: WEEK,
    adminKey: TEST_CAMPAIGN_KEY,
    unsubscribeToken: unsubscribeToken('reader@vibers.dev', TEST_UNSUBSCRIBE_SECRET),
    newsletterConfirmToken: confirmationToken(
      { key: recipientKeyOf(OPTIN), expiresAt: new Date(NOW.getTime() + CONFIRMATION_VALID_MS), nonce: OPTIN_NONCE },
      TEST_UNSUBSCRIBE_SECRET,
    ),
  };
  examples = routeExamples(world);
  bigJson = JSON.stringify({ submissionId: 'x', padding: 'x'.repeat(BIG) });
  gzipBomb = gzipSync(Buffer.from(JSON.stringify({ padding: 'x'.repeat(20 * 1024 * 1024) })));
  await buildBadAuth();
  await buildLyingFiles();
  await seedWorld();
}, 120_000);

afterAll(async () => {
  console.log(
    `[security] ${casesRun} refusal cases over ${ROUTES.length} routes, each a clear 4xx with nothing changed`,
  );
  await h?.close();
  closeSmtpMailers();
  await sink?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

describe('the contract is covered', () => {
  it('has a valid example for every /api route', () => {
    const missing = ROUTES.map(([name]) => name).filter((name) => !examples[name]);
    expect(missing, 'add these routes to routeExamples() in functions/test/security-cases.ts').toEqual([]);
  });
});

describe('every route refuses bad input with a clear 4xx and changes nothing', () => {
  for (const [name, route] of ROUTES) {
    it(`${route.method} ${route.path} (${name})`, async () => {
      const cases = await casesFor(name, route);
      const before = await snapshot();
      const problems: string[] = [];
      for (const c of cases) {
        const res = await send(h.baseUrl, c.method, c.path, { headers: c.headers, body: c.body });
        const problem = refusalProblem(c, res);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
      expect(await snapshot()).toEqual(before);
      expect(cases.length).toBeGreaterThan(5);
      casesRun += cases.length;
    });
  }
});

describe('ids a client sends never decide whose data changes', () => {
  const foreignStrings = () => [world.bobUid, world.bobEmail, 'Mallory', world.bobPendingId];

  /** Fields added or changed between two dumps, as "path.field" → new value. */
  function changes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [path, doc] of Object.entries(after)) {
      const old = (before[path] ?? {}) as Record<string, unknown>;
      for (const [field, value] of Object.entries(doc as Record<string, unknown>)) {
        if (JSON.stringify(old[field]) !== JSON.stringify(value)) out[`${path}.${field}`] = value;
      }
    }
    return out;
  }

  for (const [name, route] of ROUTES) {
    it(`${route.method} ${route.path} (${name}): the example works, foreign ids change nothing of bob's`, async () => {
      const example = examples[name];
      expect(example, `no example for ${name}`).toBeDefined();
      await seedWorld();
      sink.clear();
      const before = await dumpDatabase();
      const identity = foreignIdentity(world);
      const c = example!.form
        ? await formRequest(
            route,
            example!.form,
            Object.fromEntries(Object.entries(identity).map(([k, v]) => [k, String(v)])),
            { bytes: png, name: 'shot.png', type: 'image/png' },
            alice.token,
          )
        : requestWith(route, example!, { ...(example!.input ?? {}), ...identity }, { name: 'with foreign ids' });
      const res = await send(h.baseUrl, c.method, c.path, { headers: c.headers, body: c.body });
      // Public cached GETs take only their own query parameters (nothing may split the CDN cache), so
      // the foreign ids are refused with a 400 naming them; every other route ignores them.
      const strictQuery = route.method === 'GET' && route.cache === 'public';
      expect(res.status, res.text.slice(0, 300)).toBe(strictQuery ? 400 : example!.ok);
      if (strictQuery) expect(res.text).toContain('Unknown query parameter: ');
      const changed = changes(before, await dumpDatabase());
      const leaked = Object.entries(changed).filter(([, v]) =>
        foreignStrings().some((s) => JSON.stringify(v ?? null).includes(s)),
      );
      expect(leaked).toEqual([]);
      // Whatever a write records as its author is the caller.
      for (const [path, value] of Object.entries(changed)) {
        if (/\.(userId|submittedBy)$/.test(path) && value !== null) {
          expect([world.aliceUid, world.adminUid], path).toContain(value);
        }
      }
      // An admin sees every pending project (bob's too); anyone else sees nothing of bob's.
      if (callerToken(route, example!) !== admin.token) {
        for (const s of foreignStrings()) expect(res.text).not.toContain(s);
      }
    });
  }

  it("my-submissions?userId=bob lists the caller's submissions only", async () => {
    await seedWorld();
    await putSubmissions(project('p-alice', { status: 'pending', submittedBy: world.aliceUid }));
    const res = await send(h.baseUrl, 'GET', `/api/my-submissions?userId=${world.bobUid}`, {
      headers: auth(alice.token),
    });
    expect(res.status).toBe(200);
    expect((res.json as { id: string }[]).map((r) => r.id)).toEqual(['p-alice']);
  });

  it('a vote, a vibe and a session action with userId: bob land on alice', async () => {
    await seedWorld();
    const post = (path: string, body: object) =>
      send(h.baseUrl, 'POST', path, { headers: { ...auth(alice.token), ...JSON_TYPE }, body: JSON.stringify(body) });
    expect((await post('/api/votes', { submissionId: world.approvedId, userId: world.bobUid })).status).toBe(200);
    expect((await post('/api/vibes', { submissionId: world.approvedId, userId: world.bobUid })).status).toBe(200);
    const votes = await db.collection(COLLECTIONS.votes).get();
    const vibes = await db.collection(COLLECTIONS.vibes).get();
    expect(votes.docs.map((d) => d.get('userId'))).toEqual([world.aliceUid]);
    expect(vibes.docs.map((d) => d.get('userId'))).toEqual([world.aliceUid]);
    expect((await db.collection(COLLECTIONS.userWeeklyQuota).doc(ids.quota(world.bobUid, WEEK)).get()).exists).toBe(
      false,
    );
  });
});

describe('the database dump the "changes nothing" checks compare', () => {
  it('sees a write at any depth, under a document that does not exist too', async () => {
    const db = adminDb();
    const written = {
      [`${COLLECTIONS.submissions}/dump-no-such-project/notes/n1`]: { text: 'hidden' },
      [`${COLLECTIONS.users}/dump-user`]: { name: 'Una' },
      [`${COLLECTIONS.users}/dump-user/settings/s1`]: { mail: false },
    };
    const before = await dumpDatabase();
    for (const [path, data] of Object.entries(written)) await db.doc(path).set(data);
    expect(await dumpDatabase()).toEqual({ ...before, ...written });
    for (const path of Object.keys(written)) await db.doc(path).delete();
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('tokens', () => {
  it('optional routes treat a bad token as no token: no admin answer, no author', async () => {
    await seedWorld();
    for (const bad of [...badAuth.filter((b) => b.header), ...notGoogle]) {
      const check = await send(h.baseUrl, 'GET', `/api/users/check-admin?email=${world.aliceEmail}`, {
        headers: { authorization: bad.header! },
      });
      expect([check.status, check.json], bad.name).toEqual([200, { isAdmin: false }]);
    }
    const forged = badAuth.find((b) => b.name.includes('claiming admin'))!;
    const res = await send(h.baseUrl, 'POST', '/api/contact', {
      headers: { authorization: forged.header!, ...JSON_TYPE },
      body: JSON.stringify(examples.contact!.input),
    });
    expect(res.status).toBe(200);
    const stored = await db.collection(COLLECTIONS.contactSubmissions).get();
    // The world's own message aside: the one just sent has no author.
    const sent = stored.docs.filter((d) => d.id !== world.contactId);
    expect(sent.map((d) => d.get('userId'))).toEqual([null]);
  });

  it('outside the emulator the verifier refuses the unsigned tokens the Auth emulator accepts', async () => {
    await seedWorld();
    const call = () =>
      send(h.baseUrl, 'GET', '/api/admin/pending-count', {
        headers: { authorization: `Bearer ${unsignedAdminToken}` },
      });
    // The emulator skips signatures (its tokens carry none), so this passes there…
    expect((await call()).status).toBe(200);
    // …while the production verifier wants an RS256 signature by a Google key id before anything else.
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        error: 'unauthenticated',
        code: 'must_be_logged_in',
        message: MESSAGES.mustBeLoggedIn,
      });
      await expect(getAuth().verifyIdToken(unsignedAdminToken)).rejects.toThrow(/"kid" claim/);
      const vote = await send(h.baseUrl, 'POST', '/api/votes', {
        headers: { authorization: `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claimsOf(alice.token))}`, ...JSON_TYPE },
        body: JSON.stringify({ submissionId: world.approvedId }),
      });
      expect(vote.status).toBe(401);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
    expect((await db.collection(COLLECTIONS.votes).get()).size).toBe(0);
  });
});

describe('text that is accepted is stored exactly', () => {
  it('keeps 4-byte emoji, joiner sequences and right-to-left scripts intact', async () => {
    await seedWorld();
    const text = {
      name: 'Zoë 🚀 שלום',
      email: 'zoe@vibers.dev',
      subject: 'Family 👨‍👩‍👧 and flags 🇩🇰',
      message: 'مرحبا — line one\nline two\twith a tab. 🧑🏽‍💻',
    };
    const res = await send(h.baseUrl, 'POST', '/api/contact', {
      headers: JSON_TYPE,
      body: JSON.stringify(text),
    });
    expect(res.status).toBe(200);
    // The world already holds one message (the inbox route's example): this one is the other.
    const stored = (await db.collection(COLLECTIONS.contactSubmissions).get()).docs
      .map((d) => d.data())
      .find((d) => d.id !== 'contact-1');
    expect(stored).toMatchObject(text);
  });
});

describe('through Firebase Hosting and the Functions runtime', () => {
  // The deployed path: Hosting rewrites /api/** to the `api` function. The body reaches the app
  // unread (http/withheld-body.ts hides it from the runtime's parsers), so a malformed body is
  // answered by the API's error handler — JSON, like every other refusal — not by the runtime's
  // HTML error page.
  it('malformed JSON: the API answers 400 (JSON) and nothing changes', async () => {
    await seedWorld();
    const before = await dumpDatabase();
    for (const path of ['/api/votes', '/api/contact', '/api/projects/p-approved/vibe']) {
      const res = await send(HOSTING_URL, 'POST', path, {
        headers: { ...auth(alice.token), ...JSON_TYPE },
        body: '{"submissionId": ',
      });
      expect(res.status, path).toBe(400);
      expect(res.contentType, path).toContain('application/json');
      expect(res.json, path).toMatchObject({ code: 'malformed_body', message: 'Request body is not valid JSON' });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('the API refuses unsafe text and oversized bodies as JSON', async () => {
    await seedWorld();
    const before = await dumpDatabase();
    const surrogate = await send(HOSTING_URL, 'POST', '/api/contact', {
      headers: JSON_TYPE,
      body: JSON.stringify({ ...examples.contact!.input, message: 'broken \ud83d text here' }),
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.json).toMatchObject({
      error: 'bad_request',
      message: expect.stringContaining('unpaired surrogate'),
    });
    const big = await send(HOSTING_URL, 'POST', '/api/votes', {
      headers: { ...auth(alice.token), ...JSON_TYPE },
      body: JSON.stringify({ submissionId: world.approvedId, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({
      error: 'payload_too_large',
      code: 'body_too_large',
      message: 'Request body is too large',
    });
    expect(await dumpDatabase()).toEqual(before);
  });
});
