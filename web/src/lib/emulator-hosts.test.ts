// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { servedEmulatorHosts } from './emulator-hosts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('servedEmulatorHosts', () => {
  it("reads the emulators the page server named in the page's head", () => {
    document.head.innerHTML = '<meta name="vc-emulators" content="firestore=127.0.0.1:18080;auth=127.0.0.1:19099">';
    expect(servedEmulatorHosts()).toEqual({ firestore: '127.0.0.1:18080', auth: '127.0.0.1:19099' });
  });

  it('is empty for a page without the tag (deployed, vite dev) and ignores other names', () => {
    expect(servedEmulatorHosts()).toEqual({});
    document.head.innerHTML = '<meta name="vc-emulators" content="storage=127.0.0.1:9199;auth=">';
    expect(servedEmulatorHosts()).toEqual({});
  });
});
