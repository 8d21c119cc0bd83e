// Bundles functions/src into lib/index.js (bundle-options.mjs) and copies the page server beside it.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { BUNDLE_OPTIONS } from './bundle-options.mjs';

await build({ ...BUNDLE_OPTIONS, outfile: 'lib/index.js', sourcemap: true });
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
