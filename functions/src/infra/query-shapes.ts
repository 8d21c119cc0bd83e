// Records the shape of every Firestore query a process runs, for the index check of the test suites
// (scripts/lib/query-indexes.ts): the emulator runs any query, production refuses one whose composite
// index firestore.indexes.json lacks. Off unless VIBECHART_QUERY_SHAPES names a directory (the
// emulator suites set it); then each process appends the shapes it sees to <dir>/<pid>.jsonl.
//
// It stands on the Admin SDK's public API only: the query builders (where, orderBy, limit, …,
// Firestore.collectionGroup, count, aggregate, Filter.*, AggregateField.*) are wrapped to remember
// each clause of the query they return, and the ways to run a query (Query.get/stream,
// AggregateQuery.get, Transaction.get) record the clauses of the query they run, with the line of
// our code that ran it.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AggregateField,
  CollectionGroup,
  CollectionReference,
  FieldPath,
  Filter,
  Firestore,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

export type ShapeFilter = { field: string; op: string } | { composite: 'AND' | 'OR'; filters: ShapeFilter[] };

export interface QueryShape {
  /** The collection id (a collection group's id for a group query). */
  collection: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  filters: ShapeFilter[];
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  limit: number | null;
  limitToLast: boolean;
  offset: number | null;
  /** Aggregations run over the query (count, sum, avg), when it is an aggregation query. */
  aggregations: { op: 'count' | 'sum' | 'avg'; field: string | null }[];
  /** Built by the SDK itself (recursiveDelete's descendant scan), not by a builder we saw. */
  internal?: boolean;
}

export interface RecordedQuery {
  shape: QueryShape;
  /**
   * file:line of the first frame in our code (functions/src, scripts, tests) that ran it; in the
   * bundled function functions/lib/index.js:line:column (scripts/lib/query-indexes.ts maps it).
   */
  site: string;
}

export const QUERY_SHAPES_ENV = 'VIBECHART_QUERY_SHAPES';

type Clauses = Omit<QueryShape, 'aggregations' | 'internal'>;
const queries = new WeakMap<object, Clauses>();
const aggregates = new WeakMap<object, { query: object; aggregations: QueryShape['aggregations'] }>();
const filters = new WeakMap<object, ShapeFilter>();
const aggregateFields = new WeakMap<object, QueryShape['aggregations'][number]>();
const seen = new Set<string>();
let directory: string | null = null;
let installed = false;

function fieldName(field: unknown): string {
  if (field instanceof FieldPath) return field.isEqual(FieldPath.documentId()) ? '__name__' : String(field);
  return String(field);
}

function clausesOf(query: object): Clauses | null {
  const known = queries.get(query);
  if (known) return known;
  if (query instanceof CollectionReference) {
    return {
      collection: query.id,
      scope: 'COLLECTION',
      filters: [],
      orderBy: [],
      limit: null,
      limitToLast: false,
      offset: null,
    };
  }
  return null;
}

/**
 * The first stack frame above `runner` (the wrapped SDK method) outside node_modules: the code that
 * ran the query.
 */
