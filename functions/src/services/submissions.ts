// Submissions (old form and v2), tool suggestions and "my submissions". Input is validated in full
// before anything is written; thumbnails are written before the document and removed again when
// the document cannot be written, so a refused submission leaves neither a document nor a blob.
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import type { createdProjectSchema, mySubmissionSchema } from '../domain/api';
import { rankOnLiveChart } from '../domain/badge';
import { COLLECTIONS } from '../domain/collections';
import { MAX_SUBMISSIONS_PER_USER_PER_DAY, THUMBNAIL_SIZES, TIME_ZONE } from '../domain/constants';
import type { Links, Submission } from '../domain/entities';
import { submissionSchema, toolSuggestionSchema, userSchema } from '../domain/entities';
import { FORMATS, MESSAGES } from '../domain/messages';
import type { ToolCategory } from '../domain/tools';
import { PREDEFINED_TOOLS } from '../domain/tools';
import type { OldSubmissionInput, V2SubmissionInput } from '../domain/validation';
import type { toolSuggestionInputSchema } from '../domain/validation';
import { dayOf, weekStartOf } from '../domain/week';
import type { BlobStore } from '../infra/blob-store';
import { renderThumbnails, thumbnailFolder, thumbnailPath } from '../infra/thumbnails';
import { typedCollection } from './firestore';
import { readLiveChartWeek } from './listing';
import { readLive } from './project-counters';
import { runContended } from './transactions';
import { DomainError } from '../domain/errors';

export const DAILY_LIMIT_MESSAGE = MESSAGES.dailySubmissionLimit;
/** How many of a user's submissions "my submissions" returns (newest first). */
export const MY_SUBMISSIONS_LIMIT = 200;
export interface SubmissionUser {
  uid: string;
  name: string | null;
}

export interface SubmissionContext {
  firestore: Firestore;
  blobStore: BlobStore;
  now: Date;
}

/** Everything of a submission document that comes from the form. */
export type SubmissionDraft = Pick<
  Submission,
  | 'projectName'
  | 'projectUrl'
  | 'description'
  | 'projectIntention'
  | 'builderTool'
  | 'socialProofUrl'
  | 'isSecurityVerified'
  | 'modelProviders'
  | 'ideAgents'
  | 'hostsFrameworks'
  | 'stage'
  | 'openToCollaborators'
  | 'links'
  | 'formVersion'
>;

export type CreatedProject = z.infer<typeof createdProjectSchema>;
export type MySubmission = z.infer<typeof mySubmissionSchema>;

// ---------------------------------------------------------------------------------------------
// Tool names

interface ResolvedTool {
  name: string;
  category: ToolCategory;
}

const CATEGORY_LABELS: Record<ToolCategory, string> = {
  model_provider: 'model provider',
  ide_agent: 'IDE/agent',
  host_framework: 'host/framework',
};

