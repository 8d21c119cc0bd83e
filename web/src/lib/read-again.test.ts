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

/** A count shown on the page (the quota, the admin's pending count), whose reads answer when the test says, in the order they were asked. */
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

describe('readAgain after a change', () => {
  it('asks again when the first read began before the change and is still loading', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const done = readAgain(client, [KEY]);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    asked[0]!(4); // the read from before the action: not shown
    asked[1]!(3);
    await done;
    expect(client.getQueryData(KEY)).toBe(3);
    expect(observer.getCurrentResult().status).toBe('success');
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

  it('asks again when a refresh of the shown count began before the change', async () => {
    const asked = shownCount();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!(5);
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toBe(5));
    void observer.refetch();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    const done = readAgain(client, [KEY]);
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    asked[1]!(4); // the refresh from before the change: not shown
    asked[2]!(3);
    await done;
    expect(client.getQueryData(KEY)).toBe(3);
  });
});
