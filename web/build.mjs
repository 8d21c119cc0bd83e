#!/usr/bin/env node
// `npm run build -w web`: Panda's generated styled-system first, then the browser app into <outDir>
// (default dist) for Hosting, then the page server's bundle (src/entry-server.tsx) into <outDir>-ssr
// with the browser app's index.html as its template.html, `/`'s home.html as home-template.html and
// the lazy pages' chunks as route-preloads.json; each page's lazy modules in <outDir>/.vite/route-modules.json.
// Both leave <outDir>: Hosting would serve them before the rewrite to the page-rendering function.
// functions/build.mjs copies
// dist-ssr into the functions deploy (lib/site).
// Usage: node build.mjs [--outDir DIR] [--logLevel warn]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const outDir = resolve(here, option('--outDir', 'dist'));
const ssrDir = `${outDir}-ssr`;
const logLevel = option('--logLevel', 'info');

// styled-system/ (css(), recipes, patterns and their types) is generated, not committed.
const require = createRequire(import.meta.url);
const pandaBin = join(
  dirname(require.resolve('@pandacss/dev/package.json')),
  require('@pandacss/dev/package.json').bin.panda,
);
execFileSync(process.execPath, [pandaBin, 'codegen', '--silent'], { cwd: here, stdio: 'inherit' });
// `/`'s page template is the app's with `/`'s own entry (src/home/home-entry.tsx): written, not kept.
const appHtml = readFileSync(join(here, 'index.html'), 'utf8');
if (!appHtml.includes('/src/main.tsx')) throw new Error('web/index.html does not load /src/main.tsx');
writeFileSync(join(here, 'home.html'), appHtml.replace('/src/main.tsx', '/src/home/home-entry.tsx'));
await build({ root: here, logLevel, build: { outDir, emptyOutDir: true } });
// The page server runs the production builds of React and every other package whatever the process's
// NODE_ENV (unset in the emulators): an SSR build leaves `process.env.NODE_ENV` to run time otherwise,
// and React's development build renders the chart several times slower (docs/performance.md).
await build({
  root: here,
  logLevel,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
mkdirSync(ssrDir, { recursive: true });
writeFileSync(join(ssrDir, 'template.html'), readFileSync(join(outDir, 'index.html'), 'utf8'));
writeFileSync(join(ssrDir, 'home-template.html'), readFileSync(join(outDir, 'home.html'), 'utf8'));
// Each lazy page's chunks (build-plugins.ts routePreloadsPlugin): the page server preloads a URL's.
writeFileSync(join(ssrDir, 'route-preloads.json'), readFileSync(join(outDir, '.vite', 'route-preloads.json'), 'utf8'));
// Every page of the route table with its lazy modules, from the page server's bundle: the JavaScript
// budgets (scripts/check-bundle.mjs) cover each page the table has, a new one included.
const { routeModules } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
writeFileSync(join(outDir, '.vite', 'route-modules.json'), JSON.stringify(routeModules(), null, 2) + '\n');
unlinkSync(join(outDir, 'index.html'));
unlinkSync(join(outDir, 'home.html'));
// The bundle is ES modules; in functions/lib/site the nearest package.json would say CommonJS.
writeFileSync(join(ssrDir, 'package.json'), '{ "type": "module" }\n');
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl()));
console.log(`web: built ${outDir} (browser) and ${ssrDir} (page server)`);

/**
 * The site's public origin: the functions' SITE_URL param (functions/.env, the one place it is set;
 * the page server and the e-mails read the same value). A static file: Hosting serves it before any
 * rewrite (and the functions emulator answers /robots.txt itself with a 404).
 */
function siteUrl() {
  const env = join(here, '..', 'functions', '.env');
  const line = existsSync(env) ? /^SITE_URL=(.+)$/m.exec(readFileSync(env, 'utf8')) : null;
  return new URL(line?.[1]?.trim() || 'https://vibechart.dev').origin;
}

/** Crawlers may read every public page; private, per-member and API paths are not for them. */
function robotsTxt(origin) {
  const disallow = ['/api/', '/admin', '/submit', '/my-page', '/vote'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
