// The Monday chart job (docs/product.md#the-monday-chart). Folds the projects'
// counter shards into their documents first (services/project-counters.ts), then reads per-project
// vote counters (votesByWeek) and past chart_entries, never the votes. Every value written derives from
// the week's cut-off instant and the stored history, so a re-run writes the same documents; a lock
// document makes two simultaneous runs produce one chart; the chart itself is written last, so a run
// killed halfway publishes nothing and the next run finishes the job.
// Scale: the candidates stream through a top-100 selector (ChartSelector) with the ranking's fields
// only, and just the rows' and the previously charted candidates' whole documents are read, so the
// job's memory follows the chart's size and history, not the number of projects.
import { randomUUID } from 'node:crypto';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import type { ChartCandidate } from '../domain/chart';
import {
  ChartSelector,
  archiveWeekOf,
  chartEntryOf,
  chartRowOf,
  summarizeChartHistory,
  votesBefore,
} from '../domain/chart';
import { COLLECTIONS, CURRENT_CHART_ID } from '../domain/collections';
import { CHART_MIN_AI_SCORE, CHART_SIZE } from '../domain/constants';
import type { Chart, Submission } from '../domain/entities';
import { chartEntrySchema, fairnessGroupSchema, submissionFields, submissionSchema } from '../domain/entities';
import { discountVotes, discountsByProject } from '../domain/fairness';
import { parseStored, toStored } from '../domain/firestore-data';
import { assertWeekStart, shiftWeek, weekStartInstant, weekStartOf } from '../domain/week';
import { CHART_INDEX_ID, listPublishedCharts } from '../services/charts';
import { typedCollection } from '../services/firestore';
import { rebuildFeed } from '../services/feeds';
import { rebuildArchiveIndex } from '../services/list-index';
import { foldProjectCounters } from '../services/project-counters';
import { rebuildSitemap } from '../services/sitemap';
import type { FairnessJobResult } from './fairness';
import { runFairnessJob } from './fairness';
import type { MakerEmailsInput, MakerEmailsResult } from './maker-emails';
import { runMakerRankEmails } from './maker-emails';
import type { NewsletterInput, NewsletterResult } from './newsletter';
import { runWeeklyNewsletter } from './newsletter';

/** Firestore's limit is 500 operations per batch. */
const MAX_BATCH = 500;
/** Documents per getAll call when the job reads the rows' whole documents. */
const GET_ALL_CHUNK = 300;
/** Longer than the scheduled function's 540 s deadline: a live run never loses its lock. */
const LOCK_LEASE_MS = 10 * 60 * 1000;
/** A chart document must stay under Firestore's 1 MiB; refuse well before. */
export const MAX_CHART_BYTES = 900 * 1024;

export interface ChartJobInput {
  db: Firestore;
  /** The run's time; the chart is the week that contains it (the Monday that just began). */
  now: Date;
  /** Compute this week instead (a Monday, YYYY-MM-DD). */
  weekOf?: string;
  /** Wall clock for the lock lease (real time even when `now` is scripted). */
  clock?: () => Date;
  /** Operations per batch (≤ 500). */
  batchSize?: number;
  /** Test hook: throw after this many committed writes, as if the process died. */
  failAfterWrites?: number;
  /**
   * The weekly newsletter (jobs/newsletter.ts), sent after a publish of the week containing `now`
   * when that is the newest week. Idempotent per week and address, so a re-run mails nobody twice.
   */
  newsletter?: Omit<NewsletterInput, 'db' | 'weekOf' | 'now'>;
  /** The makers' weekly rank e-mails (jobs/maker-emails.ts), after the newsletter; same conditions. */
  makerEmails?: Omit<MakerEmailsInput, 'db' | 'weekOf' | 'now'>;
  /**
   * First score the week that closes at the cut-off for vote rings (jobs/fairness.ts): the nightly
   * runs see its votes only until Sunday evening. The scheduled job and `npm run chart:run` do.
   */
  scoreClosingWeek?: boolean;
}

