// Every answer an emulator or browser test receives from the API is checked against the published OpenAPI
// document (http/openapi.ts): its status must be one the operation lists, its body must match that
// status's schema for its content type, and its required headers must be there and match. A
// mismatch fails the call that received it and, in case a test swallowed that failure, the test.
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterEach } from 'vitest';
import type { JsonSchema, OpenApiDocument, OpenApiResponse } from '../src/http/openapi';
import { openApiDocument } from '../src/http/openapi';

export interface ApiAnswer {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

type Method = 'get' | 'post' | 'patch' | 'delete';
interface Route {
  pattern: RegExp;
  /** Parameters in the path: fewer first, as Express mounts static segments before parameters. */
  shape: number[];
  path: string;
}

/** Not part of the API: the local-disk blob store, served only under the emulators. */
const OUTSIDE_THE_API = /^\/api\/blobs\//i;
/** The shared schemas, so that `#/components/schemas/X` resolves inside ajv. */
const COMPONENTS_ID = 'vibechart-openapi-components';

function ajvFor(doc: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rebase(doc.components.schemas) as JsonSchema });
  return ajv;
}

/** `#/components/schemas/X` → `<COMPONENTS_ID>#/$defs/X`. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string'
        ? child.replace(/^#\/components\/schemas\//, `${COMPONENTS_ID}#/$defs/`)
        : rebase(child),
    ]),
  );
}

/** Checks answers against one document; every schema is compiled once, on first use. */
export class AnswerChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();
  private readonly routes: Route[];

  constructor(private readonly doc: OpenApiDocument = openApiDocument()) {
    this.ajv = ajvFor(doc);
    this.routes = Object.keys(doc.paths)
      .map((path) => {
        const segments = path.split('/').filter(Boolean);
        const source = segments
          .map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        return {
          path,
          pattern: new RegExp(`^/${source}/?$`, 'i'),
          shape: segments.map((s) => (s.startsWith('{') ? 1 : 0)),
        };
      })
      .sort((a, b) => {
        for (let i = 0; i < Math.min(a.shape.length, b.shape.length); i++) {
          if (a.shape[i] !== b.shape[i]) return a.shape[i]! - b.shape[i]!;
        }
        return 0;
      });
  }

  /** A JSON Schema of the document, compiled (also a test that it is a valid schema). */
  validator(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as JsonSchema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  private resolve(response: OpenApiResponse | { $ref: string }): OpenApiResponse {
    if (!('$ref' in response)) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    const found = this.doc.components.responses[name];
    if (!found) throw new Error(`${response.$ref} is not in the document`);
    return found;
  }

  /** The operation that answers `method path`, with its documented responses; null outside the document. */
  private responsesFor(method: string, path: string): Record<string, OpenApiResponse | { $ref: string }> | null {
    const verb = (method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase()) as Method;
    for (const route of this.routes) {
      if (!route.pattern.test(path)) continue;
      const operation = this.doc.paths[route.path]?.[verb];
      if (operation) return operation.responses;
    }
    return null;
  }

  /** What is wrong with an answer of the API (an empty list: it matches the document). */
  problems(answer: ApiAnswer): string[] {
    const { pathname } = new URL(answer.url);
    if (!/^\/api\//i.test(pathname) || OUTSIDE_THE_API.test(pathname)) return [];
    const listed = this.responsesFor(answer.method, pathname);
    // Outside the document: a 404 route_not_found, or what any request can get before routing.
    const responses = listed ?? {
      404: { $ref: '#/components/responses/RouteNotFound' },
      ...Object.fromEntries(
        Object.keys(this.doc.components.responses)
          .filter((name) => /^Error\d{3}$/.test(name) || name === 'CanonicalRedirect')
          .map((name) => [
            name === 'CanonicalRedirect' ? '308' : name.slice(5),
            { $ref: `#/components/responses/${name}` },
          ]),
      ),
    };
    const documented = responses[String(answer.status)];
    if (!documented) {
      return [`status ${answer.status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
    }
    const response = this.resolve(documented);
    return [...this.headerProblems(response, answer.headers), ...this.bodyProblems(response, answer)];
  }

  private headerProblems(response: OpenApiResponse, headers: Headers): string[] {
    const out: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = headers.get(name);
      if (value === null) {
        if (header.required) out.push(`header ${name} is missing`);
        continue;
      }
      const validate = this.validator(header.schema);
      if (!validate(value))
        out.push(`header ${name}: ${JSON.stringify(value)} ${this.ajv.errorsText(validate.errors)}`);
    }
    return out;
  }

  private bodyProblems(response: OpenApiResponse, answer: ApiAnswer): string[] {
    const contentType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.content) {
      return answer.body === '' ? [] : [`a body (${contentType || 'no content type'}) where none is documented`];
    }
    if (answer.method.toUpperCase() === 'HEAD') return [];
    const media = response.content[contentType];
    if (!media) {
      return [
        `content type ${contentType || '(none)'} is not documented (documented: ${Object.keys(response.content).join(', ')})`,
      ];
    }
    if (!media.schema) return [];
    let value: unknown = answer.body;
    if (contentType === 'application/json') {
      try {
        value = JSON.parse(answer.body);
      } catch {
        return [`the body is not JSON: ${answer.body.slice(0, 200)}`];
      }
    }
    const validate = this.validator(media.schema);
    if (validate(value)) return [];
    return (validate.errors ?? [])
      .slice(0, 8)
      .map((e) => `body${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  }
}

// One store per test process: a re-imported module (another test file) keeps using it.
interface Store {
  checker?: AnswerChecker;
  unreported: string[];
  realFetch?: typeof fetch;
}
const STORE_KEY = Symbol.for('vibechart.openapi-answers');
const store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= { unreported: [] });

/** The mismatches found since the last test ended, taken: for a test that expects one. */
export function takeMismatches(): string[] {
  return store.unreported.splice(0);
}

function describeRequest(method: string, url: string): string {
  const { pathname, search } = new URL(url);
  return `${method.toUpperCase()} ${pathname}${search}`;
}

/**
 * From now on, every fetch answer of the API (a path under /api/ on any host) is checked against the
 * document: a mismatch rejects the fetch, and fails the test that made it in afterEach.
 */
export function checkEveryApiAnswer(): void {
  afterEach(() => {
    const found = store.unreported.splice(0);
    if (found.length) {
      throw new Error(`${found.length} API answer(s) did not match the OpenAPI document:\n${found.join('\n')}`);
    }
  });
  if (store.realFetch) return;
  const realFetch = globalThis.fetch;
  store.realFetch = realFetch;
  globalThis.fetch = async (input, init) => {
    const res = await realFetch(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    let body: string;
    try {
      body = await res.clone().text();
    } catch {
      return res; // the caller aborted or the connection broke: nothing complete to check
    }
    // The emulators' own failures, not the app's answers: the Hosting emulator's 504 (the function took
    // too long) and the Functions emulator's bare 500 ("Request to function failed" on a busy machine).
    // The app's every error carries its JSON body; a client treats these as a lost answer.
    if (res.status === 504 || (res.status === 500 && !res.headers.get('content-type')?.includes('json'))) return res;
    store.checker ??= new AnswerChecker();
    const problems = store.checker.problems({ method, url: res.url, status: res.status, headers: res.headers, body });
    if (problems.length) {
      const message = `${describeRequest(method, res.url)} → ${res.status}: not as documented in /api/openapi.json:\n  ${problems.join('\n  ')}`;
      store.unreported.push(message);
      throw new Error(message);
    }
    return res;
  };
}
