// The /api client of spec §7, typed by the shared contract (functions/src/domain/api.ts): same origin,
// credentials always, JSON bodies, the bearer token when signed in, responses parsed and checked
// against the contract's output schema. A non-OK answer throws ApiError "status: body" (spec §8).
import type { z } from 'zod';
import type { ApiName } from '@domain/api';
import { API } from '@domain/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message` field when the body is our JSON error, else the raw text. */
    readonly serverMessage: string,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** Path parameters, e.g. { id } for /api/projects/:id/vibe. */
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /** JSON body, or FormData for the multipart routes. */
  body?: unknown;
  /** The Firebase ID token when a session exists. */
  token?: string | null;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export function apiPath(name: ApiName, params: Record<string, string> = {}, query: CallOptions['query'] = {}): string {
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
  { params, query, body, token, signal, fetchImpl = fetch }: CallOptions = {},
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
  const res = await fetchImpl(apiPath(name, params, query), {
    method: route.method,
    credentials: 'include',
    headers,
    body: payload,
    signal,
  });
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
  return route.output.parse(text ? JSON.parse(text) : null) as z.infer<(typeof API)[N]['output']>;
}
