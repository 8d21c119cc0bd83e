// The admin review queue: count and list pending submissions, approve/reject them (and tell the
// submitter by e-mail), delete them. Only a pending submission changes here; approved projects carry
// votes and charts, so removing them is the user-deletion script's job.
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../domain/collections';
import type { Submission, SubmissionStatus } from '../domain/entities';
import { submissionSchema } from '../domain/entities';
import { FORMATS } from '../domain/messages';
import { isProfileComplete } from '../domain/profile-completeness';
import type { BlobStore } from '../infra/blob-store';
import type { DecisionMailOutcome } from './decision-mail';
import { sendDecisionEmail, sendScoreReviewEmail } from './decision-mail';
import { typedCollection } from './firestore';
import { launchpadIndexUpdate } from './list-index';
import type { MailSettings } from './mail';
import { addToSitemap } from './sitemap';
import { incrementStats } from './stats';
import { runContended } from './transactions';
import { DomainError } from '../domain/errors';

/** Submission ids are Firestore auto-ids, uuids or hex: anything else (incl. reserved __x__) cannot exist. */
const SUBMISSION_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,200}$/;
/** The admin table shows the oldest pending projects first; this caps one response. */
export const PENDING_LIST_MAX = 500;

export interface PendingProject {
  id: string;
  projectName: string;
  description: string;
  builderTool: string[];
  projectUrl: string | null;
  createdAt: Date;
  projectIntention: string | null;
  modelProviders: string[];
  ideAgents: string[];
  hostsFrameworks: string[];
  stage: string | null;
}

export interface HeldProject extends PendingProject {
  aiScore: number;
  innovationScore: number | null;
  utilityScore: number | null;
  reviewText: string | null;
  aiHeldAt: Date;
}

/** What the admin sees of a project: every field the AI judge reads (domain/judge.ts), in full. */
function adminView(s: Submission): PendingProject {
  return {
    id: s.id,
    projectName: s.projectName,
    description: s.description,
    builderTool: s.builderTool,
    projectUrl: s.projectUrl,
    createdAt: s.createdAt,
    projectIntention: s.projectIntention,
    modelProviders: s.modelProviders,
    ideAgents: s.ideAgents,
    hostsFrameworks: s.hostsFrameworks,
    stage: s.stage,
  };
}

/** Projects the judge held (domain/judge.ts isHeldScore), oldest hold first. */
export async function listHeld(firestore: Firestore): Promise<HeldProject[]> {
  const snap = await submissions(firestore)
    .where('aiHeldAt', '>', new Date(0))
    .orderBy('aiHeldAt', 'asc')
    .limit(PENDING_LIST_MAX)
    .get();
  return snap.docs.flatMap((doc) => {
    const s = doc.data();
    if (!s.aiHeldAt || s.aiScore === null) return [];
    return [
      {
        ...adminView(s),
        aiScore: s.aiScore,
        innovationScore: s.innovationScore,
        utilityScore: s.utilityScore,
        reviewText: s.reviewText,
        aiHeldAt: s.aiHeldAt,
      },
    ];
  });
}

/**
 * Lets a held project chart, with the judge's score or an admin's adjusted one. 409 when not held.
 * After the commit the maker gets one e-mail saying what the check decided (its outcome is logged).
 */
export async function releaseHeld(
  firestore: Firestore,
  id: string,
  adjustedScore: number | undefined,
  options: DecisionOptions = {},
): Promise<{ id: string; aiScore: number }> {
  const ref = submissionRef(firestore, id);
  const released = await runContended(firestore, async (tx) => {
    const s = (await tx.get(ref)).data();
    if (!s) throw new DomainError('project_not_found');
    if (!s.aiHeldAt || s.aiScore === null) throw new DomainError('not_held_for_review');
    const aiScore = adjustedScore ?? s.aiScore;
    tx.update(ref, { aiHeldAt: null, aiScore });
    return { submission: s, judgedScore: s.aiScore, heldAt: s.aiHeldAt, aiScore };
  });
  if (options.mail) {
    await sendScoreReviewEmail({
      db: firestore,
      settings: options.mail,
      submission: released.submission,
      judgedScore: released.judgedScore,
      heldAt: released.heldAt,
      aiScore: released.aiScore,
      now: options.clock ?? (() => new Date()),
    });
  }
  return { id: released.submission.id, aiScore: released.aiScore };
}

