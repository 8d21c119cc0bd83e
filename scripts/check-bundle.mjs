#!/usr/bin/env node
// The `/` route's initial JavaScript budget (issue 5): the entry chunk of index.html plus every chunk
// it imports statically (transitively), gzipped, from the Vite manifest. Lazy chunks (dynamic
// imports) are not counted: they load after first paint. Fails above the budget.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Issue 15's targets are the budgets: 150 KB for / and 200 KB for every other route. /submit loads its
// forms' checks (zod) after the form renders (features/submit/hooks/use-form-checks.ts) and its
// dialogs after the form (submit-form-v2.tsx).
// The admin pages load zod only when a form is sent (admin-input-checks.ts) and /vote loads
// framer-motion's swipe after its first card (swipe-frame.tsx).
const DEFAULT_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 200;

// Initial JS per route for --routes-json (npm run bench): the / entry's chunks plus each lazy route
// module the routes load for that path (app/routes.tsx), with their static imports, each chunk once.
const ROUTE_MODULES = {
  '/': [],
  '/launchpad': ['src/features/launchpad/launchpad-page.tsx'],
  '/archive': ['src/features/archive/archive-page.tsx'],
  '/all-projects': ['src/features/all-projects/all-projects-page.tsx'],
  '/chart/:weekOf': ['src/features/chart/past-chart-page.tsx'],
  '/p/:id': ['src/features/project/project-page.tsx'],
  '/submit': ['src/app/route-guards.tsx', 'src/features/submit/submit-page.tsx'],
  '/my-page': ['src/app/route-guards.tsx', 'src/features/my-page/my-page.tsx'],
  '/vote': ['src/features/vote-session/vote-page.tsx'],
  '/admin': ['src/features/admin/admin-page.tsx'],
  '/admin/email-preview': ['src/app/route-guards.tsx', 'src/features/admin/email-preview-page.tsx'],
  '/admin/fairness': ['src/app/route-guards.tsx', 'src/features/admin/fairness-page.tsx'],
};

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`Usage: node scripts/check-bundle.mjs [--dist web/dist] [--budget ${DEFAULT_BUDGET_KB}] [--json]
                                   [--routes-json <file>]

Measures the gzipped JavaScript the / route loads initially: the entry chunk of index.html and its
static imports, read from <dist>/.vite/manifest.json (vite build.manifest). Prints each chunk and the
total, and exits 1 when the total is above the budget (KB = 1024 bytes, gzip level 9).
Also measures the first-load JS of every main route — the entry's chunks plus the route's lazy
module(s) and their static imports — and exits 1 when one is over ${ROUTE_BUDGET_KB} KB.

--routes-json <file> also writes those route sizes as JSON (for npm run bench). Routes:
${Object.keys(ROUTE_MODULES).join(' ')}`);
  process.exit(0);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const dist = resolve(ROOT, option('--dist', 'web/dist'));
const budgetKb = Number(option('--budget', String(DEFAULT_BUDGET_KB)));
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error('check-bundle: --budget must be a positive number of KB');
  process.exit(2);
}

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing — build the web app first (vite build with build.manifest)`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The initial chunks of an entry: itself and its static imports, depth first, each once. */
function initialChunks(manifestData, entryKey) {
  const seen = new Set();
  const order = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifestData[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    order.push(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  return order;
}

const entryKey =
  Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html')) ??
  Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-bundle: no entry chunk in the manifest');
  process.exit(2);
}

const rows = initialChunks(manifest, entryKey)
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const kb = (n) => (n / 1024).toFixed(1);

const routesJson = option('--routes-json', null);
let routesOk = true;
{
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) {
      const bytes = readFileSync(join(dist, file));
      gzipOf.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return gzipOf.get(file);
  };
  const routes = Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const files = new Set();
    for (const key of [entryKey, ...modules]) {
      if (!manifest[key]) {
        console.error(`check-bundle: the manifest has no chunk for ${key} (${route}): update ROUTE_MODULES`);
        process.exit(2);
      }
      for (const chunk of initialChunks(manifest, key)) {
        if (manifest[chunk].file.endsWith('.js')) files.add(manifest[chunk].file);
      }
    }
    const sizes = [...files].map(sizeOf);
    return {
      route,
      chunks: files.size,
      rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    };
  });
  for (const { route, gzipBytes } of routes) {
    if (route === '/') continue;
    const within = gzipBytes <= ROUTE_BUDGET_KB * 1024;
    routesOk &&= within;
    console.log(
      `[bundle] ${route} first-load JS: ${kb(gzipBytes)} KB gzip (budget ${ROUTE_BUDGET_KB} KB): ${within ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (routesJson) {
    const out = resolve(ROOT, routesJson);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ dist, entry: entryKey, budgetKb, routes }, null, 2) + '\n');
  }
}

if (args.includes('--json')) {
  console.log(JSON.stringify({ entry: entryKey, budgetKb, totalGzipKb: Number(kb(total)), chunks: rows }, null, 2));
} else {
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${r.file.padEnd(44)} ${kb(r.raw).padStart(8)} KB raw ${kb(r.gzip).padStart(7)} KB gzip`);
  }
}
const ok = total <= budgetKb * 1024;
console.log(
  `[bundle] / initial JS: ${kb(total)} KB gzip in ${rows.length} chunks (budget ${budgetKb} KB): ${ok ? 'ok' : 'OVER BUDGET'}`,
);
process.exit(ok && routesOk ? 0 : 1);
