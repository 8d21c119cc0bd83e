// Finding a project on All Projects by the start of its name: every submission stores `nameKey`,
// its name folded for comparison (accents dropped, lower case, one space between words), and a
// search compares the typed prefix folded the same way against it (a range on one field).
/** The longest prefix a search takes; longer text narrows nothing a name list needs. */
export const NAME_PREFIX_MAX = 40;

/** A name folded for prefix search: accents removed, lower case, inner whitespace as one space. */
export function projectNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a search box's text asks the API for: its folded form, cut to the longest prefix; '' for none. */
export function namePrefixOf(text: string): string {
  return projectNameKey(text).slice(0, NAME_PREFIX_MAX).trimEnd();
}

/** The end of a prefix's range: every key that starts with `prefix` sorts below it. */
export function prefixRangeEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}
