// Submissions (old form and v2), tool suggestions and "my submissions". Input is validated in full
// before anything is written; thumbnails are written before the document and removed again when
// the document cannot be written, so a refused submission leaves neither a document nor a blob.
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import type { createdProjectSchema, mySubmissionSchema } from '../domain/api';
import { COLLECTIONS } from '../domain/collections';
import { MAX_SUBMISSIONS_PER_USER_PER_DAY, THUMBNAIL_SIZES, TIME_ZONE } from '../domain/constants';
import type { Links, Submission } from '../domain/entities';
import { submissionSchema, toolSuggestionSchema, userSchema } from '../domain/entities';
import { MESSAGES } from '../domain/messages';
import type { ToolCategory } from '../domain/tools';
import { PREDEFINED_TOOLS } from '../domain/tools';
import type { OldSubmissionInput, V2SubmissionInput } from '../domain/validation';
import { oldSubmissionSchema, toolSuggestionInputSchema, v2SubmissionSchema } from '../domain/validation';
import { dayOf, shiftWeek, weekStartOf } from '../domain/week';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { BlobStore } from '../infra/blob-store';
import { ThumbnailError, renderThumbnails, thumbnailFolder, thumbnailPath } from '../infra/thumbnails';
import { typedCollection } from './firestore';
import { runContended } from './transactions';

export const DAILY_LIMIT_MESSAGE = `You can submit at most ${MAX_SUBMISSIONS_PER_USER_PER_DAY} projects per day. Please try again tomorrow.`;
/** How many of a user's submissions "my submissions" returns (newest first). */
export const MY_SUBMISSIONS_LIMIT = 200;
/** Text fields whose schema already answers an over-long value with the spec's own message. */
const SPEC_LENGTH_FIELDS = new Set(['title', 'summary', 'intention']);
const OLD_FORM_FIELDS = ['title', 'url', 'toolIds', 'summary', 'intention', 'socialProof', 'securityVerified'];
const V2_FORM_FIELDS = [
  'title',
  'url',
  'summary',
  'modelProviders',
  'ideAgents',
  'hostsFrameworks',
  'stage',
  'links',
  'openToCollaborators',
  'securityVerified',
];
const LINK_KEYS: Record<string, keyof Links> = {
  github: 'github',
  githubUrl: 'github',
  website: 'website',
  websiteUrl: 'website',
  x: 'x',
  xUrl: 'x',
  linkedin: 'linkedin',
  linkedinUrl: 'linkedin',
};

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
type SubmissionDraft = Pick<
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

/** Text fields of a multipart form; `truncated` names the fields cut at the parser's size limit. */
export interface FormFields {
  fields: Record<string, string>;
  truncated: ReadonlySet<string>;
}

export type CreatedProject = z.infer<typeof createdProjectSchema>;
export type MySubmission = z.infer<typeof mySubmissionSchema>;

// ---------------------------------------------------------------------------------------------
// Form fields → validated input

function rejectTruncated(body: FormFields, known: string[]): void {
  for (const name of known) {
    if (body.truncated.has(name) && !SPEC_LENGTH_FIELDS.has(name)) {
      throw new HttpError(400, `The field "${name}" is too long`);
    }
  }
}

function textField(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function booleanField(fields: Record<string, string>, name: string): boolean | undefined {
  const value = textField(fields, name)?.trim().toLowerCase();
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === 'off' || value === '0') return false;
  throw new HttpError(400, `The field "${name}" must be true or false`);
}

function jsonField(fields: Record<string, string>, name: string): unknown {
  const text = textField(fields, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, `The field "${name}" is not valid JSON`);
  }
}

/** A JSON-as-text list of names (numbers are taken as ids written without quotes). */
function jsonListField(fields: Record<string, string>, name: string): string[] | undefined {
  const value = jsonField(fields, name);
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new HttpError(400, `The field "${name}" must be a JSON array of strings`);
  }
  return value.map(String);
}

