import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_TEMPLATE_ID, contentFirst } from '../build-plugins';

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
