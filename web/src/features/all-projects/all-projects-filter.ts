// Which part of All Projects the address asks for: ?tool= (a builder tool of the catalogue, as
// spelled there) and ?q= (the start of a name, folded the way the server folds names).
import { namePrefixOf } from '@domain/project-search';
import { PREDEFINED_TOOLS } from '@domain/tools';

export interface AllProjectsFilter {
  tool?: string;
  q?: string;
}

/** The catalogue's tool names, sorted for the filter's list. */
export const FILTER_TOOLS: readonly string[] = [...new Set(PREDEFINED_TOOLS.map((t) => t.name))].sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** The filter an address names; an unknown tool or a blank search is no filter. */
export function filterOf(search: URLSearchParams): AllProjectsFilter {
  const tool = search.get('tool') ?? '';
  const q = namePrefixOf(search.get('q') ?? '');
  return {
    ...(FILTER_TOOLS.includes(tool) ? { tool } : {}),
    ...(q ? { q } : {}),
  };
}

/** The address search part of a filter ('' for none), in one order so one filter has one URL. */
export function searchOf({ tool, q }: AllProjectsFilter): string {
  const search = new URLSearchParams();
  if (tool) search.set('tool', tool);
  if (q) search.set('q', q);
  const text = search.toString();
  return text ? `?${text}` : '';
}
