import { describe, expect, it, vi } from 'vitest';
import type { ShareEnv } from './share';
import { projectSharePayload, projectShareUrl, shareLink, siteSharePayload } from './share';

const payload = projectSharePayload({ id: 'abc', projectName: 'Vibe One' }, 'https://vibechart.dev');

describe('share payload', () => {
  it('links to the row on the chart (or the given page) and names the project', () => {
    expect(payload).toEqual({
      title: 'Check out Vibe One on VibeChart',
      text: "Vibe One is trending on VibeChart! Give it a vote on this week's chart.",
      url: 'https://vibechart.dev/#project-abc',
    });
    expect(projectShareUrl('x y', 'https://vibechart.dev/', 'launchpad')).toBe(
      'https://vibechart.dev/launchpad#project-x y',
    );
    expect(siteSharePayload('https://vibechart.dev').url).toBe('https://vibechart.dev/');
  });
});

describe('shareLink fallback order', () => {
  const env = (over: Partial<ShareEnv>): ShareEnv => ({
    share: vi.fn(async () => undefined),
    writeClipboard: vi.fn(async () => undefined),
    legacyCopy: vi.fn(() => true),
    ...over,
  });

  it('uses the native share first and copies nothing then', async () => {
    const e = env({});
    await expect(shareLink(payload, e)).resolves.toBe('shared');
    expect(e.share).toHaveBeenCalledWith(payload);
    expect(e.writeClipboard).not.toHaveBeenCalled();
  });

  it('a cancelled native share is not a success and does not fall back', async () => {
    const e = env({ share: vi.fn(async () => Promise.reject(new DOMException('cancel', 'AbortError'))) });
    await expect(shareLink(payload, e)).resolves.toBe('cancelled');
    expect(e.writeClipboard).not.toHaveBeenCalled();
    expect(e.legacyCopy).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when native share fails or is missing or refuses the data', async () => {
    const failing = env({ share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) });
    await expect(shareLink(payload, failing)).resolves.toBe('copied');
    expect(failing.writeClipboard).toHaveBeenCalledWith('https://vibechart.dev/#project-abc');
    const missing = env({ share: undefined });
    await expect(shareLink(payload, missing)).resolves.toBe('copied');
    const refuses = env({ canShare: () => false });
    await expect(shareLink(payload, refuses)).resolves.toBe('copied');
    expect(refuses.share).not.toHaveBeenCalled();
  });

  it('then the legacy copy, then failure', async () => {
    const legacy = env({ share: undefined, writeClipboard: vi.fn(async () => Promise.reject(new Error('denied'))) });
    await expect(shareLink(payload, legacy)).resolves.toBe('copied');
    expect(legacy.legacyCopy).toHaveBeenCalledWith('https://vibechart.dev/#project-abc');
    const none = env({ share: undefined, writeClipboard: undefined, legacyCopy: () => false });
    await expect(shareLink(payload, none)).resolves.toBe('failed');
    const throwing = env({
      share: undefined,
      writeClipboard: undefined,
      legacyCopy: () => {
        throw new Error('no document');
      },
    });
    await expect(shareLink(payload, throwing)).resolves.toBe('failed');
  });
});
