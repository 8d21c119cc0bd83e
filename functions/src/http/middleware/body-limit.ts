// The first checks of every request: is its body compressed, or larger than the route it is sent to
// can accept? The app receives the request unread (http/withheld-body.ts hides the body from the
// Functions runtime's parsers), so the declared Content-Length decides before any byte is read, and
// a compressed body — a few hundred KB can inflate to gigabytes — is refused whatever its size.
// Should a runtime read the body anyway, req.rawBody holds what it read and its length counts too.
import type { Request, RequestHandler } from 'express';
import { DomainError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';

export const BODY_TOO_LARGE_MESSAGE = MESSAGES.bodyTooLarge;

/** Whether the request carries body bytes (a chunked body, or a Content-Length above 0). */
function declaresBody(req: { get(name: string): string | undefined }): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

/** How long a refusal waits for the rest of a body it will not read. */
export const BODY_DRAIN_WAIT_MS = 5_000;

/**
 * Resolves once the client has sent its whole body — what nobody read is discarded, never held —
 * or after `maxWaitMs`. A refusal answered while the client is still sending, on a connection the
 * client asked to close, makes Node close the socket under the sender: its proxy sees EPIPE instead
 * of the answer (the functions emulator's proxy then crashes the emulator).
 */
export function untilBodyReceived(req: Request, maxWaitMs = BODY_DRAIN_WAIT_MS): Promise<void> {
  if (req.complete || !declaresBody(req)) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      req.off('end', finish).off('close', finish).off('error', finish);
      done();
    };
    const timer = setTimeout(finish, maxWaitMs);
    req.once('end', finish).once('close', finish).once('error', finish);
    req.resume();
  });
}

/**
 * 415 `{code: 'body_encoded'}` for a body with any Content-Encoding but identity: no client of the
 * API compresses what it sends, and nothing here inflates (the JSON and form parsers run with
 * `inflate: false`).
 */
export const rejectEncodedBody: RequestHandler = (req, _res, next) => {
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && declaresBody(req)) throw new DomainError('body_encoded');
  next();
};

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
