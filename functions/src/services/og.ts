// The share image behind GET /api/og: an SVG composed here (product name, tagline and, for the home
// page, the current top 3 from charts/current) rendered to a 1200×630 PNG with sharp (librsvg).
// Fonts differ between machines, so the SVG names a font stack ending in a generic family, drops
// characters that most fonts cannot draw (emoji and the like would come out as boxes), and cuts
// text by a deliberately generous width estimate, so nothing runs off the card whatever font is used.
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { OG_ROUTES } from '../domain/api';
import { calendarDateParts } from '../domain/calendar-date';
import { COLLECTIONS, CURRENT_CHART_ID } from '../domain/collections';
import { PRODUCT_NAME, TAGLINE } from '../domain/constants';
import { isWeekStart } from '../domain/week';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export type OgRoute = (typeof OG_ROUTES)[number];
export const OG_TOP_COUNT = 3;

export interface OgTopEntry {
  rank: number;
  projectName: string;
  builderName: string | null;
}

/** What a project's card shows (route 'project'). */
export interface OgProject {
  projectName: string;
  builderName: string | null;
  description: string;
  /** Its rank on the current chart, null when not on it. */
  rank: number | null;
  peakRank: number | null;
  weeksOnChart: number;
}

export interface OgContent {
  route: OgRoute;
  project?: OgProject;
  /** The week of charts/current (home only), null when no chart is published yet. */
  weekOf: string | null;
  top: OgTopEntry[];
}

/** Only the fields the card shows, parsed leniently: a malformed row is skipped, not a 500. */
const topEntrySchema = z.object({
  rank: z.number().int().min(1),
  projectName: z.string(),
  builderName: z.string().nullable().optional(),
});

/** What the card for `route` shows. Cost: 1 read (charts/current) for home, none for 404. */
export async function loadOgContent(firestore: Firestore, route: Exclude<OgRoute, 'project'>): Promise<OgContent> {
  if (route === '404') return { route, weekOf: null, top: [] };
  const snap = await firestore.collection(COLLECTIONS.charts).doc(CURRENT_CHART_ID).get();
  if (!snap.exists) return { route, weekOf: null, top: [] };
  const weekOf = snap.get('weekOf');
  const entries: unknown = snap.get('entries');
  const top: OgTopEntry[] = [];
  for (const raw of Array.isArray(entries) ? entries : []) {
    const parsed = topEntrySchema.safeParse(raw);
    if (!parsed.success) continue;
    top.push({
      rank: parsed.data.rank,
      projectName: parsed.data.projectName,
      builderName: parsed.data.builderName ?? null,
    });
  }
  top.sort((a, b) => a.rank - b.rank);
  return {
    route,
    weekOf: typeof weekOf === 'string' && isWeekStart(weekOf) ? weekOf : null,
    top: top.slice(0, OG_TOP_COUNT),
  };
}

// ---- text helpers -------------------------------------------------------------------------------

/**
 * Text most sans-serif fonts can draw: Latin, Greek, Cyrillic, digits, punctuation and combining
 * marks. Emoji, symbols from other blocks, other scripts and control/format characters are dropped.
 */
