// The API as an OpenAPI 3.1 document, generated from the contract: each entry of API (domain/api.ts)
// gives an operation (method, path, auth, cache policy, parameters, body and answer schemas through
// zod's JSON Schema output), API_DOCS its summary and refusals, and this module the refusals every
// call of a kind can get (middleware, the error handler) with their statuses from http/errors.ts.
// Served at GET /api/openapi.json and rendered into docs/api.md (scripts/api-docs.ts).
import { z } from 'zod';
import packageJson from '../../package.json';
import type { ApiDoc, ApiName, ApiRoute, AuthLevel } from '../domain/api';
import { API, API_DOCS, createdProjectSchema, listedProjectJsonSchema, suspiciousGroupJsonSchema } from '../domain/api';
import type { ErrorCode, ErrorKind } from '../domain/errors';
import { ERROR_CODES } from '../domain/errors';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../domain/validation';
import { STATUS_OF_KIND } from './errors';
import { CACHE_CONTROL } from './middleware/cache';
import { REDIRECT_CACHE_CONTROL } from './middleware/canonical-url';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: ApiName;
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  'x-auth': AuthLevel;
  'x-cache': ApiRoute['cache'];
  'x-idempotent'?: true;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMedia {
  schema?: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description?: string; required?: boolean; schema: JsonSchema }>;
  content?: Record<string, OpenApiMedia>;
}

// A type, not an interface: the contract's output schema reads it as a record.
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<'get' | 'post' | 'patch' | 'delete', OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

/** Refusals any request can get, whatever its route: middleware before it and the error handler. */
export const ANY_CALL_ERRORS: readonly ErrorCode[] = [
  'invalid_input', // a query or JSON body holding unsafe text, or not the route's input
  'malformed_body',
  'body_too_large',
  'body_encoded',
  'internal',
  'unavailable', // the request's deadline, Firestore or Auth unreachable
];
const AUTH_ERRORS: Record<AuthLevel, readonly ErrorCode[]> = {
  public: [],
  // A token that is not valid counts as none.
  optional: [],
  user: ['must_be_logged_in'],
  admin: ['must_be_logged_in', 'admin_only'],
};
const IDEMPOTENCY_ERRORS: readonly ErrorCode[] = ['idempotency_key_invalid', 'idempotency_key_reused'];

const SECURITY_SCHEME = 'firebaseIdToken';
/** Shapes several answers share, named once under components/schemas. */
const NAMED_SCHEMAS: ReadonlyArray<[z.ZodType, string]> = [
  [listedProjectJsonSchema, 'ListedProject'],
  [suspiciousGroupJsonSchema, 'SuspiciousGroup'],
  [createdProjectSchema, 'CreatedProject'],
];

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Every error code a call answers with, by status: those of any call, of its auth and its own. */
export function errorCodesOf(name: ApiName): Map<number, ErrorCode[]> {
  const route: ApiRoute = API[name];
  const doc: ApiDoc = API_DOCS[name];
  const codes = new Set<ErrorCode>([
    ...ANY_CALL_ERRORS,
    ...AUTH_ERRORS[route.auth],
    ...(route.idempotent ? IDEMPOTENCY_ERRORS : []),
    ...(doc.errors ?? []),
  ]);
  return groupByStatus([...codes]);
}

function groupByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = STATUS_OF_KIND[ERROR_CODES[code]];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const kindOfStatus = (status: number): ErrorKind =>
  (Object.keys(STATUS_OF_KIND) as ErrorKind[]).find((kind) => STATUS_OF_KIND[kind] === status)!;

/**
 * The JSON error answer (http/middleware/errors.ts): `error` is the status's kind, `code` says which
 * failure, `message` is for people; a validation failure lists every issue in `details`.
 */
export function errorAnswerSchema(status: number, codes: readonly ErrorCode[]): z.ZodType {
  const [first, ...rest] = codes;
  return z.strictObject({
    error: z.literal(kindOfStatus(status)),
    code: z.enum([first!, ...rest]),
    message: z.string(),
    ...(codes.includes('invalid_input')
      ? {
          details: z
            .strictObject({ issues: z.array(z.strictObject({ path: z.string(), message: z.string() })) })
            .optional(),
        }
      : {}),
  });
}

const bounds = (min: unknown, max: unknown) =>
  min !== undefined && max !== undefined ? `${min}–${max}` : min !== undefined ? `≥ ${min}` : `≤ ${max}`;

/**
 * What an input pipe checks after its first step (a trim, a text-to-number conversion), in words:
 * JSON Schema shows only the first step, which for a trimmed field is a looser length.
 */
