import { describe, expect, it } from 'vitest';
import type { CompletenessInput } from './profile-completeness';
import { profileCompleteness } from './profile-completeness';

const empty: CompletenessInput = {
  title: '',
  url: '',
  summary: '',
  hasThumbnail: false,
  modelProviders: [],
  ideAgents: [],
  hostsFrameworks: [],
  links: { github: '', website: '', x: '', linkedin: '' },
  stage: null,
};
const full: CompletenessInput = {
  title: 'Tiny Tunes',
  url: 'tinytunes.app',
  summary: 'Music by AI',
  hasThumbnail: true,
  modelProviders: [],
  ideAgents: ['Cursor'],
  hostsFrameworks: [],
  links: { github: '', website: 'https://tiny.example', x: '', linkedin: '' },
  stage: 'Startup',
};

describe('profileCompleteness (docs/product.md#submit)', () => {
  it('climbs to 100 as the form is filled in part by part, each part counted once', () => {
    const steps: Partial<CompletenessInput>[] = [
      { title: 'Tiny Tunes' },
      { url: 'tinytunes.app' },
      { summary: 'Music by AI' },
      { hasThumbnail: true },
      { ideAgents: ['Cursor'], hostsFrameworks: ['Vercel'] },
      { links: { ...empty.links, website: 'https://tiny.example', x: 'x.com/tiny' } },
      { stage: 'Startup' },
    ];
    let input = empty;
    const seen = steps.map((step) => profileCompleteness((input = { ...input, ...step })).percent);
    expect(seen).toEqual([10, 20, 40, 60, 75, 90, 100]);
  });

  it('is 0 for an empty form and 100 for a complete one', () => {
    expect(profileCompleteness(empty).percent).toBe(0);
    expect(profileCompleteness(full).percent).toBe(100);
  });

  it.each([
    ['title', { title: 'Tiny' }, 10],
    ['url', { url: 'tiny.app' }, 10],
    ['summary', { summary: 'Hi' }, 20],
    ['thumbnail', { hasThumbnail: true }, 20],
    ['builder stack (any group)', { hostsFrameworks: ['Vercel'] }, 15],
    ['links (any one)', { links: { ...empty.links, x: 'x.com/tiny' } }, 15],
    ['stage', { stage: 'Prototype' }, 10],
  ] as const)('%s alone adds its weight', (_name, patch, weight) => {
    expect(profileCompleteness({ ...empty, ...patch } as CompletenessInput).percent).toBe(weight);
  });

  it('counts only parts that would pass validation', () => {
    const invalid = profileCompleteness({
      ...full,
      title: 'x'.repeat(101),
      url: 'javascript:alert(1)',
      summary: '   ',
      links: { github: 'not a url', website: '', x: '', linkedin: '' },
      stage: 'Unicorn',
    });
    expect(invalid.percent).toBe(20 + 15);
    expect(invalid.parts.filter((p) => !p.done).map((p) => p.key)).toEqual([
      'title',
      'url',
      'summary',
      'links',
      'stage',
    ]);
  });
});