export function drawableText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}/gu, '')
    .replace(/[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}\p{P}\p{Zs}\p{Sm}\p{Sc}\p{M}]/gu, '')
    .replace(/[\uFE00-\uFE0F\u200B-\u200F\u2028-\u202F\u2060-\u206F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Upper bound of a character's advance in em for common sans-serif fonts (bold DejaVu is the widest). */
function charEm(ch: string): number {
  if (/[iIl.,:;'!|`]/.test(ch)) return 0.42;
  if (ch === ' ') return 0.38;
  if (/[fjrt()[\]{}"-]/.test(ch)) return 0.5;
  if (/[mwMW@%]/.test(ch)) return 1.1;
  if (/[A-Z\u00C0-\u00DE]/.test(ch)) return 0.84;
  return 0.72;
}

/** Estimated width of `text` at `fontSize` px, never below what the common fonts actually need. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * fontSize;
}

/** `text` cut with an ellipsis so its estimated width at `fontSize` stays within `maxWidth`. */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && estimateTextWidth(`${chars.join('').trimEnd()}…`, fontSize) > maxWidth) chars.pop();
  return chars.length ? `${chars.join('').trimEnd()}…` : '';
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function weekLabel(weekOf: string): string {
  const date = calendarDateParts(weekOf);
  return date ? `Week of ${date.day} ${date.month.slice(0, 3)} ${date.year}` : `Week of ${weekOf}`;
}

// ---- composition --------------------------------------------------------------------------------

const FONT = `'DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', Arial, Helvetica, sans-serif`;
const MARGIN = 64;
const CONTENT_WIDTH = OG_WIDTH - 2 * MARGIN;
const COLORS = {
  text: '#FFFFFF',
  muted: '#B9B6D3',
  accent: '#F5C542',
  rankBg: '#2A2350',
};

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'end' | 'middle';
  spacing?: number;
}

function text(content: string, o: TextOptions): string {
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-family="${xml(FONT)}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 'normal'}"`,
    `fill="${o.fill}"`,
    o.anchor ? `text-anchor="${o.anchor}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${xml(content)}</text>`;
}

function header(): string {
  return [
    text(fitText(PRODUCT_NAME, CONTENT_WIDTH, 88), { x: MARGIN, y: 132, size: 88, fill: COLORS.text, weight: 'bold' }),
    text(fitText(TAGLINE, CONTENT_WIDTH, 32), { x: MARGIN, y: 184, size: 32, fill: COLORS.muted }),
  ].join('');
}

function topRows(content: OgContent): string {
  const parts: string[] = [];
  const label = content.weekOf ? `THIS WEEK'S TOP ${content.top.length} · ${weekLabel(content.weekOf)}` : 'THIS WEEK';
  parts.push(
    text(fitText(label, CONTENT_WIDTH, 24), {
      x: MARGIN,
      y: 250,
      size: 24,
      fill: COLORS.accent,
      weight: 'bold',
      spacing: 1,
    }),
  );
  const rankBox = 88;
  const nameX = MARGIN + rankBox + 28;
  const nameWidth = OG_WIDTH - MARGIN - nameX;
  content.top.forEach((entry, i) => {
    const top = 276 + i * 90;
    parts.push(`<rect x="${MARGIN}" y="${top}" width="${rankBox}" height="70" rx="14" fill="${COLORS.rankBg}"/>`);
    parts.push(
      text(`#${entry.rank}`, {
        x: MARGIN + rankBox / 2,
        y: top + 48,
        size: 34,
        fill: COLORS.accent,
        weight: 'bold',
        anchor: 'middle',
      }),
    );
    const name = fitText(drawableText(entry.projectName) || `Project #${entry.rank}`, nameWidth, 38);
    const builder = entry.builderName ? drawableText(entry.builderName) : '';
    parts.push(text(name, { x: nameX, y: top + (builder ? 33 : 48), size: 38, fill: COLORS.text, weight: 'bold' }));
    if (builder)
      parts.push(
        text(fitText(`by ${builder}`, nameWidth, 24), { x: nameX, y: top + 64, size: 24, fill: COLORS.muted }),
      );
  });
  return parts.join('');
}

function callToAction(title: string, lines: string[]): string {
  return [
    text(fitText(title, CONTENT_WIDTH, 64), { x: MARGIN, y: 360, size: 64, fill: COLORS.accent, weight: 'bold' }),
    ...lines.map((line, i) =>
      text(fitText(line, CONTENT_WIDTH, 32), { x: MARGIN, y: 430 + i * 48, size: 32, fill: COLORS.text }),
    ),
  ].join('');
}

function projectCard(p: OgProject): string {
  const parts: string[] = [];
  const label = p.rank
    ? `#${p.rank} THIS WEEK${p.peakRank && p.peakRank < p.rank ? ` · PEAK #${p.peakRank}` : ''}${p.weeksOnChart > 1 ? ` · ${p.weeksOnChart} WEEKS ON CHART` : ''}`
    : 'ON THE LAUNCHPAD';
  parts.push(
    text(fitText(label, CONTENT_WIDTH, 26), {
      x: MARGIN,
      y: 262,
      size: 26,
      fill: COLORS.accent,
      weight: 'bold',
      spacing: 1,
    }),
  );
  const name = fitText(drawableText(p.projectName) || 'A project built with AI', CONTENT_WIDTH, 64);
  parts.push(text(name, { x: MARGIN, y: 344, size: 64, fill: COLORS.text, weight: 'bold' }));
  const builder = p.builderName ? drawableText(p.builderName) : '';
  if (builder)
    parts.push(text(fitText(`by ${builder}`, CONTENT_WIDTH, 30), { x: MARGIN, y: 392, size: 30, fill: COLORS.muted }));
  // The description on up to two lines, cut by the same width estimate.
  const words = drawableText(p.description).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (estimateTextWidth(next, 30) <= CONTENT_WIDTH) line = next;
    else {
      lines.push(line);
      line = word;
      if (lines.length === 2) break;
    }
  }
  if (lines.length < 2 && line) lines.push(line);
  const shown = lines.slice(0, 2);
  if (shown.length === 2 && words.join(' ').length > shown.join(' ').length)
    shown[1] = fitText(`${shown[1]}…`, CONTENT_WIDTH, 30);
  shown.forEach((l, i) => parts.push(text(l, { x: MARGIN, y: 458 + i * 44, size: 30, fill: COLORS.text })));
  return parts.join('');
}

/** The card as an SVG document (1200×630). */
export function composeOgSvg(content: OgContent): string {
  let body: string;
  if (content.route === 'project' && content.project) {
    body = projectCard(content.project);
  } else if (content.route === '404') {
    body = callToAction('404 Page Not Found', [
      'This page is not on the chart.',
      'The weekly top 100 is one click away.',
    ]);
  } else if (content.top.length > 0) {
    body = topRows(content);
  } else {
    body = callToAction('New chart every Monday', [
      'Submit what you built with AI,',
      'collect votes and climb the chart.',
    ]);
  }
  const footer = text('Vote · Vibe · Climb the chart every Monday', {
    x: MARGIN,
    y: OG_HEIGHT - 34,
    size: 22,
    fill: COLORS.muted,
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#0E0B1F"/><stop offset="1" stop-color="#241A4A"/>',
    '</linearGradient></defs>',
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="0" y="0" width="${OG_WIDTH}" height="10" fill="${COLORS.accent}"/>`,
    header(),
    body,
    footer,
    '</svg>',
  ].join('');
}

/** The card as PNG bytes. */
export async function renderOgPng(content: OgContent): Promise<Buffer> {
  // sharp loads with the first card, not with every cold start of the functions.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(composeOgSvg(content)), { density: 72 })
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'fill' })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

// The same chart gives the same card: keep the last few renders (charts change once a week).
const renders = new Map<string, Buffer>();
const MAX_RENDERS = 8;

/** renderOgPng with a small in-memory cache keyed by what the card shows. */
export async function ogPng(content: OgContent): Promise<Buffer> {
  const key = JSON.stringify(content);
  const hit = renders.get(key);
  if (hit) return hit;
  const png = await renderOgPng(content);
  if (renders.size >= MAX_RENDERS) renders.delete(renders.keys().next().value as string);
  renders.set(key, png);
  return png;
}
