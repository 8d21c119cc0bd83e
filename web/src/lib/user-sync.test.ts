import { describe, expect, it, vi } from 'vitest';
import { createUserSync, syncUserBody } from './user-sync';

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada Lovelace' };
const bob = { uid: 'bob', email: 'bob@example.com', displayName: null };

describe('createUserSync', () => {
  it('syncs a resumed session once, not on the token refreshes that follow', async () => {
    const sync = vi.fn(() => Promise.resolve({ ok: true }));
    const onUser = createUserSync(sync);
    await onUser(ada); // the stored session resumes
    await onUser(ada); // hourly token refresh
    await onUser({ ...ada }); // a refresh reports a new User object for the same uid
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledWith(ada);
  });

  it('syncs every sign-in: after a sign-out, and for another account', async () => {
    const sync = vi.fn((_user: { uid: string }) => Promise.resolve());
    const onUser = createUserSync(sync);
    await onUser(null); // signed out at load: nothing to sync
    expect(sync).not.toHaveBeenCalled();
    await onUser(ada);
    await onUser(null);
    await onUser(ada);
    await onUser(bob);
    expect(sync.mock.calls.map(([user]) => user.uid)).toEqual(['ada', 'ada', 'bob']);
  });

  it('only logs a failure, never throws, and does not retry on token refreshes', async () => {
    const failure = new Error('503: unavailable');
    const sync = vi.fn(() => Promise.reject(failure));
    const log = vi.fn();
    const onUser = createUserSync(sync, log);
    await expect(onUser(ada)).resolves.toBeUndefined();
    await onUser(ada);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Could not sync the signed-in user', failure);
  });

  it('sends the body of docs/product.md#calls (id, email, fullName)', () => {
    expect(syncUserBody(ada)).toEqual({ id: 'ada', email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect(syncUserBody(bob)).toEqual({ id: 'bob', email: 'bob@example.com', fullName: null });
  });
});
