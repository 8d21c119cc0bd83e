import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, CHECK_SLICE, apiPath, callApi, checkAnswer } from './api-client';

function fakeFetch(status: number, body: string) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
}

describe('callApi', () => {
  it('sends credentials, JSON and the bearer token, and checks the answer against the contract', async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ remaining: 7 }));
    await expect(callApi('vote', { body: { submissionId: 's1' }, token: 't0k', fetchImpl })).resolves.toEqual({
      remaining: 7,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/votes');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"submissionId":"s1"}' });
    expect(init?.headers).toMatchObject({ authorization: 'Bearer t0k', 'content-type': 'application/json' });
  });

  it('fills path and query parameters', () => {
    expect(apiPath('projectVibe', { id: 'a b/c' })).toBe('/api/projects/a%20b%2Fc/vibe');
    expect(apiPath('launchpad', {}, { page: 2, limit: 24 })).toBe('/api/projects/launchpad?page=2&limit=24');
    expect(() => apiPath('projectVibe')).toThrow(/missing path parameter id/);
  });

  it('throws "status: body" with the server message for non-OK answers', async () => {
    const body = JSON.stringify({ error: 'conflict', message: 'Max 3 votes per project per week' });
    const error = await callApi('vote', { body: { submissionId: 'p1' }, fetchImpl: fakeFetch(409, body) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).serverMessage).toBe('Max 3 votes per project per week');
    expect((error as ApiError).status).toBe(409);
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(callApi('myQuota', { fetchImpl: fakeFetch(200, '{"remaining":"lots"}') })).rejects.toThrow();
  });

  it('leaves the content type to the browser for multipart bodies', async () => {
    const fetchImpl = fakeFetch(201, '{}');
    const form = new FormData();
    form.set('title', 'x');
    await callApi('createProjectV2', { body: form, fetchImpl }).catch(() => undefined);
    const init = fetchImpl.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('is typed by the contract in both directions: params, query names and body', () => {
    const calls = [
      // @ts-expect-error -- /api/projects/:id/vibe needs its id
      () => callApi('projectVibe', {}),
      // @ts-expect-error -- a vote's body is { submissionId }
      () => callApi('vote', { body: { projectId: 'p1' } }),
      // @ts-expect-error -- the launchpad takes page and limit, nothing else
      () => callApi('launchpad', { query: { offset: 1 } }),
      // @ts-expect-error -- a GET has no body
      () => callApi('launchpad', { body: { page: 1 } }),
    ];
    expect(calls).toHaveLength(4);
  });
});

describe('checkAnswer', () => {
  const schema = z.array(z.object({ n: z.number().transform((n) => n * 2) }));
  const list = Array.from({ length: 2 * CHECK_SLICE + 10 }, (_, n) => ({ n }));
  const checked = list.map(({ n }) => ({ n: n * 2 }));
  const broken = list.map((row, at) => (at === 2 * CHECK_SLICE + 5 ? { n: 'x' } : row));

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("checks a long list CHECK_SLICE elements per task in the browser, with the schema's own result and error", async () => {
    vi.stubGlobal('document', {});
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    await expect(checkAnswer(schema, list)).resolves.toEqual(checked);
    expect(tasks).toHaveBeenCalledTimes(2);
    await expect(checkAnswer(schema, broken)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: [2 * CHECK_SLICE + 5, 'n'] })],
    });
  });

  it('checks at once on the server, and short lists and lists with checks of their own everywhere', async () => {
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    await expect(checkAnswer(schema, list)).resolves.toEqual(checked);
    vi.stubGlobal('document', {});
    await expect(checkAnswer(schema, list.slice(0, CHECK_SLICE))).resolves.toEqual(checked.slice(0, CHECK_SLICE));
    await expect(checkAnswer(schema.max(list.length - 1), list)).rejects.toThrow(/Too big/);
    expect(tasks).not.toHaveBeenCalled();
  });
});
