// The AI judge job (docs/product.md#ai-judge): judges approved projects whose 7 launchpad
// days are over and that have no review for the current aiVersion + input hash, stores the review and
// the scores on the project in one transaction, and records failures without ever storing a score.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import * as functionsLogger from 'firebase-functions/logger';
import { COLLECTIONS, ids } from '../domain/collections';
import { AI_VERSION } from '../domain/constants';
import type { AiReview, Submission } from '../domain/entities';
import { aiReviewSchema, submissionSchema } from '../domain/entities';
import type { JudgeAnswer, JudgeFailure } from '../domain/judge';
import {
  MAX_MALFORMED_RUNS,
  buildJudgePrompt,
  isDueForJudging,
  isHeldScore,
  judgeCutoff,
  judgeFailureSchema,
  judgeInputHash,
  judgeInputOf,
  parseJudgeAnswer,
} from '../domain/judge';
import type { JudgeModel } from '../infra/gemini';
import { JudgeModelError } from '../infra/gemini';
import { typedCollection } from '../services/firestore';

export type JobLogger = Pick<typeof functionsLogger, 'info' | 'warn' | 'error'>;

export interface JudgeJobOptions {
  db: Firestore;
  now: Date;
  /** null when no API key is configured: the job logs why and writes nothing. */
  model: JudgeModel | null;
  aiVersion?: number;
  /** At most this many projects are sent to the model in this run (the rest wait for the next run). */
  limit?: number;
  /** Projects judged in parallel. */
  concurrency?: number;
  /** Wall-clock budget: no new judgement starts after it (the scheduled run has a deadline). */
  budgetMs?: number;
  /** Calls per model request on 429/5xx/network errors, including the first. */
  attempts?: number;
  /** First backoff delay; doubled after each retry. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  logger?: JobLogger;
}

export interface JudgeJobSummary {
  /** Approved, not archived projects past their launchpad days. */
  candidates: number;
  judged: number;
  /** Already reviewed for this input, given up on, or left for a later run (limit, budget, no key). */
  skipped: number;
  failed: number;
}

interface Pending {
  submission: Submission;
  aiVersion: number;
  inputHash: string;
  reviewRef: DocumentReference<AiReview>;
  failureRef: DocumentReference<JudgeFailure>;
}

type Outcome = 'judged' | 'skipped' | 'failed';

const GET_ALL_CHUNK = 300;
/** After this many projects in a row whose calls all failed (429/5xx/network), the run stops early. */
const MAX_UNAVAILABLE_IN_A_ROW = 3;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runJudgeJob({
  db,
  now,
  model,
  aiVersion = AI_VERSION,
  limit = Number.POSITIVE_INFINITY,
  concurrency = 4,
  budgetMs = Number.POSITIVE_INFINITY,
  attempts = 4,
  baseDelayMs = 1000,
  sleep = realSleep,
  logger = functionsLogger,
}: JudgeJobOptions): Promise<JudgeJobSummary> {
  const startedAt = performance.now();
  const submissions = typedCollection(COLLECTIONS.submissions, submissionSchema, db);
  const reviews = typedCollection(COLLECTIONS.aiReviews, aiReviewSchema, db);
  const failures = typedCollection(COLLECTIONS.judgeFailures, judgeFailureSchema, db);

  // (status, launchpadLiveAt desc) is an existing composite index; oldest first is restored below.
  const snap = await submissions
    .where('status', '==', 'approved')
    .where('launchpadLiveAt', '<=', judgeCutoff(now))
    .orderBy('launchpadLiveAt', 'desc')
    .get();
  // The peers a new score is compared with: the scores this aiVersion gave the other projects.
  const peerScores = new Map(
    snap.docs
      .map((d) => d.data())
      .filter((s) => s.aiVersion === aiVersion && s.aiScore !== null)
      .map((s) => [s.id, s.aiScore!] as const),
  );
  const candidates = snap.docs
    .map((d) => d.data())
    .filter((s) => isDueForJudging(s, now))
    .reverse()
    .map((submission): Pending => {
      const inputHash = judgeInputHash(submission, aiVersion);
      const id = ids.aiReview(submission.id, aiVersion, inputHash);
      return { submission, aiVersion, inputHash, reviewRef: reviews.doc(id), failureRef: failures.doc(id) };
    });

  const reviewed = await getAllData(
    db,
    candidates.map((c) => c.reviewRef),
  );
  const unreviewed = candidates.filter((c) => !reviewed.has(c.reviewRef.id));
  const summary: JudgeJobSummary = { candidates: candidates.length, judged: 0, skipped: reviewed.size, failed: 0 };

  if (!model) {
    logger.warn(`AI judge: GEMINI_API_KEY is not set; skipping ${unreviewed.length} projects`);
    summary.skipped += unreviewed.length;
    return summary;
  }

  const failureDocs = await getAllData(
    db,
    unreviewed.map((c) => c.failureRef),
  );
  const pending = unreviewed.filter((c) => (failureDocs.get(c.failureRef.id)?.malformedRuns ?? 0) < MAX_MALFORMED_RUNS);
  summary.skipped += unreviewed.length - pending.length;

  const queue = pending.slice(0, Math.max(0, limit));
  summary.skipped += pending.length - queue.length;
  let stopReason: string | null = null;
  let unavailableInARow = 0;

  const judgeOne = async (p: Pending): Promise<Outcome> => {
    const prompt = buildJudgePrompt(judgeInputOf(p.submission));
    let lastError = '';
    // A malformed answer (not JSON, out of range) is asked once more, then recorded as a failure.
    for (let ask = 1; ask <= 2; ask++) {
      let text: string;
      try {
        text = await callWithRetry(model, prompt, { attempts, baseDelayMs, sleep });
      } catch (error) {
        const e = error instanceof JudgeModelError ? error : new JudgeModelError(String(error), null);
        if (e.status === 401 || e.status === 403) stopReason = `the model refused the API key (${e.status})`;
        if (!e.retryable) unavailableInARow = 0;
        else if (++unavailableInARow >= MAX_UNAVAILABLE_IN_A_ROW)
          stopReason = `the model is unavailable (${e.message})`;
        await recordFailure(db, p, e.retryable ? 'unavailable' : 'rejected', e.message, model.name, now);
        logger.warn('AI judge: model call failed', { submissionId: p.submission.id, error: e.message });
        return 'failed';
      }
      unavailableInARow = 0;
      const parsed = parseJudgeAnswer(text);
      if (parsed.ok) {
        const peers = [...peerScores].filter(([id]) => id !== p.submission.id).map(([, score]) => score);
        const held = isHeldScore(parsed.answer.aiScore, peers);
        return storeReview(db, p, parsed.answer, { model: model.name, now, held });
      }
      lastError = parsed.error;
    }
    await recordFailure(db, p, 'malformed', lastError, model.name, now);
    logger.warn('AI judge: malformed answer twice; no score stored', {
      submissionId: p.submission.id,
      error: lastError,
    });
    return 'failed';
  };

  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const p = queue[next++]!;
      if (stopReason || performance.now() - startedAt > budgetMs) {
        summary.skipped += 1;
        continue;
      }
      let outcome: Outcome;
      try {
        outcome = await judgeOne(p);
      } catch (error) {
        logger.error('AI judge: could not store the result', { submissionId: p.submission.id, error: String(error) });
        outcome = 'failed';
      }
      summary[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));

  if (stopReason) logger.error(`AI judge: stopped early: ${stopReason}`);
  logger.info('AI judge: done', {
    ...summary,
    aiVersion,
    model: model.name,
    seconds: (performance.now() - startedAt) / 1000,
  });
  return summary;
}

