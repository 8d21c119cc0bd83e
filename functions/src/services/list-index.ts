// Ordered indexes of the paged public lists: list_indexes/{launchpad|archive}
// holds the list's order as ids, so page p of GET /api/projects/launchpad or /archive reads one index
// document and then only its own rows (getAll), never the rows before it (an offset query bills every
// skipped document). Server-only: firestore.rules has no match block for list_indexes.
//
// Who writes them (every code path that changes a list's membership or order):
// - launchpad: approving a submission (services/admin.ts, in the approval's own transaction), and
//   rebuildListIndexes (the seed, the chart job). Entries leave the window at read time (their
//   launchpadLiveAt travels with the id), so time passing needs no write.
// - archive: the Monday chart job (the only writer of lastChartWeekStart/lastChartRank) after it
//   publishes, and rebuildListIndexes.
// A row whose submission is gone or no longer approved (e.g. deleted with its user) is skipped when read.
import type { Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../domain/collections';
import { LAUNCHPAD_DAYS } from '../domain/constants';
import type { LaunchpadEntry } from '../domain/launchpad-order';
import type { StoredProfile } from '../domain/profile-completeness';
import { isProfileComplete } from '../domain/profile-completeness';
import { addLocalDays } from '../domain/week';

/**
 * At most this many ids per index (one document: ids are ≤ 200 characters, so it stays under
 * Firestore's 1 MiB). Rows beyond it are not listed; at 100 new chart entries a week it is 80 weeks
 * of archive in the worst case and years in practice.
 */
export const LIST_INDEX_MAX = 4000;

export const LIST_INDEX_IDS = { launchpad: 'launchpad', archive: 'archive' } as const;

/**
 * list_indexes/launchpad: the launchpad window, newest first; `at` is each id's launchpadLiveAt (ms),
 * `featured` whether its profile is 100 % complete (fixed once approved: projects are not edited).
 * An index from before `featured` is rebuilt on its next read or approval.
 */
export const launchpadIndexSchema = z.object({
  ids: z.array(z.string()).max(LIST_INDEX_MAX),
  at: z.array(z.number()).max(LIST_INDEX_MAX),
  featured: z.array(z.boolean()).max(LIST_INDEX_MAX).optional(),
  builtAt: z.date(),
});
export type LaunchpadIndex = z.infer<typeof launchpadIndexSchema>;

/**
 * list_indexes/archive: every charted, approved project in archive order. No timestamp: re-running
 * a chart week over unchanged data writes the very same document.
 */
export const archiveIndexSchema = z.object({ ids: z.array(z.string()).max(LIST_INDEX_MAX) });
export type ArchiveIndex = z.infer<typeof archiveIndexSchema>;

const indexRef = (firestore: Firestore, id: string) => firestore.collection(COLLECTIONS.listIndexes).doc(id);

function toDate(value: unknown): unknown {
  return value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : value;
}

function parseIndex<S extends z.ZodType>(schema: S, data: Record<string, unknown> | undefined): z.output<S> | null {
  if (!data) return null;
  const parsed = schema.safeParse('builtAt' in data ? { ...data, builtAt: toDate(data.builtAt) } : data);
  return parsed.success ? parsed.data : null;
}

/** The fields isProfileComplete reads. */
const PROFILE_FIELDS = [
  'projectName',
  'projectUrl',
  'description',
  'thumbnailUrl',
  'builderTool',
  'modelProviders',
  'ideAgents',
  'hostsFrameworks',
  'links',
  'stage',
] as const;

/** The launchpad's window query (approved, launchpadLiveAt after now − 7 days), newest first. */
function launchpadWindowQuery(firestore: Firestore, now: Date) {
  return firestore
    .collection(COLLECTIONS.submissions)
    .where('status', '==', 'approved')
    .where('launchpadLiveAt', '>', addLocalDays(now, -LAUNCHPAD_DAYS))
    .orderBy('launchpadLiveAt', 'desc')
    .select('launchpadLiveAt', ...PROFILE_FIELDS)
    .limit(LIST_INDEX_MAX);
}

/** A window query row as an index entry; missing fields read as empty (not featured). */
function windowEntry(doc: QueryDocumentSnapshot): LaunchpadEntry {
  const data = doc.data();
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const profile: StoredProfile = {
    projectName: text(data.projectName) ?? '',
    projectUrl: text(data.projectUrl),
    description: text(data.description) ?? '',
    thumbnailUrl: text(data.thumbnailUrl),
    builderTool: list(data.builderTool),
    modelProviders: list(data.modelProviders),
    ideAgents: list(data.ideAgents),
    hostsFrameworks: list(data.hostsFrameworks),
    links: data.links && typeof data.links === 'object' ? (data.links as StoredProfile['links']) : {},
    stage: text(data.stage),
  };
  return { id: doc.id, at: millis(data.launchpadLiveAt), featured: isProfileComplete(profile) };
}

/** The index's entries, `featured` false where an index from before it has none. */
export function launchpadEntries(index: LaunchpadIndex): LaunchpadEntry[] {
  return index.ids.map((id, i) => ({ id, at: index.at[i] ?? NaN, featured: index.featured?.[i] ?? false }));
}

/** The archive's order: newest chart week first, then the rank held that week, then id (same index as before). */
export function archiveOrderQuery(firestore: Firestore) {
  return firestore
    .collection(COLLECTIONS.submissions)
    .where('status', '==', 'approved')
    .where('lastChartWeekStart', '>=', '0000-00-00')
    .orderBy('lastChartWeekStart', 'desc')
    .orderBy('lastChartRank', 'asc');
}

function millis(value: unknown): number {
  const date = toDate(value);
  return date instanceof Date ? date.getTime() : NaN;
}

/** One read: the launchpad index, or null before anything built it. */
export async function readLaunchpadIndex(firestore: Firestore): Promise<LaunchpadIndex | null> {
  return parseIndex(launchpadIndexSchema, (await indexRef(firestore, LIST_INDEX_IDS.launchpad).get()).data());
}

/** One read: the archive index, or null before anything built it. */
export async function readArchiveIndex(firestore: Firestore): Promise<ArchiveIndex | null> {
  return parseIndex(archiveIndexSchema, (await indexRef(firestore, LIST_INDEX_IDS.archive).get()).data());
}

/**
 * Inside the approval's transaction (reads first, like every transaction): adds `id`, live at `now`
 * (featured when its profile is complete), to the launchpad index and drops entries that left the
 * window. Without an index yet (a new deployment, or one from before indexes or `featured`) it is
 * built from the window query. Call `write` after the transaction's other reads.
 */
export async function launchpadIndexUpdate(
  firestore: Firestore,
  tx: Transaction,
  id: string,
  now: Date,
  featured: boolean,
): Promise<{ write: () => void }> {
  const ref = indexRef(firestore, LIST_INDEX_IDS.launchpad);
  const current = parseIndex(launchpadIndexSchema, (await tx.get(ref)).data());
  const entries =
    current?.featured !== undefined
      ? launchpadEntries(current)
      : (await tx.get(launchpadWindowQuery(firestore, now))).docs.map(windowEntry);
  const windowStart = addLocalDays(now, -LAUNCHPAD_DAYS).getTime();
  const next = entries.filter((entry) => entry.id !== id && entry.at > windowStart);
  next.push({ id, at: now.getTime(), featured });
  return { write: () => tx.set(ref, launchpadIndexOf(next, now)) };
}

function launchpadIndexOf(entries: LaunchpadEntry[], now: Date): LaunchpadIndex {
  // Newest first; equal instants by id, so the order is the same on every read.
  const sorted = [...entries].sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const kept = sorted.slice(0, LIST_INDEX_MAX);
  return {
    ids: kept.map((e) => e.id),
    at: kept.map((e) => e.at),
    featured: kept.map((e) => e.featured),
    builtAt: now,
  };
}

/** Rebuilds the launchpad index from the window query (reads: the projects in the window). */
export async function rebuildLaunchpadIndex(firestore: Firestore, now: Date): Promise<number> {
  const ref = indexRef(firestore, LIST_INDEX_IDS.launchpad);
  return firestore.runTransaction(async (tx) => {
    await tx.get(ref);
    const snap = await tx.get(launchpadWindowQuery(firestore, now));
    const entries = snap.docs.map(windowEntry);
    tx.set(ref, launchpadIndexOf(entries, now));
    return entries.length;
  });
}

/** Rebuilds the archive index from the archive query (reads: the archive's projects). */
export async function rebuildArchiveIndex(firestore: Firestore): Promise<number> {
  const snap = await archiveOrderQuery(firestore).select('lastChartWeekStart').limit(LIST_INDEX_MAX).get();
  const index: ArchiveIndex = { ids: snap.docs.map((doc) => doc.id) };
  await indexRef(firestore, LIST_INDEX_IDS.archive).set(index);
  return index.ids.length;
}

/** Both indexes, from the data as it is (the seed, the chart job, a repair). */
export async function rebuildListIndexes(firestore: Firestore, now: Date): Promise<void> {
  await Promise.all([rebuildLaunchpadIndex(firestore, now), rebuildArchiveIndex(firestore)]);
}
