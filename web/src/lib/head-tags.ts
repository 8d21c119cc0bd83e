// The server page's head tags: React renders <title>, <meta> and <link> where the components put them
// and entry-server.tsx moves them into <head>. An inline SVG's <title> names the
// drawing (the rank history's "Rank history of …"): it stays where it is, as the browser's render of
// the same component keeps it — moving it made every project page fail to hydrate.

const HEAD_TAG = /<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;
const SVG_ELEMENT = /<svg\b[\s\S]*?<\/svg>/g;

/** `markup` without its head tags (outside inline SVGs), and those tags in order. */
export function takeHeadTags(markup: string): { html: string; head: string } {
  const head: string[] = [];
  const take = (part: string) =>
    part.replace(HEAD_TAG, (tag) => {
      head.push(tag);
      return '';
    });
  let html = '';
  let from = 0;
  for (const svg of markup.matchAll(SVG_ELEMENT)) {
    html += take(markup.slice(from, svg.index)) + svg[0];
    from = svg.index + svg[0].length;
  }
  html += take(markup.slice(from));
  return { html, head: head.join('') };
}
