// Bundles functions/src into lib/index.js (CommonJS for the Functions runtime). npm packages stay
// external: they are installed from package.json at deploy time and from the workspace locally.
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
