import { describe, expect, it } from 'vitest';
import { isEmptyDraft, serializeCompleteness } from './draft';
import { parseV1Draft, parseV2Draft } from './draft-parse';
import { profileCompleteness } from './profile-completeness';
import { EMPTY_V1_FORM, EMPTY_V2_FORM } from './submit-form';

describe('stored drafts are parsed, not trusted', () => {
  it('round-trips a v2 draft', () => {
    const values = {
      ...EMPTY_V2_FORM,
      title: 'Tiny',
      ideAgents: ['Cursor'],
      links: { ...EMPTY_V2_FORM.links, x: 'x.com/t' },
      stage: 'Learning' as const,
    };
    expect(parseV2Draft(JSON.stringify(values))).toEqual(values);
  });

  it('drops unknown tools, duplicates and extra picks, and repairs bad fields', () => {
    const parsed = parseV2Draft(
      JSON.stringify({
        title: 42,
        modelProviders: ['GPT-5', 'GPT-5', 'Made Up', 'o3', 'Grok 3'],
        stage: 'Unicorn',
        links: 'nope',
        securityVerified: 'yes',
      }),
    );
    expect(parsed).toMatchObject({
      title: '',
      modelProviders: ['GPT-5', 'o3'],
      stage: 'Prototype',
      links: EMPTY_V2_FORM.links,
      securityVerified: false,
    });
  });

  it('gives null for missing or broken JSON', () => {
    expect(parseV2Draft(null)).toBeNull();
    expect(parseV2Draft('{oops')).toBeNull();
    expect(parseV1Draft('[1,2]')).toBeNull();
  });

  it('recognises an untouched form', () => {
    expect(isEmptyDraft({ ...EMPTY_V2_FORM })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_V2_FORM, links: { ...EMPTY_V2_FORM.links, github: 'g' } })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_V2_FORM, ideAgents: ['Zed'] })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_V1_FORM })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_V1_FORM, summary: 's' })).toBe(false);
  });

  it('stores the completeness entry as percent and done parts', () => {
    const entry = JSON.parse(serializeCompleteness(profileCompleteness({ ...EMPTY_V2_FORM, hasThumbnail: false })));
    expect(entry).toEqual({ percent: 10, done: ['stage'] });
  });
});
