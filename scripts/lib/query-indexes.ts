// Does firestore.indexes.json serve every query the server runs? The Firestore emulator runs any
// query; production answers FAILED_PRECONDITION when a query needs a composite index that is not
// deployed. This checks recorded query shapes (functions/src/infra/query-shapes.ts) against the
// index file with Firestore's rules for when a composite index is needed:
// - single-field indexes are automatic for collection queries (ascending, descending and
//   array-contains on every field and map subfield), none for collection-group queries; a
//   fieldOverrides entry replaces them for its field and subfields (an exemption, e.g. TTL fields);
// - single-field indexes serve: equality filters on any number of fields (merged), an array-contains
//   alone, or one range/inequality/order field with no other clause;
// - anything else needs one composite index: the equality (and array-contains) fields in any order,
//   then the order fields in the query's order and direction (inequality fields the query does not
//   order by are ordered implicitly, by name, in the direction of the last orderBy).
// Where Firestore might merge several indexes we still ask for one: the check may demand an index
// production would not, never the other way round.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative, resolve } from 'node:path';
import type { QueryShape, RecordedQuery, ShapeFilter } from '../../functions/src/infra/query-shapes';

export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
type Direction = 'ASCENDING' | 'DESCENDING';

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: Scope;
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: Direction; arrayConfig?: 'CONTAINS'; queryScope?: Scope }[];
}
export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** What one conjunction of a query needs. */
export type Requirement =
  | { kind: 'builtin' }
  | { kind: 'single'; fields: { field: string; mode: Direction | 'CONTAINS' | 'EITHER' }[] }
  | {
      kind: 'composite';
      /** Equality fields (any order, any direction) and the array-contains field. */
      equality: string[];
      contains: string | null;
      order: { field: string; direction: Direction }[];
      /** Fields summed or averaged: after the order fields, any order and direction. */
      aggregated: string[];
    };

export interface Verdict {
  ok: boolean;
  /** How it is served, or why not. */
  reason: string;
  /** What to add to firestore.indexes.json when it is not served. */
  fix?: { index?: CompositeIndex; fieldOverride?: FieldOverride };
  /** The composite indexes that serve it (their keys, see indexKey). */
  uses: string[];
}

const EQUALITY = new Set(['==', 'in']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);
const INEQUALITY = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
const NAME = '__name__';

