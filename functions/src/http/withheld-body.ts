// The Functions runtime serves the `api` function from its own Express app, whose body parsers read
// every request body before our app runs: any Content-Encoding inflated, up to 1 GiB (the functions
// framework's server.ts; the emulator's runtime does the same up to 32 MB). Those parsers only touch
// a request that declares a body (a Content-Length or Transfer-Encoding header), so when Node's HTTP
// server announces a request — before it emits it to the runtime — both headers are set aside, and
// the app's first middleware puts them back: the app gets the request unread and applies its own
// limits (http/middleware/body-limit.ts).
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

const BODY_HEADERS = ['content-length', 'transfer-encoding'] as const;
type BodyHeaders = Partial<Record<(typeof BODY_HEADERS)[number], string>>;

const withheld = new WeakMap<IncomingMessage, BodyHeaders>();
let installed = false;
let warned = false;

function withhold(request: IncomingMessage): void {
  const saved: BodyHeaders = {};
  for (const name of BODY_HEADERS) {
    const value = request.headers[name];
    if (value === undefined) continue;
    saved[name] = value;
    delete request.headers[name];
  }
  if (Object.keys(saved).length > 0) withheld.set(request, saved);
}

/**
 * From now on, every request an HTTP server of this process receives reaches `restoreRequestBody`
 * with its body unread. Node publishes `http.server.request.start` synchronously before it emits
 * the server's 'request' event, so no request handler (the runtime's included) runs earlier.
 */
export function withholdRequestBodies(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => withhold((message as { request: IncomingMessage }).request));
}

/**
 * Puts back the body headers `withholdRequestBodies` set aside; must be the app's first middleware
 * (until then `req.is()` and every body parser see no body).
 */
export const restoreRequestBody: RequestHandler = (req, _res, next) => {
  const saved = withheld.get(req);
  if (saved) {
    Object.assign(req.headers, saved);
    withheld.delete(req);
  } else if (installed && !warned && Buffer.isBuffer((req as { rawBody?: unknown }).rawBody)) {
    // The runtime read a body after all (a server that is not node:http?): the limits come too late.
    warned = true;
    logger.error('Request bodies reach the api app already read: the compressed-body guard is not working', {
      path: req.path,
    });
  }
  next();
};
