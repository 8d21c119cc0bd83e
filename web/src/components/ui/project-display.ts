// Pure display rules shared by every project list (spec §2, §3, §4, §9): tool badges, builder
// link, movement, relative dates, AI review, truncation. No React here, so it is unit-tested in node.
import { WEEKS_ON_CHART_CAP } from '@domain/constants';
import type { ToolColor } from '@domain/tools';
import { parseBuilderTool, toolBadgeText, toolColor } from '@domain/tools';
import { safeHttpUrl } from '@domain/url';

/** The fields of "Project as listed" these helpers read (ListedProject and its JSON form both fit). */
export interface ProjectLike {
  id: string;
  projectName: string;
  builderName?: string | null;
  builderTool?: unknown;
  modelProviders?: readonly string[];
  ideAgents?: readonly string[];
  hostsFrameworks?: readonly string[];
  links?: { website?: string; linkedin?: string; github?: string; x?: string };
  socialProofUrl?: string | null;
  innovationScore?: number | null;
  utilityScore?: number | null;
  aiScore?: number | null;
  reviewText?: string | null;
}

// ---- text -------------------------------------------------------------------------------------

/** Cuts to `max` characters plus '…' (spec §9: mobile title 40, intention 60, launchpad description 100). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : value;
}

/** "jane  o'neil-smith" → "Jane O'Neil-Smith" (spec §3: builderName shown title-cased). */
export function titleCase(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

// ---- tool badges ------------------------------------------------------------------------------

export const DEFAULT_MAX_BADGES = 4;

/** Every tool a project names (builderTool in any of its three shapes, then v2 stacks), de-duplicated. */
export function projectTools(
  project: Pick<ProjectLike, 'builderTool' | 'modelProviders' | 'ideAgents' | 'hostsFrameworks'>,
): string[] {
  return parseBuilderTool([
    ...parseBuilderTool(project.builderTool),
    ...(project.modelProviders ?? []),
    ...(project.ideAgents ?? []),
    ...(project.hostsFrameworks ?? []),
  ]);
}

export interface ToolBadge {
  name: string;
  /** toolBadgeText (domain/tools.ts): the spec §9 rule, written once. */
  label: string;
  color: ToolColor;
}

/** The badges to show (at most `max`) and how many more there are ('+N more'). */
export function toolBadgeList(
  tools: readonly string[],
  max: number = DEFAULT_MAX_BADGES,
): { badges: ToolBadge[]; more: number } {
  const unique = parseBuilderTool([...tools]);
  const limit = Math.max(0, Math.floor(max));
  return {
    badges: unique.slice(0, limit).map((name) => ({ name, label: toolBadgeText(name), color: toolColor(name) })),
    more: Math.max(0, unique.length - limit),
  };
}

// ---- builder and social links -----------------------------------------------------------------

/** Where 'by {builder}' links: website, else linkedin, github, x, else socialProofUrl; http(s) only. */
export function builderHref(project: Pick<ProjectLike, 'links' | 'socialProofUrl'>): string | null {
  const links = project.links ?? {};
  for (const candidate of [links.website, links.linkedin, links.github, links.x, project.socialProofUrl]) {
    const safe = safeHttpUrl(candidate ?? null);
    if (safe) return safe;
  }
  return null;
}

export type SocialKind = 'linkedin' | 'x' | 'github' | 'website';
export const SOCIAL_LABELS: Record<SocialKind, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  website: 'Website',
};

/** The social icons a row shows, in the spec's order (LinkedIn, X, GitHub, Website), http(s) only. */
export function socialLinks(project: Pick<ProjectLike, 'links'>): { kind: SocialKind; href: string; label: string }[] {
  const links = project.links ?? {};
  const out: { kind: SocialKind; href: string; label: string }[] = [];
  for (const kind of ['linkedin', 'x', 'github', 'website'] as const) {
    const href = safeHttpUrl(links[kind] ?? null);
    if (href) out.push({ kind, href, label: SOCIAL_LABELS[kind] });
  }
  return out;
}

// ---- chart movement and dates -----------------------------------------------------------------

export type MovementKind = 'up' | 'down' | 'same' | 'new' | 'reentry';

export interface Movement {
  kind: MovementKind;
  /** What the badge shows: '↑3', '↓1', '=', 'New Entry', 'Re-entry'. */
  text: string;
  /** For screen readers. */
  label: string;
}

