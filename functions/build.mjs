// Bundles functions/src into lib/index.js (CommonJS for the Functions runtime). npm packages stay
// external: they are installed from package.json at deploy time and from the workspace locally.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The bundle's esbuild options, but where it is written (the cold-start test bundles it too). */
export const BUNDLE_OPTIONS = {
  entryPoints: [`${HERE}src/index.ts`],
  bundle: true,
  platform: 'node',
  // Deployed on Node.js 22 (functions/package.json engines); node20 syntax so the emulators run it on
  // this machine's Node 20 as well.
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({ ...BUNDLE_OPTIONS, outfile: `${HERE}lib/index.js`, sourcemap: true });
  console.log('functions: built lib/index.js');

  // The page server (web/build.mjs → web/dist-ssr) ships inside the functions deploy as lib/site.
  // Locally the emulators read web/dist-ssr (or a suite's own copy) through VIBECHART_SSR_DIR.
  const SSR = `${HERE}../web/dist-ssr`;
  rmSync(`${HERE}lib/site`, { recursive: true, force: true });
  if (existsSync(`${SSR}/template.html`)) {
    cpSync(SSR, `${HERE}lib/site`, { recursive: true });
    console.log('functions: copied the page server into lib/site');
  } else {
    console.warn('functions: web/dist-ssr is missing (npm run build -w web first): pages fall back to 503');
  }
}