/** One model request with exponential backoff on 429, 5xx and transport errors. */
async function callWithRetry(
  model: JudgeModel,
  prompt: ReturnType<typeof buildJudgePrompt>,
  { attempts, baseDelayMs, sleep }: { attempts: number; baseDelayMs: number; sleep: (ms: number) => Promise<void> },
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await model.judge(prompt);
    } catch (error) {
      const retryable = error instanceof JudgeModelError ? error.retryable : true;
      if (!retryable || attempt >= attempts) throw error;
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Creates the review and copies the scores onto the project, unless the review already exists (another
 * run got there first) or the project changed meanwhile (its new input will be judged next run).
 */
async function storeReview(
  db: Firestore,
  p: Pending,
  answer: JudgeAnswer,
  { model, now, held }: { model: string; now: Date; held: boolean },
): Promise<Outcome> {
  const { aiVersion } = p;
  const projectRef = typedCollection(COLLECTIONS.submissions, submissionSchema, db).doc(p.submission.id);
  return db.runTransaction(async (tx) => {
    const [reviewSnap, projectSnap] = await Promise.all([tx.get(p.reviewRef), tx.get(projectRef)]);
    const project = projectSnap.data();
    if (reviewSnap.exists || !project || !isDueForJudging(project, now)) return 'skipped';
    if (judgeInputHash(project, aiVersion) !== p.inputHash) return 'skipped';
    const review: AiReview = {
      id: p.reviewRef.id,
      submissionId: project.id,
      innovationScore: answer.innovationScore,
      utilityScore: answer.utilityScore,
      finalScore: answer.aiScore,
      reviewText: answer.reviewText,
      aiVersion,
      inputHash: p.inputHash,
      model,
      createdAt: now,
    };
    tx.create(p.reviewRef, review);
    tx.update(projectSnap.ref, {
      innovationScore: answer.innovationScore,
      utilityScore: answer.utilityScore,
      aiScore: answer.aiScore,
      reviewText: answer.reviewText,
      aiVersion,
      aiJudgedAt: now,
      // Far above its peers: held for an admin's look before it can chart (the chart job skips it).
      aiHeldAt: held ? now : null,
    });
    tx.delete(p.failureRef);
    return 'judged';
  });
}

async function recordFailure(
  db: Firestore,
  p: Pending,
  kind: JudgeFailure['kind'],
  error: string,
  model: string,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const previous = (await tx.get(p.failureRef)).data();
    const failure: JudgeFailure = {
      id: p.failureRef.id,
      submissionId: p.submission.id,
      aiVersion: p.aiVersion,
      inputHash: p.inputHash,
      kind,
      error: error.slice(0, 1000),
      malformedRuns: (previous?.malformedRuns ?? 0) + (kind === 'malformed' ? 1 : 0),
      failedRuns: (previous?.failedRuns ?? 0) + 1,
      model,
      lastFailedAt: now,
    };
    tx.set(p.failureRef, failure);
  });
}

/** The documents that exist among `refs`, by id (getAll in chunks: one read per reference). */
async function getAllData<T>(db: Firestore, refs: DocumentReference<T>[]): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) {
    // getAll applies each reference's converter, so the data is already parsed.
    const snaps = await db.getAll(...(refs.slice(i, i + GET_ALL_CHUNK) as DocumentReference[]));
    for (const snap of snaps) if (snap.exists) found.set(snap.id, snap.data() as T);
  }
  return found;
}
