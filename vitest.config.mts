import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { includeGlobs } from './scripts/lib/test-files.mjs';

const domain = fileURLToPath(new URL('./functions/src/domain', import.meta.url));
const styledSystem = fileURLToPath(new URL('./web/styled-system', import.meta.url));

// Four projects: `unit` needs nothing running; `rules`, `emulator` and `e2e` (Chromium) run inside
// `firebase emulators:exec` (scripts/test.mjs starts them). Files within a suite run one at a time (they
// share its database); npm test runs several suites side by side (scripts/lib/test-files.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@domain': domain, 'styled-system': styledSystem } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.emulator.test.ts'],
          setupFiles: ['tests/run-clock.setup.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: includeGlobs('rules'),
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: includeGlobs('emulator'),
          // Each file fails when a query it made the server run has no index in production.
          setupFiles: ['tests/query-indexes.setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: includeGlobs('e2e'),
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
