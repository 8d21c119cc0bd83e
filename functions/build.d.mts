// Types of what build.mjs exports for the tests.
import type { BuildOptions } from 'esbuild';
export const BUNDLE_OPTIONS: BuildOptions;
