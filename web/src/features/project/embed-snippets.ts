// The copy-paste embeds of a project's live rank badge (GET /api/badge/{id}.svg): HTML
// and Markdown, linking back to /p/{id} with ref=badge (the canonical URL drops ref, lib/seo.tsx).

export interface EmbedSnippets {
  badgeUrl: string;
  linkUrl: string;
  html: string;
  markdown: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
/** Markdown alt text: brackets and backslashes would end or bend the image syntax; no newlines. */
const escapeMarkdownAlt = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');

export function embedSnippets(origin: string, id: string, projectName: string): EmbedSnippets {
  const path = encodeURIComponent(id);
  const badgeUrl = `${origin}/api/badge/${path}.svg`;
  const linkUrl = `${origin}/p/${path}?ref=badge`;
  const alt = `${projectName} on VibeChart`;
  return {
    badgeUrl,
    linkUrl,
    html: `<a href="${escapeHtml(linkUrl)}"><img src="${escapeHtml(badgeUrl)}" alt="${escapeHtml(alt)}" height="20"></a>`,
    markdown: `[![${escapeMarkdownAlt(alt)}](${badgeUrl})](${linkUrl})`,
  };
}
