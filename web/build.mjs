#!/usr/bin/env node
// `npm run build -w web`: the browser app into <outDir> (default dist) for Hosting, then the page
// server's bundle (src/entry-server.tsx) into <outDir>-ssr with the browser app's index.html as its
// template.html. index.html leaves <outDir>: Hosting would serve it for / before the rewrite to the
// page-rendering function. functions/build.mjs copies dist-ssr into the functions deploy (lib/site).
// Usage: node build.mjs [--outDir DIR] [--logLevel warn]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

await build({
  root: here,
  logLevel,
  build: { outDir, emptyOutDir: true, rolldownOptions: eagerChunkOptions(await eagerModules()) },
});
await build({
  root: here,
  logLevel,
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
checkEntryChunk();
mkdirSync(ssrDir, { recursive: true });
writeFileSync(join(ssrDir, 'template.html'), bootAfterLoad(readFileSync(join(outDir, 'index.html'), 'utf8')));
unlinkSync(join(outDir, 'index.html'));
// The bundle is ES modules; in functions/lib/site the nearest package.json would say CommonJS.
writeFileSync(join(ssrDir, 'package.json'), '{ "type": "module" }\n');
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl()));
console.log(`web: built ${outDir} (browser) and ${ssrDir} (page server)`);

/**
 * The modules the browser entry loads at start-up, as the default splitting places them (a build
 * that writes nothing). Rolldown gives every set of importers (the entry; the entry and one lazy
 * route; …) a chunk of its own, so `/`'s eager code came as ~28 files that all load at start anyway.
 * Grouped into one chunk they gzip ~6 KB smaller and are a couple of requests. Read from the output,
 * not the import graph: a barrel (`@chakra-ui/react`) statically imports every component, but only
 * what the eager code uses lands in an eager chunk. The entry module itself stays out of the group
 * (its chunk is main.tsx alone): with the group's top-level awaits (src/start-up/), a group holding
 * the entry module lost the entry chunk in rolldown 1.2 — the page's script was its runtime chunk.
 */
async function eagerModules() {
  const result = await build({ root: here, logLevel: 'silent', build: { outDir, write: false } });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const eager = new Set();
  const stack = chunks.filter((chunk) => chunk.isEntry);
  const seen = new Set();
  while (stack.length > 0) {
    const chunk = stack.pop();
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) eager.add(id);
    for (const file of chunk.imports) if (byFile.has(file)) stack.push(byFile.get(file));
  }
  eager.delete(entryModule());
  return eager;
}

/** The page's script must be the chunk of the entry module (a bundler regression once made it another). */
function checkEntryChunk() {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const file = manifest['index.html']?.isEntry ? manifest['index.html'].file : null;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!file || !html.includes(`src="/${file}"`)) {
    throw new Error(`web/build.mjs: index.html's script is not the entry chunk (${file ?? 'none in the manifest'})`);
  }
}

/** The module index.html's script loads (src/main.tsx). */
function entryModule() {
  const script = /<script type="module" src="\/?([^"]+)"/.exec(readFileSync(join(here, 'index.html'), 'utf8'));
  if (!script) throw new Error('web/build.mjs: index.html has no module script');
  return resolve(here, script[1]);
}

/** vite.config's splitting plus one group: the eager modules (the react group keeps its own chunk). */
function eagerChunkOptions(eager) {
  return {
    output: {
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [{ name: 'app', priority: 1, test: (id) => eager.has(id) }],
      },
    },
  };
}

/**
 * The app starts once the server's page has loaded (or at the visitor's first key or tap, if sooner),
 * not while it loads: the page is complete HTML, and its script (~160 KB gzip, then evaluating and
 * hydrating it) competing with the HTML, CSS and first thumbnails delays the largest paint on a phone.
 * The entry's <script type="module"> and its modulepreload links leave the template; a small classic
 * script (its own file: the CSP allows no inline script) adds them back at that moment.
 */
function bootAfterLoad(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('web/build.mjs: index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const code = readFileSync(join(here, 'src', 'boot.js'), 'utf8');
  const name = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, name), code);
  let out = html.replace(entry[0], '');
  for (const link of preloads) out = out.replace(link[0], '');
  const tag =
    `<script defer src="/${name}" data-entry="${entry[1]}" ` +
    `data-preload="${preloads.map((link) => link[1]).join(' ')}"></script>`;
  return out.replace('</head>', `    ${tag}\n  </head>`);
}

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