/** chartStatus (decisions.md: '↑N', '↓N', '=', 'New Entry', 'Re-entry') as a badge; null if absent or unknown. */
export function movementOf(chartStatus: string | null | undefined): Movement | null {
  const status = (chartStatus ?? '').trim();
  if (!status) return null;
  const moved = /^([↑↓])\s*(\d+)$/.exec(status);
  if (moved) {
    const n = Number(moved[2]);
    const places = `${n} ${n === 1 ? 'place' : 'places'}`;
    return moved[1] === '↑'
      ? { kind: 'up', text: `↑${n}`, label: `Up ${places}` }
      : { kind: 'down', text: `↓${n}`, label: `Down ${places}` };
  }
  if (status === '=') return { kind: 'same', text: '=', label: 'Held position' };
  if (/^new entry$/i.test(status)) return { kind: 'new', text: 'New Entry', label: 'New Entry' };
  if (/^re-?entry$/i.test(status)) return { kind: 'reentry', text: 'Re-entry', label: 'Re-entry' };
  return null;
}

const DAY_MS = 86_400_000;
export const RELATIVE_DAYS_MAX = 30;

function calendarDay(date: Date, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec §4 relative day labels: 'unknown', 'today', 'yesterday', 'N days ago' (2–30), then an absolute
 * date like 'Jan 5, 2026'. Calendar days in `timeZone` (the viewer's by default).
 */
export function relativeDayLabel(value: Date | string | null | undefined, now: Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return 'unknown';
  const days = calendarDay(now, timeZone) - calendarDay(date, timeZone);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days <= RELATIVE_DAYS_MAX) return `${days} days ago`;
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** 'submitted 3 days ago' — shown instead of movement when a project has none. */
export function submittedLabel(createdAt: Date | string | null | undefined, now: Date, timeZone?: string): string {
  return `submitted ${relativeDayLabel(createdAt, now, timeZone)}`;
}

/** 'Nw', capped at 4 (spec §1); null when the project has not charted. */
export function weeksOnChartLabel(weeksOnChart: number | null | undefined): string | null {
  if (!weeksOnChart || weeksOnChart < 1) return null;
  return `${Math.min(weeksOnChart, WEEKS_ON_CHART_CAP)}w`;
}

// ---- AI review --------------------------------------------------------------------------------

export const AI_REVIEW_UNAVAILABLE = 'AI Judge review not available for this project';

export type AiReview =
  | { available: true; innovation: string; utility: string; overall: string; reviewText: string | null }
  | { available: false; overall: '--' };

const score = (n: number) => `${n.toFixed(1)}/10`;

/** Spec §4: scores only when innovation, utility and aiScore are all present; else '--'. */
export function aiReviewOf(
  project: Pick<ProjectLike, 'innovationScore' | 'utilityScore' | 'aiScore' | 'reviewText'>,
): AiReview {
  const { innovationScore: i, utilityScore: u, aiScore: a } = project;
  if (typeof i !== 'number' || typeof u !== 'number' || typeof a !== 'number')
    return { available: false, overall: '--' };
  return {
    available: true,
    innovation: score(i),
    utility: score(u),
    overall: score(a),
    reviewText: project.reviewText?.trim() || null,
  };
}

// ---- anchors ----------------------------------------------------------------------------------

/** The element id of a project's row: `#project-{id}` links to it (use-hash-highlight.ts). */
export function projectHashId(id: string): string {
  return `project-${id}`;
}

// ---- promo blocks -----------------------------------------------------------------------------

export type PromoType = 'submit' | 'newsletter' | 'share' | 'review5';

/** The chart's promo after rank `rank` (10, 20, …, 50), alternating submit/newsletter; else null. */
export function chartPromoAfter(rank: number): PromoType | null {
  if (rank < 10 || rank > 50 || rank % 10 !== 0) return null;
  return (rank / 10) % 2 === 1 ? 'submit' : 'newsletter';
}

/** The launchpad's promo after row `index` (1-based): every 10th, alternating share/review5. */
export function launchpadPromoAfter(index: number): PromoType | null {
  if (index < 10 || index % 10 !== 0) return null;
  return (index / 10) % 2 === 1 ? 'share' : 'review5';
}

// ---- thumbnails -------------------------------------------------------------------------------

export interface ThumbnailFields {
  thumbnailUrl: string | null;
  thumbnailSmallUrl: string | null;
}

/** An image source we render: an http(s) URL or a same-origin path (/api/blobs/…); never data:, javascript:, //host. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return safeHttpUrl(trimmed);
}

/** src, srcset and sizes for a display size: 160w and 800w candidates when both exist. */
export function thumbnailSources(
  project: ThumbnailFields,
  displayPx: number,
): { src: string; srcSet?: string; sizes?: string } | null {
  const small = safeImageSrc(project.thumbnailSmallUrl);
  const large = safeImageSrc(project.thumbnailUrl);
  const src = small ?? large;
  if (!src) return null;
  if (small && large && small !== large)
    return { src, srcSet: `${small} 160w, ${large} 800w`, sizes: `${displayPx}px` };
  return { src };
}
