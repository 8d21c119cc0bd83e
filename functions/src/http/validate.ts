import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { strictQuery } from '../domain/validation';
import { HttpError } from './errors';

/**
 * Parses untrusted input with a domain schema. On failure: 400 with the first issue's message (the
 * spec's texts live in the schemas), and every issue in `details` for forms that show them per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new HttpError(400, issues[0]?.message ?? 'Invalid request', 'bad_request', { issues });
}

/** A query with no parameters at all. */
export const NO_QUERY = strictQuery({});

/**
 * For public GETs that take no query: any parameter is a 400 naming it, so made-up parameters
 * (`?x=1`) cannot split the CDN cache or reach the function past it as a new URL each time.
 */
export const rejectQuery: RequestHandler = (req, _res, next) => {
  parseInput(NO_QUERY, req.query);
  next();
};
