import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once, and again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Form: 'form' });
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('offline');
    const first = loader();
    expect(loader()).toBe(first);
    expect(first.status).toBe('pending');
    await expect(first).resolves.toEqual({ Form: 'form' });
    expect(load).toHaveBeenCalledTimes(2);
    // Settled, it is read synchronously (React's use()).
    expect(first).toMatchObject({ status: 'fulfilled', value: { Form: 'form' } });
  });
});