function checkedAfter(out: z.ZodType): string | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(out, { io: 'output' }) as JsonSchema;
  } catch {
    return null; // a transform: nothing JSON Schema can say
  }
  if (json.type === 'number' || json.type === 'integer') {
    return json.minimum === undefined && json.maximum === undefined
      ? null
      : `then: a number ${bounds(json.minimum, json.maximum)}`;
  }
  if (json.type !== 'string') return null;
  if (json.format) return `then: a valid ${String(json.format)}`;
  if (json.minLength === undefined && json.maxLength === undefined) return null;
  return `then: ${bounds(json.minLength, json.maxLength)} characters`;
}

/**
 * Keeps the JSON Schema to what a reader and a validator need (no ±2^53 bounds, no zod-only formats)
 * and, for a request, says what a pipe checks after its first step.
 */
function tidy(io: 'input' | 'output') {
  return ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }): void => {
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.format === 'starts_with' || jsonSchema.format === 'ends_with' || jsonSchema.format === 'includes') {
      delete jsonSchema.format;
    }
    const def = (zodSchema as z.ZodType)._zod.def as { type: string; out?: z.ZodType };
    if (io === 'input' && def.type === 'pipe' && def.out) {
      const then = checkedAfter(def.out);
      if (then) jsonSchema.description = then;
    }
  };
}

/** Replaces each `#/$defs/Name` with `#/components/schemas/Name`. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string'
        ? child.replace(/^#\/\$defs\//, '#/components/schemas/')
        : rewriteRefs(child),
    ]),
  );
}

class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly registry = z.registry<{ id: string }>();

  constructor() {
    for (const [schema, id] of NAMED_SCHEMAS) this.registry.add(schema, { id });
  }

  /** The JSON Schema of `schema` as sent (`input`) or as answered (`output`); named shapes become refs. */
  write(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, metadata: this.registry, override: tidy(io) });
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = rewriteRefs(json) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const known = this.components[id];
      if (known && JSON.stringify(known) !== JSON.stringify(def)) {
        throw new Error(`The named schema ${id} has two shapes (as input and as output?)`);
      }
      this.components[id] = def;
    }
    return rest;
  }
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  return {
    properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function parameters(route: ApiRoute, writer: SchemaWriter): OpenApiParameter[] {
  const out: OpenApiParameter[] = [];
  const params = route.params ? objectProperties(writer.write(route.params, 'input')).properties : {};
  for (const name of pathParamNames(route.path)) {
    out.push({ name, in: 'path', required: true, schema: params[name] ?? { type: 'string' } });
  }
  if (route.input && (route.method === 'GET' || route.inputIn === 'query')) {
    const { properties, required } = objectProperties(writer.write(route.input, 'input'));
    for (const [name, schema] of Object.entries(properties)) {
      out.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  if (route.idempotent) {
    out.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description:
        'One key per user action, the same on every retry of it: a retry gets the first answer instead of spending again.',
      schema: writer.write(idempotencyKeySchema, 'input'),
    });
  }
  return out;
}

/** A multipart form as sent: text fields, lists and objects as JSON text, true/false as text, one file. */
function formSchema(form: NonNullable<ApiDoc['form']>, writer: SchemaWriter): OpenApiMedia {
  const { properties, required } = objectProperties(writer.write(form.fields, 'input'));
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => {
      if (schema.type === 'string' || schema.enum || schema.const !== undefined) return [name, schema];
      if (schema.type === 'boolean') return [name, { type: 'string', enum: ['true', 'false'] }];
      return [name, { type: 'string', contentMediaType: 'application/json', contentSchema: schema }];
    }),
  );
  return {
    schema: {
      type: 'object',
      properties: { ...fields, [form.file]: { type: 'string', contentMediaType: 'application/octet-stream' } },
      required: [...required, form.file],
    },
    encoding: { [form.file]: { contentType: 'image/jpeg, image/png' } },
  };
}

function requestBody(route: ApiRoute, doc: ApiDoc, writer: SchemaWriter): OpenApiOperation['requestBody'] {
  if (doc.form) return { required: true, content: { 'multipart/form-data': formSchema(doc.form, writer) } };
  if (!route.input || route.method === 'GET' || route.inputIn === 'query') return undefined;
  return {
    required: !route.input.safeParse({}).success,
    content: { 'application/json': { schema: writer.write(route.input, 'input') } },
  };
}

function cacheHeader(route: ApiRoute): NonNullable<OpenApiResponse['headers']> {
  return {
    'Cache-Control':
      route.cache === 'private'
        ? { required: true, schema: { const: CACHE_CONTROL.private } }
        : {
            required: true,
            description: `\`${CACHE_CONTROL.public}\` unless the description says longer`,
            schema: { type: 'string', pattern: '^public, ' },
          },
  };
}