function uniqueTools(tools: ResolvedTool[]): ResolvedTool[] {
  const seen = new Set<string>();
  return tools.filter((t) => {
    const key = t.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Old form: tool ids (or, leniently, names) of the catalogue in domain/tools.ts, the same list
 * GET /api/builder-tools answers, case-insensitive → tool names; an unknown tool is a 400.
 */
function resolveOldFormTools(toolIds: string[]): ResolvedTool[] {
  return uniqueTools(
    toolIds.map((id) => {
      const key = id.trim().toLowerCase();
      const known = PREDEFINED_TOOLS.find((t) => t.id === key || t.name.toLowerCase() === key);
      if (!known) throw new DomainError('unknown_tool', FORMATS.unknownBuilderTool(id));
      return { name: known.name, category: known.category };
    }),
  );
}

/** v2: names from the predefined list of their own category (canonical spelling); others are a 400. */
function resolveV2Tools(names: string[], category: ToolCategory): string[] {
  return uniqueTools(
    names.map((name) => {
      const known = PREDEFINED_TOOLS.find(
        (t) => t.category === category && t.name.toLowerCase() === name.toLowerCase(),
      );
      if (!known) throw new DomainError('unknown_tool', FORMATS.unknownTool(CATEGORY_LABELS[category], name));
      return { name: known.name, category };
    }),
  ).map((t) => t.name);
}

export function oldFormDraft(input: OldSubmissionInput): SubmissionDraft {
  const tools = resolveOldFormTools(input.toolIds);
  const inCategory = (category: ToolCategory) => tools.filter((t) => t.category === category).map((t) => t.name);
  return {
    formVersion: 1,
    projectName: input.title,
    projectUrl: input.url,
    description: input.summary,
    projectIntention: input.intention,
    builderTool: tools.map((t) => t.name),
    socialProofUrl: input.socialProof,
    isSecurityVerified: input.securityVerified,
    modelProviders: inCategory('model_provider'),
    ideAgents: inCategory('ide_agent'),
    hostsFrameworks: inCategory('host_framework'),
    stage: null,
    openToCollaborators: false,
    links: {},
  };
}

export function v2FormDraft(input: V2SubmissionInput): SubmissionDraft {
  const modelProviders = resolveV2Tools(input.modelProviders, 'model_provider');
  const ideAgents = resolveV2Tools(input.ideAgents, 'ide_agent');
  const hostsFrameworks = resolveV2Tools(input.hostsFrameworks, 'host_framework');
  const links = Object.fromEntries(Object.entries(input.links).filter(([, url]) => url != null)) as Links;
  return {
    formVersion: 2,
    projectName: input.title,
    projectUrl: input.url,
    description: input.summary,
    projectIntention: null,
    builderTool: [...new Set([...ideAgents, ...modelProviders, ...hostsFrameworks])],
    socialProofUrl: null,
    isSecurityVerified: input.securityVerified,
    modelProviders,
    ideAgents,
    hostsFrameworks,
    stage: input.stage,
    openToCollaborators: input.openToCollaborators,
    links,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating a submission

/** Midnight (Europe/Copenhagen) of the day that contains `now`. */
export function startOfLocalDay(now: Date): Date {
  const [y, m, d] = dayOf(now).split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, TIME_ZONE).getTime());
}

function todaysSubmissionsQuery(firestore: Firestore, uid: string, now: Date) {
  return firestore
    .collection(COLLECTIONS.submissions)
    .where('submittedBy', '==', uid)
    .where('createdAt', '>=', startOfLocalDay(now))
    .orderBy('createdAt', 'desc')
    .limit(MAX_SUBMISSIONS_PER_USER_PER_DAY);
}

/**
 * The cheap early answer to a member over the daily limit (≤ 5 reads): the submit routes ask it
 * before they read the form or decode an image, so nobody over the limit costs a decode. The
 * transaction in createSubmission is the check that holds under parallel submits.
 */
export async function checkDailyLimit(firestore: Firestore, uid: string, now: Date): Promise<void> {
  const today = await todaysSubmissionsQuery(firestore, uid, now).get();
  if (today.size >= MAX_SUBMISSIONS_PER_USER_PER_DAY) throw new DomainError('daily_submission_limit');
}

async function builderNameOf(firestore: Firestore, user: SubmissionUser): Promise<string | null> {
  if (user.name?.trim()) return user.name.trim().slice(0, 200);
  try {
    const snap = await typedCollection(COLLECTIONS.users, userSchema, firestore).doc(user.uid).get();
    return snap.data()?.fullName?.trim() || null;
  } catch (error) {
    // users/{uid} is written by /api/users/sync; a missing or odd profile only costs the name.
    logger.warn('Could not read the submitter profile', { uid: user.uid, error: String(error) });
    return null;
  }
}

/**
 * Stores a validated draft with its thumbnail: renditions to the blob store, then (in a transaction
 * that re-checks the daily limit) the pending submission; the blobs are removed if that fails.
 */
export async function createSubmission(
  { firestore, blobStore, now }: SubmissionContext,
  user: SubmissionUser,
  draft: SubmissionDraft,
  thumbnail: Buffer | null,
): Promise<CreatedProject> {
  if (!thumbnail || thumbnail.length === 0) throw new DomainError('thumbnail_required');
  const renditions = await renderThumbnails(thumbnail);

  const submissions = typedCollection(COLLECTIONS.submissions, submissionSchema, firestore);
  const ref = submissions.doc();
  const builderName = await builderNameOf(firestore, user);

  const urls = new Map<number, string>();
  try {
    for (const rendition of renditions) {
      urls.set(
        rendition.size,
        await blobStore.put(thumbnailPath(ref.id, rendition.size), rendition.bytes, rendition.contentType),
      );
    }
    const [large, small] = THUMBNAIL_SIZES;
    const doc = submissionSchema.parse({
      ...draft,
      id: ref.id,
      submittedBy: user.uid,
      builderName,
      status: 'pending',
      thumbnailUrl: urls.get(large) ?? null,
      thumbnailSmallUrl: urls.get(small) ?? null,
      createdAt: now,
    });
    await runContended(firestore, async (tx) => {
      const sameDay = await tx.get(todaysSubmissionsQuery(firestore, user.uid, now));
      if (sameDay.size >= MAX_SUBMISSIONS_PER_USER_PER_DAY) throw new DomainError('daily_submission_limit');
      tx.create(ref, doc);
    });
    return {
      id: doc.id,
      projectName: doc.projectName,
      status: doc.status,
      thumbnailUrl: doc.thumbnailUrl,
      thumbnailSmallUrl: doc.thumbnailSmallUrl,
      createdAt: doc.createdAt.toISOString(),
    };
  } catch (error) {
    await blobStore.delete(thumbnailFolder(ref.id)).catch((cleanup: unknown) => {
      logger.error('Could not remove the thumbnails of a failed submission', {
        submissionId: ref.id,
        error: String(cleanup),
      });
    });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Tool suggestions and my submissions

export async function createToolSuggestion(
  firestore: Firestore,
  userId: string,
  input: z.output<typeof toolSuggestionInputSchema>,
  now: Date,
) {
  const suggestion = toolSuggestionSchema.parse({
    id: randomUUID(),
    userId,
    projectId: input.projectId ?? null,
    category: input.category,
    suggestion: input.suggestion,
    createdAt: now,
  });
  await typedCollection(COLLECTIONS.toolSuggestions, toolSuggestionSchema, firestore)
    .doc(suggestion.id)
    .create(suggestion);
  return suggestion;
}

export function toMySubmission(submission: Submission, now: Date, liveWeekOf: string | null): MySubmission {
  const approved = submission.status === 'approved';
  const rank = approved ? rankOnLiveChart(submission, liveWeekOf) : null;
  const offChart = approved && rank === null && submission.lastChartRank !== null;
  return {
    id: submission.id,
    projectName: submission.projectName,
    projectUrl: submission.projectUrl,
    description: submission.description,
    thumbnailUrl: submission.thumbnailUrl,
    thumbnailSmallUrl: submission.thumbnailSmallUrl,
    status: submission.status,
    createdAt: submission.createdAt.toISOString(),
    totalVotes: approved ? submission.voteCount : null,
    weeklyVotes: approved ? (submission.votesByWeek[weekStartOf(now)] ?? 0) : null,
    rank,
    lastChartRank: offChart ? submission.lastChartRank : null,
    lastChartWeekOf: offChart ? submission.lastChartWeekStart : null,
    aiScoreHeld: approved && submission.aiHeldAt !== null,
  };
}

/** The caller's own submissions, newest first (at most MY_SUBMISSIONS_LIMIT), with live vote counts. */
export async function listMySubmissions(firestore: Firestore, uid: string, now: Date): Promise<MySubmission[]> {
  const mine = typedCollection(COLLECTIONS.submissions, submissionSchema, firestore)
    .where('submittedBy', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(MY_SUBMISSIONS_LIMIT);
  const [{ projects }, liveWeekOf] = await Promise.all([
    readLive(firestore, async (tx) => ({ projects: (await tx.get(mine)).docs.map((doc) => doc.data()) })),
    readLiveChartWeek(firestore),
  ]);
  return projects.map((s) => toMySubmission(s, now, liveWeekOf));
}
