// Shared setup for emulator tests: an Admin SDK app bound to the emulators that emulators:exec started.
import { getApps, initializeApp } from 'firebase-admin/app';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../src/domain/collections';
import type { ListedProject, Submission } from '../src/domain/entities';
import { chartSchema, listedProjectSchema, submissionSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { systemClock } from '../src/infra/clock';
import type { ProjectCounts } from '../src/services/project-counters';
import { readLiveCounts } from '../src/services/project-counters';
import type { z } from 'zod';

/** .firebaserc's default project: the one place the id is set. */
export const PROJECT_ID: string = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', '.firebaserc'), 'utf8')) as { projects: { default: string } }
).projects.default;
/** The run's clock (VIBECHART_NOW, or real time): what the emulated `api` function sees too. */
export const runClock = systemClock();
export const HOSTING_URL = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT ?? 5000}`;

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'Emulator tests run inside `firebase emulators:exec` (npm test): FIRESTORE_EMULATOR_HOST is not set',
    );
  }
}

export function adminDb() {
  requireEmulators();
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

/** Deletes every document in the emulator's default database. */
export async function clearFirestore(): Promise<void> {
  requireEmulators();
  const res = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`clearing Firestore failed: ${res.status} ${await res.text()}`);
}

/**
 * A project's counts as the API shows them: its document's folded fields plus its counter shards
 * (services/project-counters.ts). {voteCount: 0, votesByWeek: {}, vibeCount: 0} when it is gone.
 */
export async function liveCounts(projectId: string): Promise<ProjectCounts> {
  return (await readLiveCounts(adminDb(), projectId)) ?? { voteCount: 0, votesByWeek: {}, vibeCount: 0 };
}

/**
 * Every stored document at any depth, a subcollection's under a missing parent too: one query over all
 * collections for the paths, then one read. Listing each document's subcollections instead made the
 * emulator scan every document it ever stored, cleared or not, once per document.
 */
export async function everyDocument(): Promise<DocumentSnapshot[]> {
  const db = adminDb();
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const res = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${root}:runQuery`, {
    method: 'POST',
    // The emulator's owner credential reads past the security rules, as the Admin SDK does.
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }], select: { fields: [] } } }),
  });
  if (!res.ok) throw new Error(`listing every document failed: ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { document?: { name: string } }[];
  const refs = rows.flatMap((row) => (row.document ? [db.doc(row.document.name.slice(root.length + 1))] : []));
  return refs.length ? (await db.getAll(...refs)).filter((snap) => snap.exists) : [];
}

/** Every document by path, with its data: "nothing written" means this stays equal. */
export async function dumpDatabase(): Promise<Record<string, unknown>> {
  return Object.fromEntries((await everyDocument()).map((snap) => [snap.ref.path, snap.data()]));
}

export type SubmissionOverrides = Partial<z.input<typeof submissionSchema>>;

/**
 * An approved project on the launchpad since 2 October 2026 (`Project {id}`, by `uid-{id}`): the
 * factory every emulator test starts from; `over` sets what a test is about.
 */
export function approvedSubmission(id: string, over: SubmissionOverrides = {}): Submission {
  return submissionSchema.parse({
    id,
    projectName: `Project ${id}`,
    description: `What ${id} does`,
    submittedBy: `uid-${id}`,
    status: 'approved',
    createdAt: new Date('2026-10-01T10:00:00Z'),
    approvedAt: new Date('2026-10-02T10:00:00Z'),
    launchpadLiveAt: new Date('2026-10-02T10:00:00Z'),
    ...over,
  });
}

/** …created 1 November 2026 and live on the launchpad since `liveAt`. */
export function launchpadSubmission(id: string, liveAt: Date, over: SubmissionOverrides = {}): Submission {
  return approvedSubmission(id, {
    createdAt: new Date('2026-11-01T10:00:00Z'),
    approvedAt: liveAt,
    launchpadLiveAt: liveAt,
    ...over,
  });
}

/** …judged by the AI (scores 7/7, a scripted review, judged 20 October): a chart candidate at `aiScore`. */
export function judgedSubmission(id: string, aiScore: number, over: SubmissionOverrides = {}): Submission {
  return approvedSubmission(id, {
    launchpadLiveAt: null,
    aiScore,
    innovationScore: 7,
    utilityScore: 7,
    reviewText: 'A scripted review.',
    aiJudgedAt: new Date('2026-10-20T10:00:00Z'),
    ...over,
  });
}

/** Stores submissions as the API would find them (id in the path, not in the data). */
export async function putSubmissions(...docs: Submission[]): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  for (const s of docs) batch.set(db.collection(COLLECTIONS.submissions).doc(s.id), toStored(s));
  await batch.commit();
}

/** A published chart row with plain values (charts/{week}.entries) for tests that need a chart. */
export function chartRow(id: string, rank: number, chartStatus = 'New Entry'): ListedProject {
  return {
    id,
    rank,
    currentRank: rank,
    previousRank: null,
    peakRank: rank,
    weeksOnChart: 1,
    projectName: `Project ${id}`,
    projectUrl: null,
    projectIntention: null,
    description: `What ${id} does`,
    thumbnailUrl: null,
    thumbnailSmallUrl: null,
    builderName: `Builder ${id}`,
    builderTool: [],
    modelProviders: [],
    ideAgents: [],
    hostsFrameworks: [],
    links: {},
    socialProofUrl: null,
    openToCollaborators: false,
    isNew: true,
    isHot: false,
    isSecurityVerified: false,
    chartStatus,
    status: 'approved',
    createdAt: new Date('2026-11-01T10:00:00Z'),
    voteCount: 0,
    weeklyVotes: 0,
    vibeCount: 0,
    innovationScore: 7,
    utilityScore: 7,
    aiScore: 7.5,
    finalScore: 75,
    reviewText: null,
  };
}

/** One PNG chunk (length, type, data, CRC) for hand-made images. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** charts/{weekOf}: a published two-row chart (p1, p2), for tests that need a chart to mail or show. */
export async function putChart(weekOf: string): Promise<void> {
  const chart = chartSchema.parse({
    id: weekOf,
    weekOf,
    publishedAt: new Date('2026-11-22T23:00:00Z'),
    entries: [chartRow('p1', 1), chartRow('p2', 2)],
  });
  await adminDb().collection(COLLECTIONS.charts).doc(weekOf).set(toStored(chart));
}

/** A frozen chart row for submission `s` (what the chart job stores in charts/{weekOf}). */
export function chartRowOf(s: Submission, rank: number, over: Partial<ListedProject> = {}): ListedProject {
  return listedProjectSchema.parse({
    ...s,
    rank,
    currentRank: rank,
    previousRank: null,
    peakRank: rank,
    weeksOnChart: 1,
    isNew: true,
    isHot: false,
    chartStatus: 'New Entry',
    weeklyVotes: 0,
    finalScore: 75,
    ...over,
  });
}
