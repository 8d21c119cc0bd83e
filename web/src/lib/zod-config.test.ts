import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod parse without eval (jitless), through the global zod reads its settings from', async () => {
    await import('./zod-config');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
