// Profile completeness of a v2 submission (docs/product.md#data: weights total 100;
// docs/product.md#limits-and-constants: 100% profiles can be featured in the launchpad). A part
// counts only when it would pass validation: a 300-character title is not "done". The stage has a
// default (Prototype), which is a valid answer, so it counts.
import { LIMITS } from '@domain/constants';
import type { CompletenessPart } from '@domain/profile-completeness';
import { COMPLETENESS_WEIGHTS } from '@domain/profile-completeness';
import { STAGES } from '@domain/tools';
import { normalizeUrl } from '@domain/url';

// One table of weights for the form and the launchpad's featured projects.
export { COMPLETENESS_WEIGHTS };
export type { CompletenessPart };

export const COMPLETENESS_LABELS: Record<CompletenessPart, string> = {
  title: 'Title',
  url: 'URL',
  summary: 'Summary',
  thumbnail: 'Thumbnail',
  builderStack: 'Builder stack',
  links: 'Links',
  stage: 'Stage',
};

export interface CompletenessInput {
  title: string;
  url: string;
  summary: string;
  /** A thumbnail that passed the client-side checks is selected. */
  hasThumbnail: boolean;
  modelProviders: readonly string[];
  ideAgents: readonly string[];
  hostsFrameworks: readonly string[];
  links: Readonly<Record<'github' | 'website' | 'x' | 'linkedin', string>>;
  stage: string | null;
}

export interface Completeness {
  /** 0..100 */
  percent: number;
  parts: { key: CompletenessPart; label: string; weight: number; done: boolean }[];
}

const filled = (value: string, max: number) => {
  const text = value.trim();
  return text.length > 0 && text.length <= max;
};

export function profileCompleteness(input: CompletenessInput): Completeness {
  const done: Record<CompletenessPart, boolean> = {
    title: filled(input.title, LIMITS.title),
    url: normalizeUrl(input.url) !== null,
    summary: filled(input.summary, LIMITS.summary),
    thumbnail: input.hasThumbnail,
    builderStack: input.modelProviders.length + input.ideAgents.length + input.hostsFrameworks.length > 0,
    links: Object.values(input.links).some((link) => normalizeUrl(link) !== null),
    stage: input.stage !== null && (STAGES as readonly string[]).includes(input.stage),
  };
  const parts = (Object.keys(COMPLETENESS_WEIGHTS) as CompletenessPart[]).map((key) => ({
    key,
    label: COMPLETENESS_LABELS[key],
    weight: COMPLETENESS_WEIGHTS[key],
    done: done[key],
  }));
  return { percent: parts.reduce((sum, part) => sum + (part.done ? part.weight : 0), 0), parts };
}