export type ChartJobResult =
  | {
      status: 'published';
      weekOf: string;
      entries: number;
      /** charts/current was (re)written: this is the newest published week. */
      current: boolean;
      /** Documents written (unchanged projects are skipped). */
      writes: number;
      /** Candidates streamed through the ranking (judged, aiScore ≥ 7.0, live at the cut-off). */
      candidates: number;
      /** Counter shards folded into their projects' documents before the ranking. */
      folded: { projects: number; shards: number };
      /** Present when a newsletter was asked for and this run published the current week. */
      newsletter?: NewsletterResult;
      /** Present when maker e-mails were asked for and this run published the current week. */
      makerEmails?: MakerEmailsResult | { status: 'failed'; weekOf: string; error: string };
      /** Present when the closing week was scored first (scoreClosingWeek). */
      fairness?: FairnessJobResult | { status: 'failed'; weekStart: string; error: string };
    }
  | { status: 'locked'; weekOf: string; owner: string };

interface Write {
  ref: DocumentReference;
  data: DocumentData;
  merge?: boolean;
  delete?: boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  return a === b;
}

/** The chart fields a project carries after this week, or null when they are already stored. */
function projectChanges(s: Submission, next: Partial<Submission>): Partial<Submission> | null {
  const changed = Object.entries(next).filter(([k, v]) => !sameValue(s[k as keyof Submission], v));
  return changed.length ? (Object.fromEntries(changed) as Partial<Submission>) : null;
}

async function acquireLock(db: Firestore, weekOf: string, owner: string, nowMs: number): Promise<string | null> {
  const ref = db.collection(COLLECTIONS.chartLocks).doc(weekOf);
  const lock = { owner, weekOf, leaseUntil: Timestamp.fromMillis(nowMs + LOCK_LEASE_MS) };
  try {
    return await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const holder = snap.get('owner') as string | undefined;
      const until = snap.get('leaseUntil') as Timestamp | undefined;
      if (snap.exists && holder && holder !== owner && until && until.toMillis() > nowMs) return holder;
      // Preconditions, not only the transaction's read, decide the race: create fails when another
      // run created the lock first, update when it was taken over since this read.
      if (!snap.exists) tx.create(ref, lock);
      else tx.update(ref, lock, { lastUpdateTime: snap.updateTime! });
      return null;
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 6 && code !== 9 && code !== 'already-exists' && code !== 'failed-precondition') throw error;
    return ((await ref.get()).get('owner') as string | undefined) ?? 'another run';
  }
}

async function releaseLock(db: Firestore, weekOf: string, owner: string): Promise<void> {
  const ref = db.collection(COLLECTIONS.chartLocks).doc(weekOf);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('owner') === owner) tx.delete(ref);
  });
}

/** What the ranking reads of each candidate: a field mask, so a million of them stream cheaply. */
const rankingFieldsSchema = submissionFields.pick({
  id: true,
  aiScore: true,
  aiJudgedAt: true,
  aiHeldAt: true,
  approvedAt: true,
  votesByWeek: true,
});
type RankingFields = z.infer<typeof rankingFieldsSchema>;
const RANKING_FIELDS = Object.keys(rankingFieldsSchema.shape).filter((field) => field !== 'id');

/**
 * Streams the approved, judged projects with aiScore ≥ 7.0 that were not yet archived at the cut-off
 * to `visit`, one at a time, with the ranking's fields only: nothing here holds more than the
 * stream's buffer, however many projects there are. Reads one document per project streamed.
 */
