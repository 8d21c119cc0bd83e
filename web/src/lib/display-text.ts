// Text as rows show it (docs/product.md#data, #limits-and-constants): cut to a length with '…',
// names title-cased. Pure, unit-tested in node.

/**
 * Cuts to `max` characters plus '…' (docs/product.md#limits-and-constants: mobile title 40,
 * intention 60, launchpad description 100).
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : value;
}

/** "jane  o'neil-smith" → "Jane O'Neil-Smith" (docs/product.md#data: builderName shown title-cased). */
export function titleCase(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
