import { describe, expect, it } from 'vitest';
import { emulatorHostsTag, fillTemplate } from './pages';

const EMULATED = {
  FUNCTIONS_EMULATOR: 'true',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:18080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099',
};

describe('emulatorHostsTag', () => {
  it('names the Firestore and Auth emulators beside the emulated page server', () => {
    expect(emulatorHostsTag(EMULATED)).toBe(
      '<meta name="vc-emulators" content="firestore=127.0.0.1:18080;auth=127.0.0.1:19099">',
    );
  });

  it('is empty when deployed, with a host missing, or with a host that is not host:port', () => {
    expect(emulatorHostsTag({})).toBe('');
    expect(emulatorHostsTag({ ...EMULATED, FUNCTIONS_EMULATOR: undefined, FIRESTORE_EMULATOR_HOST: undefined })).toBe(
      '',
    );
    expect(emulatorHostsTag({ ...EMULATED, FIREBASE_AUTH_EMULATOR_HOST: undefined })).toBe('');
    expect(emulatorHostsTag({ ...EMULATED, FIRESTORE_EMULATOR_HOST: '"><script>x</script>:1' })).toBe('');
    expect(emulatorHostsTag({ ...EMULATED, FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toBe('');
  });
});

describe('fillTemplate', () => {
  it('puts the head, styles, markup and state where the template has them', () => {
    const page = fillTemplate('<html><head><title>VibeChart</title></head><body><div id="root"></div></body></html>', {
      head: '<title>Chart</title>',
      styles: '<link rel="stylesheet" href="/a.css">',
      html: '<main>rows</main>',
      stateText: '{"a":1}',
    });
    expect(page).toBe(
      '<html><head><title>Chart</title><link rel="stylesheet" href="/a.css"></head><body><div id="root"><main>rows</main></div>' +
        '<script type="application/json" id="vc-state">{"a":1}</script></body></html>',
    );
  });
});
