// Identity comes only from the verified Firebase ID token; ids, e-mails and roles in bodies are ignored.
// Every token is checked against the Auth account (checkRevoked): a deleted, disabled (banned) or
// revoked account's old ID tokens stop working at once, not when they expire an hour later. That is one
// Auth lookup per signed-in request; an Auth outage answers 503, never lets a token through.
// Members sign in with Google only: a token from any other provider (e-mail and password, anonymous,
// a custom token) or without a verified e-mail identifies nobody. Such accounts cost nothing to make,
// and a vote ring is made of accounts (the Auth project may have other providers switched on).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';
import { DomainError } from '../../domain/errors';

export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
  /** The token's `picture` claim as given; users/sync keeps it only when it is an http(s) URL. */
  photoUrl: string | null;
  isAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The token's verdict: 401 when the token or its account is not valid, 503 when Auth cannot be asked. */
function refusal(error: unknown): DomainError {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const authUnreachable = !code.startsWith('auth/') || code === 'auth/internal-error' || code === 'auth/network-error';
  return authUnreachable ? new DomainError('unavailable') : new DomainError('must_be_logged_in');
}

/** The one provider members sign in with; its accounts carry a verified e-mail. */
export const SIGN_IN_PROVIDER = 'google.com';

/** A verified token's member: signed in with Google, e-mail verified; else 403. */
export function memberOf(decoded: DecodedIdToken): AuthUser {
  if (decoded.firebase?.sign_in_provider !== SIGN_IN_PROVIDER || decoded.email_verified !== true) {
    throw new DomainError('google_sign_in_required');
  }
  return {
    uid: decoded.uid,
    email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
    name: typeof decoded.name === 'string' ? decoded.name : null,
    photoUrl: typeof decoded.picture === 'string' ? decoded.picture : null,
    isAdmin: decoded.admin === true,
  };
}

async function verify(token: string): Promise<AuthUser> {
  let decoded;
  try {
    decoded = await getAuth().verifyIdToken(token, true);
  } catch (error) {
    throw refusal(error);
  }
  return memberOf(decoded);
}

/**
 * Attaches req.user when a valid token of a live Google account is sent; anonymous otherwise (public
 * routes): a revoked, disabled or deleted account's token, or another provider's, counts as no token.
 */
export const optionalUser: RequestHandler = async (req: Request, _res: Response, next: NextFunction) => {
  const token = bearer(req);
  if (token) {
    try {
      req.user = await verify(token);
    } catch {
      req.user = undefined;
    }
  }
  next();
};

/**
 * 401 `Must be logged in` without a valid (unexpired, correctly signed, not revoked) token of a live
 * account; 403 `google_sign_in_required` for an account that did not sign in with Google.
 */
export const requireUser: RequestHandler = async (req, _res, next) => {
  const token = bearer(req);
  if (!token) throw new DomainError('must_be_logged_in');
  req.user = await verify(token);
  next();
};

/** Admin routes: custom claim `admin: true` on a token that requireUser would accept; 401 / 403 otherwise. */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const token = bearer(req);
  if (!token) throw new DomainError('must_be_logged_in');
  const user = await verify(token);
  if (!user.isAdmin) throw new DomainError('admin_only');
  req.user = user;
  next();
};

/** The verified user of a route behind requireUser/requireAdmin. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new DomainError('must_be_logged_in');
  return req.user;
}
