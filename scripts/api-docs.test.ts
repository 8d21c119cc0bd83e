import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../functions/src/http/openapi';
import { API_DOCS_PATH, renderApiDocs, typeText } from './lib/api-docs';

describe('docs/api.md', () => {
  let rendered: string;
  // Formatting the page with prettier takes a few seconds on a busy machine.
  beforeAll(async () => {
    rendered = await renderApiDocs(openApiDocument());
  }, 60_000);

  it('is what the contract renders: run `npm run docs:api` after changing the contract', () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8'), 'docs/api.md is out of date: run `npm run docs:api`').toBe(rendered);
  });

  it('lists every operation of the document with its refusals', () => {
    const text = rendered;
    for (const [path, item] of Object.entries(openApiDocument().paths)) {
      for (const method of Object.keys(item)) expect(text).toContain(`### ${method.toUpperCase()} \`${path}\``);
    }
    expect(text).toMatch(/\| 409 +\| `project_not_approved`, `max_votes_per_project`, `quota_used` +\|/);
  });
});

describe('shapes written as types', () => {
  it('writes bounds, nulls, literals, lists and records in words', () => {
    expect(typeText({ type: 'integer', minimum: 0 })).toBe('integer ≥ 0');
    expect(typeText({ type: ['string', 'null'], maxLength: 200 })).toBe('string (≤ 200 chars) | null');
    expect(typeText({ type: 'string', enum: ['a', "it's"] })).toBe(`'a' | 'it\\'s'`);
    expect(typeText({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] }, maxItems: 3 })).toBe(
      '(string | null)[] (≤ 3 items)',
    );
    expect(typeText({ type: 'object', additionalProperties: { type: 'integer' } })).toBe('Record<string, integer>');
    expect(typeText({ $ref: '#/components/schemas/ListedProject' })).toBe('ListedProject');
  });

  it('marks optional fields and objects that allow other fields, one field a line when long', () => {
    expect(
      typeText({ type: 'object', properties: { a: { type: 'boolean' } }, required: [], additionalProperties: false }),
    ).toBe('{ a?: boolean }');
    expect(typeText({ type: 'object', properties: { a: { type: 'boolean' } }, required: ['a'] })).toBe(
      '{ a: boolean; … }',
    );
    const long = {
      type: 'object',
      properties: Object.fromEntries('abcdefghij'.split('').map((k) => [`field_${k}`, { type: 'string' }])),
      additionalProperties: false,
    };
    expect(typeText(long).split('\n')).toHaveLength(12);
  });
});
