// The /api client of spec §7, typed by the shared contract (functions/src/domain/api.ts): same origin,
// credentials always, JSON bodies, the bearer token when signed in, responses parsed and checked
// against the contract's output schema. A non-OK answer throws ApiError "status: body" (spec §8).
// Routes that spend (API entries with `idempotent: true`: vote, vibe, earn, vote-action) carry one
// Idempotency-Key per call of callApi (= per user action) and are retried with that SAME key when the
// answer was lost (network error, 502/503/504): the server answers a replay from what it stored, so
// a retry never spends twice (issue 14 §12).
import { ZodArray } from 'zod';
import type { z } from 'zod';
import type { ApiBody, ApiName, ApiParams, ApiQuery } from '@domain/api';
import { API } from '@domain/api';
import { IDEMPOTENCY_KEY_HEADER } from '@domain/validation';
import { ApiError } from './api-error';
import { nextTask } from './next-task';

export { ApiError };

/** What a call sends, typed by its contract entry: path parameters, query names, body. */
export type CallOptions<N extends ApiName = ApiName> = RequestParts<N> & {
  /** The Firebase ID token when a session exists. */
  token?: string | null;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
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

/** Backoff before each retry of a spending route whose answer was lost: bounded, about 6 s in all. */
export const RETRY_DELAYS_MS = [400, 1_500, 4_000] as const;
/** Answers that may mean "stored, but the answer was lost" or "try again": retried with the same key. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The page server (entry-server.tsx) answers /api paths in-process: it sets this once per process.
let defaultFetch: typeof fetch = (input, init) => fetch(input, init);

/** Where callApi sends requests when the caller gives no fetchImpl (the server render sets its own). */
export function setDefaultApiFetch(impl: typeof fetch): void {
  defaultFetch = impl;
}

export function apiPath(
  name: ApiName,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = API[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function callApi<N extends ApiName>(
  name: N,
  {
    params,
    query,
    body,
    token,
    signal,
    fetchImpl = defaultFetch,
    idempotencyKey,
    retryDelaysMs = RETRY_DELAYS_MS,
  }: CallOptions<N> = {} as CallOptions<N>,
): Promise<z.infer<(typeof API)[N]['output']>> {
  const route = API[name];
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
  const send = () =>
    fetchImpl(apiPath(name, params as Record<string, string> | undefined, query), {
      method: route.method,
      credentials: 'include',
      headers,
      body: payload,
      signal,
    });
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
  if (!res.ok) {
    let serverMessage = text || res.statusText;
    try {
      const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === 'string') serverMessage = parsed.message;
      else if (typeof parsed.error === 'string') serverMessage = parsed.error;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(res.status, serverMessage, text || res.statusText);
  }
  return (await checkAnswer(route.output, text ? JSON.parse(text) : null)) as z.infer<(typeof API)[N]['output']>;
}

/** Elements of a long list answer checked per task in the browser (checkAnswer). */
export const CHECK_SLICE = 25;

/**
 * An answer checked against its route's output schema. In the browser, a long list (the chart's 100
 * rows took one task of ~45 ms on a 4x slower phone, right after the page hydrated) is checked
 * CHECK_SLICE elements per task; the result is the schema's own, and a list that fails is checked
 * whole again so the error names the element's index as always. The page server checks at once.
 */
export async function checkAnswer(schema: z.ZodType, value: unknown): Promise<unknown> {
  const sliced =
    typeof document !== 'undefined' &&
    schema instanceof ZodArray &&
    !schema.def.checks?.length &&
    Array.isArray(value) &&
    value.length > CHECK_SLICE;
  if (!sliced) return schema.parse(value);
  const out: unknown[] = [];
  for (let at = 0; at < value.length; at += CHECK_SLICE) {
    if (at > 0) await nextTask();
    const slice = schema.safeParse(value.slice(at, at + CHECK_SLICE));
    if (!slice.success) return schema.parse(value);
    out.push(...(slice.data as unknown[]));
  }
  return out;
}