function linksField(fields: Record<string, string>): Record<string, unknown> | undefined {
  const value = jsonField(fields, 'links');
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'The field "links" must be a JSON object with github, website, x and linkedin');
  }
  const links: Record<string, unknown> = {};
  for (const [key, url] of Object.entries(value)) {
    const canonical = LINK_KEYS[key];
    if (!canonical) throw new HttpError(400, `Unknown link "${key.slice(0, 40)}": use github, website, x or linkedin`);
    links[canonical] = url;
  }
  return links;
}

/** The old form's fields, validated with the spec's messages (identity fields are ignored). */
export function parseOldForm(body: FormFields): OldSubmissionInput {
  rejectTruncated(body, OLD_FORM_FIELDS);
  const { fields } = body;
  return parseInput(oldSubmissionSchema, {
    title: fields.title,
    url: fields.url,
    toolIds: jsonListField(fields, 'toolIds'),
    summary: fields.summary,
    intention: fields.intention,
    socialProof: fields.socialProof,
    securityVerified: booleanField(fields, 'securityVerified'),
  });
}

/** The v2 form's fields, validated with the spec's messages (identity fields are ignored). */
export function parseV2Form(body: FormFields): V2SubmissionInput {
  rejectTruncated(body, V2_FORM_FIELDS);
  const { fields } = body;
  return parseInput(v2SubmissionSchema, {
    title: fields.title,
    url: fields.url,
    summary: fields.summary,
    modelProviders: jsonListField(fields, 'modelProviders'),
    ideAgents: jsonListField(fields, 'ideAgents'),
    hostsFrameworks: jsonListField(fields, 'hostsFrameworks'),
    stage: textField(fields, 'stage'),
    links: linksField(fields),
    openToCollaborators: booleanField(fields, 'openToCollaborators'),
    securityVerified: booleanField(fields, 'securityVerified'),
  });
}

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
      if (!known) throw new HttpError(400, `Unknown builder tool "${id.slice(0, 60)}"`);
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
      if (!known) throw new HttpError(400, `Unknown ${CATEGORY_LABELS[category]} "${name.slice(0, 60)}"`);
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
  if (today.size >= MAX_SUBMISSIONS_PER_USER_PER_DAY) throw new HttpError(429, DAILY_LIMIT_MESSAGE);
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
  if (!thumbnail || thumbnail.length === 0) throw new HttpError(400, MESSAGES.thumbnailRequired);
  let renditions: Awaited<ReturnType<typeof renderThumbnails>>;
  try {
    renditions = await renderThumbnails(thumbnail);
  } catch (error) {
    if (error instanceof ThumbnailError) throw new HttpError(error.status, error.message);
    throw error;
  }

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
      if (sameDay.size >= MAX_SUBMISSIONS_PER_USER_PER_DAY) throw new HttpError(429, DAILY_LIMIT_MESSAGE);
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

export async function createToolSuggestion(firestore: Firestore, userId: string, body: unknown, now: Date) {
  const input = parseInput(toolSuggestionInputSchema, body);
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
  return { ok: true as const };
}

/**
 * The chart rank to show on My Projects: the last published rank when it belongs to the current
 * chart week or the one before (the Monday job may not have run yet); older ranks are history.
 */
export function currentRankOf(submission: Submission, now: Date): number | null {
  if (submission.lastChartRank == null || !submission.lastChartWeekStart) return null;
  const oldestCurrent = shiftWeek(weekStartOf(now), -1);
  return submission.lastChartWeekStart >= oldestCurrent ? submission.lastChartRank : null;
}

export function toMySubmission(submission: Submission, now: Date): MySubmission {
  const approved = submission.status === 'approved';
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
    rank: approved ? currentRankOf(submission, now) : null,
  };
}

/** The caller's own submissions, newest first (at most MY_SUBMISSIONS_LIMIT). */
export async function listMySubmissions(firestore: Firestore, uid: string, now: Date): Promise<MySubmission[]> {
  const snapshot = await typedCollection(COLLECTIONS.submissions, submissionSchema, firestore)
    .where('submittedBy', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(MY_SUBMISSIONS_LIMIT)
    .get();
  return snapshot.docs.map((doc) => toMySubmission(doc.data(), now));
}
