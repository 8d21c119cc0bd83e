import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BadgeProject } from './badge';
import { badgeContent, badgeSvg, rankOnLiveChart, weekOfLabel } from './badge';

const WEEKS = { liveWeekOf: '2026-11-23', thisWeek: '2026-11-23' };
const charted: BadgeProject = {
  projectName: 'Tiny Synth',
  status: 'approved',
  archivedAt: null,
  lastChartRank: 7,
  lastChartWeekStart: '2026-11-23',
  lastChartPreviousRank: 10,
  peakRank: 5,
  weeksOnChart: 3,
};

function parse(svg: string) {
  expect(XMLValidator.validate(svg)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(svg) as {
    svg: { '@role': string; '@aria-label': string; title: string; g: Array<{ text?: Array<{ '#text': string }> }> };
  };
}

describe('the live rank badge (GET /api/badge/{id}.svg)', () => {
  it('says the rank this week with its movement, as an accessible image', () => {
    const content = badgeContent(charted, WEEKS);
    expect(content).toMatchObject({ message: '#7 this week', movement: 'up', moved: 3 });
    const svg = parse(badgeSvg(content)).svg;
    expect(svg['@role']).toBe('img');
    expect(svg.title).toBe('Tiny Synth: #7 on VibeChart this week, up 3');
    expect(svg['@aria-label']).toBe(svg.title);
    const texts = svg.g.flatMap((g) => g.text ?? []).map((t) => t['#text']);
    expect(texts).toEqual(['VibeChart', '#7 this week ▲3']);
  });

  it("shows down, no change and new; before the Monday job ran, the live chart is last week's", () => {
    expect(badgeContent({ ...charted, lastChartPreviousRank: 2 }, WEEKS)).toMatchObject({ movement: 'down', moved: 5 });
    expect(badgeContent({ ...charted, lastChartPreviousRank: 7 }, WEEKS)).toMatchObject({ movement: 'same' });
    const fresh = { ...charted, lastChartPreviousRank: null, weeksOnChart: 1 };
    expect(badgeContent(fresh, WEEKS)).toMatchObject({
      movement: 'new',
      title: 'Tiny Synth: #7 on VibeChart this week, new this week',
    });
    const reentry = { ...charted, lastChartPreviousRank: null, weeksOnChart: 4 };
    expect(badgeContent(reentry, WEEKS).movement).toBeNull();
    const lastWeeks = { ...charted, lastChartWeekStart: '2026-11-16' };
    expect(badgeContent(lastWeeks, { liveWeekOf: '2026-11-16', thisWeek: '2026-11-23' }).message).toBe('#7 this week');
  });

  it('off the live chart (fell off or archived this Monday) says the last rank and its week, no current rank', () => {
    const fellOff = { ...charted, lastChartRank: 57, lastChartWeekStart: '2026-11-16' };
    expect(badgeContent(fellOff, WEEKS)).toMatchObject({
      message: '#57 · week of 16 Nov',
      movement: null,
      title: 'Tiny Synth: #57 on VibeChart in the week of 16 Nov, now off the chart',
    });
    const archived = { ...fellOff, archivedAt: new Date('2026-11-22T23:00:00Z') };
    expect(badgeContent(archived, WEEKS)).toMatchObject({
      message: '#57 · week of 16 Nov',
      title: 'Tiny Synth: #57 on VibeChart in the week of 16 Nov, now archived',
    });
    // No chart published yet: nothing is current.
    expect(badgeContent(charted, { liveWeekOf: null, thisWeek: '2026-11-23' }).message).toBe('#7 · week of 23 Nov');
    expect(rankOnLiveChart(fellOff, '2026-11-23')).toBeNull();
    expect(rankOnLiveChart(charted, '2026-11-23')).toBe(7);
    expect(rankOnLiveChart({ ...charted, archivedAt: new Date() }, '2026-11-23')).toBeNull();
    expect(weekOfLabel('2025-12-29', 2026)).toBe('29 Dec 2025');
    expect(weekOfLabel('2026-01-05', 2026)).toBe('5 Jan');
  });

  it('says Launchpad before a project charts, and not listed unless approved', () => {
    const launchpad = { ...charted, lastChartRank: null, lastChartWeekStart: null, peakRank: null, weeksOnChart: 0 };
    expect(badgeContent(launchpad, WEEKS)).toMatchObject({ message: 'Launchpad', movement: null });
    const dropped = { ...charted, lastChartWeekStart: '2026-11-02' };
    expect(badgeContent(dropped, WEEKS).message).toBe('#7 · week of 2 Nov');
    expect(badgeContent({ ...charted, status: 'pending' }, WEEKS).message).toBe('not listed');
  });

  it('escapes a hostile name: the SVG stays valid and carries no markup of it', () => {
    const hostile = `</title><script>alert("x")</script><a href='javascript:1'>&`;
    const raw = badgeSvg(badgeContent({ ...charted, projectName: hostile }, WEEKS));
    expect(raw).not.toContain('<script');
    expect(raw).not.toContain("href='javascript");
    const svg = parse(raw).svg;
    expect(Object.keys(svg).filter((k) => !k.startsWith('@'))).toEqual(['title', 'linearGradient', 'clipPath', 'g']);
    expect(parse(raw).svg.title).toBe(`${hostile}: #7 on VibeChart this week, up 3`);
  });
});
