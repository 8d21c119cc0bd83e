import { describe, expect, it } from 'vitest';
import { emulatorHostsTag, fillTemplate, routePreloadLinks } from './pages';

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

describe('routePreloadLinks', () => {
  const template =
    '<head><template id="vc-app"><script type="module" src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-b.js"></template></head>';
  const preloads = {
    'src/features/launchpad/launchpad-page.tsx': ['/assets/launchpad-c.js', '/assets/react-b.js', '/assets/list-d.js'],
    'src/features/archive/archive-page.tsx': ['/assets/archive-e.js', '/assets/list-d.js'],
    'src/odd.tsx': ['/assets/x.js"><script>alert(1)</script>', 'https://elsewhere.example/y.js'],
  };

  it("links each chunk of the URL's lazy modules once, leaving out what the template loads already", () => {
    const links = routePreloadLinks(
      template,
      ['src/features/launchpad/launchpad-page.tsx', 'src/features/archive/archive-page.tsx'],
      preloads,
    );
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/launchpad-c.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/list-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/archive-e.js">',
    );
  });

  it('links nothing for a module it does not know, nor a file that is not a plain path on the site', () => {
    expect(routePreloadLinks(template, ['src/unknown.tsx'], preloads)).toBe('');
    expect(routePreloadLinks(template, ['src/odd.tsx'], preloads)).toBe('');
  });

  it("goes into the app's template, after its module script and preloads", () => {
    const page = fillTemplate(`<html>${template}<body><div id="root"></div></body></html>`, {
      head: '',
      html: 'rows',
      stateText: null,
      preloads: '<link rel="modulepreload" crossorigin href="/assets/launchpad-c.js">',
    });
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/launchpad-c.js"></template>',
    );
  });
});
