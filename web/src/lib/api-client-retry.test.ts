// Issue 14 §12: a spending call carries one Idempotency-Key per action and is retried, bounded, with
// that same key when its answer was lost; other calls are sent once and carry no key.
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@domain/validation';
import { ApiError, RETRY_DELAYS_MS, callApi } from './api-client';

const noWait = [0, 0, 0] as const;
const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER];

function answers(...steps: Array<number | 'network'>) {
  let i = 0;
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const step = steps[Math.min(i++, steps.length - 1)]!;
    if (step === 'network') throw new TypeError('Failed to fetch');
    const body = step === 200 ? JSON.stringify({ remaining: 4 }) : JSON.stringify({ error: 'x', message: `m${step}` });
    return new Response(body, { status: step });
  });
}

describe('spending calls: one key per action, retried with the same key', () => {
  it('retries network errors and 502/503/504 with the same key, then answers the success', async () => {
    const fetchImpl = answers('network', 504, 503, 200);
    await expect(
      callApi('vote', { body: { submissionId: 's1' }, token: 't', fetchImpl, retryDelaysMs: noWait }),
    ).resolves.toEqual({ remaining: 4 });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    const keys = fetchImpl.mock.calls.map(([, init]) => keyOf(init));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('gives up after a bounded number of retries with the last error', async () => {
    const fetchImpl = answers(504);
    const error = await callApi('earn', { body: { action: 'share' }, fetchImpl, retryDelaysMs: noWait }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(504);
    expect(fetchImpl).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('does not retry a refusal (4xx) and each action gets its own key', async () => {
    const fetchImpl = answers(409);
    await callApi('projectVibe', { params: { id: 'p' }, fetchImpl, retryDelaysMs: noWait }).catch(() => null);
    await callApi('projectVibe', { params: { id: 'p' }, fetchImpl, retryDelaysMs: noWait }).catch(() => null);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [first, second] = fetchImpl.mock.calls.map(([, init]) => keyOf(init));
    expect(first).not.toBe(second);
  });

  it('routes that do not spend carry no key and are not retried', async () => {
    const fetchImpl = answers(503);
    await callApi('myQuota', { fetchImpl, retryDelaysMs: noWait }).catch(() => null);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchImpl.mock.calls[0]![1])).toBeUndefined();
  });
});
