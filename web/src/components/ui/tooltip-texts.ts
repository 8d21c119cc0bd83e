// The tooltips every row repeats, each text once: the page carries it once (hidden, for
// aria-describedby, app/layout.tsx) and the stylesheet draws it (web/panda.config.ts), so a chart of
// 100 rows does not send the same sentences 100 times.
export const TOOLTIP_TEXTS = {
  'vote-in': 'Click to vote for this project',
  'vote-out': 'Sign in to vote for projects',
  vibe: 'Send good vibes to this project',
  share: 'Share this project',
  history: 'Rank history and details',
  collaborator: 'Open to collaborators',
  security: 'This project has been reviewed by the maker for security considerations',
} as const;

export type TooltipKey = keyof typeof TOOLTIP_TEXTS;

/** The id of the page's one hidden "Opens in a new tab" (links out describe themselves with it). */
export const NEW_TAB_DESCRIPTION_ID = 'desc-new-tab';
export const NEW_TAB_DESCRIPTION = 'Opens in a new tab';

/** The id of a shared tooltip's hidden text. */
export function tooltipTextId(key: TooltipKey): string {
  return `tip-${key}`;
}

/** The key of a shared tooltip text, if `text` is one. */
export function tooltipKeyOf(text: string): TooltipKey | null {
  const entry = Object.entries(TOOLTIP_TEXTS).find(([, value]) => value === text);
  return entry ? (entry[0] as TooltipKey) : null;
}

/** CSS string literal of a text, for `content:` ("…" / "": drawn, but not read twice by screen readers). */
export function cssContent(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" / ""`;
}
