// docs/api.md, rendered from the OpenAPI document (functions/src/http/openapi.ts): every call with
// its method, path, auth, cache policy, parameters, body, answer and refusals, shapes written as
// TypeScript-like types. `npm run docs:api` writes it; a unit test fails when it is out of date.
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMedia,
  OpenApiOperation,
  OpenApiResponse,
} from '../../functions/src/http/openapi';
import { ANY_CALL_ERRORS } from '../../functions/src/http/openapi';
import { CACHE_CONTROL } from '../../functions/src/http/middleware/cache';

export const API_DOCS_PATH = join(__dirname, '..', '..', 'docs', 'api.md');

const AUTH_TEXT: Record<OpenApiOperation['x-auth'], string> = {
  public: 'public',
  optional: 'optional token',
  user: 'signed in',
  admin: 'admin',
};
/** Objects longer than this on one line are written one property a line. */
const INLINE_WIDTH = 70;

const anchor = (name: string) => `shape-${name.toLowerCase()}`;
// Single quotes, as prettier writes the code blocks that parse as TypeScript.
const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);

function range(min: unknown, max: unknown, unit = ''): string {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}–${max}${unit}`;
  if (min !== undefined) return `≥ ${min}${unit}`;
  if (max !== undefined) return `≤ ${max}${unit}`;
  return '';
}

/** A JSON Schema as a TypeScript-like type, with its bounds in words. */
export function typeText(schema: JsonSchema, indent = ''): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (schema.const !== undefined) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined;
    if (options) return options.map((option) => typeText(option, indent)).join(' | ');
  }
  if (Array.isArray(schema.allOf)) {
    return (schema.allOf as JsonSchema[]).map((part) => typeText({ type: schema.type, ...part }, indent)).join(' & ');
  }
  if (Array.isArray(schema.type)) {
    return (schema.type as string[]).map((type) => typeText({ ...schema, type }, indent)).join(' | ');
  }
  if (schema.contentMediaType === 'application/json' && schema.contentSchema) {
    return `JSON text of ${typeText(schema.contentSchema as JsonSchema, indent)}`;
  }
  if (schema.contentMediaType) return `file (${String(schema.contentMediaType)})`;
  switch (schema.type) {
    case 'string': {
      const parts = [
        range(schema.minLength, schema.maxLength, ' chars'),
        schema.format ? String(schema.format) : '',
        schema.pattern ? `/${String(schema.pattern)}/` : '',
        typeof schema.description === 'string' ? schema.description : '',
      ].filter(Boolean);
      return parts.length ? `string (${parts.join(', ')})` : 'string';
    }
    case 'integer':
    case 'number': {
      const bounds = range(schema.minimum, schema.maximum);
      return bounds ? `${schema.type} ${bounds}` : String(schema.type);
    }
    case 'boolean':
    case 'null':
      return String(schema.type);
    case 'array': {
      const items = typeText((schema.items as JsonSchema | undefined) ?? {}, indent);
      const list = /[ |]/.test(items) && !items.startsWith('{') ? `(${items})[]` : `${items}[]`;
      const count = range(schema.minItems, schema.maxItems, ' items');
      return count ? `${list} (${count})` : list;
    }
    case 'object':
      return objectText(schema, indent);
  }
  return 'unknown';
}

function objectText(schema: JsonSchema, indent: string): string {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const extra = schema.additionalProperties as JsonSchema | boolean | undefined;
  const names = Object.keys(properties);
  if (names.length === 0 && extra && typeof extra === 'object' && Object.keys(extra).length > 0) {
    return `Record<string, ${typeText(extra, indent)}>`;
  }
  const open = extra === undefined || extra === true || (typeof extra === 'object' && Object.keys(extra).length === 0);
  const inner = `${indent}  `;
  const fields = names.map((name) => `${name}${required.has(name) ? '' : '?'}: ${typeText(properties[name]!, inner)}`);
  if (open) fields.push('…');
  if (fields.length === 0) return '{}';
  const inline = `{ ${fields.join('; ')} }`;
  if (inline.length <= INLINE_WIDTH && !inline.includes('\n')) return inline;
  return `{\n${fields.map((field) => `${inner}${field};`).join('\n')}\n${indent}}`;
}

function block(text: string): string {
  return ['```ts', text, '```'].join('\n');
}

function mediaText(type: string, media: OpenApiMedia): string {
  if (!media.schema) return `\`${type}\``;
  // A named shape (or a list of one) links to it under Shapes.
  const items = media.schema.type === 'array' ? (media.schema.items as JsonSchema | undefined) : undefined;
  const ref = (media.schema.$ref ?? items?.$ref) as string | undefined;
  if (ref && Object.keys(media.schema).length <= 2 && (!items || Object.keys(items).length === 1)) {
    const name = ref.split('/').pop()!;
    return `\`${type}\`: [${name}](#${anchor(name)})${items ? '[]' : ''}`;
  }
  const text = typeText(media.schema);
  return text.includes('\n') || text.length > INLINE_WIDTH
    ? `\`${type}\`:\n\n${block(text)}`
    : `\`${type}\`: \`${text}\``;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');
const codes = (response: OpenApiResponse) => /: (.*)$/.exec(response.description)?.[1] ?? response.description;

