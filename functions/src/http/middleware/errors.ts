import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { MESSAGES } from '../../domain/messages';
import { HttpError } from '../errors';

/** Turns every error into JSON `{error, message}`; unknown errors are logged, never leaked. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  // An error answer must never sit in a shared cache, whatever policy the route had set.
  res.set('Cache-Control', 'private, no-store');
  if (err instanceof HttpError) {
    res
      .status(err.status)
      .json({ error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) });
    return;
  }
  // body-parser errors carry a status and a type (malformed JSON, body too large, bad charset).
  const status =
    typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      err?.type === 'entity.parse.failed'
        ? 'Request body is not valid JSON'
        : err?.type === 'entity.too.large'
          ? 'Request body is too large'
          : 'Bad request';
    res.status(status).json({ error: 'bad_request', message });
    return;
  }
  logger.error('Unhandled error', { path: req.path, method: req.method, error: String(err?.stack ?? err) });
  res.status(500).json({ error: 'internal', message: MESSAGES.internal });
};

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: 'not_found', message: `No API route ${req.method} ${req.path}` });
};

/**
 * The Functions runtime parses bodies (up to 32 MB) before the app runs, so express.json's limit
 * never applies there: check the raw size it kept. Multipart routes (file uploads) set their own.
 */
export function jsonBodyLimit(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    const declared = Number(req.get('content-length') ?? 0);
    const size = raw?.length ?? declared;
    if (!req.is('multipart/form-data') && size > maxBytes) {
      throw new HttpError(413, 'Request body is too large');
    }
    next();
  };
}
