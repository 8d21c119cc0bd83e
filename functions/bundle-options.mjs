// The esbuild options of the functions bundle (lib/index.js, CommonJS for the Functions runtime), but
// where it is written: build.mjs writes lib/index.js, the cold-start test (src/index.test.ts) its own.
// npm packages stay external: they are installed from package.json at deploy time and from the
// workspace locally.
import { fileURLToPath } from 'node:url';

export const BUNDLE_OPTIONS = {
  entryPoints: [fileURLToPath(new URL('src/index.ts', import.meta.url))],
  bundle: true,
  platform: 'node',
  // Deployed on Node.js 22 (functions/package.json engines); node20 syntax so the emulators run it on
  // this machine's Node 20 as well.
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  logLevel: 'warning',
};
