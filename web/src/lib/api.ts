// The /api client, typed by the shared contract: same origin, credentials always, JSON bodies, the
// bearer token when signed in. Answers are not parsed again: the server checked them against the same
// contract before they left (the types come from it), so the browser trusts its own server. A non-OK
// answer throws ApiError "status: body".
// Routes that spend (idempotent in the contract: vote, vibe, earn, vote-action) carry one
// Idempotency-Key per call (= per user action) and are retried with that same key when the answer was
// lost (network error, 502/503/504): the server answers a replay from what it stored, so a retry never
// spends twice.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiName, ApiOutput, ApiParams, ApiQuery } from '@domain/api';
import { API_ROUTES } from '@domain/api-routes';
import { IDEMPOTENCY_KEY_HEADER } from '@domain/constants';
import { ApiError } from './api-error';

export { ApiError };

/** What a call sends, typed by its contract entry: path parameters, query names, body. */
export type CallOptions<N extends ApiName = ApiName> = RequestParts<N> & {
  /** The Firebase ID token when a session exists. */
  token?: string | null;
  signal?: AbortSignal;
  /** For spending routes: the action's key (default: a new one for this call). */
  idempotencyKey?: string;
  /** Waits between retries of a spending route (default RETRY_DELAYS_MS; tests pass zeros). */
  retryDelaysMs?: readonly number[];
};

type RequestParts<N extends ApiName> = (keyof ApiParams<N> extends never
  ? { params?: never }
  : { params: ApiParams<N> }) & {
  query?: ApiQuery<N>;
  /** JSON body, or FormData for the multipart routes. */
  body?: ApiBody<N>;
};

export interface Api {
  call<N extends ApiName>(name: N, options?: CallOptions<N>): Promise<ApiOutput<N>>;
}

/** Backoff before each retry of a spending route whose answer was lost: bounded, about 6 s in all. */
export const RETRY_DELAYS_MS = [400, 1_500, 4_000] as const;
/** Answers that may mean "stored, but the answer was lost" or "try again": retried with the same key. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // not the calendar: a unique key
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function apiPath(
  name: ApiName,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = API_ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** An API client that sends its requests with `fetchImpl` (the page server answers /api in-process). */
export function createApi(fetchImpl: typeof fetch): Api {
  return {
    async call(name, options = {} as never) {
      const { params, query, body, token, signal, idempotencyKey, retryDelaysMs = RETRY_DELAYS_MS } = options;
      const route = API_ROUTES[name];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const idempotent = 'idempotent' in route && route.idempotent === true;
      if (idempotent) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey ?? newIdempotencyKey();
      const path = apiPath(name, params as Record<string, string> | undefined, query);
      const send = () =>
        fetchImpl(path, { method: route.method, credentials: 'include', headers, body: payload, signal });
      let res: Response | undefined;
      for (let attempt = 0; ; attempt++) {
        const last = !idempotent || attempt >= retryDelaysMs.length;
        try {
          res = await send();
        } catch (error) {
          // A network error (the answer may have been lost after the server stored it): retry the key.
          if (last || signal?.aborted) throw error;
          await wait(retryDelaysMs[attempt]!);
          continue;
        }
        if (last || !RETRYABLE_STATUSES.has(res.status)) break;
        await res.text().catch(() => '');
        await wait(retryDelaysMs[attempt]!);
      }
      const text = await res.text();
      if (!res.ok) throw apiError(res, text);
      return (text ? JSON.parse(text) : null) as never;
    },
  };
}

function apiError(res: Response, text: string): ApiError {
  let serverMessage = text || res.statusText;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    else if (typeof parsed.error === 'string') serverMessage = parsed.error;
  } catch {
    // not JSON: keep the text
  }
  return new ApiError(res.status, serverMessage, text || res.statusText);
}

/** The browser's client: the page's own origin. */
export const browserApi: Api = createApi((input, init) => fetch(input, init));

const apis = new WeakMap<QueryClient, Api>();

/**
 * The API a query client's queries call: each server render has its own client and its own API (its
 * /api answered in-process for that request); the browser's client uses browserApi.
 */
export function bindApi(client: QueryClient, api: Api): QueryClient {
  apis.set(client, api);
  return client;
}

/** For a query function: `queryFn: ({ client, signal }) => apiOf(client).call(…)`. */
export function apiOf(client: QueryClient): Api {
  return apis.get(client) ?? browserApi;
}
