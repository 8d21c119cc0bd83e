// Stores a generated dataset: every document parsed by its zod schema, then written with one
// BulkWriter (deterministic ids, `set` — a second run rewrites the same documents); Auth accounts
// with a linked google.com provider; thumbnails through the blob store while Firestore writes run.
import { createHash } from 'node:crypto';
import type { Auth, UserImportRecord } from 'firebase-admin/auth';
import type { BulkWriter, Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { COLLECTIONS, CURRENT_CHART_ID } from '../../../functions/src/domain/collections';
import { chartIndexRef } from '../../../functions/src/services/charts';
import { rebuildFeed } from '../../../functions/src/services/feeds';
import { rebuildListIndexes } from '../../../functions/src/services/list-index';
import { rebuildSitemap } from '../../../functions/src/services/sitemap';
import {
  aiReviewSchema,
  chartEntrySchema,
  chartSchema,
  chartVoteShardSchema,
  statsShardSchema,
  statsSummarySchema,
  submissionSchema,
  userSchema,
  userWeeklyQuotaSchema,
  vibeSchema,
  voteBonusEventSchema,
  voteSchema,
} from '../../../functions/src/domain/entities';
import { toStored } from '../../../functions/src/domain/firestore-data';
import type { BlobStore } from '../../../functions/src/infra/blob-store';
import type { SeedAuthUser, SeedDataset } from './generate';
import { applyThumbnailUrls, seedMetaSchema } from './generate';
import { storeThumbnails } from './thumbnails';

export interface SeedTargets {
  db: Firestore;
  auth: Auth;
  blobStore: BlobStore;
}

export interface WriteReport {
  /** Documents written per collection path. */
  documents: Record<string, number>;
  authUsersCreated: number;
  authUsersKept: number;
  /** Hand-made emulator accounts deleted because they held a seeded e-mail. */
  authUsersReplaced: number;
  thumbnails: number;
  timings: Record<string, number>;
}

export interface WriteOptions {
  /** Images rendered in parallel (sharp work runs on libuv's thread pool). */
  thumbnailConcurrency?: number;
  /** false: no images at all, every thumbnailUrl stays null (for quick large seeds). */
  thumbnails?: boolean;
}

type Doc = { id: string };

class SchemaWriter {
  readonly counts: Record<string, number> = {};
  private readonly failures: string[] = [];
  readonly writer: BulkWriter;

  constructor(private readonly db: Firestore) {
    // The emulator needs no 500/50/5 ramp-up; unthrottled it takes thousands of writes a second.
    this.writer = db.bulkWriter({ throttling: false });
    this.writer.onWriteError((error) => {
      if (error.failedAttempts < 5) return true;
      this.failures.push(`${error.documentRef.path}: ${error.message}`);
      return false;
    });
  }

  /** Parses `doc` with `schema` (throws on the first bad document) and queues a full `set`. */
  set<S extends z.ZodType<Doc>>(collection: string, schema: S, doc: z.input<S>): void {
    const parsed = schema.parse(doc) as z.output<S>;
    void this.writer.set(this.db.collection(collection).doc(parsed.id), toStored(parsed)).catch(() => {
      // reported through onWriteError / failures
    });
    this.counts[collection] = (this.counts[collection] ?? 0) + 1;
  }

  setAll<S extends z.ZodType<Doc>>(collection: string, schema: S, docs: readonly z.input<S>[]): void {
    for (const doc of docs) this.set(collection, schema, doc);
  }

  async close(): Promise<void> {
    await this.writer.close();
    if (this.failures.length) {
      throw new Error(`${this.failures.length} writes failed, e.g. ${this.failures.slice(0, 3).join(' | ')}`);
    }
  }
}

/** The google.com account id (the IdP's "sub"): digits, stable per uid. */
function googleSubject(uid: string): string {
  const digest = createHash('sha256').update(`google:${uid}`).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0').slice(0, 20)}`;
}

function importRecord(u: SeedAuthUser): UserImportRecord {
  return {
    uid: u.uid,
    email: u.email,
    emailVerified: true,
    ...(u.displayName ? { displayName: u.displayName } : {}),
    ...(u.admin ? { customClaims: { admin: true } } : {}),
    metadata: {
      creationTime: u.createdAt.toUTCString(),
      ...(u.lastSignInAt ? { lastSignInTime: u.lastSignInAt.toUTCString() } : {}),
    },
    providerData: [
      {
        providerId: 'google.com',
        uid: googleSubject(u.uid),
        email: u.email,
        displayName: u.displayName ?? u.email,
      },
    ],
  };
}

/**
 * Creates the accounts that do not exist yet (importUsers refuses to overwrite) and re-asserts the
 * admin claim on existing ones, so a second run changes nothing.
 */
export async function upsertAuthUsers(
  auth: Auth,
  users: readonly SeedAuthUser[],
): Promise<{ created: number; kept: number; replaced: number }> {
  const existing = new Set<string>();
  for (let i = 0; i < users.length; i += 100) {
    const found = await auth.getUsers(users.slice(i, i + 100).map((u) => ({ uid: u.uid })));
    for (const record of found.users) existing.add(record.uid);
  }
  const missing = users.filter((u) => !existing.has(u.uid));
  // An account made by hand in the emulator (e.g. through its Google sign-in page) may already hold a
  // seeded e-mail under another uid; the emulator refuses duplicates, so that account gives way.
  const squatters: string[] = [];
  for (let i = 0; i < missing.length; i += 100) {
    const found = await auth.getUsers(missing.slice(i, i + 100).map((u) => ({ email: u.email })));
    squatters.push(...found.users.map((record) => record.uid));
  }
  if (squatters.length) await auth.deleteUsers(squatters);
  for (let i = 0; i < missing.length; i += 1000) {
    const result = await auth.importUsers(missing.slice(i, i + 1000).map(importRecord));
    if (result.failureCount) {
      const first = result.errors[0];
      throw new Error(
        `importing ${result.failureCount} Auth users failed, e.g. #${first?.index}: ${first?.error.message}`,
      );
    }
  }
  for (const u of users.filter((x) => x.admin && existing.has(x.uid))) {
    await auth.setCustomUserClaims(u.uid, { admin: true });
  }
  return { created: missing.length, kept: existing.size, replaced: squatters.length };
}

export async function writeDataset(
  dataset: SeedDataset,
  targets: SeedTargets,
  { thumbnailConcurrency = 4, thumbnails: withThumbnails = true }: WriteOptions = {},
): Promise<WriteReport> {
  if (!withThumbnails) dataset.thumbnails = [];
  const timings: Record<string, number> = {};
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await work();
    } finally {
      timings[label] = (Date.now() - started) / 1000;
    }
  };

  const thumbnails = timed('thumbnails', () =>
    storeThumbnails(dataset.thumbnails, targets.blobStore, thumbnailConcurrency),
  );
  const authUsers = timed('auth', () => upsertAuthUsers(targets.auth, dataset.authUsers));

  const w = new SchemaWriter(targets.db);
  const firestore = timed('firestore', async () => {
    w.setAll(COLLECTIONS.users, userSchema, dataset.users);
    w.setAll(COLLECTIONS.votes, voteSchema, dataset.votes);
    w.setAll(COLLECTIONS.vibes, vibeSchema, dataset.vibes);
    w.setAll(COLLECTIONS.userWeeklyQuota, userWeeklyQuotaSchema, dataset.quotas);
    w.setAll(COLLECTIONS.voteBonusEvents, voteBonusEventSchema, dataset.bonusEvents);
    w.setAll(COLLECTIONS.aiReviews, aiReviewSchema, dataset.aiReviews);
    w.setAll(COLLECTIONS.chartEntries, chartEntrySchema, dataset.chartEntries);
    w.set(COLLECTIONS.statsShards, statsShardSchema, dataset.statsShard);
    w.set(COLLECTIONS.stats, statsSummarySchema, dataset.statsSummary);
    w.set(COLLECTIONS.chartVoteShards, chartVoteShardSchema, dataset.chartVoteShard);
    w.set(COLLECTIONS.config, seedMetaSchema, dataset.seedMeta);
    // Submissions and charts show the thumbnail URLs, so they wait for the blob store.
    applyThumbnailUrls(dataset, await thumbnails);
    w.setAll(COLLECTIONS.submissions, submissionSchema, dataset.submissions);
    w.setAll(COLLECTIONS.charts, chartSchema, dataset.charts);
    await w.close();
    // The published-weeks index the chart job keeps next to its charts (GET /api/charts reads it).
    const weeks = Object.fromEntries(
      dataset.charts
        .filter((c) => c.id !== CURRENT_CHART_ID)
        .map((c) => [c.weekOf, { publishedAt: c.publishedAt, entries: c.entries.length }]),
    );
    await chartIndexRef(targets.db).set({ weeks });
    // The launchpad and archive page orders, built the way the approval and the chart job keep them.
    await rebuildListIndexes(targets.db, dataset.seedMeta.now);
    // What sitemap.xml and the feeds are served from, as the chart job keeps it.
    await Promise.all([rebuildSitemap(targets.db), rebuildFeed(targets.db)]);
  });

  const [auth] = await Promise.all([authUsers, firestore, thumbnails]);
  return {
    documents: w.counts,
    authUsersCreated: auth.created,
    authUsersKept: auth.kept,
    authUsersReplaced: auth.replaced,
    thumbnails: dataset.thumbnails.length,
    timings,
  };
}
