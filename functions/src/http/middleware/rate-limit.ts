// Per-client limits for the anonymous write routes (contact, newsletter). Counts live in Firestore,
// so every function instance sees the same window. Fixed windows: rate_limits/{key}_{window}.
//
// Each window document carries `expiresAt` (the end of its window). In production a TTL policy on
// rate_limits.expiresAt deletes old windows:
//   gcloud firestore fields ttls update expiresAt --collection-group=rate_limits --enable-ttl
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../domain/collections';
import { db as defaultDb } from '../../services/firestore';
import { runContended } from '../../services/transactions';
import { resolveClientAddress } from '../client-address';
import { DomainError } from '../../domain/errors';

export interface RateLimitOptions {
  /** Names the limited route in the key, so each route has its own budget. */
  route: string;
  /** Requests allowed per client per window. */
  limit: number;
  windowMs: number;
  /** The current time (the app's deps.clock). */
  clock: () => Date;
  /** The client's identity before hashing; clientAddress(req) by default. */
  clientId?: (req: Request) => string;
  firestore?: () => Firestore;
}

export const TEN_MINUTES_MS = 10 * 60 * 1000;
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: TEN_MINUTES_MS } as const;
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: TEN_MINUTES_MS } as const;
/** Submit attempts (multipart with an image) per member, failed ones included: 5 a day may succeed. */
export const UPLOAD_RATE_LIMIT = { limit: 10, windowMs: TEN_MINUTES_MS } as const;

/** sha256 of client + route: the raw IP is never stored. */
export function rateLimitKey(clientId: string, route: string): string {
  return createHash('sha256').update(`${clientId}\n${route}`).digest('hex');
}

export interface RateLimitDecision {
  allowed: boolean;
  count: number;
  /** Whole seconds until the current window ends (the Retry-After value). */
  retryAfterSeconds: number;
}

/** Counts one request of `clientId` on `route` in the window holding `now`, in one transaction. */
export async function consumeRateLimit(
  firestore: Firestore,
  {
    clientId,
    route,
    limit,
    windowMs,
    now,
  }: { clientId: string; route: string; limit: number; windowMs: number; now: Date },
): Promise<RateLimitDecision> {
  const window = Math.floor(now.getTime() / windowMs);
  const windowEnd = new Date((window + 1) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
  const ref = firestore.collection(COLLECTIONS.rateLimits).doc(`${rateLimitKey(clientId, route)}_${window}`);
  return runContended(firestore, async (tx) => {
    const snap = await tx.get(ref);
    const stored = snap.get('count');
    const count = typeof stored === 'number' ? stored : 0;
    if (count >= limit) return { allowed: false, count, retryAfterSeconds };
    tx.set(ref, { route, count: count + 1, windowStart: new Date(window * windowMs), expiresAt: windowEnd });
    return { allowed: true, count: count + 1, retryAfterSeconds };
  });
}

/**
 * The caller's identity for the limits: req.clientAddress as clientAddressMiddleware decided it from
 * trusted hops only (http/client-address.ts), else the socket's address. Never a header a client sets.
 */
export function clientAddress(req: Request): string {
  return req.clientAddress ?? resolveClientAddress('socket', { socketAddress: req.socket.remoteAddress });
}

/** Middleware: 429 `Too many requests…` with Retry-After once a client used up its window. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const { route, limit, windowMs, clock, clientId = clientAddress, firestore = defaultDb } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`rate limit for ${route} must be a positive integer`);
  if (!(windowMs > 0)) throw new Error(`rate-limit window for ${route} must be positive`);
  return async (req, res, next) => {
    const decision = await consumeRateLimit(firestore(), {
      clientId: clientId(req),
      route,
      limit,
      windowMs,
      now: clock(),
    });
    if (!decision.allowed) {
      res.set('Retry-After', String(decision.retryAfterSeconds));
      throw new DomainError('rate_limited');
    }
    next();
  };
}
