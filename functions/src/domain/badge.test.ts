import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BadgeProject } from './badge';
import { badgeContent, badgeSvg } from './badge';

const WEEKS = ['2026-11-23', '2026-11-16'];
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

  it('shows down, no change and new; last week (before the Monday job ran) still counts', () => {
    expect(badgeContent({ ...charted, lastChartPreviousRank: 2 }, WEEKS)).toMatchObject({ movement: 'down', moved: 5 });
    expect(badgeContent({ ...charted, lastChartPreviousRank: 7 }, WEEKS)).toMatchObject({ movement: 'same' });
    const fresh = { ...charted, lastChartPreviousRank: null, weeksOnChart: 1 };
    expect(badgeContent(fresh, WEEKS)).toMatchObject({
      movement: 'new',
      title: 'Tiny Synth: #7 on VibeChart this week, new this week',
    });
    const reentry = { ...charted, lastChartPreviousRank: null, weeksOnChart: 4 };
    expect(badgeContent(reentry, WEEKS).movement).toBeNull();
    expect(badgeContent({ ...charted, lastChartWeekStart: '2026-11-16' }, WEEKS).message).toBe('#7 this week');
  });

  it('says Launchpad, or Archived with the peak, off the current chart', () => {
    const launchpad = { ...charted, lastChartRank: null, lastChartWeekStart: null, peakRank: null, weeksOnChart: 0 };
    expect(badgeContent(launchpad, WEEKS)).toMatchObject({ message: 'Launchpad', movement: null });
    const archived = { ...charted, archivedAt: new Date('2026-11-23T00:00:00Z'), peakRank: 3 };
    expect(badgeContent(archived, WEEKS)).toMatchObject({ message: 'Archived · peak #3' });
    const dropped = { ...charted, lastChartWeekStart: '2026-11-02' };
    expect(badgeContent(dropped, WEEKS).message).toBe('Launchpad · peak #5');
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
