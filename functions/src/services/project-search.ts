// All Projects filtered (GET /api/projects/all with `tool` and/or `q`): the approved projects built
// with a tool (newest first) or whose name starts with a prefix (by name), one bounded page at a
// time. A page reads charts/current (so rows on this week's chart carry their rank), its own rows
// plus one to see whether more follow, and their counter shards: at most limit + 3 reads.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { AllProjectsCursor } from '../domain/all-projects-cursor';
import { NAME_SEARCH_START, NEWEST_START, formatAllProjectsCursor } from '../domain/all-projects-cursor';
import type { AllProjectsPage } from '../domain/api';
import { COLLECTIONS } from '../domain/collections';
import type { ListedProject, Submission } from '../domain/entities';
import { submissionSchema } from '../domain/entities';
import { prefixRangeEnd, projectNameKey } from '../domain/project-search';
import { typedCollection } from './firestore';
import { listedProjectOf, readCurrentChart } from './listing';
import { readLive } from './project-counters';

export interface ProjectSearch {
  cursor?: AllProjectsCursor;
  limit: number;
  /** A builder tool's catalogue name: projects whose builderTool holds it. */
  tool?: string;
  /** A folded name prefix (projectNameKey): projects whose nameKey starts with it. */
  q?: string;
}

/** The query of a search from its cursor on; by name for a prefix, else newest first. */
function searchQuery(firestore: Firestore, { cursor, tool, q }: ProjectSearch): Query<Submission> {
  let query: Query<Submission> = typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).where(
    'status',
    '==',
    'approved',
  );
  if (tool !== undefined) query = query.where('builderTool', 'array-contains', tool);
  if (q !== undefined) {
    query = query
      .where('nameKey', '>=', q)
      .where('nameKey', '<', prefixRangeEnd(q))
      .orderBy('nameKey')
      .orderBy(FieldPath.documentId());
    const start = cursor ?? NAME_SEARCH_START;
    if (start.part === 'name' && start.after) query = query.startAfter(start.after.nameKey, start.after.id);
    return query;
  }
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const start = cursor ?? NEWEST_START;
  if (start.part === 'newest' && start.after) {
    query = query.startAfter(Timestamp.fromMillis(start.after.createdAtMs), start.after.id);
  }
  return query;
}

/** The cursor after `s` in a search's order. */
function cursorAfter(s: Submission, byName: boolean): string {
  return formatAllProjectsCursor(
    byName
      ? { part: 'name', after: { nameKey: s.nameKey, id: s.id } }
      : { part: 'newest', after: { createdAtMs: s.createdAt.getTime(), id: s.id } },
  );
}

export async function searchProjectsPage(
  firestore: Firestore,
  now: Date,
  search: ProjectSearch,
): Promise<AllProjectsPage> {
  const chart = await readCurrentChart(firestore);
  const onChart = new Map<string, ListedProject>();
  for (const row of chart?.entries ?? []) if (row.rank !== null && !onChart.has(row.id)) onChart.set(row.id, row);
  const { projects, more } = await readLive(firestore, async (tx) => {
    const snap = await tx.get(searchQuery(firestore, search).limit(search.limit + 1));
    const found = snap.docs.map((doc) => doc.data());
    return { projects: found.slice(0, search.limit), more: found.length > search.limit };
  });
  const last = projects.at(-1);
  return {
    projects: projects.map((s) => listedProjectOf(s, now, onChart.get(s.id) ?? null)),
    nextCursor: more && last ? cursorAfter(last, search.q !== undefined) : null,
  };
}

/**
 * Stores `nameKey` on every submission that lacks it or holds a stale one (documents written before
 * search existed): pages of 300 by id, one batched write per page. Safe to run again.
 */
export async function backfillNameKeys(firestore: Firestore): Promise<{ read: number; updated: number }> {
  const col = firestore.collection(COLLECTIONS.submissions);
  let read = 0;
  let updated = 0;
  let after: string | null = null;
  for (;;) {
    let query = col.orderBy(FieldPath.documentId()).select('projectName', 'nameKey').limit(300);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    if (snap.empty) break;
    const batch = firestore.batch();
    let writes = 0;
    for (const doc of snap.docs) {
      const name: unknown = doc.get('projectName');
      if (typeof name !== 'string') continue;
      const key = projectNameKey(name);
      if (doc.get('nameKey') === key) continue;
      batch.update(doc.ref, { nameKey: key });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    read += snap.size;
    updated += writes;
    after = snap.docs.at(-1)!.id;
  }
  return { read, updated };
}
