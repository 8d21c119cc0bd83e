// Types of bundle-options.mjs for the cold-start test.
import type { BuildOptions } from 'esbuild';
export const BUNDLE_OPTIONS: BuildOptions;