function operationText(method: string, path: string, op: OpenApiOperation): string {
  const out = [`### ${method.toUpperCase()} \`${path}\``, '', op.summary];
  if (op.description) out.push('', op.description);
  const facts = [
    `**Auth:** ${AUTH_TEXT[op['x-auth']]}`,
    `**Cache:** ${op['x-cache']}`,
    `**Operation:** \`${op.operationId}\``,
  ];
  if (op['x-idempotent']) facts.push('**Idempotent:** `Idempotency-Key` header');
  out.push('', facts.join(' · '));

  if (op.parameters?.length) {
    out.push('', '| Parameter | In | Required | Type |', '| --- | --- | --- | --- |');
    for (const p of op.parameters) {
      out.push(`| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | \`${escapeCell(typeText(p.schema))}\` |`);
    }
  }
  if (op.requestBody) {
    for (const [type, media] of Object.entries(op.requestBody.content)) {
      out.push('', `**Body** (${op.requestBody.required ? 'required' : 'optional'}) ${mediaText(type, media)}`);
    }
  }
  const responses = Object.entries(op.responses);
  const [status, success] = responses[0]! as [string, OpenApiResponse];
  for (const [type, media] of Object.entries(success.content ?? {})) {
    out.push('', `**${status} ${success.description}** ${mediaText(type, media)}`);
  }
  const own = responses.slice(1).filter(([, response]) => !('$ref' in response)) as Array<[string, OpenApiResponse]>;
  if (own.length) {
    out.push('', '| Status | Error codes |', '| --- | --- |');
    for (const [code, response] of own) {
      const page = response.content?.['text/html'] ? ' (or an HTML page)' : '';
      out.push(`| ${code} | ${codes(response)}${page} |`);
    }
  }
  return out.join('\n');
}

/** docs/api.md for `doc`, formatted as the repository's prettier would. */
export async function renderApiDocs(doc: OpenApiDocument): Promise<string> {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op: op as OpenApiOperation })),
  );
  const anyCall = Object.entries(doc.components.responses)
    .filter(([name]) => /^Error\d{3}$/.test(name))
    .map(([name, response]) => `${name.slice(5)} ${codes(response)}`);
  const errorExample = typeText(doc.components.responses.Error400!.content!['application/json']!.schema as JsonSchema);
  const lines = [
    '# The VibeChart API',
    '',
    '<!-- Generated from the contract (functions/src/domain/api.ts) by `npm run docs:api`: do not edit.',
    '     `npm test` fails when this file is out of date. -->',
    '',
    doc.info.description,
    '',
    `This page is rendered from the OpenAPI ${doc.openapi} document the API serves at`,
    '[`GET /api/openapi.json`](#get-apiopenapijson) (version ' + doc.info.version + ').',
    '',
    '## How to read it',
    '',
    '- **Auth:** _public_ calls take no token; _optional token_ calls use a valid one and treat any other as none;',
    '  _signed in_ calls answer 401 `must_be_logged_in` without a valid token; _admin_ calls also answer',
    '  403 `admin_only` without the `admin` claim.',
    `- **Cache:** _public_ answers send \`Cache-Control: ${CACHE_CONTROL.public}\` (or longer, where the call says so);`,
    `  _private_ ones and every error \`${CACHE_CONTROL.private}\`.`,
    '- **Idempotent** calls spend or raise the weekly quota: send one `Idempotency-Key` per user action and the',
    '  same key on each retry of it; a retry gets the first answer (400 `idempotency_key_invalid`,',
    '  422 `idempotency_key_reused` when the key is reused for another request).',
    '- **Shapes** are written as TypeScript types: `field?` may be absent, `…` allows other fields, bounds',
    '  follow a type in words (`integer ≥ 0`, `string (1–200 chars)`).',
    '- **Errors** are JSON: `error` is the kind of failure the status stands for, `code` one of the codes the',
    '  call lists under that status, `message` a text for people; `invalid_input` lists every issue in',
    '  `details`. The shape of a 400 that any call can answer:',
    '',
    block(errorExample),
    '',
    `- **Every call** can also answer ${anyCall.join('; ')} (${ANY_CALL_ERRORS.length} codes in all), and a GET`,
    '  308 to its canonical URL.',
    '',
    '## Calls',
    '',
    '| Method | Path | Auth | Cache | What it does |',
    '| --- | --- | --- | --- | --- |',
    ...operations.map(
      ({ method, path, op }) =>
        `| ${method.toUpperCase()} | [\`${path}\`](#${`${method}-${path}`.toLowerCase().replace(/[^a-z0-9 -]/g, '')}) | ${AUTH_TEXT[op['x-auth']]} | ${op['x-cache']} | ${escapeCell(op.summary)} |`,
    ),
    '',
    ...operations.flatMap(({ method, path, op }) => [operationText(method, path, op), '']),
    '## Shapes',
    '',
    ...Object.entries(doc.components.schemas).flatMap(([name, schema]) => [
      `<a id="${anchor(name)}"></a>`,
      '',
      `### ${name}`,
      '',
      block(typeText(schema)),
      '',
    ]),
  ];
  const options = (await resolveConfig(API_DOCS_PATH)) ?? {};
  return format(lines.join('\n'), { ...options, filepath: API_DOCS_PATH });
}
