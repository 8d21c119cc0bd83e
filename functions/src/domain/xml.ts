// XML text and attribute values (sitemap, feeds, the badge SVG): the five characters that can end
// a text or an attribute, as entities every XML parser knows.
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}