async function scanCandidates(db: Firestore, cutoff: Date, visit: (s: RankingFields) => void): Promise<void> {
  const col = db.collection(COLLECTIONS.submissions);
  // Index submissions status + archivedAt + aiScore desc (the order only matches the index). Projects
  // archived after the cut-off only exist when an older week is re-run; they were live then, so they count.
  // The two queries never return the same project (archivedAt null, or after the cut-off).
  const queries = [
    col
      .where('status', '==', 'approved')
      .where('archivedAt', '==', null)
      .where('aiScore', '>=', CHART_MIN_AI_SCORE)
      .orderBy('aiScore', 'desc'),
    col.where('status', '==', 'approved').where('archivedAt', '>', cutoff),
  ];
  await Promise.all(
    queries.map(async (query) => {
      for await (const doc of query.select(...RANKING_FIELDS).stream()) {
        const snap = doc as unknown as QueryDocumentSnapshot;
        const s = parseStored(rankingFieldsSchema, snap.ref.path, snap.id, snap.data());
        if (s.aiScore === null || s.aiScore < CHART_MIN_AI_SCORE - 1e-9) continue;
        if (!s.aiJudgedAt || s.aiJudgedAt.getTime() > cutoff.getTime()) continue;
        // Held by the judge (aiScore ≥ AI_HOLD_MIN_SCORE) until an admin releases it.
        if (s.aiHeldAt) continue;
        visit(s);
      }
    }),
  );
}

/** The whole documents of `ids` (one read each), by id; a missing one is left out. */
async function readProjects(db: Firestore, ids: Iterable<string>): Promise<Map<string, Submission>> {
  const col = typedCollection(COLLECTIONS.submissions, submissionSchema, db);
  const refs = [...new Set(ids)].sort().map((id) => col.doc(id));
  const out = new Map<string, Submission>();
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    const snaps = (await db.getAll(...refs.slice(i, i + GET_ALL_CHUNK))) as DocumentSnapshot<Submission>[];
    for (const snap of snaps) {
      const s = snap.data();
      if (s) out.set(s.id, s);
    }
  }
  return out;
}

/**
 * Computes and publishes the chart of `weekOf` (default: the week containing `now`). Reads: the
 * counter shards, the candidates (ranking fields), every chart entry before the week (≤ 100 a week),
 * this week's entries, the index, and the whole documents of the rows and of charted candidates.
 */
export async function runChartJob(input: ChartJobInput): Promise<ChartJobResult> {
  const { db, now } = input;
  const weekOf = input.weekOf ?? weekStartOf(now);
  assertWeekStart(weekOf);
  const clock = input.clock ?? (() => new Date());
  const batchSize = Math.min(MAX_BATCH, Math.max(1, input.batchSize ?? 450));
  const owner = randomUUID();
  const holder = await acquireLock(db, weekOf, owner, clock().getTime());
  if (holder) return { status: 'locked', weekOf, owner: holder };
  let result: ChartJobResult;
  let fairness: Extract<ChartJobResult, { status: 'published' }>['fairness'];
  try {
    if (input.scoreClosingWeek) fairness = await scoreClosingWeek(db, weekOf);
    // Every vote so far in the projects' documents: the week's totals are final at its cut-off, and
    // the counts read until next Monday cost at most the shards written since.
    const folded = await foldProjectCounters(db);
    result = await computeAndPublish(db, weekOf, batchSize, input.failAfterWrites, folded);
  } finally {
    await releaseLock(db, weekOf, owner);
  }
  if (result.status === 'published' && fairness) result.fairness = fairness;
  // What sitemap.xml and the feeds are served from follows the new chart (and the week's approvals);
  // the chart is out either way, so a failure here is logged, not thrown.
  if (result.status === 'published') {
    try {
      await Promise.all([rebuildFeed(db), rebuildSitemap(db)]);
    } catch (error) {
      logger.error('Chart job: the feeds or the sitemap were not rebuilt', { weekOf, error: String(error) });
    }
  }
  // After the lock: the chart is out whatever the newsletter does; its failure is reported, not thrown.
  if (input.newsletter && result.status === 'published' && result.current && weekOf === weekStartOf(now)) {
    try {
      result.newsletter = await runWeeklyNewsletter({ ...input.newsletter, db, weekOf, now: clock });
    } catch (error) {
      result.newsletter = { status: 'failed', weekOf, error: String((error as Error)?.message ?? error) };
    }
  }
  if (input.makerEmails && result.status === 'published' && result.current && weekOf === weekStartOf(now)) {
    try {
      result.makerEmails = await runMakerRankEmails({ ...input.makerEmails, db, weekOf, now: clock });
    } catch (error) {
      result.makerEmails = { status: 'failed', weekOf, error: String((error as Error)?.message ?? error) };
    }
  }
  return result;
}

