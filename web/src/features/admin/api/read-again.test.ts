import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAgain } from './read-again';

const KEY = ['admin', 'pending-count'] as const;

let client: QueryClient;
let stop: () => void = () => {};

afterEach(() => {
  stop();
  client.clear();
});

/** A count shown on the page, whose reads answer when the test says, in the order they were asked. */
function shownCount() {
  const asked: Array<(count: number) => void> = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: () => new Promise<number>((answer) => asked.push(answer)),
  });
  stop = observer.subscribe(() => {});
  return asked;
}

describe('readAgain after an admin action', () => {
  it('asks again when the first read began before the action and is still loading', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const done = readAgain(client, [KEY]);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    asked[0]!(4); // the read from before the action: not shown
    asked[1]!(3);
    await done;
    expect(client.getQueryData(KEY)).toBe(3);
  });

  it('asks again when the shown count is settled', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!(4);
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toBe(4));
    const done = readAgain(client, [KEY]);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    asked[1]!(3);
    await done;
    expect(client.getQueryData(KEY)).toBe(3);
  });
});
