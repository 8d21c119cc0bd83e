import { describe, expect, it } from 'vitest';
import type { StoredProfile } from './profile-completeness';
import {
  COMPLETENESS_WEIGHTS,
  completenessPercent,
  isProfileComplete,
  storedProfileParts,
} from './profile-completeness';

const complete: StoredProfile = {
  projectName: 'Tiny Synth',
  projectUrl: 'https://synth.example.dev/',
  description: 'A synth that teaches chords.',
  thumbnailUrl: 'https://cdn.example.dev/t/800.webp',
  builderTool: [],
  modelProviders: ['GPT-5'],
  ideAgents: [],
  hostsFrameworks: [],
  links: { github: 'https://github.com/x/synth' },
  stage: 'Side project',
};

describe('stored profile completeness', () => {
  it('weighs the parts as the spec does, 100 in all', () => {
    expect(COMPLETENESS_WEIGHTS).toEqual({
      title: 10,
      url: 10,
      summary: 20,
      thumbnail: 20,
      builderStack: 15,
      links: 15,
      stage: 10,
    });
    expect(completenessPercent(storedProfileParts(complete))).toBe(100);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each([
    ['no URL', { projectUrl: null }, 90],
    ['no thumbnail', { thumbnailUrl: null }, 80],
    ['no builder stack', { modelProviders: [] }, 85],
    ['no links', { links: {} }, 85],
    ['no stage (the first form)', { stage: null }, 90],
  ] as const)('%s is not complete', (_name, change, percent) => {
    const project = { ...complete, ...change } as StoredProfile;
    expect(completenessPercent(storedProfileParts(project))).toBe(percent);
    expect(isProfileComplete(project)).toBe(false);
  });

  it("counts the first form's tools as a builder stack", () => {
    expect(storedProfileParts({ ...complete, modelProviders: [], builderTool: ['Cursor'] }).builderStack).toBe(true);
  });
});
