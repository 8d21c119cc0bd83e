// Where a page of All Projects (GET /api/projects/all) starts. The list is every approved project:
// those on the current chart by rank, then the rest newest first (createdAt, then id, descending).
// A cursor names the last row a page covered, so the next page is a bounded read from there:
//   rank.N           after the chart row ranked N (still in the chart part)
//   new              the newest-first part, from its start
//   new.MS.ID        the newest-first part, after the project created at MS (epoch ms) with id ID
// Clients pass back the `nextCursor` they were given; the text is strict (one spelling per
// position), so cursors cannot be varied to split the CDN's cache.
import { isDocumentId } from './validation';

export type AllProjectsCursor =
  { part: 'chart'; afterRank: number } | { part: 'newest'; after: { createdAtMs: number; id: string } | null };

/** The first page's position: before the chart's first row. */
export const ALL_PROJECTS_START: AllProjectsCursor = { part: 'chart', afterRank: 0 };

const RANK = /^rank\.([1-9][0-9]{0,3})$/;
const AFTER = /^new\.(0|[1-9][0-9]{0,15})\.(.+)$/s;

export function formatAllProjectsCursor(cursor: AllProjectsCursor): string {
  if (cursor.part === 'chart') return `rank.${cursor.afterRank}`;
  return cursor.after ? `new.${cursor.after.createdAtMs}.${cursor.after.id}` : 'new';
}

/** The cursor a text names, or null when it is not one formatAllProjectsCursor writes. */
export function parseAllProjectsCursor(text: string): AllProjectsCursor | null {
  if (text === 'new') return { part: 'newest', after: null };
  const rank = RANK.exec(text);
  if (rank) return { part: 'chart', afterRank: Number(rank[1]) };
  const after = AFTER.exec(text);
  if (!after) return null;
  const createdAtMs = Number(after[1]);
  const id = after[2]!;
  if (!Number.isSafeInteger(createdAtMs) || !isDocumentId(id)) return null;
  return { part: 'newest', after: { createdAtMs, id } };
}
