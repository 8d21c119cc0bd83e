// The first check of every request: is its body larger than the route it is sent to can accept?
// In production the Functions runtime has already read the body (up to 32 MB) into req.rawBody and
// parsed it by its type — JSON to an object, text to a string, multipart and unknown types to a
// Buffer — so this must run before anything else looks at req.body. In-process (tests, a plain Node
// server) nothing is read yet and the declared Content-Length decides.
import type { RequestHandler } from 'express';
import { DomainError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';

export const BODY_TOO_LARGE_MESSAGE = MESSAGES.bodyTooLarge;

/** A route that takes a multipart/form-data body larger than the JSON limit (the submit forms). */
export interface MultipartRoute {
  method: string;
  /** The full path, /api included, as routed (case and a trailing slash do not matter). */
  path: string;
  maxBytes: number;
  /** The 413's message for this route (the spec's thumbnail text for the submit forms). */
  message: string;
}

const normalizePath = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/** The body's size: what the runtime read, or else what the client declared (the larger one wins). */
export function bodySize(req: { rawBody?: unknown; get(name: string): string | undefined }): number {
  const raw = Buffer.isBuffer(req.rawBody) ? req.rawBody.length : 0;
  const declared = Number(req.get('content-length') ?? 0);
  return Math.max(raw, Number.isFinite(declared) ? declared : 0);
}

/**
 * 413 `{error: 'payload_too_large'}` for a body over the route's limit: `jsonMaxBytes` everywhere
 * (JSON routes; routes without a body accept nothing bigger either), a multipart route's own maximum
 * only for a multipart body sent to that route.
 */
export function bodySizeLimit({
  jsonMaxBytes,
  multipartRoutes,
}: {
  jsonMaxBytes: number;
  multipartRoutes: readonly MultipartRoute[];
}): RequestHandler {
  const routes = multipartRoutes.map((r) => ({ ...r, method: r.method.toUpperCase(), path: normalizePath(r.path) }));
  return (req, _res, next) => {
    const size = bodySize(req as Parameters<typeof bodySize>[0]);
    if (size <= jsonMaxBytes) return next();
    const route = req.is('multipart/form-data')
      ? routes.find((r) => r.method === req.method && r.path === normalizePath(req.path))
      : undefined;
    if (!route) throw new DomainError('body_too_large');
    if (size > route.maxBytes) throw new DomainError('body_too_large', route.message);
    next();
  };
}
