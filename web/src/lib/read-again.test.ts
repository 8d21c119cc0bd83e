import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAgain } from './read-again';

const KEY = ['my-quota'] as const;

let client: QueryClient;
let stop: () => void = () => {};
let observer: QueryObserver<number, Error, number, number, typeof KEY>;

afterEach(() => {
  stop();
  client.clear();
});

/**
 * A count shown on the page (the quota, the admin's pending count), whose reads answer when the test
 * says, in the order they were asked.
 */
function shownCount() {
  const asked: Array<(count: number) => void> = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: () => new Promise<number>((answer) => asked.push(answer)),
  });
  stop = observer.subscribe(() => {});
  return asked;
}

/**
 * Reads again, then answers: `late`, a read asked before the change, with 4 once the new read is asked;
 * the new read with 3. The count shown must be 3.
 */
async function readAgainAnswering(asked: Array<(count: number) => void>, late?: (count: number) => void) {
  const before = asked.length;
  const done = readAgain(client, [KEY]);
  await vi.waitFor(() => expect(asked).toHaveLength(before + 1));
  late?.(4);
  asked[before]!(3);
  await done;
  expect(client.getQueryData(KEY)).toBe(3);
}

describe('readAgain after a change', () => {
  it('asks again when the first read began before the change and is still loading', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await readAgainAnswering(asked, asked[0]);
    expect(observer.getCurrentResult().status).toBe('success');
  });

  it('asks again when the shown count is settled', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!(4);
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toBe(4));
    await readAgainAnswering(asked);
  });

  it('asks again when a refresh of the shown count began before the change', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!(5);
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toBe(5));
    void observer.refetch();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await readAgainAnswering(asked, asked[1]);
  });
});