function successContent(route: ApiRoute, doc: ApiDoc, writer: SchemaWriter): Record<string, OpenApiMedia> {
  switch (route.responds) {
    case 'png':
      return { 'image/png': {} };
    case 'svg':
      return { 'image/svg+xml': { schema: writer.write(route.output, 'output') } };
    case 'html':
      return { 'text/html': { schema: writer.write(route.output, 'output') } };
    default:
      return {
        'application/json': { schema: writer.write(route.output, 'output') },
        ...(doc.htmlUnlessJson ? { 'text/html': { schema: { type: 'string' } } } : {}),
      };
  }
}

const NO_STORE = { 'Cache-Control': { required: true, schema: { const: CACHE_CONTROL.private } } };

function errorResponse(
  status: number,
  codes: readonly ErrorCode[],
  writer: SchemaWriter,
  page: boolean,
): OpenApiResponse {
  return {
    description: `${REASONS[status] ?? 'Error'}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
    headers: NO_STORE,
    content: {
      'application/json': { schema: writer.write(errorAnswerSchema(status, codes), 'output') },
      ...(page ? { 'text/html': { schema: { type: 'string' } } } : {}),
    },
  };
}

/** The answers of any call that have the same shape everywhere, named once under components/responses. */
const sharedErrorName = (status: number) => `Error${status}`;

function operation(name: ApiName, writer: SchemaWriter): OpenApiOperation {
  const route: ApiRoute = API[name];
  const doc: ApiDoc = API_DOCS[name];
  const success = route.status ?? 200;
  const responses: OpenApiOperation['responses'] = {
    [success]: {
      description: REASONS[success]!,
      headers: cacheHeader(route),
      content: successContent(route, doc, writer),
    },
  };
  if (route.method === 'GET') responses['308'] = { $ref: '#/components/responses/CanonicalRedirect' };
  const shared = groupByStatus(ANY_CALL_ERRORS);
  const pages = new Set<number>(doc.errorPages ?? []);
  for (const [status, codes] of errorCodesOf(name)) {
    const same = shared.get(status)?.join() === codes.join() && !pages.has(status);
    responses[status] = same
      ? { $ref: `#/components/responses/${sharedErrorName(status)}` }
      : errorResponse(status, codes, writer, pages.has(status));
  }
  const parameterList = parameters(route, writer);
  const body = requestBody(route, doc, writer);
  return {
    operationId: name,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security:
      route.auth === 'public'
        ? []
        : route.auth === 'optional'
          ? [{}, { [SECURITY_SCHEME]: [] }]
          : [{ [SECURITY_SCHEME]: [] }],
    ...(parameterList.length ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    'x-auth': route.auth,
    'x-cache': route.cache,
    ...(route.idempotent ? { 'x-idempotent': true as const } : {}),
  };
}

const DESCRIPTION = [
  'The JSON API behind the VibeChart site, generated from its contract (functions/src/domain/api.ts).',
  '',
  'Identity comes only from a Firebase Auth ID token (`Authorization: Bearer <token>`); admin calls need the',
  'custom claim `admin: true`. Errors are JSON `{error, code, message}`: `error` names the status class,',
  '`code` the failure (clients decide by it), `message` is for people. Error answers are never cached.',
  'A GET at a URL that is not in its canonical form (letter case, slashes, query order) is redirected to it',
  'with 308. A path or method outside this document answers 404 `route_not_found`.',
].join('\n');

function build(): OpenApiDocument {
  const writer = new SchemaWriter();
  const paths: OpenApiDocument['paths'] = {};
  for (const name of Object.keys(API) as ApiName[]) {
    const route: ApiRoute = API[name];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    (paths[openApiPath(route.path)] ??= {})[method] = operation(name, writer);
  }
  const responses: Record<string, OpenApiResponse> = {
    CanonicalRedirect: {
      description: `${REASONS[308]}: the URL in its canonical form is in Location`,
      headers: {
        Location: { required: true, schema: { type: 'string' } },
        'Cache-Control': { required: true, schema: { const: REDIRECT_CACHE_CONTROL } },
      },
    },
  };
  for (const [status, codes] of groupByStatus(ANY_CALL_ERRORS)) {
    responses[sharedErrorName(status)] = errorResponse(status, codes, writer, false);
  }
  responses.RouteNotFound = errorResponse(404, ['route_not_found'], writer, false);
  return {
    openapi: '3.1.0',
    info: { title: 'VibeChart API', version: packageJson.version, description: DESCRIPTION },
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(writer.components).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A Firebase Auth ID token of the caller's account (checked for revocation).",
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document, built on first use (it converts every schema of the contract once). */
export function openApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}
