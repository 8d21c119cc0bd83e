// Rate limits: per client for the anonymous write routes (contact, newsletter), per member for the
// signed-in ones that write or read a lot (submit attempts, review sessions, tool suggestions, the
// profile sync). The counters are Firestore's (services/rate-limits.ts), so every function instance
// sees the same window.
//
// A request is counted under every key that applies, in one transaction, and refused when any of
// them is used up: the client's address (an IPv6 /64), its /48 with a larger budget, the one bucket
// shared by everything another Fastly service relayed (http/client-address.ts), and the route's
// ceiling — all callers together — which no rotation of addresses, accounts or relays can exceed.
import type { Request, RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../../services/firestore';
import type { RateLimitBucket } from '../../services/rate-limits';
import { CEILING_KEY, DAY_MS, HOUR_MS, TEN_MINUTES_MS, consumeRateLimits } from '../../services/rate-limits';
import type { ClientIdentity } from '../client-address';
import { resolveClientIdentity } from '../client-address';
import { currentUser } from './auth';
import { DomainError } from '../../domain/errors';

export interface RateLimitOptions {
  /** Names the limited route in the key, so each route has its own budget. */
  route: string;
  /** Requests allowed per client per window. */
  limit: number;
  windowMs: number;
  /** The current time (the app's deps.clock). */
  clock: () => Date;
  /**
   * The caller's one key (a member's `uid:…`); by default the request's address keys
   * (clientBuckets: address, IPv6 /48, relayed).
   */
  clientId?: (req: Request) => string;
  /** Requests allowed to all callers together per window: the route's ceiling. */
  ceiling?: { limit: number; windowMs: number };
  firestore?: () => Firestore;
}

export {
  CEILING_KEY,
  HOUR_MS,
  TEN_MINUTES_MS,
  consumeRateLimit,
  consumeRateLimits,
  rateLimitKey,
} from '../../services/rate-limits';
export type { RateLimitBucket, RateLimitDecision } from '../../services/rate-limits';
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: TEN_MINUTES_MS } as const;
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: TEN_MINUTES_MS } as const;
/** Contact messages from everyone together: a flood from rotating addresses stops here. */
export const CONTACT_CEILING = { limit: 100, windowMs: HOUR_MS } as const;
/** Newsletter sign-ups from everyone together (the confirmation e-mails have their own ceiling). */
export const NEWSLETTER_CEILING = { limit: 500, windowMs: HOUR_MS } as const;
/** Submit attempts (multipart with an image) per member, failed ones included: 5 a day may succeed. */
export const UPLOAD_RATE_LIMIT = { limit: 10, windowMs: TEN_MINUTES_MS } as const;
/** Review sessions a member starts: each reads up to 61 documents and writes up to 21. */
export const VOTE_SESSION_RATE_LIMIT = { limit: 10, windowMs: TEN_MINUTES_MS } as const;
/** Tool suggestions per member: a few in a row, a few dozen a day. */
export const TOOL_SUGGESTION_RATE_LIMIT = { limit: 5, windowMs: TEN_MINUTES_MS } as const;
export const TOOL_SUGGESTION_DAILY_LIMIT = { limit: 20, windowMs: DAY_MS } as const;
/** Profile syncs per member: the site syncs once per sign-in and page session. */
export const USER_SYNC_RATE_LIMIT = { limit: 30, windowMs: TEN_MINUTES_MS } as const;
/** An IPv6 /48 (a site) gets this many times one client's budget. */
export const SITE_BUDGET_FACTOR = 4;
/** Everything relayed through other Fastly services shares this many times one client's budget. */
export const RELAYED_BUDGET_FACTOR = 10;

/** The request's identity, as clientAddressMiddleware decided it from trusted hops (else the socket). */
function identityOf(req: Request): ClientIdentity {
  return req.clientIdentity ?? resolveClientIdentity('socket', { socketAddress: req.socket.remoteAddress });
}

/**
 * The caller's identity for the limits: req.clientAddress as clientAddressMiddleware decided it from
 * trusted hops only (http/client-address.ts), else the socket's address. Never a header a client sets.
 */
export function clientAddress(req: Request): string {
  return req.clientAddress ?? identityOf(req).key;
}

/** The address buckets of a request: its address, its IPv6 /48, and the relays' shared one. */
export function clientBuckets(req: Request, limit: number, windowMs: number): RateLimitBucket[] {
  const identity = identityOf(req);
  const buckets: RateLimitBucket[] = [{ clientId: req.clientAddress ?? identity.key, limit, windowMs }];
  if (identity.site) buckets.push({ clientId: `site:${identity.site}`, limit: limit * SITE_BUDGET_FACTOR, windowMs });
  if (identity.relayed) buckets.push({ clientId: 'relayed', limit: limit * RELAYED_BUDGET_FACTOR, windowMs });
  return buckets;
}

/** Middleware: 429 `Too many requests…` with Retry-After once a client (or the route) used up its window. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const { route, limit, windowMs, clock, clientId, ceiling, firestore = defaultDb } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`rate limit for ${route} must be a positive integer`);
  if (!(windowMs > 0)) throw new Error(`rate-limit window for ${route} must be positive`);
  if (ceiling && (!Number.isInteger(ceiling.limit) || ceiling.limit < 1 || !(ceiling.windowMs > 0))) {
    throw new Error(`the ceiling of ${route} must be a positive integer per a positive window`);
  }
  return async (req, res, next) => {
    const buckets = clientId ? [{ clientId: clientId(req), limit, windowMs }] : clientBuckets(req, limit, windowMs);
    if (ceiling) buckets.push({ clientId: CEILING_KEY, ...ceiling });
    const decision = await consumeRateLimits(firestore(), { route, buckets, now: clock() });
    if (!decision.allowed) {
      res.set('Retry-After', String(decision.retryAfterSeconds));
      throw new DomainError('rate_limited');
    }
    next();
  };
}

/** A limit per signed-in member (the token's uid), behind requireUser: `uid:{uid}` per route. */
export function memberRateLimit(
  route: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  clock: () => Date,
): RequestHandler {
  return rateLimit({ route, limit, windowMs, clock, clientId: (req) => `uid:${currentUser(req).uid}` });
}
