// The middleware asks Auth about the account on every signed-in request. The Auth
// emulator checks revocation whatever the caller asks (firebase-admin does so for unsigned emulator
// tokens), so only here can a test see that production calls verifyIdToken(token, true).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { DomainError, statusOf } from '../errors';

const verifyIdToken = vi.fn();
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));

const { optionalUser, requireAdmin, requireUser } = await import('./auth');

const DECODED = {
  uid: 'u1',
  email: 'Ada@Example.com',
  email_verified: true,
  name: 'Ada',
  admin: true,
  firebase: { sign_in_provider: 'google.com' },
};

function request(token?: string): Request {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return { get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

async function run(handler: RequestHandler, req: Request): Promise<(DomainError & { status: number }) | 'next'> {
  let passed = false;
  const next: NextFunction = () => {
    passed = true;
  };
  try {
    await handler(req, {} as Response, next);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The status the error handler answers with (http/errors.ts), next to the error's code.
    return Object.assign(error, { status: statusOf(error) });
  }
  if (!passed) throw new Error('next was not called');
  return 'next';
}

const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  verifyIdToken.mockReset();
});

describe.each([
  ['requireUser', requireUser],
  ['requireAdmin', requireAdmin],
  ['optionalUser', optionalUser],
] as const)('%s', (_name, handler) => {
  it('verifies the token with the revocation and disabled-account check', async () => {
    verifyIdToken.mockResolvedValue(DECODED);
    const req = request('good-token');
    expect(await run(handler, req)).toBe('next');
    expect(verifyIdToken).toHaveBeenCalledWith('good-token', true);
    expect(req.user).toMatchObject({ uid: 'u1', email: 'ada@example.com' });
  });
});

describe('a token of an account that is gone, disabled or signed out', () => {
  it.each(['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found', 'auth/id-token-expired'])(
    '%s: requireUser answers 401, optionalUser treats the caller as anonymous',
    async (code) => {
      verifyIdToken.mockRejectedValue(authError(code));
      const refused = await run(requireUser, request('old-token'));
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ status: 401, code: 'must_be_logged_in', message: MESSAGES.mustBeLoggedIn });

      const anonymous = request('old-token');
      expect(await run(optionalUser, anonymous)).toBe('next');
      expect(anonymous.user).toBeUndefined();
    },
  );

  it('Auth unreachable: 503, never a pass', async () => {
    verifyIdToken.mockRejectedValue(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    expect(await run(requireUser, request('token'))).toMatchObject({ status: 503, message: MESSAGES.unavailable });
    verifyIdToken.mockRejectedValue(authError('auth/internal-error'));
    expect(await run(requireAdmin, request('token'))).toMatchObject({ status: 503 });
  });
});

describe('members sign in with Google, with a verified e-mail', () => {
  it.each([
    ['an e-mail and password account', { firebase: { sign_in_provider: 'password' } }],
    ['a custom token', { firebase: { sign_in_provider: 'custom' } }],
    ['an anonymous account', { firebase: { sign_in_provider: 'anonymous' }, email: undefined }],
    ['a Google account whose e-mail is not verified', { email_verified: false }],
    ['a token without a provider', { firebase: undefined }],
  ])('%s: requireUser and requireAdmin answer 403, optionalUser treats the caller as anonymous', async (_, over) => {
    verifyIdToken.mockResolvedValue({ ...DECODED, ...over });
    for (const handler of [requireUser, requireAdmin]) {
      expect(await run(handler, request('token'))).toMatchObject({
        status: 403,
        code: 'google_sign_in_required',
        message: MESSAGES.googleSignInRequired,
      });
    }
    const anonymous = request('token');
    expect(await run(optionalUser, anonymous)).toBe('next');
    expect(anonymous.user).toBeUndefined();
  });
});
