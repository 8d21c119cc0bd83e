// callApi (lib/api-client.ts) loaded on first call: the client checks answers with the contract's
// zod schemas, and zod is not needed for the first paint (only the type is imported statically).
// Use this from code the chart's first paint loads; lazily loaded screens may import api-client.
import type { ApiName, ApiOutput } from '@domain/api';
import type * as ApiClient from './api-client';
import type { CallOptions } from './api-client';

export type { CallOptions };

let client: Promise<typeof ApiClient> | null = null;

export function loadApiClient(): Promise<typeof ApiClient> {
  client ??= import('./api-client');
  client.catch(() => {
    client = null;
  });
  return client;
}

export async function fetchApi<N extends ApiName>(
  name: N,
  options: CallOptions<N> = {} as CallOptions<N>,
): Promise<ApiOutput<N>> {
  const { callApi } = await loadApiClient();
  return callApi(name, options) as Promise<ApiOutput<N>>;
}
