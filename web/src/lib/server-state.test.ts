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

describe('lists in the page state block', () => {
  const rows = [
    { id: 'a', rank: 1, links: { x: 'https://x.com/a' }, tools: ['GPT-5'] },
    { id: 'b', rank: 2, links: {}, tools: [] },
  ];

  it('travel as their keys once and a row of values each, and come back equal', () => {
    const text = serverStateText(state(rows));
    expect(text.match(/"rank"/g)).toHaveLength(1);
    expect(parseServerState(text).queries[0]!.state.data).toEqual(rows);
  });

  it('come back equal inside an infinite query and in nested lists', () => {
    const pages = {
      pages: [
        rows,
        [
          { ...rows[0], nested: [{ a: 1 }, { a: 2 }] },
          { ...rows[1], nested: [] },
        ],
      ],
      pageParams: [1, 2],
    };
    expect(parseServerState(serverStateText(state(pages))).queries[0]!.state.data).toEqual(pages);
  });

  it('stay as they are when their objects differ in keys or order', () => {
    const mixed = [{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1 }];
    const text = serverStateText(state(mixed));
    expect(text).not.toContain('__rows');
    expect(parseServerState(text).queries[0]!.state.data).toEqual(mixed);
  });
});

describe('the page state block itself', () => {
  it('keeps its own lists (the queries) as they are, only their data packed', () => {
    const two = {
      mutations: [],
      queries: ['a', 'b'].map((id) => ({
        queryKey: ['project', id],
        queryHash: `["project","${id}"]`,
        state: {
          data: [
            { id, n: 1 },
            { id, n: 2 },
          ],
          error: null,
          status: 'success',
        },
      })),
      renderedAt: 1,
    } as unknown as ServerState;
    const back = parseServerState(serverStateText(two));
    expect(Array.isArray(back.queries)).toBe(true);
    expect(back).toEqual(two);
  });
});
