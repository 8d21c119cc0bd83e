// Fixed-window counters in rate_limits/{sha256(key, route)}_{window}, shared by every function
// instance: the HTTP rate limits (http/middleware/rate-limit.ts) and the services that ration what
// they send (the newsletter's confirmation e-mails per mailbox, domain and hour). A caller counts one
// event under several buckets at once — each with its own budget and window — all or none, in a
// transaction of its own or inside the caller's.
//
// Each window document carries `expiresAt` (the end of its window). In production a TTL policy on
// rate_limits.expiresAt deletes old windows:
//   gcloud firestore fields ttls update expiresAt --collection-group=rate_limits --enable-ttl
import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import { runContended } from './transactions';

const MINUTE_MS = 60 * 1000;
export const TEN_MINUTES_MS = 10 * MINUTE_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The key of a route's ceiling: every caller together. */
export const CEILING_KEY = '*';

/** sha256 of client + route: the raw IP is never stored. */
export function rateLimitKey(clientId: string, route: string): string {
  return createHash('sha256').update(`${clientId}\n${route}`).digest('hex');
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the window that refused ends, else the first bucket's (the Retry-After value). */
  retryAfterSeconds: number;
}

/** One key a request is counted under, with its own budget and window. */
export interface RateLimitBucket {
  clientId: string;
  limit: number;
  windowMs: number;
}

interface Window {
  ref: DocumentReference;
  bucket: RateLimitBucket;
  start: Date;
  end: Date;
}

function windowOf(firestore: Firestore, route: string, bucket: RateLimitBucket, now: Date): Window {
  const index = Math.floor(now.getTime() / bucket.windowMs);
  return {
    ref: firestore.collection(COLLECTIONS.rateLimits).doc(`${rateLimitKey(bucket.clientId, route)}_${index}`),
    bucket,
    start: new Date(index * bucket.windowMs),
    end: new Date((index + 1) * bucket.windowMs),
  };
}

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/** A check of several buckets inside a transaction: whether all have room, and the writes that count it. */
export interface BucketCheck extends RateLimitDecision {
  /** The buckets that are used up. */
  full: RateLimitBucket[];
  /** Counts the event in every bucket: call only when allowed, before the transaction commits. */
  record(): void;
}

/** Reads the windows of `buckets` holding `now` in `tx` (transactions read before they write). */
export async function checkBuckets(
  tx: Transaction,
  firestore: Firestore,
  { route, buckets, now }: { route: string; buckets: RateLimitBucket[]; now: Date },
): Promise<BucketCheck> {
  const windows = buckets.map((bucket) => windowOf(firestore, route, bucket, now));
  const snaps = windows.length ? await tx.getAll(...windows.map((w) => w.ref)) : [];
  const counts = snaps.map((snap) => {
    const stored = snap.get('count');
    return typeof stored === 'number' ? stored : 0;
  });
  const full = windows.filter((w, i) => counts[i]! >= w.bucket.limit);
  const until = full.length ? Math.max(...full.map((w) => w.end.getTime())) : (windows[0]?.end.getTime() ?? 0);
  return {
    allowed: full.length === 0,
    retryAfterSeconds: secondsUntil(new Date(until), now),
    full: full.map((w) => w.bucket),
    record: () => {
      windows.forEach((w, i) =>
        tx.set(w.ref, { route, count: counts[i]! + 1, windowStart: w.start, expiresAt: w.end }),
      );
    },
  };
}

/**
 * Counts one request on `route` under every bucket, in the windows holding `now`, in one transaction:
 * all or none. Refused when a bucket is used up; Retry-After is the latest end among the full ones.
 */
export async function consumeRateLimits(
  firestore: Firestore,
  { route, buckets, now }: { route: string; buckets: RateLimitBucket[]; now: Date },
): Promise<RateLimitDecision> {
  return runContended(firestore, async (tx) => {
    const check = await checkBuckets(tx, firestore, { route, buckets, now });
    if (check.allowed) check.record();
    return { allowed: check.allowed, retryAfterSeconds: check.retryAfterSeconds };
  });
}

/** Takes back one event counted at `at` (a send that failed), in the windows holding `at`, never below 0. */
export async function uncountBuckets(
  tx: Transaction,
  firestore: Firestore,
  { route, buckets, at }: { route: string; buckets: RateLimitBucket[]; at: Date },
): Promise<void> {
  const windows = buckets.map((bucket) => windowOf(firestore, route, bucket, at));
  if (!windows.length) return;
  const snaps = await tx.getAll(...windows.map((w) => w.ref));
  snaps.forEach((snap, i) => {
    const stored = snap.get('count');
    if (typeof stored === 'number' && stored > 0) tx.update(windows[i]!.ref, { count: stored - 1 });
  });
}

/** Counts one request of `clientId` on `route` in the window holding `now`, in one transaction. */
export function consumeRateLimit(
  firestore: Firestore,
  {
    clientId,
    route,
    limit,
    windowMs,
    now,
  }: { clientId: string; route: string; limit: number; windowMs: number; now: Date },
): Promise<RateLimitDecision> {
  return consumeRateLimits(firestore, { route, buckets: [{ clientId, limit, windowMs }], now });
}