/**
 * The fairness job for the week that ends at `weekOf`'s cut-off, with every vote of it (the last
 * nightly run saw them until Sunday evening). Its groups are recorded as of one millisecond before
 * the cut-off, so a re-run writes the same. A failure is reported, never the chart's.
 */
async function scoreClosingWeek(
  db: Firestore,
  weekOf: string,
): Promise<FairnessJobResult | { status: 'failed'; weekStart: string; error: string }> {
  const weekStart = shiftWeek(weekOf, -1);
  try {
    return await runFairnessJob({ db, weekStart, now: new Date(weekStartInstant(weekOf).getTime() - 1) });
  } catch (error) {
    logger.error('Chart job: the closing week was not scored for vote rings', { weekStart, error: String(error) });
    return { status: 'failed', weekStart, error: String((error as Error)?.message ?? error) };
  }
}

/** The discounted fairness groups of every week: projectId → week → votes left out. */
async function readDiscounts(db: Firestore): Promise<Map<string, Map<string, number>>> {
  const snap = await typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, db)
    .where('status', '==', 'discounted')
    .get();
  return discountsByProject(snap.docs.map((doc) => doc.data()));
}

async function computeAndPublish(
  db: Firestore,
  weekOf: string,
  batchSize: number,
  failAfterWrites: number | undefined,
  folded: { projects: number; shards: number },
): Promise<ChartJobResult> {
  const cutoff = weekStartInstant(weekOf);
  const entriesCol = typedCollection(COLLECTIONS.chartEntries, chartEntrySchema, db);
  const [pastSnap, thisWeekSnap, published, discounts] = await Promise.all([
    entriesCol.where('weekOf', '<', weekOf).get(),
    entriesCol.where('weekOf', '==', weekOf).get(),
    listPublishedCharts(db),
    readDiscounts(db),
  ]);
  const pastEntries = pastSnap.docs.map((d) => d.data());
  // The previous published week per the index (it may have had no rows); else the latest with entries.
  const previousWeek = published.find((w) => w.weekOf < weekOf)?.weekOf;
  const history = summarizeChartHistory(pastEntries, weekOf, previousWeek);
  const weeksOf = new Map<string, string[]>();
  for (const e of pastEntries) weeksOf.set(e.submissionId, [...(weeksOf.get(e.submissionId) ?? []), e.weekOf]);

  // Every candidate passes through the selector, which keeps the best CHART_SIZE; besides them only
  // the ids of candidates that charted before are kept (the archive rule needs their documents).
  // scanCandidates kept only projects live at the cut-off; a later archivedAt does not count yet.
  // Votes an admin discounted after a fairness review are left out, and the chart says how many.
  const selector = new ChartSelector<ChartCandidate>(history, CHART_SIZE);
  const chartedBefore: string[] = [];
  let discountedVotes = 0;
  await scanCandidates(db, cutoff, (s) => {
    const { votesByWeek, discounted } = discountVotes(s.votesByWeek, discounts.get(s.id));
    discountedVotes += votesBefore(discounted, weekOf);
    selector.offer({
      id: s.id,
      aiScore: s.aiScore,
      approvedAt: s.approvedAt,
      archivedAt: null,
      totalVotes: votesBefore(votesByWeek, weekOf),
    });
    if (weeksOf.has(s.id)) chartedBefore.push(s.id);
  });
  const ranked = selector.rank();
  // The whole documents of the rows and of the projects the archive rule looks at: ≤ CHART_SIZE plus
  // the candidates with chart history, whatever the number of candidates.
  const byId = await readProjects(db, [...ranked.map((e) => e.submissionId), ...chartedBefore]);
  const gone = ranked.find((e) => !byId.has(e.submissionId));
  // Deleted between the scan and this read (a user deletion): fail, so the retry ranks without it.
  if (gone) throw new Error(`Chart ${weekOf}: project ${gone.submissionId} was deleted during the run`);

  const writes: Write[] = [];
  const rankedIds = new Set(ranked.map((e) => e.submissionId));
  for (const doc of thisWeekSnap.docs) {
    if (!rankedIds.has(doc.data().submissionId)) writes.push({ ref: doc.ref, data: {}, delete: true });
  }
  for (const entry of ranked) {
    const e = chartEntryOf(entry, weekOf, cutoff);
    writes.push({ ref: db.collection(COLLECTIONS.chartEntries).doc(e.id), data: toStored(e) });
  }

  const projectUpdates = new Map<string, Partial<Submission>>();
  for (const entry of ranked) {
    const s = byId.get(entry.submissionId);
    // A re-run of an older week must not move a project's fields back from a newer week.
    if (!s || (s.lastChartWeekStart !== null && s.lastChartWeekStart > weekOf)) continue;
    const firstWeek = [...(weeksOf.get(s.id) ?? []), weekOf].sort()[0] ?? weekOf;
    projectUpdates.set(s.id, {
      lastChartRank: entry.rank,
      lastChartWeekStart: weekOf,
      lastChartPreviousRank: entry.lastWeekRank,
      firstChartedAt: weekStartInstant(firstWeek),
      peakRank: entry.peakRank,
      weeksOnChart: entry.weeksOnChart,
    });
  }
  for (const id of chartedBefore) {
    const s = byId.get(id);
    if (!s) continue;
    const archiveWeek = archiveWeekOf(weeksOf.get(s.id) ?? []);
    if (s.archivedAt || archiveWeek === null || archiveWeek > weekOf) continue;
    projectUpdates.set(s.id, { ...projectUpdates.get(s.id), archivedAt: weekStartInstant(archiveWeek) });
  }
  for (const [id, next] of projectUpdates) {
    const s = byId.get(id);
    const changes = s ? projectChanges(s, next) : null;
    if (changes) writes.push({ ref: db.collection(COLLECTIONS.submissions).doc(id), data: changes, merge: true });
  }

  const chart: Chart = {
    id: weekOf,
    weekOf,
    publishedAt: cutoff,
    entries: ranked.map((entry) => chartRowOf(byId.get(entry.submissionId)!, entry, weekOf)),
    discountedVotes,
  };
  const stored = toStored(chart);
  const bytes = Buffer.byteLength(JSON.stringify(stored));
  if (bytes > MAX_CHART_BYTES) throw new Error(`Chart ${weekOf} is ${bytes} bytes, over ${MAX_CHART_BYTES}`);
  const newest = published.every((w) => w.weekOf <= weekOf);
  // The chart, its index row and charts/current go last, in one batch: published all at once or not at all.
  const publish: Write[] = [
    { ref: db.collection(COLLECTIONS.charts).doc(weekOf), data: stored },
    {
      ref: db.collection(COLLECTIONS.config).doc(CHART_INDEX_ID),
      data: { weeks: { [weekOf]: { publishedAt: cutoff, entries: chart.entries.length } } },
      merge: true,
    },
  ];
  if (newest) publish.push({ ref: db.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID), data: stored });

  let committed = 0;
  for (let i = 0; i < writes.length; i += batchSize) {
    const batch = db.batch();
    const part = writes.slice(i, i + batchSize);
    for (const w of part) {
      if (w.delete) batch.delete(w.ref);
      else if (w.merge) batch.set(w.ref, w.data, { merge: true });
      else batch.set(w.ref, w.data);
    }
    await batch.commit();
    committed += part.length;
    if (failAfterWrites !== undefined && committed >= failAfterWrites) {
      throw new Error(`chart job killed after ${committed} writes (test hook)`);
    }
  }
  const batch = db.batch();
  for (const w of publish) batch.set(w.ref, w.data, w.merge ? { merge: true } : {});
  await batch.commit();
  // The archive's page order follows the fields just written (list-index.ts): one read per archived project.
  await rebuildArchiveIndex(db);
  return {
    status: 'published',
    weekOf,
    entries: chart.entries.length,
    current: newest,
    writes: committed + publish.length,
    candidates: selector.offered,
    folded,
  };
}
