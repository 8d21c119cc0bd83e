import { describe, expect, it } from 'vitest';
import { launchpadEnabled } from './launchpad-config';

describe('launchpad feature flag', () => {
  it('is on by default', () => {
    expect(launchpadEnabled(undefined)).toBe(true);
    expect(launchpadEnabled('')).toBe(true);
    expect(launchpadEnabled('true')).toBe(true);
  });

  it("is off only for 'false'", () => {
    expect(launchpadEnabled('false')).toBe(false);
    expect(launchpadEnabled(' FALSE ')).toBe(false);
  });
});
