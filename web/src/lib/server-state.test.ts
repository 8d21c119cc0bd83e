import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import type { ServerState } from './server-state';
import { parseServerState, serverStateText } from './server-state';

const state = (data: unknown, error: unknown = null): ServerState =>
  ({
    mutations: [],
    queries: [
      {
        queryKey: ['project', 'x'],
        queryHash: '["project","x"]',
        state: { data, error, status: error ? 'error' : 'success' },
      },
    ],
    renderedAt: 1_795_478_863_274,
  }) as unknown as ServerState;

describe('the page state block', () => {
  it('cannot close its <script> element or open a comment, whatever the data says', () => {
    const text = serverStateText(state({ name: '</script><script>alert(1)</script><!--', line: '\u2028' }));
    expect(text).not.toMatch(/<\/script|<!--|\u2028/);
    expect(parseServerState(text).queries[0]!.state.data).toEqual({
      name: '</script><script>alert(1)</script><!--',
      line: '\u2028',
    });
  });

  it('brings an ApiError back as an ApiError with its status and message', () => {
    const error = new ApiError(404, 'Project not found', '{"error":"not-found"}');
    const back = parseServerState(serverStateText(state(undefined, error))).queries[0]!.state.error;
    expect(back).toBeInstanceOf(ApiError);
    expect(back).toMatchObject({ status: 404, serverMessage: 'Project not found', message: error.message });
  });

  it('keeps the render instant', () => {
    expect(parseServerState(serverStateText(state(1))).renderedAt).toBe(1_795_478_863_274);
  });
});

describe('a failed query in the page state block', () => {
  it('brings back its last failure reason as an ApiError too, and leaves data that looks alike as data', () => {
    const error = new ApiError(503, 'Busy', '{"error":"busy"}');
    const failed = state({ nested: { __apiError: false } }, error);
    (failed.queries[0]!.state as { fetchFailureReason?: unknown }).fetchFailureReason = error;
    const back = parseServerState(serverStateText(failed)).queries[0]!.state;
    expect(back.fetchFailureReason).toBeInstanceOf(ApiError);
    expect(back.fetchFailureReason).toMatchObject({ status: 503, serverMessage: 'Busy' });
    expect(back.data).toEqual({ nested: { __apiError: false } });
  });
});
