// Integration-test harness: the real Express app in-process (so tests control the clock) on an
// ephemeral port, talking to the Firestore and Auth emulators, plus real ID tokens from the Auth emulator.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAuth } from 'firebase-admin/auth';
import { createApp } from '../src/http/app';
import type { AppDeps } from '../src/http/app';
import { LocalDiskBlobStore } from '../src/infra/blob-store';
import { googleIdToken } from './google-sign-in';
import { PROJECT_ID, adminDb } from './helpers';

export interface Harness {
  baseUrl: string;
  clock: { now: Date };
  close(): Promise<void>;
}

/** Where the harness's clock starts: a Wednesday, in week 2026-11-23 (Copenhagen). */
export const HARNESS_NOW = new Date('2026-11-25T12:00:00Z');

/** Starts the app with a settable clock and a temp-dir blob store. */
export async function startApi(overrides: Partial<AppDeps> = {}): Promise<Harness> {
  adminDb();
  const clock = { now: new Date(HARNESS_NOW) };
  const blobDir = `/tmp/vibechart-test-blobs-${process.pid}`;
  const app = createApp({
    blobStore: new LocalDiskBlobStore(blobDir),
    clock: () => clock.now,
    serveLocalBlobs: true,
    ...overrides,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

const authEmulator = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run inside emulators:exec (npm test)');
  return `http://${host}`;
};

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

/**
 * Creates (or reuses) an Auth emulator account and returns a real ID token of its Google sign-in (the
 * only sign-in members have), with the admin claim if asked.
 */
export async function signInAs(email: string, { admin = false, name = 'Test User' } = {}): Promise<TestUser> {
  adminDb();
  const auth = getAuth();
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
  } catch {
    uid = (await auth.createUser({ email, displayName: name, emailVerified: true })).uid;
  }
  await auth.setCustomUserClaims(uid, admin ? { admin: true } : null);
  return { uid, email, token: await googleIdToken(uid, email, name) };
}

/** Empties the Auth emulator (between test files). */
export async function clearAuth(): Promise<void> {
  const res = await fetch(`${authEmulator()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`clearing Auth failed: ${res.status}`);
}

/** fetch JSON against the harness with an optional bearer token. */
export async function call(
  h: Harness,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${h.baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined && !(body instanceof FormData) && typeof body !== 'string'
        ? { 'content-type': 'application/json' }
        : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body:
      body === undefined
        ? undefined
        : body instanceof FormData || typeof body === 'string'
          ? body
          : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A member's real ID token (Google sign-in; the account `{uid}@example.com` is created when missing). */
export function idTokenFor(uid: string): Promise<string> {
  adminDb();
  return googleIdToken(uid, `${uid}@example.com`);
}
