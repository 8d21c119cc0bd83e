import type { RequestHandler } from 'express';
import { parseInput, strictQuery } from '../domain/validation';

export { parseInput } from '../domain/validation';

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
