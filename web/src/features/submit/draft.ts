// Submit drafts in local storage (keys and the clearing rule: lib/submit-storage.ts). A stored draft
// is parsed, not trusted: anything malformed falls back to the empty form, field by field.
import { z } from 'zod';
import { HOSTS_FRAMEWORKS, IDE_AGENTS, MODEL_PROVIDERS, STAGES } from '@domain/tools';
import type { Completeness } from './profile-completeness';
import type { V1FormValues, V2FormValues } from './submit-form';
import { EMPTY_V1_FORM, EMPTY_V2_FORM } from './submit-form';

const text = (max: number) => z.string().max(max).catch('');
const pickList = (options: readonly string[]) =>
  z
    .array(z.string())
    .catch([])
    .transform((list) => [...new Set(list.filter((name) => options.includes(name)))].slice(0, 2));

const v2DraftSchema = z.object({
  title: text(500).default(''),
  url: text(2048).default(''),
  summary: text(2000).default(''),
  modelProviders: pickList(MODEL_PROVIDERS).default([]),
  ideAgents: pickList(IDE_AGENTS).default([]),
  hostsFrameworks: pickList(HOSTS_FRAMEWORKS).default([]),
  stage: z.enum(STAGES).catch('Prototype').default('Prototype'),
  links: z
    .object({
      github: text(2048).default(''),
      website: text(2048).default(''),
      x: text(2048).default(''),
      linkedin: text(2048).default(''),
    })
    .catch({ ...EMPTY_V2_FORM.links })
    .default({ ...EMPTY_V2_FORM.links }),
  openToCollaborators: z.boolean().catch(false).default(false),
  securityVerified: z.boolean().catch(false).default(false),
});

const v1DraftSchema = z.object({
  title: text(500).default(''),
  url: text(2048).default(''),
  toolIds: z.array(z.string().max(60)).max(2).catch([]).default([]),
  summary: text(2000).default(''),
  intention: text(500).default(''),
  socialProof: text(2048).default(''),
  securityVerified: z.boolean().catch(false).default(false),
});

function parseJson(stored: string | null): unknown {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
}

export function parseV2Draft(stored: string | null): V2FormValues | null {
  const result = v2DraftSchema.safeParse(parseJson(stored));
  return result.success ? result.data : null;
}

export function parseV1Draft(stored: string | null): V1FormValues | null {
  const result = v1DraftSchema.safeParse(parseJson(stored));
  return result.success ? result.data : null;
}

/** True when nothing was typed or picked (the defaults are not worth keeping). */
export function isEmptyDraft(values: V2FormValues | V1FormValues): boolean {
  const empty = ('stage' in values ? EMPTY_V2_FORM : EMPTY_V1_FORM) as unknown as Record<string, unknown>;
  return Object.entries(values).every(([key, value]) => sameValue(value, empty[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const bb = b as Record<string, unknown>;
    return Object.entries(a).every(([key, value]) => sameValue(value, bb[key]));
  }
  return a === b;
}

/** The profile-completeness entry stored beside the v2 draft. */
export function serializeCompleteness(completeness: Completeness): string {
  return JSON.stringify({
    percent: completeness.percent,
    done: completeness.parts.filter((p) => p.done).map((p) => p.key),
  });
}
