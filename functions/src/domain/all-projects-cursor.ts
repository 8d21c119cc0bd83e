// Where a page of All Projects (GET /api/projects/all) starts. The list is every approved project:
// those on the current chart by rank, then the rest newest first (createdAt, then id, descending).
// A cursor names the last row a page covered, so the next page is a bounded read from there:
//   rank.N           after the chart row ranked N (still in the chart part)
//   new              the newest-first part, from its start
//   new.MS.ID        the newest-first part, after the project created at MS (epoch ms) with id ID
// A search by name prefix lists its matches by name instead:
//   name             from the first match
//   name.KEY.ID      after the project whose nameKey is KEY (UTF-8, base64url) with id ID
// Clients pass back the `nextCursor` they were given; the text is strict (one spelling per
// position), so cursors cannot be varied to split the CDN's cache.
import { isDocumentId } from './validation';

export type AllProjectsCursor =
  | { part: 'chart'; afterRank: number }
  | { part: 'newest'; after: { createdAtMs: number; id: string } | null }
  | { part: 'name'; after: { nameKey: string; id: string } | null };

/** A position in the whole list (the chart part, then the newest-first part). */
export type FullListCursor = Exclude<AllProjectsCursor, { part: 'name' }>;

/** The first page's position: before the chart's first row. */
export const ALL_PROJECTS_START: FullListCursor = { part: 'chart', afterRank: 0 };

const RANK = /^rank\.([1-9][0-9]{0,3})$/;
const AFTER = /^new\.(0|[1-9][0-9]{0,15})\.(.+)$/s;
const AFTER_NAME = /^name\.([A-Za-z0-9_-]{1,600})\.(.+)$/s;

/** The first page's position of a name search. */
export const NAME_SEARCH_START: AllProjectsCursor = { part: 'name', after: null };
/** The first page's position of a list filtered by tool only: newest first. */
export const NEWEST_START: FullListCursor = { part: 'newest', after: null };

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a base64url UTF-8 encoding, or null when it is not one toBase64Url writes. */
function fromBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return toBase64Url(text) === encoded ? text : null;
  } catch {
    return null;
  }
}

export function formatAllProjectsCursor(cursor: AllProjectsCursor): string {
  if (cursor.part === 'chart') return `rank.${cursor.afterRank}`;
  if (cursor.part === 'name') {
    return cursor.after ? `name.${toBase64Url(cursor.after.nameKey)}.${cursor.after.id}` : 'name';
  }
  return cursor.after ? `new.${cursor.after.createdAtMs}.${cursor.after.id}` : 'new';
}

/** The cursor a text names, or null when it is not one formatAllProjectsCursor writes. */
export function parseAllProjectsCursor(text: string): AllProjectsCursor | null {
  if (text === 'new') return NEWEST_START;
  if (text === 'name') return NAME_SEARCH_START;
  const afterName = AFTER_NAME.exec(text);
  if (afterName) {
    const nameKey = fromBase64Url(afterName[1]!);
    const id = afterName[2]!;
    return nameKey !== null && isDocumentId(id) ? { part: 'name', after: { nameKey, id } } : null;
  }
  const rank = RANK.exec(text);
  if (rank) return { part: 'chart', afterRank: Number(rank[1]) };
  const after = AFTER.exec(text);
  if (!after) return null;
  const createdAtMs = Number(after[1]);
  const id = after[2]!;
  if (!Number.isSafeInteger(createdAtMs) || !isDocumentId(id)) return null;
  return { part: 'newest', after: { createdAtMs, id } };
}
