// The submit forms' multipart fields (all text: lists and links as JSON) decoded into the domain's
// input, validated with the spec's messages. HTTP decoding: the service takes the validated input.
import type { Links } from '../domain/entities';
import { DomainError } from '../domain/errors';
import { FORMATS, MESSAGES } from '../domain/messages';
import type { OldSubmissionInput, V2SubmissionInput } from '../domain/validation';
import { oldSubmissionSchema, parseInput, v2SubmissionSchema } from '../domain/validation';

/** Text fields whose schema already answers an over-long value with the spec's own message. */
const SPEC_LENGTH_FIELDS = new Set(['title', 'summary', 'intention']);
const OLD_FORM_FIELDS = ['title', 'url', 'toolIds', 'summary', 'intention', 'socialProof', 'securityVerified'];
const V2_FORM_FIELDS = [
  'title',
  'url',
  'summary',
  'modelProviders',
  'ideAgents',
  'hostsFrameworks',
  'stage',
  'links',
  'openToCollaborators',
  'securityVerified',
];
const LINK_KEYS: Record<string, keyof Links> = {
  github: 'github',
  githubUrl: 'github',
  website: 'website',
  websiteUrl: 'website',
  x: 'x',
  xUrl: 'x',
  linkedin: 'linkedin',
  linkedinUrl: 'linkedin',
};

/** Text fields of a multipart form; `truncated` names the fields cut at the parser's size limit. */
export interface FormFields {
  fields: Record<string, string>;
  truncated: ReadonlySet<string>;
}

function rejectTruncated(body: FormFields, known: string[]): void {
  for (const name of known) {
    if (body.truncated.has(name) && !SPEC_LENGTH_FIELDS.has(name)) {
      throw new DomainError('invalid_input', FORMATS.fieldTooLong(name));
    }
  }
}

function textField(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function booleanField(fields: Record<string, string>, name: string): boolean | undefined {
  const value = textField(fields, name)?.trim().toLowerCase();
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === 'off' || value === '0') return false;
  throw new DomainError('invalid_input', FORMATS.fieldNotBoolean(name));
}

function jsonField(fields: Record<string, string>, name: string): unknown {
  const text = textField(fields, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('invalid_input', FORMATS.fieldNotJson(name));
  }
}

/** A JSON-as-text list of names (numbers are taken as ids written without quotes). */
function jsonListField(fields: Record<string, string>, name: string): string[] | undefined {
  const value = jsonField(fields, name);
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new DomainError('invalid_input', FORMATS.fieldNotStringList(name));
  }
  return value.map(String);
}

function linksField(fields: Record<string, string>): Record<string, unknown> | undefined {
  const value = jsonField(fields, 'links');
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainError('invalid_input', MESSAGES.linksNotObject);
  }
  const links: Record<string, unknown> = {};
  for (const [key, url] of Object.entries(value)) {
    const canonical = LINK_KEYS[key];
    if (!canonical) throw new DomainError('invalid_input', FORMATS.unknownLink(key));
    links[canonical] = url;
  }
  return links;
}

/** The old form's fields, validated with the spec's messages (identity fields are ignored). */
export function parseOldForm(body: FormFields): OldSubmissionInput {
  rejectTruncated(body, OLD_FORM_FIELDS);
  const { fields } = body;
  return parseInput(oldSubmissionSchema, {
    title: fields.title,
    url: fields.url,
    toolIds: jsonListField(fields, 'toolIds'),
    summary: fields.summary,
    intention: fields.intention,
    socialProof: fields.socialProof,
    securityVerified: booleanField(fields, 'securityVerified'),
  });
}

/** The v2 form's fields, validated with the spec's messages (identity fields are ignored). */
export function parseV2Form(body: FormFields): V2SubmissionInput {
  rejectTruncated(body, V2_FORM_FIELDS);
  const { fields } = body;
  return parseInput(v2SubmissionSchema, {
    title: fields.title,
    url: fields.url,
    summary: fields.summary,
    modelProviders: jsonListField(fields, 'modelProviders'),
    ideAgents: jsonListField(fields, 'ideAgents'),
    hostsFrameworks: jsonListField(fields, 'hostsFrameworks'),
    stage: textField(fields, 'stage'),
    links: linksField(fields),
    openToCollaborators: booleanField(fields, 'openToCollaborators'),
    securityVerified: booleanField(fields, 'securityVerified'),
  });
}
