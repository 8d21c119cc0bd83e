// A project as a list row carries what the row shows. The AI judge's review text (up to 1,000
// characters a project) is shown only in the 'AI Judge Review' dialog, so the lists drop it: a page
// of 100 chart rows would otherwise carry up to 100 KB of text nobody asked to read, in the page's
// state block and in memory. The dialog reads it from GET /api/projects/:id when it opens (asked for
// as the pointer nears the button).
import type { ListedProjectJson } from '@domain/api';

export type ProjectRowData = Omit<ListedProjectJson, 'reviewText'>;

/** The rows of a list as the page keeps them: every field of "Project as listed" but reviewText. */
export function listRows(rows: readonly ListedProjectJson[]): ProjectRowData[] {
  return rows.map(({ reviewText: _, ...row }) => row);
}