const submissions = (firestore: Firestore) => typedCollection(COLLECTIONS.submissions, submissionSchema, firestore);

function submissionRef(firestore: Firestore, id: string) {
  if (!SUBMISSION_ID.test(id)) throw new DomainError('project_not_found');
  return submissions(firestore).doc(id);
}

function notPending(action: string, status: SubmissionStatus): DomainError {
  return new DomainError('not_pending', FORMATS.notPending(action, status));
}

/** One aggregation query (billed as one read per 1000 counted documents). */
export async function countPending(firestore: Firestore): Promise<number> {
  const snap = await firestore.collection(COLLECTIONS.submissions).where('status', '==', 'pending').count().get();
  return snap.data().count;
}

/** Pending submissions, oldest first (index: status ASC, createdAt ASC). */
export async function listPending(firestore: Firestore): Promise<PendingProject[]> {
  const snap = await submissions(firestore)
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'asc')
    .limit(PENDING_LIST_MAX)
    .get();
  return snap.docs.map((doc) => adminView(doc.data()));
}

export interface DecisionOptions {
  /** The mail settings, read once the decision has committed; without them no e-mail is sent. */
  mail?: () => MailSettings;
  /** The clock of the delivery record (default: the decision's `now`). */
  clock?: () => Date;
}

/**
 * pending → approved | rejected in one transaction. Approval opens the launchpad window
 * (approvedAt = launchpadLiveAt = now) and counts the project, and the builder when this is their
 * first approved project. After the commit the submitter gets one e-mail about the decision; its
 * outcome is reported, and a failed e-mail leaves the decision as it is.
 */
export async function setSubmissionStatus(
  firestore: Firestore,
  id: string,
  status: 'approved' | 'rejected',
  now: Date,
  options: DecisionOptions = {},
): Promise<{ id: string; status: SubmissionStatus; email: DecisionMailOutcome | null }> {
  const submission = await decide(firestore, id, status, now);
  if (status === 'approved') await addToSitemap(firestore, { id, approvedAt: now });
  const email = options.mail
    ? await sendDecisionEmail({
        db: firestore,
        settings: options.mail,
        submission,
        decision: status,
        now: options.clock ?? (() => now),
      })
    : null;
  return { id, status, email };
}

/** The transaction of setSubmissionStatus; answers the submission as it was before the change. */
async function decide(firestore: Firestore, id: string, status: 'approved' | 'rejected', now: Date) {
  const ref = submissionRef(firestore, id);
  return runContended(firestore, async (tx) => {
    const snap = await tx.get(ref);
    const submission = snap.data();
    if (!submission) throw new DomainError('project_not_found');
    if (submission.status !== 'pending') throw notPending(status, submission.status);

    if (status === 'rejected') {
      tx.update(ref, { status: 'rejected' });
      return submission;
    }
    const earlierApproval = await tx.get(
      firestore
        .collection(COLLECTIONS.submissions)
        .where('submittedBy', '==', submission.submittedBy)
        .where('status', '==', 'approved')
        .limit(1),
    );
    // The launchpad's page order (list-index.ts) changes with the approval, in the same transaction.
    const launchpadIndex = await launchpadIndexUpdate(firestore, tx, id, now, isProfileComplete(submission));
    tx.update(ref, { status: 'approved', approvedAt: now, launchpadLiveAt: now });
    launchpadIndex.write();
    incrementStats(firestore, tx, { totalProjects: 1, totalBuilders: earlierApproval.empty ? 1 : 0 });
    return submission;
  });
}

/** Deletes a pending submission, then its thumbnails (thumbnails/{id}/…). */
export async function deletePendingSubmission(firestore: Firestore, blobStore: BlobStore, id: string): Promise<void> {
  const ref = submissionRef(firestore, id);
  await runContended(firestore, async (tx) => {
    const snap = await tx.get(ref);
    const submission = snap.data();
    if (!submission) throw new DomainError('project_not_found');
    if (submission.status !== 'pending') throw notPending('deleted', submission.status);
    tx.delete(ref);
  });
  // After the commit: the document is gone either way, so a failed blob delete only leaves files.
  try {
    await blobStore.delete(`thumbnails/${id}`);
  } catch (error) {
    logger.warn('Thumbnails of a deleted submission were not removed', { id, error: String(error) });
  }
}
