// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { servedEmulatorHosts } from './emulator-hosts';

/** Adds the page server's tag to the document (removed after each test: other files share it). */
function serve(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'vc-emulators';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="vc-emulators"]')) meta.remove();
});

describe('servedEmulatorHosts', () => {
  it("reads the emulators the page server named in the page's head", () => {
    serve('firestore=127.0.0.1:18080;auth=127.0.0.1:19099');
    expect(servedEmulatorHosts()).toEqual({ firestore: '127.0.0.1:18080', auth: '127.0.0.1:19099' });
  });

  it('is empty for a page without the tag (deployed, vite dev) and ignores other names and empty values', () => {
    expect(servedEmulatorHosts()).toEqual({});
    serve('storage=127.0.0.1:9199;auth=');
    expect(servedEmulatorHosts()).toEqual({});
  });
});
