// Isomorphic helpers to parse Firestore documents with zod. Both SDKs' Timestamps have toDate(),
// so documents are revived to plain Dates before parsing; nothing here imports a Firebase SDK.
import type { z } from 'zod';

function isTimestampLike(value: unknown): value is { toDate(): Date } {
  return typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function';
}

export function reviveTimestamps(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(reviveTimestamps);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveTimestamps(v)]));
  }
  return value;
}

export class DocumentShapeError extends Error {
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Document ${path} does not match its schema: ${issues}`);
    this.name = 'DocumentShapeError';
  }
}

/** Parse stored data (with the document id added as `id`) or throw a DocumentShapeError. */
export function parseStored<S extends z.ZodType>(schema: S, path: string, id: string, data: unknown): z.output<S> {
  const revived = reviveTimestamps(data) as Record<string, unknown>;
  const result = schema.safeParse({ ...revived, id });
  if (!result.success) {
    throw new DocumentShapeError(
      path,
      result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
    );
  }
  return result.data;
}

/** Drop `id` (kept in the document path) and undefined values before writing. */
export function toStored<T extends { id?: unknown }>(value: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = value;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Omit<T, 'id'>;
}
