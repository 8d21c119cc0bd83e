import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { AnswerChecker } from '../../test/openapi-answers';
import type { ApiRoute } from '../domain/api';
import { API } from '../domain/api';
import type { JsonSchema, OpenApiOperation } from './openapi';
import { errorCodesOf, openApiDocument } from './openapi';

const doc = openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op: op as OpenApiOperation })),
);
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8', ...headers }),
  body: JSON.stringify(body),
});
const NO_STORE = { 'cache-control': 'private, no-store' };

/** Every JSON Schema in the document: parameters, bodies, headers and the shared shapes. */
function everySchema(value: unknown, at = '#', out: Array<[string, JsonSchema]> = []): Array<[string, JsonSchema]> {
  if (value === null || typeof value !== 'object') return out;
  for (const [key, child] of Object.entries(value)) {
    const where = `${at}/${key}`;
    if (key === 'schema' && child && typeof child === 'object') out.push([where, child as JsonSchema]);
    else if (at === '#/components/schemas') out.push([where, child as JsonSchema]);
    else everySchema(child, where, out);
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for an independent validator (swagger-parser), $refs included', async () => {
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(api.info.title).toBe('VibeChart API');
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('holds only JSON Schemas that compile in strict mode (ajv, draft 2020-12)', () => {
    const checker = new AnswerChecker(doc);
    const schemas = everySchema(doc);
    expect(schemas.length).toBeGreaterThan(200);
    for (const [where, schema] of schemas) expect(() => checker.validator(schema), where).not.toThrow();
  });

  it('has one operation per contract route, named by it, with its method and every path parameter', () => {
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(Object.keys(API).sort());
    for (const { path, method, op } of operations) {
      const route: ApiRoute = API[op.operationId];
      expect(method).toBe(route.method.toLowerCase());
      expect(path).toBe(route.path.replace(/:(\w+)/g, '{$1}'));
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath, path).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    }
  });

  it('says who may call each operation and how its answer is cached', () => {
    const vote = doc.paths['/api/votes']!.post!;
    expect(vote.security).toEqual([{ firebaseIdToken: [] }]);
    expect(vote['x-idempotent']).toBe(true);
    expect(vote.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['header:Idempotency-Key']);
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/users/check-admin']!.get!.security).toEqual([{}, { firebaseIdToken: [] }]);
    const launchpad = doc.paths['/api/projects/launchpad']!.get!;
    expect(launchpad.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:page', 'query:limit']);
    expect(launchpad['x-cache']).toBe('public');
  });

  it("lists each route's refusals under their statuses: its own, its auth's and any call's", () => {
    const vote = errorCodesOf('vote');
    expect(vote.get(409)).toEqual(['project_not_approved', 'max_votes_per_project', 'quota_used']);
    expect(vote.get(403)).toEqual(['own_project']);
    expect(vote.get(401)).toEqual(['must_be_logged_in']);
    expect(vote.get(422)).toEqual(['idempotency_key_reused']);
    expect(vote.get(503)).toEqual(['unavailable', 'busy']);
    expect(errorCodesOf('health').get(401)).toBeUndefined();
    expect(errorCodesOf('pendingCount').get(403)).toEqual(['admin_only']);
    const responses = doc.paths['/api/votes']!.post!.responses;
    expect(Object.keys(responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '500',
      '503',
    ]);
  });

  it('is built once and served as is', () => {
    expect(openApiDocument()).toBe(doc);
  });
});

describe('checking an answer against the document', () => {
  const checker = new AnswerChecker(doc);
  const check = (method: string, path: string, answer: ReturnType<typeof json>) =>
    checker.problems({ method, url: `http://127.0.0.1:5000${path}`, ...answer });

  it('accepts answers as documented: success, refusals, redirects and binary bodies', () => {
    expect(check('POST', '/api/votes', json({ remaining: 9, voteCount: 1, weeklyVotes: 1 }, 200, NO_STORE))).toEqual(
      [],
    );
    const quotaUsed = { error: 'conflict', code: 'quota_used', message: 'Insufficient votes: weekly quota used' };
    expect(check('POST', '/api/votes', json(quotaUsed, 409, NO_STORE))).toEqual([]);
    const invalid = {
      error: 'bad_request',
      code: 'invalid_input',
      message: 'x',
      details: { issues: [{ path: 'a', message: 'x' }] },
    };
    expect(check('GET', '/api/projects/launchpad?page=x', json(invalid, 400, NO_STORE))).toEqual([]);
    const redirect = {
      status: 308,
      headers: new Headers({ location: '/api/health', 'cache-control': 'public, max-age=3600, s-maxage=31536000' }),
      body: '',
    };
    expect(check('GET', '/API/health', redirect)).toEqual([]);
    const png = {
      status: 200,
      headers: new Headers({ 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' }),
      body: '\u0089PNG',
    };
    expect(check('GET', '/api/og?route=home', png)).toEqual([]);
  });

  it('matches static segments before parameters, as the router does', () => {
    const page = json([], 200, { 'cache-control': 'public, max-age=60, s-maxage=300' });
    expect(check('GET', '/api/projects/launchpad', page)).toEqual([]);
    // As /api/projects/{id} an array would be the wrong shape.
    expect(check('GET', '/api/projects/some-id', page)).not.toEqual([]);
  });

  it('refuses an undocumented status, a body of another shape, a wrong content type or cache header', () => {
    expect(check('GET', '/api/health', json({ ok: true }, 201, NO_STORE))[0]).toMatch(/status 201 is not documented/);
    expect(check('GET', '/api/health', json({ ok: 'yes' }, 200, NO_STORE)).join()).toMatch(/body\/ok/);
    expect(check('GET', '/api/health', json({ ok: true, extra: 1 }, 200, NO_STORE)).join()).toMatch(/additional/);
    const conflict = { error: 'conflict', code: 'not_pending', message: 'x' };
    expect(check('POST', '/api/votes', json(conflict, 409, NO_STORE)).join()).toMatch(/body\/code/);
    const html = { status: 200, headers: new Headers({ 'content-type': 'text/html', ...NO_STORE }), body: '<p>' };
    expect(check('GET', '/api/health', html).join()).toMatch(/content type text\/html is not documented/);
    expect(check('GET', '/api/health', json({ ok: true }, 200)).join()).toMatch(/Cache-Control is missing/);
    expect(check('GET', '/api/health', json({ ok: true }, 200, { 'cache-control': 'public' })).join()).toMatch(
      /Cache-Control/,
    );
  });

  it('holds requests outside the document to the not-found answer, and ignores what is not the API', () => {
    const notFound = { error: 'not_found', code: 'route_not_found', message: 'No route' };
    expect(check('GET', '/api/no-such-route', json(notFound, 404, NO_STORE))).toEqual([]);
    expect(check('PUT', '/api/votes', json(notFound, 404, NO_STORE))).toEqual([]);
    expect(check('GET', '/api/no-such-route', json({ ok: true }, 200, NO_STORE))[0]).toMatch(/status 200/);
    expect(check('GET', '/about', { status: 200, headers: new Headers(), body: '<html>' })).toEqual([]);
  });
});