export function indexKey(index: CompositeIndex): string {
  const fields = index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order ?? ''}`.trim()).join(', ');
  return `${index.collectionGroup} (${index.queryScope ?? 'COLLECTION'}): ${fields}`;
}

/** The query's filters as conjunctions (OR filters expanded: Firestore needs an index per disjunct). */
function conjunctions(filters: ShapeFilter[]): { field: string; op: string }[][] {
  let out: { field: string; op: string }[][] = [[]];
  for (const filter of filters) {
    const options =
      'composite' in filter
        ? filter.composite === 'AND'
          ? [conjunctions(filter.filters).flat()]
          : filter.filters.flatMap((f) => conjunctions([f]))
        : [[filter]];
    out = out.flatMap((prefix) => options.map((option) => [...prefix, ...option]));
  }
  return out;
}

/** What each conjunction of `shape` needs, by the rules above. */
export function requirementsOf(shape: QueryShape): Requirement[] {
  if (shape.internal) return [{ kind: 'builtin' }];
  const aggregated = shape.aggregations.flatMap((a) => (a.op !== 'count' && a.field ? [a.field] : []));
  return conjunctions(shape.filters).map((conjunction) => {
    const unknown = conjunction.find((f) => !EQUALITY.has(f.op) && !CONTAINS.has(f.op) && !INEQUALITY.has(f.op));
    if (unknown) throw new Error(`query-indexes: unknown operator "${unknown.op}" on ${unknown.field}`);
    const fields = conjunction.filter((f) => f.field !== NAME);
    const equality = [...new Set(fields.filter((f) => EQUALITY.has(f.op)).map((f) => f.field))].sort();
    const contains = fields.find((f) => CONTAINS.has(f.op))?.field ?? null;
    const explicit = shape.orderBy.filter((o) => o.field !== NAME);
    const lastDirection: Direction = shape.orderBy.at(-1)?.direction ?? 'ASCENDING';
    const ordered = new Set(explicit.map((o) => o.field));
    const implicit = [...new Set(fields.filter((f) => INEQUALITY.has(f.op)).map((f) => f.field))]
      .filter((field) => !ordered.has(field))
      .sort()
      .map((field) => ({ field, direction: lastDirection }));
    const order = [...explicit, ...implicit].filter((o) => !equality.includes(o.field));

    if (aggregated.length > 0) {
      if (equality.length === 0 && !contains && order.length === 0 && aggregated.length === 1) {
        return { kind: 'single', fields: [{ field: aggregated[0]!, mode: 'EITHER' }] };
      }
      return { kind: 'composite', equality, contains, order, aggregated };
    }
    if (equality.length === 0 && !contains && order.length === 0) return { kind: 'builtin' };
    if (!contains && order.length === 0) {
      return { kind: 'single', fields: equality.map((field) => ({ field, mode: 'EITHER' as const })) };
    }
    if (contains && equality.length === 0 && order.length === 0) {
      return { kind: 'single', fields: [{ field: contains, mode: 'CONTAINS' }] };
    }
    if (!contains && equality.length === 0 && order.length === 1) {
      return { kind: 'single', fields: [{ field: order[0]!.field, mode: order[0]!.direction }] };
    }
    return { kind: 'composite', equality, contains, order, aggregated: [] };
  });
}

/** The fieldOverrides entry that governs `field` in `collection`: its own, or its nearest parent map's. */
function overrideFor(file: IndexFile, collection: string, field: string): FieldOverride | undefined {
  return (file.fieldOverrides ?? [])
    .filter((o) => o.collectionGroup === collection && (o.fieldPath === field || field.startsWith(`${o.fieldPath}.`)))
    .sort((a, b) => b.fieldPath.length - a.fieldPath.length)[0];
}

function hasSingleField(
  file: IndexFile,
  collection: string,
  scope: Scope,
  field: string,
  mode: Direction | 'CONTAINS' | 'EITHER',
): boolean {
  const override = overrideFor(file, collection, field);
  if (!override) return scope === 'COLLECTION';
  return override.indexes.some(
    (index) =>
      (index.queryScope ?? 'COLLECTION') === scope &&
      (mode === 'CONTAINS'
        ? index.arrayConfig === 'CONTAINS'
        : index.order !== undefined && (mode === 'EITHER' || index.order === mode)),
  );
}

function serves(index: CompositeIndex, requirement: Extract<Requirement, { kind: 'composite' }>): boolean {
  const fields = index.fields.filter((f, i) => !(f.fieldPath === NAME && i === index.fields.length - 1));
  const head = requirement.equality.length + (requirement.contains ? 1 : 0);
  if (fields.length !== head + requirement.order.length + requirement.aggregated.length) return false;
  const prefix = fields.slice(0, head);
  const contained = prefix.filter((f) => f.arrayConfig === 'CONTAINS');
  if (requirement.contains) {
    if (contained.length !== 1 || contained[0]!.fieldPath !== requirement.contains) return false;
  } else if (contained.length > 0) return false;
  const equal = prefix
    .filter((f) => f.arrayConfig !== 'CONTAINS')
    .map((f) => f.fieldPath)
    .sort();
  if (equal.join('\u0000') !== requirement.equality.join('\u0000')) return false;
  const ordered = fields.slice(head, head + requirement.order.length);
  if (
    !ordered.every((f, i) => f.fieldPath === requirement.order[i]!.field && f.order === requirement.order[i]!.direction)
  )
    return false;
  const rest = fields.slice(head + requirement.order.length);
  return (
    rest.every((f) => f.order !== undefined) &&
    rest
      .map((f) => f.fieldPath)
      .sort()
      .join() === [...requirement.aggregated].sort().join()
  );
}

/** Whether firestore.indexes.json serves `shape` in production, and if not what to add. */
export function checkShape(shape: QueryShape, file: IndexFile): Verdict {
  const scope: Scope = shape.scope;
  const reasons: string[] = [];
  const uses: string[] = [];
  for (const requirement of requirementsOf(shape)) {
    if (requirement.kind === 'builtin') {
      reasons.push('built-in index');
      continue;
    }
    if (requirement.kind === 'single') {
      const missing = requirement.fields.filter((f) => !hasSingleField(file, shape.collection, scope, f.field, f.mode));
      if (missing.length === 0) {
        reasons.push(`single-field ${requirement.fields.map((f) => f.field).join(' + ')}`);
        continue;
      }
      const first = missing[0]!;
      const exempted = overrideFor(file, shape.collection, first.field);
      return {
        ok: false,
        reason: exempted
          ? `needs a ${scope.toLowerCase()} single-field index on ${first.field}, which fieldOverrides exempts`
          : `needs a collection-group single-field index on ${first.field} (none is automatic)`,
        fix: {
          fieldOverride: {
            collectionGroup: shape.collection,
            fieldPath: first.field,
            indexes: [
              { order: 'ASCENDING', queryScope: 'COLLECTION' },
              { order: 'DESCENDING', queryScope: 'COLLECTION' },
              { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
              first.mode === 'CONTAINS'
                ? { arrayConfig: 'CONTAINS', queryScope: scope }
                : { order: first.mode === 'EITHER' ? 'ASCENDING' : first.mode, queryScope: scope },
            ],
          },
        },
        uses,
      };
    }
    const match = file.indexes.find(
      (index) =>
        index.collectionGroup === shape.collection &&
        (index.queryScope ?? 'COLLECTION') === scope &&
        serves(index, requirement),
    );
    if (match) {
      uses.push(indexKey(match));
      reasons.push(`composite ${indexKey(match)}`);
      continue;
    }
    const index: CompositeIndex = {
      collectionGroup: shape.collection,
      queryScope: scope,
      fields: [
        ...requirement.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
        ...(requirement.contains ? [{ fieldPath: requirement.contains, arrayConfig: 'CONTAINS' as const }] : []),
        ...requirement.order.map((o) => ({ fieldPath: o.field, order: o.direction })),
        ...requirement.aggregated.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ],
    };
    return { ok: false, reason: `needs the composite index ${indexKey(index)}`, fix: { index }, uses };
  }
  return { ok: true, reason: reasons.join('; '), uses };
}

/** One line a person can read: collection, clauses, limit. */
export function describeShape(shape: QueryShape): string {
  if (shape.internal) return '(SDK-internal query by document name)';
  const filter = (f: ShapeFilter): string =>
    'composite' in f ? `(${f.filters.map(filter).join(` ${f.composite} `)})` : `${f.field} ${f.op}`;
  const parts = [
    `${shape.scope === 'COLLECTION_GROUP' ? 'group ' : ''}${shape.collection}`,
    ...shape.filters.map((f) => `where ${filter(f)}`),
    ...shape.orderBy.map((o) => `orderBy ${o.field} ${o.direction === 'DESCENDING' ? 'desc' : 'asc'}`),
  ];
  if (shape.limit !== null) parts.push(`${shape.limitToLast ? 'limitToLast' : 'limit'} ${shape.limit}`);
  if (shape.offset !== null) parts.push(`offset ${shape.offset}`);
  for (const a of shape.aggregations) parts.push(a.field ? `${a.op}(${a.field})` : `${a.op}()`);
  return parts.join(' · ');
}

export interface Report {
  checked: { shape: QueryShape; sites: string[]; verdict: Verdict }[];
  missing: { shape: QueryShape; sites: string[]; verdict: Verdict }[];
  /** Composite indexes no recorded query used (they cost writes and storage). */
  unused: string[];
}

const sourceMaps = new Map<string, SourceMap | null>();

/**
 * A site in the bundled function (functions/lib/index.js:line:column) as the functions/src line it
 * was built from, through the bundle's source map; any other site as it is.
 */
export function sourceSite(site: string, root: string): string {
  const match = /^functions\/lib\/index\.js:(\d+):(\d+)$/.exec(site);
  if (!match) return site;
  const mapPath = join(root, 'functions', 'lib', 'index.js.map');
  let map = sourceMaps.get(mapPath);
  if (map === undefined) {
    map = existsSync(mapPath) ? new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')) as never) : null;
    sourceMaps.set(mapPath, map);
  }
  const entry = map?.findEntry(Number(match[1]) - 1, Number(match[2]) - 1) as
    { originalSource?: string; originalLine?: number } | undefined;
  if (!entry?.originalSource || entry.originalLine === undefined) return site;
  const source = entry.originalSource.replace(/^file:\/\//, '');
  return `${relative(root, resolve(join(root, 'functions', 'lib'), source))}:${entry.originalLine + 1}`;
}

/** A query a test file ran itself (a test's own assertion, not the server's code). */
export function isTestSite(site: string): boolean {
  return /^(functions\/test|tests|e2e)\//.test(site) || /\.test\.ts:\d+$/.test(site);
}

/**
 * Checks every distinct shape the server's code ran (limits and offsets aside, which need no index;
 * queries a test file ran itself are left out). With `root`, sites in the bundled function are
 * reported at their functions/src lines.
 */
export function checkRecorded(entries: RecordedQuery[], file: IndexFile, root?: string): Report {
  const byShape = new Map<string, { shape: QueryShape; sites: Set<string> }>();
  for (const recorded of entries) {
    const { shape } = recorded;
    const site = root ? sourceSite(recorded.site, root) : recorded.site;
    if (isTestSite(site)) continue;
    const key = JSON.stringify({ ...shape, limit: null, offset: null });
    const entry = byShape.get(key) ?? { shape, sites: new Set<string>() };
    entry.sites.add(site);
    byShape.set(key, entry);
  }
  const checked = [...byShape.values()].map(({ shape, sites }) => ({
    shape,
    sites: [...sites].sort(),
    verdict: checkShape(shape, file),
  }));
  const used = new Set(checked.flatMap((c) => c.verdict.uses));
  return {
    checked,
    missing: checked.filter((c) => !c.verdict.ok),
    unused: file.indexes.map(indexKey).filter((key) => !used.has(key)),
  };
}

/** The failure text: each query without its index, where it ran, and the index to add. */
export function formatMissing(report: Report): string {
  return report.missing
    .map(
      (m) =>
        `- ${describeShape(m.shape)}\n  ${m.verdict.reason}\n  run at: ${m.sites.join(', ')}\n` +
        `  add to firestore.indexes.json: ${JSON.stringify(m.verdict.fix?.index ?? { fieldOverrides: [m.verdict.fix?.fieldOverride] })}`,
    )
    .join('\n');
}

/** Parses the JSON lines the recorder wrote (a torn last line, from a write in progress, is skipped). */
export function parseRecorded(text: string): RecordedQuery[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as RecordedQuery];
      } catch {
        return [];
      }
    });
}
