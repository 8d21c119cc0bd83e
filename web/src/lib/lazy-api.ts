// callApi (lib/api-client.ts) loaded on first call: the client checks answers with the contract's
// zod schemas, and zod is not needed for the first paint (only the type is imported statically).
// Use this from code the chart's first paint loads; lazily loaded screens may import api-client.
import type { ApiName, ApiOutput } from '@domain/api';
import type * as ApiClient from './api-client';
import type { CallOptions } from './api-client';
import { nextTask } from './next-task';

export type { CallOptions };

let client: Promise<typeof ApiClient> | null = null;

/**
 * Loaded in six tasks, not one: zod itself; the domain's field rules; the other request schemas; the
 * stored records; the entities; then the contract's schemas and the client. Evaluated at once they
 * held the main thread ~130 ms on a 4x slower phone, right after the chart's first refetch, and each
 * of the field rules and the entities still took 50–100 ms in a task of its own.
 */
export function loadApiClient(): Promise<typeof ApiClient> {
  client ??= import('zod')
    .then(nextTask)
    .then(() => import('@domain/validation'))
    .then(nextTask)
    .then(() => import('@domain/entities'))
    .then(nextTask)
    .then(() => import('./api-client'));
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