function callSite(runner: AnyMethod): string {
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder, runner);
  const frames = (holder.stack ?? '').split('\n').slice(1);
  for (const frame of frames) {
    if (frame.includes('node_modules') || frame.includes('node:')) continue;
    const match = /\(?([^\s()]+):(\d+):(\d+)\)?\s*$/.exec(frame);
    if (!match) continue;
    const file = match[1]!.replace(/^file:\/\//, '');
    const at = file.search(/(functions\/(src|lib|test)|scripts|tests|e2e)\//);
    // The bundled function's frames (functions/lib/index.js) keep their column: the index check maps
    // them to functions/src through the bundle's source map.
    const column = file.endsWith('functions/lib/index.js') ? `:${match[3]}` : '';
    return `${at >= 0 ? file.slice(at) : file}:${match[2]}${column}`;
  }
  return 'unknown';
}

function record(shape: QueryShape, runner: AnyMethod): void {
  if (!directory) return;
  const entry: RecordedQuery = { shape, site: callSite(runner) };
  const line = JSON.stringify(entry);
  if (seen.has(line)) return;
  seen.add(line);
  appendFileSync(join(directory, `${process.pid}.jsonl`), `${line}\n`);
}

function recordQuery(query: object, runner: AnyMethod): void {
  const clauses = clausesOf(query);
  record(clauses ? { ...clauses, aggregations: [] } : internalShape(), runner);
}

function recordAggregate(aggregate: object, runner: AnyMethod): void {
  const known = aggregates.get(aggregate);
  const clauses = known ? clausesOf(known.query) : null;
  const shape = known && clauses ? { ...clauses, aggregations: known.aggregations } : internalShape();
  record(shape, runner);
}

function internalShape(): QueryShape {
  return {
    collection: '',
    scope: 'COLLECTION_GROUP',
    filters: [],
    orderBy: [],
    limit: null,
    limitToLast: false,
    offset: null,
    aggregations: [],
    internal: true,
  };
}

type AnyMethod = (this: object, ...args: unknown[]) => unknown;

/** Wraps proto[name] so that `after(receiver, result, args)` sees every call. */
function wrap(proto: object, name: string, after: (self: object, result: unknown, args: unknown[]) => void): void {
  const target = proto as Record<string, unknown>;
  const original = target[name] as AnyMethod | undefined;
  if (typeof original !== 'function') throw new Error(`query-shapes: the Firestore SDK has no ${name} to record`);
  target[name] = function (this: object, ...args: unknown[]) {
    const result = original.apply(this, args);
    after(this, result, args);
    return result;
  };
}

/** Wraps proto[name] (a way to run a query) so that `before(receiver, args, runner)` runs first. */
function wrapBefore(
  proto: object,
  name: string,
  before: (self: object, args: unknown[], runner: AnyMethod) => void,
): void {
  const target = proto as Record<string, unknown>;
  const original = target[name] as AnyMethod | undefined;
  if (typeof original !== 'function') throw new Error(`query-shapes: the Firestore SDK has no ${name} to record`);
  const runner: AnyMethod = function (this: object, ...args: unknown[]) {
    before(this, args, runner);
    return original.apply(this, args);
  };
  target[name] = runner;
}

function derive(self: object, result: unknown, change: (clauses: Clauses) => Clauses): void {
  const base = clausesOf(self);
  if (base && result && typeof result === 'object') queries.set(result, change(base));
}

let aggregateRunnerPatched = false;

function tagAggregate(self: object, result: unknown, aggregations: QueryShape['aggregations']): void {
  if (!result || typeof result !== 'object') return;
  aggregates.set(result, { query: self, aggregations });
  if (!aggregateRunnerPatched) {
    // AggregateQuery is not exported: its class is reached through the first instance.
    aggregateRunnerPatched = true;
    wrapBefore(Object.getPrototypeOf(result) as object, 'get', (aggregate, _args, runner) =>
      recordAggregate(aggregate, runner),
    );
  }
}

/**
 * Starts recording when VIBECHART_QUERY_SHAPES is set (or `dir` is given); a no-op otherwise and in
 * production. Returns whether it records.
 */
export function installQueryRecorder(dir = process.env[QUERY_SHAPES_ENV]): boolean {
  if (!dir) return installed;
  mkdirSync(dir, { recursive: true });
  directory = dir;
  if (installed) return true;
  installed = true;

  wrap(Firestore.prototype, 'collectionGroup', (_self, result, [id]) => {
    if (result && typeof result === 'object') {
      queries.set(result, {
        collection: String(id),
        scope: 'COLLECTION_GROUP',
        filters: [],
        orderBy: [],
        limit: null,
        limitToLast: false,
        offset: null,
      });
    }
  });
  wrap(Filter, 'where', (_self, result, [field, op]) => {
    if (result && typeof result === 'object') filters.set(result, { field: fieldName(field), op: String(op) });
  });
  for (const composite of ['or', 'and'] as const) {
    wrap(Filter, composite, (_self, result, parts) => {
      if (!result || typeof result !== 'object') return;
      const inner = parts.map((part) => filters.get(part as object) ?? { field: '?', op: '?' });
      filters.set(result, { composite: composite === 'or' ? 'OR' : 'AND', filters: inner });
    });
  }
  wrap(AggregateField, 'count', (_self, result) => {
    if (result && typeof result === 'object') aggregateFields.set(result, { op: 'count', field: null });
  });
  wrap(AggregateField, 'sum', (_self, result, [field]) => {
    if (result && typeof result === 'object') aggregateFields.set(result, { op: 'sum', field: fieldName(field) });
  });
  wrap(AggregateField, 'average', (_self, result, [field]) => {
    if (result && typeof result === 'object') aggregateFields.set(result, { op: 'avg', field: fieldName(field) });
  });

  const proto = Query.prototype;
  wrap(proto, 'where', (self, result, [fieldOrFilter, op]) => {
    const filter =
      op === undefined
        ? (filters.get(fieldOrFilter as object) ?? { field: '?', op: '?' })
        : { field: fieldName(fieldOrFilter), op: String(op) };
    derive(self, result, (c) => ({ ...c, filters: [...c.filters, filter] }));
  });
  wrap(proto, 'orderBy', (self, result, [field, direction]) => {
    const dir = String(direction ?? 'asc')
      .toLowerCase()
      .startsWith('desc')
      ? 'DESCENDING'
      : 'ASCENDING';
    derive(self, result, (c) => ({ ...c, orderBy: [...c.orderBy, { field: fieldName(field), direction: dir }] }));
  });
  wrap(proto, 'limit', (self, result, [n]) =>
    derive(self, result, (c) => ({ ...c, limit: Number(n), limitToLast: false })),
  );
  wrap(proto, 'limitToLast', (self, result, [n]) =>
    derive(self, result, (c) => ({ ...c, limit: Number(n), limitToLast: true })),
  );
  wrap(proto, 'offset', (self, result, [n]) => derive(self, result, (c) => ({ ...c, offset: Number(n) })));
  // Projections and cursors do not change the index a query needs.
  for (const name of ['select', 'startAt', 'startAfter', 'endAt', 'endBefore', 'withConverter']) {
    wrap(proto, name, (self, result) => derive(self, result, (c) => c));
  }
  wrap(CollectionGroup.prototype, 'withConverter', (self, result) => derive(self, result, (c) => c));
  wrap(proto, 'count', (self, result) => tagAggregate(self, result, [{ op: 'count', field: null }]));
  wrap(proto, 'aggregate', (self, result, [spec]) =>
    tagAggregate(
      self,
      result,
      Object.values(spec as Record<string, object>).map((f) => aggregateFields.get(f) ?? { op: 'count', field: '?' }),
    ),
  );

  wrapBefore(proto, 'get', (query, _args, runner) => recordQuery(query, runner));
  wrapBefore(proto, 'stream', (query, _args, runner) => recordQuery(query, runner));
  wrapBefore(Transaction.prototype, 'get', (_tx, [target], runner) => {
    if (target instanceof Query) recordQuery(target, runner);
    else if (target && typeof target === 'object' && aggregates.has(target)) recordAggregate(target, runner);
  });
  return true;
}
