import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  chunkModulesPlugin,
  contentFirstPlugin,
  earlyScriptPlugin,
  firstLoadGroup,
  pandaStaticClassesPlugin,
  preloadLaterStepsPlugin,
  routePreloadsPlugin,
} from './build-plugins.ts';

// The functions emulator serves the `api` function under /{project}/{region}/api; the function's
// Express app is mounted at /api, so /api/x becomes /{project}/{region}/api/api/x — the same request
// the Hosting emulator makes for its /api/** rewrite in `npm start`. Project (.firebaserc), region (the
// rewrite) and port (the emulator config) are read from the files that set them.
const REPO = fileURLToPath(new URL('..', import.meta.url));
const firebaseJson = JSON.parse(readFileSync(`${REPO}/firebase.json`, 'utf8')) as {
  hosting: { rewrites: { source: string; function?: { region?: string } }[] };
  emulators: { functions: { port: number } };
};
const PROJECT_ID = (JSON.parse(readFileSync(`${REPO}/.firebaserc`, 'utf8')) as { projects: { default: string } })
  .projects.default;
const REGION = firebaseJson.hosting.rewrites.find((r) => r.source === '/api/**')?.function?.region ?? 'us-central1';
const FUNCTIONS_EMULATOR = `http://127.0.0.1:${firebaseJson.emulators.functions.port}`;
const API_FUNCTION_PATH = `/${PROJECT_ID}/${REGION}/api`;

const apiProxy = {
  '/api': {
    target: FUNCTIONS_EMULATOR,
    changeOrigin: true,
    rewrite: (path: string) => `${API_FUNCTION_PATH}${path}`,
  },
};

// `/`'s own entry (home.html) and what it loads first, grouped in one chunk.
const HOME_ENTRY = fileURLToPath(new URL('./src/home/home-entry.tsx', import.meta.url));
const homeFirstLoad = firstLoadGroup(HOME_ENTRY, fileURLToPath(new URL('./src/home/', import.meta.url)));

export default defineConfig({
  plugins: [
    homeFirstLoad.plugin,
    react(),
    earlyScriptPlugin(`${REPO}/firebase.json`),
    // The app's entry (main.tsx) starts in steps: the second step's modules load with the entry.
    preloadLaterStepsPlugin([fileURLToPath(new URL('./src/app/browser-app.tsx', import.meta.url))]),
    contentFirstPlugin(),
    pandaStaticClassesPlugin(),
    chunkModulesPlugin(REPO),
    // Each lazy page's chunks, for the page server to preload with the app's (functions' pages.ts).
    routePreloadsPlugin(fileURLToPath(new URL('.', import.meta.url))),
  ],
  // The page server's bundle (`vite build --ssr src/entry-server.tsx`) carries every package it uses:
  // the functions deploy installs only functions/package.json.
  ssr: { noExternal: true },
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.mjs reads it to measure the / route's initial JS.
    manifest: true,
    // No modulepreload polyfill: every browser the build targets has modulepreload but Safari before
    // 17, which ignores the links and loads the modules as it finds them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's page template, and `/`'s (its own entry, home/home-entry.tsx; build.mjs writes it).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        home: fileURLToPath(new URL('./home.html', import.meta.url)),
      },
      output: {
        // React, and the router apart (`/` loads without it), in chunks that keep their hash across
        // app-only deploys. Everything else is split by use: a manual group would pull code that only
        // lazy screens need (Chakra's dialog, Firestore, zod, …) into an eager chunk. The budgets are
        // checked by scripts/check-bundle.mjs.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 2, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', priority: 2, test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'shared', priority: 1, test: homeFirstLoad.test },
          ],
        },
      },
      treeshake: {
        // Chakra's theme index builds its whole default config (every recipe) at the top level with
        // defineConfig(); as a pure call it is dropped unless used, so we ship only our recipes.
        manualPureFunctions: ['defineConfig'],
        // Firebase packages declare no "sideEffects", so any import keeps them whole (we use app +
        // firestore, auth lazily). Marked side-effect free, a product is dropped unless a used export
        // needs it, and a used module still runs its top level (SDK component registration stays).
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](@firebase[\\/](auth|database|functions|remote-config|storage|installations|analytics|performance|app-check)|firebase[\\/](auth|database|functions|remote-config|storage))[\\/]/,
            sideEffects: false,
          },
          // A pure helper (and react-is under it) that @emotion/react imports bare for its withTheme, which
          // nothing here uses.
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          // Panda's generated runtime: only what a call the build could not resolve uses is kept.
          { test: /[\\/]web[\\/]styled-system[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
