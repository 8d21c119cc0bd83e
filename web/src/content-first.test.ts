import { describe, expect, it } from 'vitest';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  contentFirst,
  preloadLaterSteps,
  routePreloads,
  withEarlyScript,
} from '../build-plugins';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script>early()</script>
    <title>VibeChart</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('contentFirst (the page template)', () => {
  it("keeps the stylesheet in <head> and moves the app's module script and preloads into a <template>", () => {
    const html = contentFirst(built);
    const head = html.slice(0, html.indexOf('</head>'));
    const template = head.slice(head.indexOf(`<template id="${APP_SCRIPTS_TEMPLATE_ID}">`));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b.js">');
    // Nothing outside the template asks for a module: the browser's preload scanner does not look inside.
    expect(html.replace(template, '')).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('<script>early()</script>');
  });

  it('fails the build when the template has no module script', () => {
    expect(() => contentFirst('<html><head></head><body></body></html>')).toThrow(/no module script/);
  });
});

describe('withEarlyScript (the early script in the page template)', () => {
  it('puts it right after the stylesheet, so the body is parsed with the CSS in hand', () => {
    const page = withEarlyScript(contentFirst(built.replace('<script>early()</script>\n', '')), 'early()');
    const head = page.slice(0, page.indexOf('</head>'));
    const stylesheet = head.indexOf('<link rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(head.indexOf('<script>early()</script>')).toBeGreaterThan(stylesheet);
    expect(head.split('<script>early()</script>')).toHaveLength(2);
  });

  it('puts it first in <head> when the page links no stylesheet (the dev server)', () => {
    const bare = '<html><head>\n<title>x</title></head><body></body></html>';
    expect(withEarlyScript(bare, 'early()')).toBe(
      '<html><head>\n    <script>early()</script>\n<title>x</title></head><body></body></html>',
    );
  });
});

describe('preloadLaterSteps (an entry that starts in steps)', () => {
  const page = `<html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
  </head><body></body></html>`;
  const bundle = {
    'assets/index-a.js': {
      fileName: 'assets/index-a.js',
      facadeModuleId: '/w/src/main.tsx',
      imports: ['assets/react-b.js'],
      dynamicImports: ['assets/browser-app-c.js', 'assets/launchpad-page-d.js'],
    },
    'assets/react-b.js': { fileName: 'assets/react-b.js', facadeModuleId: null },
    'assets/browser-app-c.js': {
      fileName: 'assets/browser-app-c.js',
      facadeModuleId: '/w/src/app/browser-app.tsx',
      imports: ['assets/router-e.js', 'assets/react-b.js'],
    },
    'assets/router-e.js': { fileName: 'assets/router-e.js', imports: ['assets/react-b.js'] },
    'assets/launchpad-page-d.js': { fileName: 'assets/launchpad-page-d.js', facadeModuleId: '/w/src/launchpad.tsx' },
  };

  it("preloads the named step's chunk and its imports, each once, and no other lazy chunk", () => {
    const html = preloadLaterSteps(page, bundle['assets/index-a.js'], bundle, ['/w/src/app/browser-app.tsx'], '/');
    const links = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/react-b.js', '/assets/browser-app-c.js', '/assets/router-e.js']);
    // contentFirst then moves every link into the app's <template>.
    expect(contentFirst(html).split('</template>')[1]).not.toContain('modulepreload');
  });

  it('leaves a page whose entry does not import the step unchanged', () => {
    const home = { fileName: 'assets/home-f.js', imports: ['assets/react-b.js'] };
    expect(preloadLaterSteps(page, home, bundle, ['/w/src/app/browser-app.tsx'], '/')).toBe(page);
  });
});

describe("routePreloads (each lazy page's chunks, for the page server)", () => {
  const bundle = {
    'assets/index-a.js': { fileName: 'assets/index-a.js', facadeModuleId: '/w/src/main.tsx', isDynamicEntry: false },
    'assets/launchpad-d.js': {
      fileName: 'assets/launchpad-d.js',
      facadeModuleId: '/w/src/features/launchpad/launchpad-page.tsx',
      isDynamicEntry: true,
      imports: ['assets/list-e.js', 'assets/react-b.js'],
    },
    'assets/list-e.js': { fileName: 'assets/list-e.js', imports: ['assets/react-b.js', 'assets/url-f.js'] },
    'assets/react-b.js': { fileName: 'assets/react-b.js' },
    'assets/url-f.js': { fileName: 'assets/url-f.js', imports: ['assets/list-e.js'] },
    'assets/vendor-g.js': {
      fileName: 'assets/vendor-g.js',
      facadeModuleId: '/elsewhere/node_modules/x/index.js',
      isDynamicEntry: true,
    },
  };

  it('maps a lazily imported module of the app, by its path from the web folder, to its chunk and every chunk it imports, once each', () => {
    expect(routePreloads(bundle, '/w/', '/')).toEqual({
      'src/features/launchpad/launchpad-page.tsx': [
        '/assets/launchpad-d.js',
        '/assets/list-e.js',
        '/assets/react-b.js',
        '/assets/url-f.js',
      ],
    });
  });
});
