import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('loadApiClient', () => {
  it('loads the client once, ending the task between its six modules', async () => {
    const { loadApiClient } = await import('./lazy-api');
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const loading = loadApiClient();
    expect(loadApiClient()).toBe(loading);
    const client = await loading;
    expect(client.callApi).toBeTypeOf('function');
    // zod, the field rules, the request schemas, the stored records, the entities, the client.
    expect(timeout.mock.calls.filter(([, delay]) => !delay)).toHaveLength(5);
    await expect(loadApiClient()).resolves.toBe(client);
  });
});
