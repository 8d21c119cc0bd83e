// Bundles functions/src into lib/index.js (CommonJS for the Functions runtime). npm packages stay
// external: they are installed from package.json at deploy time and from the workspace locally.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  // Deployed on Node.js 22 (functions/package.json engines); node20 syntax so the emulators run it on
  // this machine's Node 20 as well.
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('functions: built lib/index.js');

// The page server (web/build.mjs → web/dist-ssr) ships inside the functions deploy as lib/site.
// Locally the emulators read web/dist-ssr (or a suite's own copy) through VIBECHART_SSR_DIR.
const SSR = '../web/dist-ssr';
rmSync('lib/site', { recursive: true, force: true });
if (existsSync(`${SSR}/template.html`)) {
  cpSync(SSR, 'lib/site', { recursive: true });
  console.log('functions: copied the page server into lib/site');
} else {
  console.warn('functions: web/dist-ssr is missing (npm run build -w web first): pages fall back to 503');
}
