import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { FORMATS, MESSAGES } from '../../domain/messages';
import { DomainError, statusOf } from '../errors';
import { untilBodyReceived } from './body-limit';

type ErrorArgument = Parameters<ErrorRequestHandler>[0];

/**
 * Turns every error into JSON `{error, message}`; unknown errors are logged, never leaked. A refusal
 * that came before the body was read is answered once the client has sent it (untilBodyReceived).
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  untilBodyReceived(req)
    .then(() => answerError(err, req, res))
    .catch(next);
};

function answerError(err: ErrorArgument, req: Request, res: Response): void {
  // Answered already (the request deadline's 503): the late failure has nobody left to tell.
  if (res.headersSent) return;
  // An error answer must never sit in a shared cache, whatever policy the route had set.
  res.set('Cache-Control', 'private, no-store');
  if (err instanceof DomainError) {
    // `error` is the kind (a status class, as before codes existed); `code` says which failure it is.
    res.status(statusOf(err)).json({
      error: err.kind,
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
    });
    return;
  }
  // body-parser errors carry a status and a type (malformed JSON, body too large, bad charset).
  const status =
    typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = err?.type === 'entity.too.large' ? 'body_too_large' : 'malformed_body';
    res.status(status).json({ error: 'bad_request', code, message: clientErrorMessage(err) });
    return;
  }
  // Firestore unreachable (the client gave up retrying): the caller may try again later.
  if (isFirestoreUnavailable(err)) {
    logger.warn('Firestore unavailable', { path: req.path, method: req.method, error: String(err?.message ?? err) });
    res
      .set('Retry-After', '5')
      .status(503)
      .json({ error: 'unavailable', code: 'unavailable', message: MESSAGES.unavailable });
    return;
  }
  logger.error('Unhandled error', { path: req.path, method: req.method, error: String(err?.stack ?? err) });
  res.status(500).json({ error: 'internal', code: 'internal', message: MESSAGES.internal });
}

/** A message for the 4xx errors of body-parser and the router (never their raw text). */
function clientErrorMessage(err: {
  type?: unknown;
  name?: unknown;
  code?: unknown;
  encoding?: unknown;
  charset?: unknown;
}): string {
  switch (err?.type) {
    case 'entity.parse.failed':
      return 'Request body is not valid JSON';
    case 'entity.too.large':
      return 'Request body is too large';
    case 'encoding.unsupported':
      return `Content-Encoding "${String(err.encoding).slice(0, 40)}" is not supported`;
    case 'charset.unsupported':
      return `Charset "${String(err.charset).slice(0, 40)}" is not supported; send UTF-8`;
  }
  if (err?.name === 'URIError') return 'The request URL is not valid (malformed percent-encoding)';
  if (typeof err?.code === 'string' && /^(Z_|ERR__ERROR)/.test(err.code)) {
    return 'Request body could not be decompressed';
  }
  return 'Bad request';
}

/** gRPC UNAVAILABLE / DEADLINE_EXCEEDED from the Firestore client, after its own retries. */
function isFirestoreUnavailable(err: { code?: unknown }): boolean {
  return err?.code === 14 || err?.code === 4 || err?.code === 'unavailable' || err?.code === 'deadline-exceeded';
}

export const notFound: RequestHandler = (req, res, next) => {
  untilBodyReceived(req)
    .then(() => {
      if (res.headersSent) return;
      res
        .status(404)
        .json({ error: 'not_found', code: 'route_not_found', message: FORMATS.noApiRoute(req.method, req.path) });
    })
    .catch(next);
};
