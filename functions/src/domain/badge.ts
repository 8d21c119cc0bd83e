// The live rank badge makers embed (GET /api/badge/{id}.svg): what it says for a project (from its
// own document and the live chart's week) and the SVG, flat like the badges READMEs already carry.
import { calendarDateParts } from './calendar-date';
import { PRODUCT_NAME } from './constants';
import { xmlEscape } from './xml';

/** The fields of a submission the badge reads. */
export interface BadgeProject {
  projectName: string;
  status: string;
  archivedAt: Date | null;
  lastChartRank: number | null;
  lastChartWeekStart: string | null;
  /** The rank the week before lastChartWeekStart (null: new or re-entry, or not recorded yet). */
  lastChartPreviousRank: number | null;
  peakRank: number | null;
  weeksOnChart: number;
}

export type BadgeMovement = 'up' | 'down' | 'same' | 'new' | null;

export interface BadgeContent {
  /** The right-hand text, e.g. "#7 this week". */
  message: string;
  movement: BadgeMovement;
  /** By how many places (up/down). */
  moved: number;
  /** The badge's accessible name, e.g. "Tiny Synth: #7 on VibeChart this week, up 3". */
  title: string;
  color: string;
}

const COLORS = {
  chart: '#c05621',
  launchpad: '#2f855a',
  offChart: '#4a5568',
  archived: '#4a5568',
  unknown: '#718096',
} as const;

/** "2026-11-16" → "16 Nov", with the year when it is not `currentYear`: "16 Nov 2025". */
export function weekOfLabel(weekOf: string, currentYear: number): string {
  const date = calendarDateParts(weekOf);
  if (!date) return weekOf;
  const label = `${date.day} ${date.month.slice(0, 3)}`;
  return date.year === currentYear ? label : `${label} ${date.year}`;
}

/** The fields that say where a project stands on the chart. */
export type ChartStanding = Pick<BadgeProject, 'lastChartRank' | 'lastChartWeekStart' | 'archivedAt'>;

/**
 * The project's rank on the chart that is live now (`liveWeekOf`: charts/current's week, null before
 * the first chart), or null: a project that fell off or was archived keeps its last rank as history,
 * never as a current rank.
 */
export function rankOnLiveChart(project: ChartStanding, liveWeekOf: string | null): number | null {
  if (project.lastChartRank === null || liveWeekOf === null || project.archivedAt) return null;
  return project.lastChartWeekStart === liveWeekOf ? project.lastChartRank : null;
}

/**
 * What the badge says. `liveWeekOf` is the week of the chart that is live now (null before the first
 * one); `thisWeek` the current week, for the year in an older week's label.
 */
export function badgeContent(
  project: BadgeProject | null,
  { liveWeekOf, thisWeek }: { liveWeekOf: string | null; thisWeek: string },
): BadgeContent {
  if (!project || project.status !== 'approved') {
    return finish(null, { message: 'not listed', movement: null, moved: 0, color: COLORS.unknown });
  }
  const rank = rankOnLiveChart(project, liveWeekOf);
  if (rank !== null) {
    const previous = project.lastChartPreviousRank;
    let movement: BadgeMovement = null;
    let moved = 0;
    if (previous !== null) {
      moved = Math.abs(previous - rank);
      movement = previous > rank ? 'up' : previous < rank ? 'down' : 'same';
    } else if (project.weeksOnChart <= 1) movement = 'new';
    return finish(project.projectName, { message: `#${rank} this week`, movement, moved, color: COLORS.chart });
  }
  // Off the live chart after charting: its last rank and that chart's week.
  if (project.lastChartRank !== null && project.lastChartWeekStart !== null) {
    const week = weekOfLabel(project.lastChartWeekStart, Number(thisWeek.slice(0, 4)));
    return finish(
      project.projectName,
      {
        message: `#${project.lastChartRank} · week of ${week}`,
        movement: null,
        moved: 0,
        color: project.archivedAt ? COLORS.archived : COLORS.offChart,
      },
      `#${project.lastChartRank} on ${PRODUCT_NAME} in the week of ${week}, ${project.archivedAt ? 'now archived' : 'now off the chart'}`,
    );
  }
  if (project.archivedAt) {
    const peak = project.peakRank !== null ? ` · peak #${project.peakRank}` : '';
    return finish(project.projectName, {
      message: `Archived${peak}`,
      movement: null,
      moved: 0,
      color: COLORS.archived,
    });
  }
  return finish(project.projectName, {
    message: 'Launchpad',
    movement: null,
    moved: 0,
    color: COLORS.launchpad,
  });
}

/** The content with its accessible title; `spokenWhat` replaces what the message says when given. */
function finish(projectName: string | null, content: Omit<BadgeContent, 'title'>, spokenWhat?: string): BadgeContent {
  const spoken =
    content.movement === 'up'
      ? `, up ${content.moved}`
      : content.movement === 'down'
        ? `, down ${content.moved}`
        : content.movement === 'same'
          ? ', no change'
          : content.movement === 'new'
            ? ', new this week'
            : '';
  const what =
    spokenWhat ??
    (content.message.startsWith('#')
      ? `${content.message.replace(' this week', '')} on ${PRODUCT_NAME} this week`
      : `${content.message} on ${PRODUCT_NAME}`);
  return { ...content, title: `${projectName ?? 'This project'}: ${what}${spoken}` };
}

/** Approximate width of `text` in 11px Verdana-like sans (shields.io's metrics, rounded). */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if ("il.,:;|!'".includes(ch)) width += 3.5;
    else if ('ftjrI ·'.includes(ch)) width += 4.5;
    else if ('mwMW#'.includes(ch)) width += 9.5;
    else if (/[A-Z0-9]/.test(ch)) width += 7.5;
    else width += 6.5;
  }
  return Math.ceil(width);
}

const ARROWS: Record<Exclude<BadgeMovement, null>, string> = { up: '▲', down: '▼', same: '=', new: 'NEW' };

/** The badge as SVG 1.1: role="img" with a <title> (its accessible name); every text escaped. */
export function badgeSvg(content: BadgeContent): string {
  const label = PRODUCT_NAME;
  const arrow = content.movement ? ` ${ARROWS[content.movement]}${content.moved > 0 ? content.moved : ''}` : '';
  const message = `${content.message}${arrow}`;
  const labelWidth = textWidth(label) + 12;
  const messageWidth = textWidth(message) + 12;
  const width = labelWidth + messageWidth;
  const title = xmlEscape(content.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)">`,
    `<rect width="${labelWidth}" height="20" fill="#1a202c"/>`,
    `<rect x="${labelWidth}" width="${messageWidth}" height="20" fill="${content.color}"/>`,
    `<rect width="${width}" height="20" fill="url(#s)"/>`,
    `</g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11" aria-hidden="true">`,
    `<text x="${labelWidth / 2}" y="14">${xmlEscape(label)}</text>`,
    `<text x="${labelWidth + messageWidth / 2}" y="14">${xmlEscape(message)}</text>`,
    `</g>`,
    `</svg>`,
  ].join('');
}
