#!/usr/bin/env node
// JavaScript budgets, from the web build's manifest (web/dist/.vite/manifest.json), its chunk report
// (chunk-modules.json, web/build-plugins.ts) and its pages (route-modules.json: every page of the route
// table, web/build.mjs): what each page loads before it is live (the entry chunk,
// the route's lazy modules the page server and the browser load before hydrating, and every chunk they
// import statically), gzipped at level 9. An interactive screen (Chakra UI: submit, My Projects, admin,
// the review session) loads after its page is live; its own chunks are counted apart and budgeted too.
// `/` has an entry of its own (web/home.html, web/src/home/): it must not carry react-router, TanStack
// Query, Emotion, Chakra UI, zod, Firebase or Panda's style runtime in its first load. A visitor's
// session (Firebase Auth, after live) must not bring the Firestore SDK.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `/` before it is live. */
export const ROOT_BUDGET_KB = 90;
/** Every other page before it is live. */
export const ROUTE_BUDGET_KB = 160;
/** An interactive screen's page in all: before it is live, then the screen and its Chakra UI. */
export const SCREEN_BUDGET_KB = 240;

/** Modules `/` must load without (the check fails if one is in its first load). */
const NOT_IN_ROOT = [
  { name: 'react-router', test: /node_modules\/react-router\// },
  { name: 'TanStack Query', test: /node_modules\/@tanstack\// },
  { name: 'Emotion', test: /node_modules\/@emotion\// },
  { name: "Chakra UI's system", test: /node_modules\/@chakra-ui\// },
  { name: 'zod', test: /node_modules\/zod\// },
  { name: 'Firebase', test: /node_modules\/(@firebase|firebase)\// },
  { name: "Panda's style runtime", test: /web\/styled-system\/(css\/css|helpers)\.mjs$/ },
];

/**
 * A visitor's session: Firebase Auth, loaded after the page is live on every page (lib/session.tsx).
 * Firestore loads only for what a member follows live (lib/live-firestore.ts), not with the session.
 */
const SESSION = 'src/lib/session-auth.ts';
const NOT_IN_SESSION = [{ name: 'Firestore', test: /node_modules\/@firebase\/firestore\// }];

// A screen (lazy-page.tsx screenAt) loads Chakra UI's scope with its own module once the page is live.
const SCREEN_SCOPE = 'src/chakra/chakra-scope.tsx';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`Usage: node scripts/check-bundle.mjs [--dist web/dist] [--routes-json <file>]

Measures the gzipped JavaScript each page loads before it is live (entry chunk, the route's lazy
modules loaded before hydration, their static imports) and, for interactive screens, what they load
once live. Budgets: / ${ROOT_BUDGET_KB} KB, other pages ${ROUTE_BUDGET_KB} KB, a screen's page in all
${SCREEN_BUDGET_KB} KB (KB = 1024 bytes, gzip level 9). Fails when one is over, or when / carries
${NOT_IN_ROOT.map((m) => m.name).join(', ')} in its first load.
--routes-json <file> also writes the sizes as JSON (npm run bench). The pages are the route table's
(web/src/app/routes.tsx routeModules), as the build writes them in .vite/route-modules.json.`);
  process.exit(0);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const dist = resolve(ROOT, option('--dist', 'web/dist'));
const read = (name) => {
  const path = join(dist, '.vite', name);
  if (!existsSync(path)) {
    console.error(`check-bundle: ${path} is missing: build the web app first (npm run build -w web)`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
};
const manifest = read('manifest.json');
const chunkModules = read('chunk-modules.json');
/** Every page of the route table: the lazy modules it loads before it is live, and a screen's once live. */
const routes = read('route-modules.json');

/** The app's entry (index.html) and `/`'s own (home.html). */
const APP_ENTRY = 'index.html';
/** The app entry's later step (web/src/main.tsx imports it; the page template preloads it). */
const APP_STEPS = ['src/app/browser-app.tsx'];
const HOME_ENTRY = 'home.html';
for (const key of [APP_ENTRY, HOME_ENTRY]) {
  if (!manifest[key]?.isEntry) {
    console.error(`check-bundle: no entry chunk ${key} in the manifest`);
    process.exit(2);
  }
}

/**
 * The manifest key of a source module: its own entry, or the shared chunk that holds it (a module
 * imported both statically and dynamically lives in a shared chunk), found by the chunk report.
 */
function manifestKey(module) {
  if (manifest[module]) return module;
  const file = Object.keys(chunkModules).find((chunk) =>
    chunkModules[chunk].some((id) => `/${id.replaceAll('\\', '/')}`.endsWith(`/web/${module}`)),
  );
  return Object.keys(manifest).find((key) => file && manifest[key].file === file) ?? module;
}

/** A manifest key's chunk files: itself and its static imports, depth first, each once. */
function chunkFiles(modules) {
  const keys = modules.map(manifestKey);
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      console.error(`check-bundle: the manifest has no chunk for ${key}: build the web app again`);
      process.exit(2);
    }
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipOf = new Map();
const gzipBytes = (files) =>
  [...files].reduce((sum, file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sum + gzipOf.get(file);
  }, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

let ok = true;
const report = [];
for (const { path: route, before, screen: screenModules } of routes) {
  const screen = screenModules.length > 0 ? [SCREEN_SCOPE, ...screenModules] : [];
  const first = chunkFiles([...(route === '/' ? [HOME_ENTRY] : [APP_ENTRY, ...APP_STEPS]), ...before]);
  const firstBytes = gzipBytes(first);
  const budget = route === '/' ? ROOT_BUDGET_KB : ROUTE_BUDGET_KB;
  const within = firstBytes <= budget * 1024;
  ok &&= within;
  let line = `[bundle] ${route} before live: ${kb(firstBytes)} KB gzip (budget ${budget} KB)`;
  let screenBytes = 0;
  if (screen.length > 0) {
    const later = [...chunkFiles(screen)].filter((file) => !first.has(file));
    screenBytes = gzipBytes(later);
    const total = firstBytes + screenBytes;
    const totalWithin = total <= SCREEN_BUDGET_KB * 1024;
    ok &&= totalWithin;
    line += `, then the screen: +${kb(screenBytes)} KB = ${kb(total)} KB (budget ${SCREEN_BUDGET_KB} KB)`;
    if (!totalWithin) line += ' OVER BUDGET';
  }
  console.log(`${line}: ${within ? 'ok' : 'OVER BUDGET'}`);
  report.push({
    route,
    firstLoadGzipBytes: firstBytes,
    budgetKb: budget,
    screenGzipBytes: screen.length > 0 ? screenBytes : null,
    screenBudgetKb: screen.length > 0 ? SCREEN_BUDGET_KB : null,
    chunks: first.size,
  });
  if (route === '/') {
    const modules = [...first].flatMap((file) => chunkModules[file] ?? []);
    for (const { name, test } of NOT_IN_ROOT) {
      const found = modules.filter((id) => test.test(id.replaceAll('\\', '/')));
      if (found.length > 0) {
        ok = false;
        console.log(
          `[bundle] / first load carries ${name}: ${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''}`,
        );
      }
    }
  }
}

{
  const files = chunkFiles([SESSION]);
  const modules = [...files].flatMap((file) => chunkModules[file] ?? []);
  const home = chunkFiles([HOME_ENTRY]);
  const later = [...files].filter((file) => !home.has(file));
  console.log(`[bundle] a visitor's session (Firebase Auth) on /, after live: +${kb(gzipBytes(later))} KB gzip`);
  for (const { name, test } of NOT_IN_SESSION) {
    const found = modules.filter((id) => test.test(id.replaceAll('\\', '/')));
    if (found.length > 0) {
      ok = false;
      console.log(
        `[bundle] the session's code carries ${name}: ${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''}`,
      );
    }
  }
}

const routesJson = option('--routes-json', null);
if (routesJson) {
  const out = resolve(ROOT, routesJson);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ dist, entry: APP_ENTRY, homeEntry: HOME_ENTRY, routes: report }, null, 2) + '\n');
}
console.log(`[bundle] ${ok ? 'every budget met' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
