import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { QueryShape } from '../../functions/src/infra/query-shapes';
import type { IndexFile } from './query-indexes';
import { checkRecorded, checkShape, describeShape, isTestSite } from './query-indexes';

function shape(over: Partial<QueryShape>): QueryShape {
  return {
    collection: 'submissions',
    scope: 'COLLECTION',
    filters: [],
    orderBy: [],
    limit: null,
    limitToLast: false,
    offset: null,
    aggregations: [],
    ...over,
  };
}

const eq = (field: string) => ({ field, op: '==' });
const asc = (field: string) => ({ field, direction: 'ASCENDING' as const });
const desc = (field: string) => ({ field, direction: 'DESCENDING' as const });

const none: IndexFile = { indexes: [] };
const statusCreatedDesc: IndexFile = {
  indexes: [
    {
      collectionGroup: 'submissions',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ],
};

describe('when Firestore needs a composite index', () => {
  it('serves equality filters on any number of fields from the automatic single-field indexes', () => {
    expect(checkShape(shape({ filters: [eq('status'), eq('submittedBy'), { field: 'x', op: 'in' }] }), none).ok).toBe(
      true,
    );
    expect(checkShape(shape({}), none).ok).toBe(true);
  });

  it('serves one range or order field alone, in either direction', () => {
    expect(checkShape(shape({ filters: [{ field: 'createdAt', op: '>' }] }), none).ok).toBe(true);
    expect(checkShape(shape({ orderBy: [desc('createdAt')], limit: 5 }), none).ok).toBe(true);
    expect(checkShape(shape({ filters: [{ field: 'a', op: '>=' }], orderBy: [desc('a')] }), none).ok).toBe(true);
  });

  it('needs a composite index for equality + orderBy, with the order direction as queried', () => {
    const query = shape({ filters: [eq('status')], orderBy: [desc('createdAt')] });
    const missing = checkShape(query, none);
    expect(missing.ok).toBe(false);
    expect(missing.fix?.index).toEqual(statusCreatedDesc.indexes[0]);
    expect(checkShape(query, statusCreatedDesc)).toMatchObject({ ok: true });
    expect(checkShape(shape({ filters: [eq('status')], orderBy: [asc('createdAt')] }), statusCreatedDesc).ok).toBe(
      false,
    );
  });

  it('orders an inequality field implicitly (ascending, or as the last orderBy) and asks for it', () => {
    const range = shape({ filters: [eq('status'), eq('archivedAt'), { field: 'aiScore', op: '>=' }] });
    const ascending: IndexFile = {
      indexes: [
        {
          collectionGroup: 'submissions',
          fields: [
            { fieldPath: 'archivedAt', order: 'DESCENDING' },
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'aiScore', order: 'ASCENDING' },
          ],
        },
      ],
    };
    expect(checkShape(range, ascending).ok).toBe(true);
    const descending = {
      indexes: [
        {
          ...ascending.indexes[0]!,
          fields: ascending.indexes[0]!.fields.map((f, i) => (i === 2 ? { ...f, order: 'DESCENDING' as const } : f)),
        },
      ],
    };
    expect(checkShape(range, descending).ok).toBe(false);
    expect(checkShape({ ...range, orderBy: [desc('aiScore')] }, descending).ok).toBe(true);
  });

  it('never lets an index with extra or missing fields serve a query', () => {
    const query = shape({ filters: [eq('status')], orderBy: [desc('createdAt')] });
    const longer: IndexFile = {
      indexes: [
        {
          ...statusCreatedDesc.indexes[0]!,
          fields: [...statusCreatedDesc.indexes[0]!.fields, { fieldPath: 'x', order: 'ASCENDING' }],
        },
      ],
    };
    expect(checkShape(query, longer).ok).toBe(false);
    expect(checkShape({ ...query, collection: 'votes' }, statusCreatedDesc).ok).toBe(false);
  });

  it('needs a composite index for array-contains with another clause, not alone', () => {
    expect(checkShape(shape({ filters: [{ field: 'tags', op: 'array-contains' }] }), none).ok).toBe(true);
    const both = checkShape(shape({ filters: [{ field: 'tags', op: 'array-contains' }, eq('status')] }), none);
    expect(both.ok).toBe(false);
    expect(both.fix?.index?.fields).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
    ]);
  });

  it('has no automatic index for a collection group: a single-field override is needed', () => {
    const group = shape({ collection: 'counter_shards', scope: 'COLLECTION_GROUP', filters: [eq('projectId')] });
    expect(checkShape(group, none)).toMatchObject({ ok: false });
    expect(checkShape(group, none).fix?.fieldOverride?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
    const withOverride: IndexFile = {
      indexes: [],
      fieldOverrides: [
        {
          collectionGroup: 'counter_shards',
          fieldPath: 'projectId',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    };
    expect(checkShape(group, withOverride).ok).toBe(true);
    expect(checkShape(shape({ collection: 'counter_shards', scope: 'COLLECTION_GROUP' }), none).ok).toBe(true);
  });

  it('honours exemptions: a TTL field without indexes, and the subfields of an exempted map', () => {
    const ttl: IndexFile = {
      indexes: [],
      fieldOverrides: [
        { collectionGroup: 'idempotency_keys', fieldPath: 'expiresAt', ttl: true, indexes: [] },
        { collectionGroup: 'submissions', fieldPath: 'votesByWeek', indexes: [] },
      ],
    };
    const expired = checkShape(
      shape({ collection: 'idempotency_keys', filters: [{ field: 'expiresAt', op: '<' }] }),
      ttl,
    );
    expect(expired.ok).toBe(false);
    expect(expired.reason).toMatch(/exempts/);
    expect(checkShape(shape({ filters: [{ field: 'votesByWeek.`2026-11-23`', op: '>' }] }), ttl).ok).toBe(false);
    expect(checkShape(shape({ filters: [{ field: 'votesByWeekly', op: '>' }] }), ttl).ok).toBe(true);
  });

  it('checks each side of an OR filter', () => {
    const or = shape({
      filters: [eq('status'), { composite: 'OR', filters: [eq('a'), { field: 'b', op: '>' }] }],
    });
    const verdict = checkShape(or, none);
    expect(verdict.ok).toBe(false);
    expect(verdict.fix?.index?.fields.map((f) => f.fieldPath)).toEqual(['status', 'b']);
  });

  it('leaves out the queries a test file ran itself', () => {
    expect(isTestSite('functions/test/votes.test.ts:12')).toBe(true);
    expect(isTestSite('tests/rules/helpers.ts:3')).toBe(true);
    expect(isTestSite('functions/src/services/listing.ts:120')).toBe(false);
    const report = checkRecorded(
      [{ shape: shape({ filters: [eq('a')], orderBy: [asc('b')] }), site: 'functions/test/x.test.ts:1' }],
      none,
    );
    expect(report.checked).toEqual([]);
  });
});

describe("the project's firestore.indexes.json", () => {
  const file = JSON.parse(readFileSync(join(__dirname, '..', '..', 'firestore.indexes.json'), 'utf8')) as IndexFile;

  it('serves the newest-approved list, and fails it once its index is removed', () => {
    const newest = shape({ filters: [eq('status')], orderBy: [desc('createdAt')], limit: 500 });
    expect(checkShape(newest, file).ok).toBe(true);
    const without = {
      ...file,
      indexes: file.indexes.filter(
        (i) =>
          !(
            i.fields[0]?.fieldPath === 'status' &&
            i.fields[1]?.fieldPath === 'createdAt' &&
            i.fields[1].order === 'DESCENDING'
          ),
      ),
    };
    const report = checkRecorded([{ shape: newest, site: 'functions/src/services/listing.ts:125' }], without);
    expect(report.missing.map((m) => describeShape(m.shape))).toEqual([
      'submissions · where status == · orderBy createdAt desc · limit 500',
    ]);
  });
});
