// The contract is the router: every /api route is mounted here from its API entry (domain/api.ts) and
// nothing else — method, path, who may call it, cache policy, input (params, query or body) and output
// all come from the entry; a handler only turns a parsed input into the entry's output. A missing or
// mistyped handler is a compile error (ApiHandlers), and a route outside the contract has no way in.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ApiName, ApiRoute, AuthLevel, PathParams } from '../domain/api';
import { API } from '../domain/api';
import { parseInput, strictQuery } from '../domain/validation';
import { idempotencyKeyOf } from '../services/idempotency';
import type { AuthUser } from './middleware/auth';
import { optionalUser, requireAdmin, requireUser } from './middleware/auth';
import { cache } from './middleware/cache';

type Entry<N extends ApiName> = (typeof API)[N];

/** A query with no parameters at all. */
const NO_QUERY = strictQuery({});

export type HandlerInput<N extends ApiName> =
  Entry<N> extends { input: infer S extends z.ZodType } ? z.output<S> : undefined;
export type HandlerParams<N extends ApiName> =
  Entry<N> extends { params: infer S extends z.ZodType } ? z.output<S> : PathParams<Entry<N>['path']>;
type UserOf<A extends AuthLevel> = A extends 'user' | 'admin'
  ? AuthUser
  : A extends 'optional'
    ? AuthUser | null
    : null;

export interface HandlerContext<N extends ApiName> {
  req: Request;
  /** For what the contract does not say: a page's status, extra headers (CSP, a longer cache). */
  res: Response;
  params: HandlerParams<N>;
  /** The verified caller: always there behind 'user' and 'admin', maybe behind 'optional'. */
  user: UserOf<Entry<N>['auth']>;
  /** A spending route's Idempotency-Key (undefined when the client sent none, or the route spends nothing). */
  idempotencyKey: string | undefined;
}

/** What a handler returns when it wrote the answer itself (an e-mail preview asked for as HTML). */
export const ANSWERED: unique symbol = Symbol('answered');
export type Reply<N extends ApiName> = z.input<Entry<N>['output']> | typeof ANSWERED;

export type ApiHandler<N extends ApiName> = (
  input: HandlerInput<N>,
  ctx: HandlerContext<N>,
) => Reply<N> | Promise<Reply<N>>;

/** A handler with middleware run after auth and input parsing (rate limits, a form body parser). */
export interface GuardedHandler<N extends ApiName> {
  before: RequestHandler[];
  handle: ApiHandler<N>;
}

export type ApiHandlers = { [N in ApiName]: ApiHandler<N> | GuardedHandler<N> };

/** A group of handlers, typed by their names (a route module's export). */
export function defineHandlers<K extends ApiName>(handlers: { [N in K]: ApiHandler<N> | GuardedHandler<N> }) {
  return handlers;
}

const AUTH: Record<AuthLevel, RequestHandler[]> = {
  public: [],
  optional: [optionalUser],
  user: [requireUser],
  admin: [requireAdmin],
};

const CONTENT_TYPE = {
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
} as const;

function parseRequest(route: ApiRoute): RequestHandler {
  return (req, res, next) => {
    res.locals.params = route.params ? parseInput(route.params, req.params) : { ...req.params };
    const fromQuery = route.method === 'GET' || route.inputIn === 'query';
    if (route.input) res.locals.input = parseInput(route.input, fromQuery ? req.query : req.body);
    // A public GET that takes no query refuses any, so made-up parameters cannot split the CDN's cache.
    // (Private ones ignore a query, like the foreign ids old clients send: nothing caches them.)
    else if (route.method === 'GET' && route.cache === 'public') parseInput(NO_QUERY, req.query);
    next();
  };
}

function send(res: Response, route: ApiRoute, output: unknown): void {
  if (route.status) res.status(route.status);
  if (!route.responds) {
    res.json(output);
    return;
  }
  res.set('Content-Type', CONTENT_TYPE[route.responds]);
  if (output instanceof Uint8Array) res.send(Buffer.from(output.buffer, output.byteOffset, output.byteLength));
  else res.send(output);
}

/** Static segments before parameters, so `/projects/launchpad` is never read as the project `launchpad`. */
export function mountOrder(routes: Record<string, Pick<ApiRoute, 'path'>>): string[] {
  const segments = (path: string) => path.split('/').map((s) => (s.startsWith(':') ? 1 : 0));
  return Object.keys(routes).sort((a, b) => {
    const [x, y] = [segments(routes[a]!.path), segments(routes[b]!.path)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
}

export function mountApi(router: Router, handlers: ApiHandlers): void {
  for (const name of mountOrder(API) as ApiName[]) {
    const route: ApiRoute = API[name];
    const entry = handlers[name] as ApiHandler<ApiName> | GuardedHandler<ApiName>;
    const { before, handle } = typeof entry === 'function' ? { before: [], handle: entry } : entry;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    router[method](
      route.path,
      cache(route.cache),
      ...AUTH[route.auth],
      parseRequest(route),
      ...before,
      async (req, res) => {
        const ctx = {
          req,
          res,
          params: res.locals.params,
          user: req.user ?? null,
          idempotencyKey: route.idempotent ? idempotencyKeyOf(req) : undefined,
        } as HandlerContext<ApiName>;
        const reply = await handle(res.locals.input as never, ctx);
        if (reply !== ANSWERED) send(res, route, route.output.parse(reply));
      },
    );
  }
}
