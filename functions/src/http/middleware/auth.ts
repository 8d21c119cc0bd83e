// Identity comes only from the verified Firebase ID token; ids, e-mails and roles in bodies are ignored.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { MESSAGES } from '../../domain/messages';
import { HttpError } from '../errors';

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

async function verify(token: string, checkRevoked: boolean): Promise<AuthUser> {
  const decoded = await getAuth().verifyIdToken(token, checkRevoked);
  return {
    uid: decoded.uid,
    email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
    name: typeof decoded.name === 'string' ? decoded.name : null,
    photoUrl: typeof decoded.picture === 'string' ? decoded.picture : null,
    isAdmin: decoded.admin === true,
  };
}

/** Attaches req.user when a valid token is sent; anonymous otherwise (public routes). */
export const optionalUser: RequestHandler = async (req: Request, _res: Response, next: NextFunction) => {
  const token = bearer(req);
  if (token) {
    try {
      req.user = await verify(token, false);
    } catch {
      req.user = undefined;
    }
  }
  next();
};

/** 401 `Must be logged in` without a valid (unexpired, correctly signed) token. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  const token = bearer(req);
  if (!token) throw new HttpError(401, MESSAGES.mustBeLoggedIn);
  try {
    req.user = await verify(token, false);
  } catch {
    throw new HttpError(401, MESSAGES.mustBeLoggedIn);
  }
  next();
};

/** Admin routes: custom claim `admin: true`, token checked for revocation; 401 / 403 otherwise. */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const token = bearer(req);
  if (!token) throw new HttpError(401, MESSAGES.mustBeLoggedIn);
  let user: AuthUser;
  try {
    user = await verify(token, true);
  } catch {
    throw new HttpError(401, MESSAGES.mustBeLoggedIn);
  }
  if (!user.isAdmin) throw new HttpError(403, MESSAGES.adminOnly);
  req.user = user;
  next();
};

/** The verified user of a route behind requireUser/requireAdmin. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new HttpError(401, MESSAGES.mustBeLoggedIn);
  return req.user;
}
