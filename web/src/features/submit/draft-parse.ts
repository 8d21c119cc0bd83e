// Parsing a stored submit draft (draft.ts): parsed, not trusted — anything malformed falls back to the
// empty form, field by field. Loaded with the form's checks (form-checks.ts).
import { z } from 'zod';
import { HOSTS_FRAMEWORKS, IDE_AGENTS, MODEL_PROVIDERS, STAGES } from '@domain/tools';
import type { V1FormValues, V2FormValues } from './submit-form';
import { EMPTY_V2_FORM } from './submit-form';

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
