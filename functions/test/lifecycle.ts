// What a test file starts once and resets before each test, as vitest hooks: the in-process API with
// its signed-in members, and the SMTP sink. Each returns handles that its beforeAll fills in, so a
// file holds them from the start and its tests use them as plain values.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../src/http/app';
import { closeSmtpMailers } from '../src/infra/mail';
import type { Harness, TestUser } from './api-harness';
import { HARNESS_NOW, clearAuth, signInAs, startApi } from './api-harness';
import { clearFirestore } from './helpers';
import type { SmtpSink, TestMail, TestMailOptions } from './smtp-sink';
import { startSmtpSink, testMail } from './smtp-sink';

/** A member to sign in: an e-mail, or with signInAs's options; `revoked`: their refresh tokens are revoked. */
export type MemberSpec = string | { email: string; admin?: boolean; name?: string; revoked?: boolean };

export interface ApiOptions<K extends string> {
  members?: Record<K, MemberSpec>;
  /** Where each test's clock starts. */
  now?: Date;
  /** The app's dependencies, built when the app starts (after the file's earlier beforeAll hooks). */
  deps?: () => Partial<AppDeps>;
}

/** Copies `source` into the placeholder `target`, getters as getters. */
function fill<T extends object>(target: T, source: T): void {
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
}

/**
 * The API for a test file: started with `members` signed in before all tests; Firestore emptied and
 * the clock at `now` before each; closed, and Auth emptied, after all.
 */
export function useApi<K extends string = never>({
  members = {} as Record<K, MemberSpec>,
  now = HARNESS_NOW,
  deps = () => ({}),
}: ApiOptions<K> = {}): { h: Harness; members: Record<K, TestUser> } {
  const h = {} as Harness;
  const signedIn = {} as Record<K, TestUser>;
  const specs = Object.entries(members) as Array<[K, MemberSpec]>;
  for (const [key] of specs) signedIn[key] = {} as TestUser;

  beforeAll(async () => {
    fill(h, await startApi(deps()));
    const revoked: string[] = [];
    for (const [key, spec] of specs) {
      const { email, revoked: revoke = false, ...options } = typeof spec === 'string' ? { email: spec } : spec;
      fill(signedIn[key], await signInAs(email, options));
      if (revoke) revoked.push(signedIn[key].uid);
    }
    if (revoked.length) {
      // Revocation compares whole seconds: revoke in a later second than the token's auth_time.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      for (const uid of revoked) await getAuth().revokeRefreshTokens(uid);
    }
  });
  afterAll(async () => {
    await h.close?.();
    await clearAuth();
  });
  beforeEach(async () => {
    await clearFirestore();
    h.clock.now = now;
  });
  return { h, members: signedIn };
}

/**
 * An SMTP sink for a test file (on `port`, or a free one) and its test mail settings: started before
 * all tests, emptied before each (messages, refusals, recorded pauses), closed after all with the
 * cached mailers.
 */
export function useSmtpSink({ port = 0, ...options }: TestMailOptions & { port?: number } = {}): {
  sink: SmtpSink;
  mail: TestMail;
} {
  const sink = {} as SmtpSink;
  const mail = {} as TestMail;
  beforeAll(async () => {
    fill(sink, await startSmtpSink(port));
    fill(mail, testMail(sink, options));
  });
  afterAll(async () => {
    closeSmtpMailers();
    await sink.close?.();
  });
  beforeEach(() => {
    sink.clear();
    mail.sleeps.length = 0;
  });
  return { sink, mail };
}
